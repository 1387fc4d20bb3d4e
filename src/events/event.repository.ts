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
