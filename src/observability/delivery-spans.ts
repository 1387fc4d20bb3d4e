import { type Link, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { activeTracer, parseTraceparent, traceparentOf } from './tracing.js';

/**
 * A span per webhook delivery attempt (src/webhooks/webhook.sender.ts), the root of a trace of its own
 * (a delivery happens later, in the dispatcher, not in the request), with a link to the span that
 * appended the event: the traceparent stored with the event row (migration 0030), found by
 * `findTraceparent` (one indexed read per attempt, while tracing is on). Attributes: the `webhook-id`
 * (the event's id) as `biopermit.webhook_id`, the receiver's host, the answer's status.
 */

export interface TracedAttempt {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface TracedOutcome {
  readonly ok: boolean;
  readonly status: number | null;
  readonly timedOut: boolean;
  readonly error: string | null;
}

let findTraceparent: ((eventId: string) => Promise<string | null>) | undefined;

/** Where the deliveries' spans find the traceparent of an event (this thread's database). */
export function linkDeliveriesToEvents(find: ((eventId: string) => Promise<string | null>) | undefined): void {
  findTraceparent = find;
}

async function linkToCause(eventId: string | undefined): Promise<Link[]> {
  if (eventId === undefined || findTraceparent === undefined) return [];
  try {
    const cause = parseTraceparent(await findTraceparent(eventId));
    return cause === undefined ? [] : [{ context: cause, attributes: { 'biopermit.link': 'appended the event' } }];
  } catch {
    return []; // A trace without its link rather than a delivery not sent.
  }
}

/**
 * Runs `send` in the attempt's span; `send` is given the span's traceparent, for the request's
 * `traceparent` header. Just `send()` while tracing is off.
 */
export async function inDeliverySpan<O extends TracedOutcome>(
  attempt: TracedAttempt,
  send: (traceparent: string | undefined) => Promise<O>,
): Promise<O> {
  const tracer = activeTracer();
  if (tracer === undefined) return send(undefined);
  const eventId = attempt.headers['webhook-id'];
  const span = tracer.startSpan('webhook.deliver', {
    kind: SpanKind.CLIENT,
    root: true,
    links: await linkToCause(eventId),
    attributes: {
      'http.request.method': 'POST',
      ...(eventId === undefined ? {} : { 'biopermit.webhook_id': eventId }),
      ...(URL.canParse(attempt.url) ? { 'server.address': new URL(attempt.url).hostname } : {}),
    },
  });
  try {
    const outcome = await send(traceparentOf(span.spanContext()));
    if (outcome.status !== null) span.setAttribute('http.response.status_code', outcome.status);
    if (outcome.timedOut) span.setAttribute('error.type', 'timeout');
    if (!outcome.ok) span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error ?? 'failed' });
    return outcome;
  } finally {
    span.end();
  }
}
