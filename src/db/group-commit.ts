import type { ControlledTransaction, Kysely } from 'kysely';
import type { WriteRunner } from './write-runner.js';

interface Pending<DB> {
  readonly work: (trx: Kysely<DB>) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** Writes per shared transaction, at most: a bound on how long one commit keeps the others waiting. */
export const MAX_GROUP_SIZE = 32;

/**
 * Group commit: writes that arrive while a commit is in progress share the next transaction, so
 * one durable commit (one fsync) serves all of them instead of one each. A durable commit costs
 * about a millisecond here and blocks SQLite's single writer; under concurrent submissions it is
 * most of the cost of a write (bench/README.md).
 *
 * When a write of the group fails, the group is rolled back and each of its writes runs again in a
 * transaction of its own: the one at fault fails alone, with its own error, and the others are
 * stored. Every caller is answered only after the commit, so a resolved write is durable, and one
 * that failed can be retried against committed data. A write alone in the queue gets a transaction
 * of its own at once: no waiting.
 *
 * A write may therefore run twice: `work` must do nothing but database work in the transaction it
 * is given (a rolled-back run leaves no trace, and gapless counters give their values back).
 *
 * Writes of one process run one transaction at a time, in arrival order. Meant for SQLite, whose
 * writers are serialized anyway (write-runner.ts); on a database with row locks shared by several
 * processes, groups that take the same locks in different orders could deadlock.
 */
export class GroupCommit<DB> implements WriteRunner<DB> {
  private queue: Pending<DB>[] = [];
  private draining = false;

  private readonly maxGroupSize: number;
  private readonly onCommit: ((size: number) => void) | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    options: { readonly maxGroupSize?: number; readonly onCommit?: (size: number) => void } = {},
  ) {
    this.maxGroupSize = options.maxGroupSize ?? MAX_GROUP_SIZE;
    this.onCommit = options.onCommit;
  }

  /** Runs `work` in a transaction, possibly shared; resolves once that transaction has committed. */
  run<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.maxGroupSize);
        if (group.length === 1 && group[0] !== undefined) await this.runAlone(group[0]);
        else await this.runGroup(group);
      }
    } finally {
      this.draining = false;
    }
  }

  private async runAlone(pending: Pending<DB>): Promise<void> {
    try {
      const value = await this.db.transaction().execute(pending.work);
      this.onCommit?.(1);
      pending.resolve(value);
    } catch (error) {
      pending.reject(error);
    }
  }

  /**
   * The group in one transaction, without savepoints (on PostgreSQL each costs two round trips
   * per write, and writes rarely fail here: the service validates and checks for duplicates
   * first). If anything fails — a write, or the commit — nothing of the group is kept and each
   * write runs again alone, so only the one at fault fails, and its caller gets its own error.
   */
  private async runGroup(group: readonly Pending<DB>[]): Promise<void> {
    let trx: ControlledTransaction<DB> | undefined;
    const values: unknown[] = [];
    try {
      trx = await this.db.startTransaction().execute();
      for (const pending of group) values.push(await pending.work(trx));
      await trx.commit().execute();
    } catch {
      if (trx !== undefined && !trx.isCommitted && !trx.isRolledBack)
        await trx
          .rollback()
          .execute()
          .catch(() => {});
      for (const pending of group) await this.runAlone(pending);
      return;
    }
    this.onCommit?.(group.length);
    group.forEach((pending, i) => {
      pending.resolve(values[i]);
    });
  }
}
