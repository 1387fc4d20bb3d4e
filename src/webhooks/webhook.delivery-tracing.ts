import type { Kysely } from 'kysely';
import { tracingConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { findEventTraceparent } from '../events/event.repository.js';
import { linkDeliveriesToEvents } from '../observability/delivery-spans.js';
import { startTracing, stopTracing } from '../observability/tracing.js';

/**
 * Tracing on the dispatcher's own thread (webhook.dispatcher-thread.main.ts, PostgreSQL): a thread
 * has its own globals, so its own tracer provider, started from the OTEL_* variables of the
 * environment it inherited. Returns the stop, which flushes its spans; with tracing off both do nothing.
 */
export async function traceDeliveriesOnThisThread(db: Kysely<DB>): Promise<() => Promise<void>> {
  const config = tracingConfig(process.env);
  if (config === undefined) return async () => {};
  await startTracing(config);
  linkDeliveriesToEvents((eventId) => findEventTraceparent(db, eventId));
  return async () => {
    linkDeliveriesToEvents(undefined);
    await stopTracing();
  };
}
