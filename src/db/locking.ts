import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { dialectOf } from './dialect.js';

/**
 * Locks the rows a SELECT reads until the transaction ends, so that what a transaction read and
 * decided on cannot change under it. PostgreSQL: `FOR NO KEY UPDATE`, the lock an UPDATE that keeps
 * the key takes (it does not block inserts of rows whose foreign keys point at the locked row).
 * SQLite has no row locks: its transactions take the writer lock at their start (sqlite.ts), which
 * is already more. Use it inside a transaction only.
 */
// biome-ignore lint/suspicious/noExplicitAny: a query of any table
export function lockingRows<Query extends SelectQueryBuilder<any, any, any>>(
  db: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>,
  query: Query,
): Query {
  if (!db.isTransaction) throw new Error('lockingRows needs a transaction: a lock outside one ends with its statement');
  return dialectOf(db) === 'postgres' ? (query.forNoKeyUpdate() as Query) : query;
}

/**
 * lockingRows, passing over the rows another transaction holds (PostgreSQL `SKIP LOCKED`) instead of
 * waiting for them: for work that any process may do, where another one doing it is as good. SQLite:
 * the transaction's writer lock is already held, so nothing is held by anyone else.
 */
// biome-ignore lint/suspicious/noExplicitAny: a query of any table
export function lockingRowsNotHeld<Query extends SelectQueryBuilder<any, any, any>>(
  db: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>,
  query: Query,
): Query {
  const locking = lockingRows(db, query);
  return dialectOf(db) === 'postgres' ? (locking.skipLocked() as Query) : locking;
}

/**
 * Keeps every other writer off a table until the transaction ends, readers still reading (a rebuild
 * of a table that writers keep in step). PostgreSQL: `LOCK TABLE … IN EXCLUSIVE MODE`, which waits
 * for the writers already in it to commit. SQLite: the transaction's writer lock already does it.
 */
export async function lockTableAgainstWriters(db: Pick<Kysely<unknown>, 'isTransaction' | 'getExecutor'>, table: string): Promise<void> {
  if (!db.isTransaction) throw new Error('lockTableAgainstWriters needs a transaction');
  if (dialectOf(db) === 'postgres') await sql`lock table ${sql.table(table)} in exclusive mode`.execute(db);
}
