import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The SQL of the outbox's health (outbox-health.service.ts): counts over events, deliveries and endpoints. */

/** The events numbered after the dispatcher's mark: how many, and when the first of them occurred. */
export async function eventsAfterDispatchMark(db: Kysely<DB>): Promise<{ count: number; oldestAt: string | null }> {
  const mark = await db.selectFrom('webhook_dispatch').select('last_event').where('id', '=', 1).executeTakeFirst();
  const after = Number(mark?.last_event ?? 0);
  const [count, oldest] = await Promise.all([
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '>', after)
      .where('audience', 'is', null)
      .executeTakeFirstOrThrow(),
    // Numbered in commit order: the first after the mark has waited longest.
    db
      .selectFrom('events')
      .select('occurred_at')
      .where('id', '>', after)
      .where('audience', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { count: Number(count.n), oldestAt: oldest?.occurred_at ?? null };
}

export async function countPendingDeliveries(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per endpoint, the deliveries that failed with a last try since `since`: how many, and the latest try. */
export async function failedDeliveriesSince(
  db: Kysely<DB>,
  since: string,
): Promise<{ endpointId: string; count: number; lastAt: string | null }[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('last_attempt_at').as('last')])
    .where('status', '=', 'failed')
    .where('last_attempt_at', '>=', since)
    .groupBy('endpoint_id')
    .execute();
  return rows.map((row) => ({ endpointId: row.endpoint_id, count: Number(row.n), lastAt: row.last as string | null }));
}

/** The endpoints disabled, failing, or among `alsoIds`. */
export function troubledEndpoints(db: Kysely<DB>, alsoIds: readonly string[]) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'agency_code', 'url', 'status', 'disabled_reason', 'failing_since'])
    .where((eb) => {
      const any = [eb('status', '=', 'disabled'), eb('failing_since', 'is not', null)];
      if (alsoIds.length > 0) any.push(eb('id', 'in', [...alsoIds]));
      return eb.or(any);
    })
    .execute();
}
