import path from 'node:path';
import type { DialectName } from '../../src/db/dialect.js';
import { verifyRowsMatchService } from '../data/verify-rows.js';
import { dropPostgresDatabase, postgresDatabaseUrl, seededPostgresApplications, seedPostgres } from './postgres-seeder.js';
import { SEED_VERSION } from './seeded-data.js';
import { removeSqliteFile, seededSqliteApplications, seedSqlite } from './sqlite-seeder.js';

export const DATA_DIR = path.join('bench', '.data');

export interface SeededDatabase {
  readonly dialect: DialectName;
  readonly applications: number;
  /** DATABASE_URL for the service. */
  readonly url: string;
  /** Seconds spent seeding in this run; undefined when an earlier run's database was reused. */
  readonly seedSeconds: number | undefined;
}

function sqliteFile(applications: number): string {
  return path.join(DATA_DIR, `sqlite-v${SEED_VERSION}-${applications}.db`);
}

function postgresName(applications: number): string {
  return `biopermit_bench_v${SEED_VERSION}_${applications}`;
}

let rowsVerified = false;

/** A database holding `applications` seeded applications: reused when an earlier run left one, else seeded now. */
export async function prepareDatabase(
  dialect: DialectName,
  applications: number,
  options: { postgresUrl: string; reseed: boolean },
): Promise<SeededDatabase> {
  const file = sqliteFile(applications);
  const name = postgresName(applications);
  const url = dialect === 'sqlite' ? `sqlite:${file}` : postgresDatabaseUrl(options.postgresUrl, name);
  const seeded = dialect === 'sqlite' ? seededSqliteApplications(file) : await seededPostgresApplications(options.postgresUrl, name);
  if (seeded === applications && !options.reseed) return { dialect, applications, url, seedSeconds: undefined };

  if (!rowsVerified) {
    await verifyRowsMatchService();
    rowsVerified = true;
  }
  const started = Date.now();
  let reported = 0;
  const progress = (done: number) => {
    if (done - reported >= applications / 10 || done === applications) {
      reported = done;
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stderr.write(`  seeding ${dialect} ${applications.toLocaleString('en')}: ${done.toLocaleString('en')} after ${seconds} s\n`);
    }
  };
  if (dialect === 'sqlite') await seedSqlite(file, applications, progress);
  else await seedPostgres(options.postgresUrl, name, applications, progress);
  return { dialect, applications, url, seedSeconds: (Date.now() - started) / 1000 };
}

/** Deletes every database `prepareDatabase` may have made, for these sizes. */
export async function removeDatabases(applicationCounts: readonly number[], postgresUrl: string): Promise<void> {
  for (const applications of applicationCounts) {
    removeSqliteFile(sqliteFile(applications));
    await dropPostgresDatabase(postgresUrl, postgresName(applications));
  }
}
