import { createHash } from 'node:crypto';
import { isStoredTimestamp } from '../http/date-time.js';
import { decodeCursorParts, encodeCursorParts, invalidCursor } from '../http/keyset-cursor.js';
import { isUuid } from '../shared/ids.js';
import type { KeysetPosition, Phase } from './workqueue.repository.js';
import type { WorkqueueSort } from './workqueue.schemas.js';

/**
 * The staff listing's cursors: the position of the last row sent, with the sort and a fingerprint of
 * the filters, so a cursor sent with other filters or another sort is refused rather than giving a
 * page of another listing. Opaque to clients (list-cursor.ts).
 */

const VERSION = 'w1';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHASES: readonly Phase[] = ['dated', 'undated', 'single'];

/** A short digest of the filters (everything in the query but the cursor and the page size). */
export function filterFingerprint(filters: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(filters)
    .filter(([key, value]) => key !== 'cursor' && key !== 'limit' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16);
}

export function encodeWorkqueueCursor(sort: WorkqueueSort, fingerprint: string, position: KeysetPosition): string {
  return encodeCursorParts([VERSION, fingerprint, sort, position.phase, position.value, position.id]);
}

export function decodeWorkqueueCursor(text: string, sort: WorkqueueSort, fingerprint: string): KeysetPosition {
  const [version, sentFingerprint, sentSort, phase, value, id] = decodeCursorParts(text, 6);
  if (version !== VERSION || !PHASES.includes(phase as Phase) || typeof value !== 'string' || typeof id !== 'string' || !isUuid(id)) {
    throw invalidCursor('is not a cursor this service issued');
  }
  // Exactly the stored forms: a forged value never reaches SQL.
  if (phase === 'dated' ? !DATE.test(value) : !isStoredTimestamp(value)) throw invalidCursor('is not a cursor this service issued');
  if (sentSort !== sort || sentFingerprint !== fingerprint) {
    throw invalidCursor('belongs to a listing with other filters or another sort; send the same ones as for the first page');
  }
  return { phase: phase as Phase, value, id: id.toLowerCase() };
}
