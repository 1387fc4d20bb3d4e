import type { Kysely } from 'kysely';
import type { AuditEventTable, DB } from '../db/schema.js';
import { type AuditRecord, auditRecordHash, GENESIS_HASH, toAuditRecord } from './audit.chain.js';
import { findChainHead, findChainPage, findRowHash, findRowOutsideChain } from './audit-read.repository.js';

/** Rows read per query by verify and export. */
const PAGE = 1000;

/** Where the chain is broken: the first row that does not follow from the ones before it. */
export interface ChainBreak {
  /** The sequence number the row has, or should have had (a missing row). */
  readonly sequence: number;
  /** The row found there; null when the row is missing. */
  readonly id: string | null;
  readonly problem: string;
}

export type ChainVerification =
  | { readonly ok: true; readonly rows: number }
  | { readonly ok: false; readonly rows: number; readonly broken: ChainBreak };

/** Rows of the chain that match `filter`, in sequence order up to `through`, a page per query. */
async function* chainRows(db: Kysely<DB>, through: number, filter: AuditExportFilter = {}): AsyncGenerator<AuditEventTable> {
  let after = 0;
  for (;;) {
    const rows = await findChainPage(db, { ...filter, after, through, limit: PAGE });
    if (rows.length === 0) return;
    yield* rows;
    after = Number(rows[rows.length - 1]?.sequence);
  }
}

/**
 * Checks the whole chain up to the head as it is now: every row numbered 1, 2, 3… without a gap, each
 * row's `previous_hash` the hash of the row before, each row's `hash` that of its own contents, and
 * nothing after the head or outside the chain. Rows written while it runs are left for the next run.
 */
export async function verifyAuditChain(db: Kysely<DB>, options: { keptHead?: string } = {}): Promise<ChainVerification> {
  // Every row up to the head is committed: a writer holds the head's lock until its commit.
  const head = await findChainHead(db);
  let expected = 1;
  let previous = GENESIS_HASH;
  let reachesKeptHead = options.keptHead === undefined;
  for await (const row of chainRows(db, head)) {
    const broken = checkRow(row, expected, previous);
    if (broken !== undefined) return { ok: false, rows: expected - 1, broken };
    previous = row.hash;
    if (row.hash === options.keptHead) reachesKeptHead = true;
    expected++;
  }
  if (expected - 1 < head) {
    return { ok: false, rows: expected - 1, broken: { sequence: expected, id: null, problem: `rows ${expected} to ${head} are missing` } };
  }
  const outside = await findRowOutsideChain(db, head);
  if (outside !== undefined) {
    const sequence = outside.sequence === null ? head + 1 : Number(outside.sequence);
    return {
      ok: false,
      rows: head,
      broken: { sequence, id: outside.id, problem: 'a row outside the chain (after its head, or unnumbered)' },
    };
  }
  if (!reachesKeptHead) {
    // The newest rows deleted and the head rewound leave a chain intact in itself: only a head kept
    // outside the database (printed by the last export) shows it no longer reaches where it was.
    return {
      ok: false,
      rows: head,
      broken: {
        sequence: head + 1,
        id: null,
        problem: `no row has the hash of the head you kept (${options.keptHead}): rows after ${head} were removed and the head rewound`,
      },
    };
  }
  return { ok: true, rows: head };
}

/** The chain's head as it is now: its sequence and the hash of its row (the genesis hash when empty). */
export async function auditChainHead(db: Kysely<DB>): Promise<{ readonly sequence: number; readonly hash: string }> {
  const sequence = await findChainHead(db);
  return { sequence, hash: (await findRowHash(db, sequence)) ?? GENESIS_HASH };
}

function checkRow(row: AuditEventTable, expected: number, previous: string): ChainBreak | undefined {
  const sequence = Number(row.sequence);
  if (sequence !== expected) {
    return { sequence: expected, id: null, problem: `row ${expected} is missing (the next row found is ${sequence})` };
  }
  if (row.previous_hash !== previous) {
    return { sequence, id: row.id, problem: `its previous_hash is not the hash of row ${sequence - 1}` };
  }
  let record: AuditRecord;
  try {
    record = toAuditRecord(row);
  } catch {
    return { sequence, id: row.id, problem: 'its details, before or after are not JSON' };
  }
  if (auditRecordHash(record) !== row.hash)
    return { sequence, id: row.id, problem: 'its hash does not match its contents: the row was changed' };
  return undefined;
}

export interface AuditExportFilter {
  /** ISO 8601 UTC: rows that occurred at or after. */
  readonly from?: string | undefined;
  /** ISO 8601 UTC: rows that occurred before. */
  readonly to?: string | undefined;
  readonly applicationId?: string | undefined;
}

/** An exported row: the record as hashed, and its hash; an export can be checked row by row. */
export type ExportedAuditRecord = AuditRecord & { readonly hash: string };

/** The rows that match, in chain order, as records (JSON columns as values). */
export async function* exportAuditRecords(
  db: Kysely<DB>,
  filter: AuditExportFilter,
  through?: number,
): AsyncGenerator<ExportedAuditRecord> {
  for await (const row of chainRows(db, through ?? (await findChainHead(db)), filter)) yield { ...toAuditRecord(row), hash: row.hash };
}
