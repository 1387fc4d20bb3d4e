import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect.js';
import type { DB } from './schema.js';

/**
 * After an erasure (docs/PRIVACY.md, "Nothing left to read"): the old versions of the rows it changed
 * or deleted made unreadable by the database's own means, each dialect its way.
 *
 * - SQLite zeroes freed content at once (`secure_delete`, src/db/sqlite.ts; the search index's
 *   secure-delete option, migration 0024), but the write-ahead log still holds the pages as they were
 *   until a checkpoint copies them into the file and the log is reset: `wal_checkpoint(TRUNCATE)`
 *   empties it (a reader still holding an old snapshot makes it a partial checkpoint; the next one
 *   finishes it).
 * - PostgreSQL keeps each updated or deleted row's old version (dead, still in the table's pages, its
 *   index entries in the indexes) until VACUUM removes it: VACUUM each table the erasure touched.
 *   `INDEX_CLEANUP ON`: the index entries of the removed versions go too, however few they are (VACUUM
 *   otherwise skips the indexes when little is dead). `FREEZE`: an aggressive VACUUM, which waits for a
 *   page a concurrent scan holds instead of skipping it and leaving its dead versions for later (it
 *   also freezes the rows: more writes the first time, fewer for the anti-wraparound VACUUM later).
 *   VACUUM cannot run in a transaction, so this is called on the database handle, after the erasure's
 *   transactions committed, never on a transaction (refused). It takes no lock that stops reads or
 *   writes. What it leaves (the freed space is reused, not zeroed; WAL archives and backups) is in
 *   docs/PRIVACY.md.
 */
export async function reclaimErasedSpace(db: Kysely<DB>, tables: readonly (keyof DB)[]): Promise<void> {
  if (db.isTransaction) throw new Error('reclaimErasedSpace runs outside a transaction (VACUUM cannot run in one)');
  if (dialectOf(db) === 'sqlite') {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  await snapshotsOlderThanNowEnded(db);
  // One statement per table: a failure names its table, and each table's VACUUM commits on its own.
  for (const table of tables) await sql`vacuum (freeze, index_cleanup on) ${sql.table(table)}`.execute(db);
}

/** How long the reclaim waits for older snapshots before it vacuums anyway (what it could not remove, the next VACUUM does). */
const SNAPSHOT_WAIT_MS = 30_000;

/**
 * VACUUM removes a dead version only when no snapshot in the database can still see it: a transaction
 * that began before the erasure committed (a long report, a job's batch, another process's read)
 * holds them back, and a VACUUM run meanwhile leaves them for good (seen under a loaded test suite: one
 * search row version kept). So wait, bounded, until every other session of this database took its
 * snapshot after now: a fresh transaction id marks "now", and a session whose `backend_xmin` is older
 * than it is waited for, clients and autovacuum's workers alike (an automatic ANALYZE, which the
 * erasure's many updates call for, holds a snapshot like a client).
 */
async function snapshotsOlderThanNowEnded(db: Kysely<DB>): Promise<void> {
  const mark = await sql<{ mark: string }>`select (txid_current() % 4294967296)::text as mark`.execute(db);
  const markXid = mark.rows[0]?.mark ?? '0';
  const deadline = Date.now() + SNAPSHOT_WAIT_MS;
  while (Date.now() < deadline) {
    const older = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_xmin is not null
        and age(backend_xmin) > age(${markXid}::xid)`.execute(db);
    if ((older.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
