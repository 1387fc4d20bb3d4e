import { Batcher, type Pending } from '../db/batcher.js';
import type { Database } from '../db/database.js';
import { classifyDatabaseError } from '../db/errors.js';
import { MAX_IN_LIST } from '../db/prepared-query.js';
import { type DetailLookup, findDetailJsons } from './application.repository.js';

/** Detail queries in flight at once on PostgreSQL, at most (each holds a pooled connection). */
export const MAX_CONCURRENT_BATCHES_POSTGRES = 4;

/** Reads one application's stored detail rendering; undefined when the agency has no such application. */
export type DetailReader = (lookup: DetailLookup) => Promise<string | undefined>;

/**
 * Detail reads, batched: the lookups that arrive in one turn of the event loop, or while the batches
 * allowed are all out, are answered by one query (docs/adr/0005-batched-reads.md). A read's fixed costs — on
 * PostgreSQL a round trip to a server process sharing the machine, on SQLite a read transaction
 * (its locks are system calls) and the statement's run through Kysely — outweigh the index lookup
 * itself; a batch pays them once.
 */
export function detailReader(database: Database, onBatch?: (size: number) => void): DetailReader {
  const readAlone = async (pending: Pending<DetailLookup, string | undefined>) => {
    try {
      const [found] = await findDetailJsons(database.db, [pending.item]);
      onBatch?.(1);
      pending.resolve(found);
    } catch (error) {
      pending.reject(error);
    }
  };
  const batcher = new Batcher<DetailLookup, string | undefined>(
    async (batch) => {
      let found: readonly (string | undefined)[];
      try {
        found = await findDetailJsons(
          database.db,
          batch.map((p) => p.item),
        );
      } catch (error) {
        // An outage fails them all alike: trying each again would only make them wait longer.
        if (batch.length === 1 || classifyDatabaseError(error) !== undefined) throw error;
        // One lookup the database refuses would fail every read that shared its query: as group
        // commit does for writes, each is tried again alone, so only the one at fault fails.
        for (const pending of batch) await readAlone(pending);
        return;
      }
      onBatch?.(batch.length);
      batch.forEach((pending, i) => {
        pending.resolve(found[i]);
      });
    },
    {
      maxBatchSize: MAX_IN_LIST,
      // PostgreSQL: up to four batches in flight, so that a batch whose rows are not in shared buffers
      // does not hold up the reads behind it: at a million applications +14 % reads a second with the
      // files in the OS cache, +33 % with a cold one; the same at 10,000, where every row is in shared
      // buffers (docs/adr/0005-batched-reads.md). SQLite's driver is synchronous: one at a time.
      maxConcurrentBatches: database.dialect === 'postgres' ? MAX_CONCURRENT_BATCHES_POSTGRES : 1,
    },
  );
  return (lookup) => batcher.add(lookup);
}
