import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { OutboxHealth } from './webhook.schemas.js';

/**
 * The outbox's health for the dashboard (issue 19 §5): the events the dispatcher has not fanned out
 * yet (those numbered after its mark, webhook.dispatcher.ts), the deliveries still pending, and the
 * endpoints that fail. A growing wait means no dispatcher runs (the scheduler is off everywhere, or
 * its process is stuck); failing endpoints are the agencies' receivers to chase.
 */

export const FAILURE_WINDOW_HOURS = 24;
const MAX_FAILING_LISTED = 100;

async function waitingEvents(db: Kysely<DB>) {
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
  return { waiting: Number(count.n), oldestAt: oldest?.occurred_at ?? null };
}

async function pendingDeliveries(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function failingEndpoints(db: Kysely<DB>, since: string): Promise<OutboxHealth['failingEndpoints']> {
  const failures = await db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('last_attempt_at').as('last')])
    .where('status', '=', 'failed')
    .where('last_attempt_at', '>=', since)
    .groupBy('endpoint_id')
    .execute();
  const byEndpoint = new Map(failures.map((row) => [row.endpoint_id, { n: Number(row.n), last: row.last as string | null }]));
  const endpoints = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'agency_code', 'url', 'status', 'disabled_reason', 'failing_since'])
    .where((eb) => {
      const any = [eb('status', '=', 'disabled'), eb('failing_since', 'is not', null)];
      if (byEndpoint.size > 0) any.push(eb('id', 'in', [...byEndpoint.keys()]));
      return eb.or(any);
    })
    .execute();
  return endpoints
    .map((row) => ({
      id: row.id,
      agencyCode: row.agency_code,
      url: row.url,
      status: row.status as 'enabled' | 'disabled',
      disabledReason: row.disabled_reason,
      failingSince: row.failing_since,
      recentFailedDeliveries: byEndpoint.get(row.id)?.n ?? 0,
      lastFailureAt: byEndpoint.get(row.id)?.last ?? null,
    }))
    .sort(
      (a, b) =>
        Number(b.status === 'disabled') - Number(a.status === 'disabled') ||
        (a.failingSince ?? '\uffff').localeCompare(b.failingSince ?? '\uffff') ||
        a.id.localeCompare(b.id),
    )
    .slice(0, MAX_FAILING_LISTED);
}

export async function outboxHealth(db: Kysely<DB>, now: Date = new Date()): Promise<OutboxHealth> {
  const since = new Date(now.getTime() - FAILURE_WINDOW_HOURS * 3_600_000).toISOString();
  const [events, deliveriesPending, failing] = await Promise.all([waitingEvents(db), pendingDeliveries(db), failingEndpoints(db, since)]);
  return {
    checkedAt: now.toISOString(),
    eventsWaiting: events.waiting,
    oldestWaitingEventAt: events.oldestAt,
    oldestWaitingAgeSeconds:
      events.oldestAt === null ? null : Math.max(0, Math.floor((now.getTime() - Date.parse(events.oldestAt)) / 1000)),
    deliveriesPending,
    failureWindowHours: FAILURE_WINDOW_HOURS,
    failingEndpoints: failing,
  };
}
