/** One item waiting in a batch, with the promise its caller awaits. */
export interface Pending<Item, Result> {
  readonly item: Item;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Runs one batch and settles its items; if it throws, the items it left unsettled are rejected with the error.
 * `joinLate` moves the items queued since the batch began into it (within its bounds) and returns them:
 * a batch that has started writing can take in what arrived meanwhile, rather than leave it to the next.
 */
export type RunBatch<Item, Result> = (
  batch: readonly Pending<Item, Result>[],
  joinLate: () => readonly Pending<Item, Result>[],
) => Promise<void>;

export interface BatcherOptions<Item> {
  /** Items per batch, at most. */
  readonly maxBatchSize: number;
  /** With weightOf, a bound on a batch's total weight (say, rows); an item heavier than it goes alone. */
  readonly maxBatchWeight?: number;
  readonly weightOf?: (item: Item) => number;
  /** Batches run at once (default 1); items that arrive meanwhile wait and form the next batches. */
  readonly maxConcurrentBatches?: number;
}

/**
 * Gathers the items that arrive in one turn of the event loop, or while the batches already running
 * run, into batches: the shared machinery of group commit (db/group-commit.ts) and of batched reads
 * (applications/detail.reader.ts). One database round trip, statement or commit then serves many callers.
 *
 * An item that finds nothing running waits only for the current turn of the event loop to end: the
 * requests already read in that turn have had their turn by then, and go in the same batch. With a
 * synchronous driver (better-sqlite3) a whole batch runs in one turn, so a batch started at once
 * would always hold one item. Batches are formed in arrival order.
 */
export class Batcher<Item, Result> {
  private queue: Pending<Item, Result>[] = [];
  private running = 0;
  private scheduled = false;
  private readonly maxBatchWeight: number;
  private readonly maxConcurrentBatches: number;
  private readonly weightOf: (item: Item) => number;
  private readonly maxBatchSize: number;

  constructor(
    private readonly runBatch: RunBatch<Item, Result>,
    options: BatcherOptions<Item>,
  ) {
    this.maxBatchSize = options.maxBatchSize;
    this.maxBatchWeight = options.maxBatchWeight ?? Number.POSITIVE_INFINITY;
    this.maxConcurrentBatches = options.maxConcurrentBatches ?? 1;
    this.weightOf = options.weightOf ?? (() => 1);
  }

  /** Queues `item`; settles as its batch settles it. */
  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.scheduled || this.running >= this.maxConcurrentBatches) return;
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        while (this.running < this.maxConcurrentBatches && this.queue.length > 0) void this.drain();
      });
    });
  }

  /** Runs batches until the queue is empty. */
  private async drain(): Promise<void> {
    this.running++;
    try {
      while (this.queue.length > 0) {
        const batch = this.nextBatch();
        try {
          await this.runBatch(batch, () => this.joinLate(batch));
        } catch (error) {
          // Settling a promise twice is a no-op: only the items left unsettled take the error.
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.running--;
    }
  }

  /** The oldest items, up to the size and weight bounds; always at least one. */
  private nextBatch(): Pending<Item, Result>[] {
    return this.queue.splice(0, Math.max(1, this.fitting(0, 0)));
  }

  /** Moves into `batch` the oldest queued items that fit its bounds; returns them. */
  private joinLate(batch: Pending<Item, Result>[]): Pending<Item, Result>[] {
    const weight = batch.reduce((sum, pending) => sum + this.weightOf(pending.item), 0);
    const late = this.queue.splice(0, this.fitting(batch.length, weight));
    batch.push(...late);
    return late;
  }

  /** How many of the oldest queued items fit in a batch that already holds `count` items of `weight`. */
  private fitting(count: number, weight: number): number {
    let taken = 0;
    for (const pending of this.queue) {
      if (count + taken === this.maxBatchSize) break;
      weight += this.weightOf(pending.item);
      if (count + taken > 0 && weight > this.maxBatchWeight) break;
      taken++;
    }
    return taken;
  }
}
