import type { Kysely } from 'kysely';
import { type CommitWakeups, NO_WAKEUPS } from '../db/notifications.js';
import type { DB } from '../db/schema.js';
import { decodeCursorParts, encodeCursorParts, invalidCursor } from '../http/keyset-cursor.js';
import { isUuid } from '../shared/ids.js';
import { findEventById, oldestEventNumber, publishedEventsAfter } from './event.repository.js';
import type { StoredEvent as Event } from './event.types.js';

/**
 * The event feed (issue 19 §3): an agency's events, oldest first, after a cursor. The cursor names
 * the agency, the event's number and its id, and is checked on the way back in: another agency's
 * cursor, or one that names an event that is not there under that number (forged), is a 400. A
 * cursor into events pruned since (event-prune.job.ts) still works: its number is below every event
 * kept. Events are numbered in commit order (migration 0016), so reading past a number misses none.
 */

export const FEED_MAX_WAIT_SECONDS = 30;
/**
 * How often a long poll looks again (one indexed query each): on SQLite, which has no signal across
 * processes; on PostgreSQL only as the fallback, since a commit that appends events wakes it at once
 * (db/notifications.ts).
 */
const LONG_POLL_INTERVAL_MS = 250;
const LONG_POLL_FALLBACK_MS = 2_000;

interface FeedPosition {
  readonly number: number;
}

export function encodeFeedCursor(agencyCode: string, number: number, eventId: string): string {
  return encodeCursorParts([agencyCode, String(number), eventId]);
}

async function decodeFeedCursor(db: Kysely<DB>, agencyCode: string, text: string): Promise<FeedPosition> {
  const [agency, numberText, eventId] = decodeCursorParts(text, 3);
  if (
    typeof agency !== 'string' ||
    typeof numberText !== 'string' ||
    !/^\d{1,15}$/.test(numberText) ||
    typeof eventId !== 'string' ||
    !isUuid(eventId)
  ) {
    throw invalidCursor('is not a cursor this service issued');
  }
  if (agency !== agencyCode) throw invalidCursor('belongs to another agency’s feed');
  const number = Number(numberText);
  const event = await findEventById(db, eventId);
  if (event !== undefined) {
    if (Number(event.id) !== number || event.agency_code !== agencyCode) throw invalidCursor('is not a cursor this service issued');
    return { number };
  }
  // Pruned since it was issued: then it lies below every event kept.
  const oldest = await oldestEventNumber(db);
  if (oldest !== null && number >= oldest) {
    throw invalidCursor('is not a cursor this service issued');
  }
  return { number };
}

export interface FeedPage {
  readonly items: Event[];
  /** Where the next read starts: the last event's cursor, or the one given when there was none. */
  readonly nextCursor: string | null;
}

export async function readFeed(
  db: Kysely<DB>,
  agencyCode: string,
  query: { after?: string | undefined; limit: number; waitSeconds: number },
  signal: AbortSignal,
  wakeups: CommitWakeups = NO_WAKEUPS,
): Promise<FeedPage> {
  const interval = wakeups === NO_WAKEUPS ? LONG_POLL_INTERVAL_MS : LONG_POLL_FALLBACK_MS;
  const after = query.after === undefined ? 0 : (await decodeFeedCursor(db, agencyCode, query.after)).number;
  const deadline = Date.now() + Math.min(query.waitSeconds, FEED_MAX_WAIT_SECONDS) * 1000;
  let rows = await publishedEventsAfter(db, agencyCode, after, query.limit);
  while (rows.length === 0 && Date.now() < deadline && !signal.aborted) {
    await wakeups.wait(Math.min(interval, deadline - Date.now()), signal);
    if (signal.aborted) break;
    rows = await publishedEventsAfter(db, agencyCode, after, query.limit);
  }
  const items = rows.map(
    (row): Event => ({
      id: row.event_id,
      type: row.type as Event['type'],
      timestamp: row.occurred_at,
      data: JSON.parse(row.data) as Event['data'],
    }),
  );
  const last = rows[rows.length - 1];
  return { items, nextCursor: last === undefined ? (query.after ?? null) : encodeFeedCursor(agencyCode, Number(last.id), last.event_id) };
}
