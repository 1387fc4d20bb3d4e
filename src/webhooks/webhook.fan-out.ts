import { DELIVERIES_CHANNEL, notifyAtCommit } from '../db/notifications.js';
import { newId } from '../shared/ids.js';
import { type DispatchContext, isoTime } from './webhook.dispatch-context.js';
import { laneOf } from './webhook.lanes.js';
import { type DeliveryRow, insertDeliveries } from './webhook.repository.js';
import {
  enabledEndpointsOf,
  eventsAfter,
  hasEventAfterMark,
  lockDispatchMarkUnlessHeld,
  moveDispatchMark,
} from './webhook-dispatch.repository.js';

/**
 * The dispatcher's first step, fan-out: in one transaction, the events after the last one fanned out
 * become one pending delivery per enabled endpoint of their agency that subscribes to their type, and
 * the mark moves past them. Events are numbered in commit order (migration 0016), so none is skipped;
 * a crash before the commit fans the same events out again, never twice.
 */

const FAN_OUT_BATCH = 500;
const INSERT_BATCH = 200;

type OutboxEvent = Awaited<ReturnType<typeof eventsAfter>>[number];
type SubscribedEndpoint = Awaited<ReturnType<typeof enabledEndpointsOf>>[number];

/** Fans out the next batch of events; returns how many events it took. */
export async function fanOut(context: DispatchContext): Promise<number> {
  // The loop comes here after every try that ends and every idle pause, and most of the time nothing
  // is new: one plain read first. The transaction's lock on the mark is a write (on PostgreSQL a
  // transaction id and a durable commit each time).
  if (!(await hasEventAfterMark(context.db))) return 0;
  return context.db.transaction().execute(async (trx) => {
    // Another process is fanning out (PostgreSQL): this one sends what is due meanwhile rather than
    // wait for it, and that fan-out's commit wakes it to claim what it made (DELIVERIES_CHANNEL).
    const mark = await lockDispatchMarkUnlessHeld(trx);
    if (mark === undefined) return 0;
    const events = await eventsAfter(trx, mark, FAN_OUT_BATCH);
    const last = events.at(-1);
    if (last === undefined) return 0;
    const endpoints = await enabledEndpointsOf(trx, [...new Set(events.map((event) => event.agency_code))]);
    const deliveries = deliveriesOf(context, events, endpoints);
    for (let i = 0; i < deliveries.length; i += INSERT_BATCH) await insertDeliveries(trx, deliveries.slice(i, i + INSERT_BATCH));
    await moveDispatchMark(trx, Number(last.id));
    if (deliveries.length > 0) await notifyAtCommit(trx, DELIVERIES_CHANNEL);
    return events.length;
  });
}

/** One pending delivery per event and endpoint of its agency that subscribes to its type. */
function deliveriesOf(context: DispatchContext, events: readonly OutboxEvent[], endpoints: readonly SubscribedEndpoint[]): DeliveryRow[] {
  const at = context.now();
  const firstTryAt = isoTime(at + (context.retryScheduleMs[0] ?? 0));
  const deliveries: DeliveryRow[] = [];
  for (const event of events) {
    const payload = JSON.stringify({ id: event.event_id, type: event.type, timestamp: event.occurred_at, data: JSON.parse(event.data) });
    const lane = laneOf(payload);
    for (const endpoint of endpoints) {
      if (endpoint.agency_code !== event.agency_code) continue;
      if (endpoint.event_types !== null && !(JSON.parse(endpoint.event_types) as string[]).includes(event.type)) continue;
      deliveries.push({
        id: '',
        endpoint_id: endpoint.id,
        event_id: event.event_id,
        event_type: event.type,
        payload,
        status: 'pending',
        attempts: 0,
        next_attempt_at: firstTryAt,
        last_attempt_at: null,
        last_response_status: null,
        last_latency_ms: null,
        last_error: null,
        created_at: isoTime(at),
        lane,
        claimed_by: null,
        claimed_until: null,
      });
    }
  }
  // Ids in the events' order: due deliveries are read by (next_attempt_at, id), and the delivery
  // slots start one application's deliveries to an endpoint in that order (webhook.delivery-slots.ts).
  const ids = deliveries.map(() => newId(at)).sort();
  return deliveries.map((delivery, n) => ({ ...delivery, id: ids[n] as string }));
}
