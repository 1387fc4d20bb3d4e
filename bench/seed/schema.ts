import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { FLOOR_AGENCY, SEED_YEAR, SEEDED_AGENCIES } from './seeded-data.js';

/** The last row of the audit chain: seeded audit rows chain on from it. */
export interface ChainEnd {
  readonly sequence: number;
  readonly hash: string;
}

/**
 * The service's own schema and agencies, made by the service's own code, on an empty database;
 * returns where the audit chain ends (the agencies' rows).
 */
export async function createSchemaAndAgencies(databaseUrl: string): Promise<ChainEnd> {
  const database = await openDatabase({ url: databaseUrl, requireDurableWrites: false, poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    for (const code of [...SEEDED_AGENCIES, FLOOR_AGENCY]) {
      await createAgency(database.db, code, `Benchmark agency ${code}`, OPERATOR_ACTOR);
    }
    const last = await database.db
      .selectFrom('audit_events')
      .select(['sequence', 'hash'])
      .orderBy('sequence', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { sequence: Number(last.sequence), hash: last.hash };
  } finally {
    await database.close();
  }
}

/**
 * How many applications were seeded: the seed year's registration counter, which seeding writes in
 * its last transaction (no row: seeding never finished) and HTTP submissions, numbered in the
 * current year, never touch.
 */
export function seededCountSql(dialect: 'sqlite' | 'postgres'): { sql: string; parameters: string[] } {
  const placeholder = dialect === 'postgres' ? '$1' : '?';
  return { sql: `select last_value as total from sequences where name = ${placeholder}`, parameters: [`registration:${SEED_YEAR}`] };
}
