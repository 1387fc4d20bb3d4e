import { createHash } from 'node:crypto';
import type { AuditEventTable } from '../db/schema.js';

/**
 * The audit trail is a hash chain (docs/adr/0006-write-path-and-audit-chain.md): rows are numbered
 * by one global `sequence`, and each row's `hash` covers its own contents and the hash of the row
 * before it (`previous_hash`). Changing, removing or reordering a row breaks the chain from there
 * on, which `biopermit audit verify` finds.
 *
 * Once rows are hashed this way, this form never changes (migration 0005b holds a frozen copy for
 * the rows it chained); a new form would need a version column.
 */

/** The `previous_hash` of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * An audit row as it is hashed and exported: camelCase names, every field present (null when
 * empty), JSON columns as values, not text, so an export line can be checked without the database.
 */
export interface AuditRecord {
  readonly sequence: number;
  readonly id: string;
  readonly occurredAt: string;
  readonly actorKind: string;
  readonly actorId: string;
  readonly actorRole: string | null;
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string;
  readonly applicationId: string | null;
  readonly agencyCode: string | null;
  readonly requestId: string | null;
  readonly clientAddress: string | null;
  readonly details: unknown;
  readonly before: unknown;
  readonly after: unknown;
  readonly previousHash: string;
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function toAuditRecord(row: Omit<AuditEventTable, 'hash'>): AuditRecord {
  return {
    sequence: Number(row.sequence),
    id: row.id,
    occurredAt: row.occurred_at,
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    applicationId: row.application_id,
    agencyCode: row.agency_code,
    requestId: row.request_id,
    clientAddress: row.client_address,
    details: parsed(row.details),
    before: parsed(row.before_state),
    after: parsed(row.after_state),
    previousHash: row.previous_hash,
  };
}

/**
 * JSON in the canonical form of RFC 8785 (JCS) for the values an audit record holds: object keys
 * sorted by UTF-16 code units, no white space, nulls kept (a null is not an absent key), numbers
 * and strings as ECMAScript serialises them.
 */
export function canonicalRecordJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalRecordJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalRecordJson(v)}`).join(',')}}`;
}

/** SHA-256 (hex) of the record's canonical JSON: the row's `hash`. */
export function auditRecordHash(record: AuditRecord): string {
  return createHash('sha256').update(canonicalRecordJson(record)).digest('hex');
}
