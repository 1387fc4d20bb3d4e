import { parentPort } from 'node:worker_threads';
import type { DialectName } from '../../src/db/dialect.js';
import { insertStatements, type Statement, tablesOf } from './bulk-insert.js';
import { ApplicationCounts, seededRows } from './seeded-data.js';

export interface BatchRequest {
  readonly dialect: DialectName;
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

export interface BatchResult {
  readonly from: number;
  readonly to: number;
  readonly statements: Statement[];
  readonly counts: ReturnType<ApplicationCounts['rows']>;
}

// Renders and hashes a batch of seeded applications off the inserting thread: at ~200 µs per
// application that work, not the database, is what limits seeding.
parentPort?.on('message', ({ dialect, from, to, total }: BatchRequest) => {
  const rows = seededRows(from, to, total);
  const counts = new ApplicationCounts();
  counts.add(rows);
  const statements = tablesOf(rows).flatMap((table) => [...insertStatements(dialect, table)]);
  const result: BatchResult = { from, to, statements, counts: counts.rows() };
  parentPort?.postMessage(result);
});
