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
  // One statement per table: a failure names its table, and each table's VACUUM commits on its own.
  for (const table of tables) await sql`vacuum (freeze, index_cleanup on) ${sql.table(table)}`.execute(db);
}
