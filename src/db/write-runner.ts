import type { Kysely } from 'kysely';
import type { Database } from './database.js';
import { GroupCommit } from './group-commit.js';
import type { DB } from './schema.js';

/** Runs a write in a transaction and resolves once that transaction has committed. */
export interface WriteRunner<Schema> {
  run<T>(work: (trx: Kysely<Schema>) => Promise<T>): Promise<T>;
}

/** A transaction per write, as many at once as the pool allows. */
class TransactionPerWrite<Schema> implements WriteRunner<Schema> {
  constructor(private readonly db: Kysely<Schema>) {}

  run<T>(work: (trx: Kysely<Schema>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}

/**
 * How submissions are committed, per database. SQLite has one writer and one connection per process,
 * and a durable commit blocks both: writes queued behind a commit share the next one (GroupCommit).
 * PostgreSQL already combines the WAL flushes of transactions that commit at the same time, and each
 * statement is a round trip: writes run concurrently on the pool, each in a transaction of its own,
 * holding the contended locks (per-agency counts, the registration counter) only at the end.
 */
export function writeRunnerFor(database: Database, onGroupCommit: (size: number) => void): WriteRunner<DB> {
  return database.dialect === 'sqlite' ? new GroupCommit(database.db, { onCommit: onGroupCommit }) : new TransactionPerWrite(database.db);
}
