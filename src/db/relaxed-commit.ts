import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect.js';

type Executor = Pick<Kysely<unknown>, 'getExecutor'>;

/**
 * Commits without waiting for the disk, for a transaction whose loss in a crash is harmless because
 * its work is done again afterwards (the webhook dispatcher's fan-out and outcome writes: a delivery
 * whose row is lost is sent again, which at-least-once delivery allows). Call it inside the
 * transaction, before its commit.
 *
 * PostgreSQL: `SET LOCAL synchronous_commit = off`, for this transaction only (the connection goes
 * back to the pool with the session's `on`, src/db/postgres.ts). The commit returns before its WAL
 * is flushed, so it does not queue its fsync beside the ones the requests' commits wait for; the WAL
 * writer flushes it within a fraction of a second. Nothing becomes inconsistent: the WAL is written
 * in order, so a crash can lose only the last such commits, whole, and any later durable commit (a
 * request's, or one that read this transaction's rows) flushes them first. What must not be lost once
 * seen by someone else — an event a reader may have taken, an audit row — belongs in a durable
 * commit: see `durableCommit`.
 *
 * SQLite: nothing. Its commit is one synchronous write on the one connection (WAL mode); there is no
 * queue of flushes to keep out of, and `synchronous` is a per-connection setting shared with the
 * requests.
 */
export async function relaxedCommit(trx: Executor): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
}

/**
 * Undoes `relaxedCommit` for the rest of the transaction (the setting at the commit decides; `default`
 * is the session's own, `on` for the service): for the
 * rare branch of a relaxed transaction that writes what must survive once it is visible, such as an
 * event (the feed's readers remember its number) or an audit row. Nothing on SQLite.
 */
export async function durableCommit(trx: Executor): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`set local synchronous_commit to default`.execute(trx);
}
