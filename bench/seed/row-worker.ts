import { parentPort } from 'node:worker_threads';
import { chainAuditRows } from '../../src/audit/audit.repository.js';
import type { DialectName } from '../../src/db/dialect.js';
import { insertStatements, type Statement, tablesOf } from './bulk-insert.js';
import type { ChainEnd } from './schema.js';
import { ApplicationCounts, seededRows } from './seeded-data.js';

export interface BatchRequest {
  readonly dialect: DialectName;
  readonly from: number;
  readonly to: number;
  readonly total: number;
  /** Where the audit chain ended before seeding. */
  readonly chain: ChainEnd;
}

export interface BatchResult {
  readonly from: number;
  readonly to: number;
  readonly statements: Statement[];
  readonly counts: ReturnType<ApplicationCounts['rows']>;
}

// Renders and hashes a batch of seeded applications off the inserting thread: at ~200 µs per
// application that work, not the database, is what limits seeding.
// The audit rows continue the chain (one row per application), so one worker makes the batches, in
// order, and carries the last hash from one batch to the next.
let chainedUpTo = 0;
let lastHash: string | undefined;
parentPort?.on('message', ({ dialect, from, to, total, chain }: BatchRequest) => {
  if (from !== chainedUpTo) throw new Error(`batches must come in order to one worker: expected ${chainedUpTo}, got ${from}`);
  const rows = seededRows(from, to, total);
  const counts = new ApplicationCounts();
  counts.add(rows);
  const audit = chainAuditRows(
    rows.map((r) => r.audit),
    chain.sequence + from + 1,
    lastHash ?? chain.hash,
  );
  chainedUpTo = to;
  lastHash = audit[audit.length - 1]?.hash ?? lastHash;
  const statements = tablesOf(rows, audit).flatMap((table) => [...insertStatements(dialect, table)]);
  const result: BatchResult = { from, to, statements, counts: counts.rows() };
  parentPort?.postMessage(result);
});
