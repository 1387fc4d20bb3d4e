/**
 * Group commit of the tries' outcomes (webhook.outcomes.ts): an outcome is queued when its try ends,
 * and written with the others queued meanwhile, in one transaction. While `atOnce` batches are being
 * written, the next outcomes wait and form the next batch: under load a batch holds what ended during
 * one commit, idle a lone outcome is written at once. One commit (one fsync) then ends tens of tries,
 * where a commit per try held one endpoint to its `maxInFlight` tries per commit time (bench/README.md).
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

interface Queued<T> {
  readonly item: T;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export function createOutcomeBatches<T>(writeBatch: (items: readonly T[]) => Promise<void>, atOnce: number): OutcomeBatches<T> {
  const queue: Queued<T>[] = [];
  let writing = 0;
  let inBatches = 0;

  const writeAlone = async (queued: Queued<T>) => {
    try {
      await writeBatch([queued.item]);
      queued.resolve();
    } catch (error) {
      queued.reject(error);
    }
  };

  const startBatches = () => {
    while (writing < atOnce && queue.length > 0) {
      const batch = queue.splice(0, OUTCOMES_PER_BATCH);
      writing++;
      inBatches += batch.length;
      void writeBatch(batch.map((queued) => queued.item))
        .then(
          () => {
            for (const queued of batch) queued.resolve();
          },
          async (error: unknown) => {
            if (batch.length === 1) {
              for (const queued of batch) queued.reject(error);
              return;
            }
            for (const queued of batch) await writeAlone(queued);
          },
        )
        .finally(() => {
          writing--;
          inBatches -= batch.length;
          startBatches();
        });
    }
  };

  return {
    write(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        startBatches();
      });
    },
    get pending() {
      return queue.length + inBatches;
    },
  };
}
