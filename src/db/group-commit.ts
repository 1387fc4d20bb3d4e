import type { Kysely } from 'kysely';

/** Stores a group of items in the transaction it is given; one result per item, in order. */
export type StoreGroup<DB, Item, Result> = (trx: Kysely<DB>, items: readonly Item[]) => Promise<readonly Result[]>;

export interface GroupCommitOptions<Item> {
  /** Items per transaction, at most: a bound on how long one commit keeps the others waiting. */
  readonly maxGroupSize?: number;
  /** With weightOf, a bound on a group's total weight (say, rows); an item heavier than it goes alone. */
  readonly maxGroupWeight?: number;
  readonly weightOf?: (item: Item) => number;
  /**
   * Groups stored at once, each in a transaction of its own (default 1). More than one lets a group
   * do its work in the database while another waits for locks or its commit: for a database with a
   * connection pool (PostgreSQL), never for SQLite's single connection.
   */
  readonly maxConcurrentGroups?: number;
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
 * once per group. An item that finds nothing in progress waits only for the current turn of the
 * event loop to end, and is stored with the items that arrived in that turn.
 *
 * Every caller is answered only after the commit, so a resolved item is durable. If anything fails —
 * a statement, or the commit — the group is rolled back and each of its items is stored again in a
 * transaction of its own: only the one at fault fails, with its own error, and the others are
 * stored. `storeGroup` may therefore run more than once for an item, and must do nothing but database
 * work in the transaction it is given (a rolled-back run leaves no trace).
 *
 * Groups are formed in arrival order and stored one at a time, or up to `maxConcurrentGroups` at
 * once. Concurrent groups (or groups of several processes on one PostgreSQL) cannot deadlock as long
 * as `storeGroup` takes its row locks in one global order.
 */
export class GroupCommit<DB, Item, Result> {
  private queue: Pending<Item>[] = [];
  private running = 0;
  private scheduled = false;
  private readonly maxGroupSize: number;
  private readonly maxGroupWeight: number;
  private readonly maxConcurrentGroups: number;
  private readonly weightOf: (item: Item) => number;
  private readonly onCommit: ((size: number) => void) | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly storeGroup: StoreGroup<DB, Item, Result>,
    options: GroupCommitOptions<Item> = {},
  ) {
    this.maxGroupSize = options.maxGroupSize ?? MAX_GROUP_SIZE;
    this.maxGroupWeight = options.maxGroupWeight ?? Number.POSITIVE_INFINITY;
    this.maxConcurrentGroups = options.maxConcurrentGroups ?? 1;
    this.weightOf = options.weightOf ?? (() => 1);
    this.onCommit = options.onCommit;
  }

  /** Stores `item`, possibly with others; resolves once its transaction has committed. */
  store(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve: resolve as (value: unknown) => void, reject });
      if (this.scheduled || this.running >= this.maxConcurrentGroups) return;
      this.scheduled = true;
      // Start on the next turn of the event loop, once the requests already read have had their turn:
      // with a synchronous driver (better-sqlite3) a whole transaction, commit included, runs in one
      // turn, so a submission that started at once would always be alone.
      setImmediate(() => {
        this.scheduled = false;
        while (this.running < this.maxConcurrentGroups && this.queue.length > 0) void this.drain();
      });
    });
  }

  /** Stores groups until the queue is empty. */
  private async drain(): Promise<void> {
    this.running++;
    try {
      while (this.queue.length > 0) {
        const group = this.nextGroup();
        if (group.length === 1 && group[0] !== undefined) await this.storeAlone(group[0]);
        else await this.storeTogether(group);
      }
    } finally {
      this.running--;
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
