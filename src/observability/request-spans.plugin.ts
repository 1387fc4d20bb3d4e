import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { activeTracer } from './tracing.js';

/**
 * A SERVER span per request, the root of its trace: everything the request does (its queries, the
 * commit, the events it appends) is a descendant. Registered by buildApp only while tracing is on
 * (src/observability/tracing.ts): @fastify/otel, measured, cost about 9% of a trivial route's rate
 * even with no SDK behind it, and registering nothing costs nothing.
 *
 * Attributes: the method, the route pattern (never the URL: its query may carry search terms), the
 * status, and `biopermit.request_id`, the X-Request-Id the client is answered with and the log lines
 * carry. An incoming `traceparent` is not followed: a client's trace does not decide ours.
 */

export const REQUEST_SPANS_PLUGIN = 'biopermit-request-spans';

const spans = new WeakMap<FastifyRequest, Span>();

function requestSpans(app: FastifyInstance): void {
  const tracer = activeTracer();
  if (tracer === undefined) return;
  // A callback hook, so that `done` (the rest of the request: its hooks, the handler) runs in the span's context.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = tracer.startSpan(route === undefined ? request.method : `${request.method} ${route}`, {
      kind: SpanKind.SERVER,
      attributes: {
        'http.request.method': request.method,
        ...(route === undefined ? {} : { 'http.route': route }),
        'biopermit.request_id': request.id,
      },
    });
    spans.set(request, span);
    context.with(trace.setSpan(context.active(), span), done);
  });
  // A body is read from the socket's events, which run in the socket's context, not the request's:
  // the steps after it enter the span's context again.
  const reenter = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    const span = spans.get(request);
    if (span === undefined) done();
    else context.with(trace.setSpan(context.active(), span), done);
  };
  app.addHook('preValidation', reenter);
  app.addHook('preHandler', reenter);
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span !== undefined) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const span = spans.get(request);
    if (span !== undefined) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
      span.end();
      spans.delete(request);
    }
    done();
  });
}

/** The plugin (named, so that a test can ask the app whether it is there). */
export const requestSpansPlugin = fp(async (app: FastifyInstance) => requestSpans(app), { name: REQUEST_SPANS_PLUGIN, fastify: '5.x' });
