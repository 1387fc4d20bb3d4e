import { Batcher } from '../db/batcher.js';
import type { Database } from '../db/database.js';
import { MAX_IN_LIST } from '../db/prepared-query.js';
import { type DetailLookup, findDetailJsons } from './application.repository.js';

/** Reads one application's stored detail rendering; undefined when the agency has no such application. */
export type DetailReader = (lookup: DetailLookup) => Promise<string | undefined>;

/**
 * Detail reads, batched: the lookups that arrive in one turn of the event loop, or while a batch is
 * out, are answered by one query (docs/adr/0005-batched-reads.md). A read's fixed costs — on
 * PostgreSQL a round trip to a server process sharing the machine, on SQLite a read transaction
 * (its locks are system calls) and the statement's run through Kysely — outweigh the index lookup
 * itself; a batch pays them once.
 */
export function detailReader(database: Database, onBatch?: (size: number) => void): DetailReader {
  const batcher = new Batcher<DetailLookup, string | undefined>(
    async (batch) => {
      const found = await findDetailJsons(
        database.db,
        batch.map((p) => p.item),
      );
      onBatch?.(batch.length);
      batch.forEach((pending, i) => {
        pending.resolve(found[i]);
      });
    },
    // One batch at a time, on PostgreSQL too: the reads that arrive during a round trip make the next
    // batch, and a second batch in flight measured no faster (the database shares the two cores).
    { maxBatchSize: MAX_IN_LIST },
  );
  return (lookup) => batcher.add(lookup);
}
