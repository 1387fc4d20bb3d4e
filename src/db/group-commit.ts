import type { Kysely } from 'kysely';

/** Stores a group of items in the transaction it is given; one result per item, in order. */
export type StoreGroup<DB, Item, Result> = (trx: Kysely<DB>, items: readonly Item[]) => Promise<readonly Result[]>;

export interface GroupCommitOptions<Item> {
  /** Items per transaction, at most: a bound on how long one commit keeps the others waiting. */
  readonly maxGroupSize?: number;
  /** With weightOf, a bound on a group's total weight (say, rows); an item heavier than it goes alone. */
  readonly maxGroupWeight?: number;
  readonly weightOf?: (item: Item) => number;
  /** Called after each commit with the number of items it stored. */
  readonly onCommit?: (size: number) => void;
}

interface Pending<Item> {
  readonly item: Item;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

export const MAX_GROUP_SIZE = 32;

/**
 * Group commit: items that arrive while a group is being stored wait, then are stored together, in
 * one transaction, by one call of `storeGroup` that can write all their rows in a few multi-row
 * statements. One durable commit (one fsync) and one pass through each statement serve the whole
 * group instead of one per item, and the locks every item needs (a gapless counter, say) are taken
 * once per group. An item that finds nothing in progress is stored at once, alone: no waiting.
 *
 * Every caller is answered only after the commit, so a resolved item is durable. If anything fails —
 * a statement, or the commit — the group is rolled back and each of its items is stored again in a
 * transaction of its own: only the one at fault fails, with its own error, and the others are
 * stored. `storeGroup` may therefore run more than once for an item, and must do nothing but database
 * work in the transaction it is given (a rolled-back run leaves no trace).
 *
 * One group at a time per instance, in arrival order. Across processes (several servers on one
 * PostgreSQL) groups run concurrently: `storeGroup` takes its row locks in one global order.
 */
export class GroupCommit<DB, Item, Result> {
  private queue: Pending<Item>[] = [];
  private draining = false;
  private readonly maxGroupSize: number;
  private readonly maxGroupWeight: number;
  private readonly weightOf: (item: Item) => number;
  private readonly onCommit: ((size: number) => void) | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly storeGroup: StoreGroup<DB, Item, Result>,
    options: GroupCommitOptions<Item> = {},
  ) {
    this.maxGroupSize = options.maxGroupSize ?? MAX_GROUP_SIZE;
    this.maxGroupWeight = options.maxGroupWeight ?? Number.POSITIVE_INFINITY;
    this.weightOf = options.weightOf ?? (() => 1);
    this.onCommit = options.onCommit;
  }

  /** Stores `item`, possibly with others; resolves once its transaction has committed. */
  store(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const group = this.nextGroup();
        if (group.length === 1 && group[0] !== undefined) await this.storeAlone(group[0]);
        else await this.storeTogether(group);
      }
    } finally {
      this.draining = false;
    }
  }

  /** The oldest items, up to the size and weight bounds; always at least one. */
  private nextGroup(): Pending<Item>[] {
    let count = 0;
    let weight = 0;
    for (const pending of this.queue) {
      if (count === this.maxGroupSize) break;
      weight += this.weightOf(pending.item);
      if (count > 0 && weight > this.maxGroupWeight) break;
      count++;
    }
    return this.queue.splice(0, count);
  }

  private async storeAlone(pending: Pending<Item>): Promise<void> {
    try {
      const [result] = await this.db.transaction().execute((trx) => this.storeGroup(trx, [pending.item]));
      this.onCommit?.(1);
      pending.resolve(result);
    } catch (error) {
      pending.reject(error);
    }
  }

  private async storeTogether(group: readonly Pending<Item>[]): Promise<void> {
    let results: readonly Result[];
    try {
      results = await this.db.transaction().execute((trx) =>
        this.storeGroup(
          trx,
          group.map((p) => p.item),
        ),
      );
      if (results.length !== group.length) throw new Error(`storeGroup returned ${results.length} results for ${group.length} items`);
    } catch {
      for (const pending of group) await this.storeAlone(pending);
      return;
    }
    this.onCommit?.(group.length);
    group.forEach((pending, i) => {
      pending.resolve(results[i]);
    });
  }
}
