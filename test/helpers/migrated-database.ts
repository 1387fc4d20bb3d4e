import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import type { DialectName } from '../../src/db/dialect.js';
import { createMigratedTestDatabase } from './databases.js';

/** A fresh database of the dialect, migrated, without the HTTP app: for services and repositories. */
export interface MigratedDatabase extends Database {
  readonly url: string;
  /** Another connection (pool) to the same database, as a second process would have; closed with this one. */
  open(): Promise<Database>;
  /** The audit rows of one action, oldest first, details parsed. */
  auditRows(action: string): Promise<{ actor: string; subject_id: string; details: Record<string, unknown> | null }[]>;
  /** Closes every connection and drops the database. */
  drop(): Promise<void>;
}

export async function openMigratedDatabase(dialect: DialectName): Promise<MigratedDatabase> {
  const testDatabase = await createMigratedTestDatabase(dialect);
  const connect = () => openDatabase({ url: testDatabase.url, requireDurableWrites: true, poolSize: 4 });
  const database = await connect();
  await migrateToLatest(database.db);
  const others: Database[] = [];
  return {
    ...database,
    url: testDatabase.url,
    async open() {
      const other = await connect();
      others.push(other);
      return other;
    },
    async auditRows(action) {
      const rows = await database.db
        .selectFrom('audit_events')
        .select(['actor_kind', 'actor_id', 'subject_id', 'details'])
        .where('action', '=', action)
        .orderBy('sequence')
        .execute();
      return rows.map(({ actor_kind, actor_id, ...row }) => ({
        ...row,
        actor: `${actor_kind}:${actor_id}`,
        details: row.details === null ? null : (JSON.parse(row.details) as Record<string, unknown>),
      }));
    },
    async drop() {
      for (const other of others) await other.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}
