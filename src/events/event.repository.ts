import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Reading the outbox in commit order, for its consumers (the mail consumer; the webhook dispatcher reads its own). */

export interface OutboxEvent {
  readonly id: number;
  readonly type: string;
  readonly agencyCode: string;
  readonly applicationId: string | null;
  readonly occurredAt: string;
  readonly data: Record<string, unknown>;
  /** Null for a published event; who is to be told, for an internal one (internal-events.ts). */
  readonly audience: unknown;
}

/** Up to `limit` events numbered after `after`, internal ones included, in commit order. */
export async function eventsAfter(db: Kysely<DB>, after: number, limit: number): Promise<OutboxEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(['id', 'type', 'agency_code', 'application_id', 'occurred_at', 'data', 'audience'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    agencyCode: row.agency_code,
    applicationId: row.application_id,
    occurredAt: row.occurred_at,
    data: JSON.parse(row.data) as Record<string, unknown>,
    audience: row.audience === null ? null : (JSON.parse(row.audience) as unknown),
  }));
}

/** Deletes the events that occurred before `before` (the prune job); returns how many. */
export async function deleteEventsBefore(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom('events').where('occurred_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the webhook deliveries made before `before` that are no longer pending (the prune job); returns how many. */
export async function deleteSettledDeliveriesBefore(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', before)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The event of an `event_id` (a feed cursor's), with its number and agency. */
export async function findEventById(db: Kysely<DB>, eventId: string) {
  return db.selectFrom('events').select(['id', 'agency_code']).where('event_id', '=', eventId).executeTakeFirst();
}

/** The number of the oldest event kept (null when there is none): a pruned cursor lies below it. */
export async function oldestEventNumber(db: Kysely<DB>): Promise<number | null> {
  const oldest = await db
    .selectFrom('events')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirst();
  return oldest?.id === null || oldest?.id === undefined ? null : Number(oldest.id);
}

/** Up to `limit` of an agency's published events numbered after `after`, in commit order (the feed's page). */
export async function publishedEventsAfter(db: Kysely<DB>, agencyCode: string, after: number, limit: number) {
  return (
    db
      .selectFrom('events')
      .select(['id', 'event_id', 'type', 'occurred_at', 'data'])
      .where('agency_code', '=', agencyCode)
      // Internal events (internal-events.ts) are never published.
      .where('audience', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** The traceparent stored with an event (migration 0030), for its deliveries' span links; null when none was. */
export async function findEventTraceparent(db: Kysely<DB>, eventId: string): Promise<string | null> {
  const row = await db.selectFrom('events').select('traceparent').where('event_id', '=', eventId).executeTakeFirst();
  return row?.traceparent ?? null;
}
