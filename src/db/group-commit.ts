import type { Kysely } from 'kysely';
import { inSpan } from '../observability/tracing.js';
import { Batcher, type Pending } from './batcher.js';

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

export const MAX_GROUP_SIZE = 32;

const commitSpan = (size: number) => ({ attributes: { 'biopermit.write': 'group', 'biopermit.group_size': size } });

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
  private readonly batcher: Batcher<Item, Result>;
  private readonly onCommit: ((size: number) => void) | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly storeGroup: StoreGroup<DB, Item, Result>,
    options: GroupCommitOptions<Item> = {},
  ) {
    this.onCommit = options.onCommit;
    this.batcher = new Batcher<Item, Result>(
      (group) => (group.length === 1 && group[0] !== undefined ? this.storeAlone(group[0]) : this.storeTogether(group)),
      {
        maxBatchSize: options.maxGroupSize ?? MAX_GROUP_SIZE,
        maxBatchWeight: options.maxGroupWeight,
        weightOf: options.weightOf,
        maxConcurrentBatches: options.maxConcurrentGroups,
      },
    );
  }

  /** Stores `item`, possibly with others; resolves once its transaction has committed. */
  store(item: Item): Promise<Result> {
    return this.batcher.add(item);
  }

  private async storeAlone(pending: Pending<Item, Result>): Promise<void> {
    try {
      const [result] = await inSpan('commit', commitSpan(1), () =>
        this.db.transaction().execute((trx) => this.storeGroup(trx, [pending.item])),
      );
      this.onCommit?.(1);
      pending.resolve(result as Result);
    } catch (error) {
      pending.reject(error);
    }
  }

  private async storeTogether(group: readonly Pending<Item, Result>[]): Promise<void> {
    let results: readonly Result[];
    try {
      // Its span is a child of the request whose item opened the group (the others' traces do not see it).
      results = await inSpan('commit', commitSpan(group.length), () =>
        this.db.transaction().execute((trx) =>
          this.storeGroup(
            trx,
            group.map((p) => p.item),
          ),
        ),
      );
      if (results.length !== group.length) throw new Error(`storeGroup returned ${results.length} results for ${group.length} items`);
    } catch {
      for (const pending of group) await this.storeAlone(pending);
      return;
    }
    this.onCommit?.(group.length);
    group.forEach((pending, i) => {
      pending.resolve(results[i] as Result);
    });
  }
}
