import { Batcher } from '../db/batcher.js';

/**
 * Group commit of the tries' outcomes (webhook.outcomes.ts), on the shared batcher (db/batcher.ts): an
 * outcome is queued when its try ends and written with the others that ended in the same turn of the
 * event loop, or while `atOnce` batches were being written, in one transaction. One commit (one fsync)
 * then ends tens of tries, where a commit per try held one endpoint to its `maxInFlight` tries per
 * commit time (bench/README.md).
 *
 * A batch that fails is written again one outcome at a time, so that one outcome that cannot be
 * written (its row gone, a constraint) fails alone and the others are kept.
 */

/** Outcomes written in one transaction at most. */
export const OUTCOMES_PER_BATCH = 256;

export interface OutcomeBatches<T> {
  /** Queues an outcome; settles when the transaction that wrote it has committed (or failed). */
  write(item: T): Promise<void>;
  /** Outcomes queued or being written. */
  readonly pending: number;
}

/**
 * Writes `items` in one transaction; `joinLate` returns the outcomes queued since (taken into this batch:
 * a writer that claims calls it just before the claim, so that the tries that ended meanwhile free their
 * slots in this commit rather than wait for the next batch).
 */
export type WriteOutcomeBatch<T> = (items: readonly T[], joinLate: () => readonly T[]) => Promise<void>;

const NONE_LATE = () => [];

export function createOutcomeBatches<T>(writeBatch: WriteOutcomeBatch<T>, atOnce: number): OutcomeBatches<T> {
  let pending = 0;
  const batcher = new Batcher<T, void>(
    async (batch, joinLate) => {
      try {
        await writeBatch(
          batch.map((queued) => queued.item),
          () => joinLate().map((queued) => queued.item),
        );
        for (const queued of batch) queued.resolve();
      } catch (error) {
        if (batch.length === 1) throw error;
        for (const queued of batch) {
          try {
            await writeBatch([queued.item], NONE_LATE);
            queued.resolve();
          } catch (alone) {
            queued.reject(alone);
          }
        }
      }
    },
    { maxBatchSize: OUTCOMES_PER_BATCH, maxConcurrentBatches: atOnce },
  );
  return {
    write(item) {
      pending++;
      return batcher.add(item).finally(() => {
        pending--;
      });
    },
    get pending() {
      return pending;
    },
  };
}
