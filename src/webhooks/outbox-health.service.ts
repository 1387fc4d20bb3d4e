import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { countPendingDeliveries, eventsAfterDispatchMark, failedDeliveriesSince, troubledEndpoints } from './outbox-health.repository.js';
import type { OutboxHealth } from './webhook.schemas.js';

/**
 * The outbox's health for the dashboard (issue 19 §5): the events the dispatcher has not fanned out
 * yet (those numbered after its mark, webhook.dispatcher.ts), the deliveries still pending, and the
 * endpoints that fail. A growing wait means no dispatcher runs (the scheduler is off everywhere, or
 * its process is stuck); failing endpoints are the agencies' receivers to chase.
 */

export const FAILURE_WINDOW_HOURS = 24;
const MAX_FAILING_LISTED = 100;

async function failingEndpoints(db: Kysely<DB>, since: string): Promise<OutboxHealth['failingEndpoints']> {
  const failures = await failedDeliveriesSince(db, since);
  const byEndpoint = new Map(failures.map((row) => [row.endpointId, { n: row.count, last: row.lastAt }]));
  const endpoints = await troubledEndpoints(db, [...byEndpoint.keys()]);
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
  const [events, deliveriesPending, failing] = await Promise.all([
    eventsAfterDispatchMark(db),
    countPendingDeliveries(db),
    failingEndpoints(db, since),
  ]);
  return {
    checkedAt: now.toISOString(),
    eventsWaiting: events.count,
    oldestWaitingEventAt: events.oldestAt,
    oldestWaitingAgeSeconds:
      events.oldestAt === null ? null : Math.max(0, Math.floor((now.getTime() - Date.parse(events.oldestAt)) / 1000)),
    deliveriesPending,
    failureWindowHours: FAILURE_WINDOW_HOURS,
    failingEndpoints: failing,
  };
}
