import type { ControlledTransaction, Kysely } from 'kysely';

interface Pending<DB> {
  readonly work: (trx: Kysely<DB>) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** Writes per shared transaction, at most: a bound on how long one commit keeps the others waiting. */
export const MAX_GROUP_SIZE = 32;

/**
 * Group commit: writes that arrive while a commit is in progress share the next transaction, so
 * one durable commit (one fsync) serves all of them instead of one each. A durable commit costs
 * about a millisecond here and blocks SQLite's single writer; under concurrent submissions it is
 * most of the cost of a write (bench/README.md).
 *
 * Each write runs in a savepoint of its own: one that fails is rolled back alone and its caller
 * gets its error, the others go on. Every caller is answered only after the commit, so a resolved
 * write is durable, and one that failed can be retried against committed data. A write alone in
 * the queue gets a plain transaction: no waiting, no savepoint.
 *
 * Writes of one process run one transaction at a time, in arrival order. Callers must not take locks
 * in an order that could deadlock with another process's group (see application.service.ts).
 */
export class GroupCommit<DB> {
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

  private async runGroup(group: readonly Pending<DB>[]): Promise<void> {
    let trx: ControlledTransaction<DB> | undefined;
    const outcomes: Outcome[] = [];
    try {
      trx = await this.db.startTransaction().execute();
      for (const pending of group) outcomes.push(await this.runInSavepoint(trx, pending));
      await trx.commit().execute();
      this.onCommit?.(group.length);
    } catch (error) {
      // The transaction itself failed (begin, a savepoint command, the commit): nothing of the group was stored.
      if (trx !== undefined && !trx.isCommitted && !trx.isRolledBack)
        await trx
          .rollback()
          .execute()
          .catch(() => {});
      for (const pending of group) pending.reject(error);
      return;
    }
    group.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) pending.resolve(outcome.value);
      else pending.reject(outcome?.error);
    });
  }

  private async runInSavepoint(trx: ControlledTransaction<DB>, pending: Pending<DB>): Promise<Outcome> {
    const inSavepoint = await trx.savepoint('write').execute();
    try {
      const value = await pending.work(inSavepoint);
      await inSavepoint.releaseSavepoint('write').execute();
      return { ok: true, value };
    } catch (error) {
      await inSavepoint.rollbackToSavepoint('write').execute();
      await inSavepoint.releaseSavepoint('write').execute();
      return { ok: false, error };
    }
  }
}
