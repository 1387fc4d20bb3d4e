import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { createSchemaAndAgencies, seededCountSql } from './schema.js';
import { seedBatches } from './seed-batches.js';
import { ApplicationCounts, SEED_YEAR } from './seeded-data.js';

/** How many applications a seeded SQLite file holds; 0 when it is missing or was never finished. */
export function seededSqliteApplications(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    const { sql, parameters } = seededCountSql('sqlite');
    const row = db.prepare(sql).get(...parameters) as { total: number } | undefined;
    return Number(row?.total ?? 0);
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

export function removeSqliteFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

/**
 * Seeds `total` applications into a fresh SQLite file: schema and agencies through the service,
 * then the rows in multi-row inserts, one transaction per batch. Durability is off while
 * seeding (a crash only means seeding again); the counters are written last, so an interrupted
 * seeding leaves a file that `seededSqliteApplications` reports as empty.
 */
export async function seedSqlite(file: string, total: number, progress: (done: number, insertMs: number) => void): Promise<void> {
  removeSqliteFile(file);
  const chain = await createSchemaAndAgencies(`sqlite:${file}`);

  const db = new BetterSqlite3(file);
  try {
    // No journal while seeding: WAL would copy every page twice (log, then checkpoint).
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -1048576');
    const statements = new Map<string, BetterSqlite3.Statement>();
    const run = (sql: string, values: unknown[]) => {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = db.prepare(sql);
        statements.set(sql, statement);
      }
      statement.run(values);
    };

    const counts = new ApplicationCounts();
    let insertMs = 0;
    // One worker renders while this thread inserts: the two cores, each busy.
    for await (const batch of seedBatches('sqlite', total, 1, chain)) {
      const started = performance.now();
      db.transaction(() => {
        for (const { sql, values } of batch.statements) run(sql, values);
      })();
      counts.merge(batch.counts);
      insertMs += performance.now() - started;
      progress(batch.to, insertMs);
    }

    db.transaction(() => {
      db.prepare('insert into sequences (name, last_value) values (?, ?)').run(`registration:${SEED_YEAR}`, total);
      db.prepare('update audit_chain_head set last_sequence = ? where id = 1').run(chain.sequence + total);
      const insertCount = db.prepare(
        'insert into agency_application_counts (agency_code, status, application_type, application_count) values (?, ?, ?, ?)',
      );
      for (const c of counts.rows()) insertCount.run(c.agency_code, c.status, c.application_type, c.application_count);
    })();
    // Back to the service's journal mode; it is stored in the file.
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
}
