import { trace } from '@opentelemetry/api';
import { activeTraceparent, tracingIsOn } from './tracing.js';

/**
 * Events appended (src/events/event.outbox.ts): a span event `event.appended` per event on the active
 * span (the commit's), with the event's type and id, and the traceparent to store with the rows.
 * Undefined, and nothing done, while tracing is off.
 */
export function recordAppendedEvents(rows: readonly { readonly event_id: string; readonly type: string }[]): string | undefined {
  if (!tracingIsOn()) return undefined;
  const span = trace.getActiveSpan();
  for (const row of rows) span?.addEvent('event.appended', { 'biopermit.event.type': row.type, 'biopermit.event.id': row.event_id });
  return activeTraceparent();
}
