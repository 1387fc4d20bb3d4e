import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { tracingConfig } from '../../src/config.js';
import { findEventTraceparent } from '../../src/events/event.repository.js';
import { linkDeliveriesToEvents } from '../../src/observability/delivery-spans.js';
import { REQUEST_SPANS_PLUGIN } from '../../src/observability/request-spans.plugin.js';
import { activeTracer, startTracing, stopTracing } from '../../src/observability/tracing.js';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { ancestorsOf, anOtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * OpenTelemetry traces (issue 30 §4) reaching a real OTLP/HTTP receiver: the request, its queries,
 * its commit and the event it appended in one trace; the webhook delivery in a trace of its own,
 * linked to the span that appended the event. And with no OTLP endpoint set, nothing at all.
 */

const silent = { info() {}, warn() {}, error() {} };
const SERVER = 2;
const CLIENT = 3;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An agency with a webhook endpoint at a real receiver, then a submission with a request id of ours, then the dispatch. */
async function submitAndDeliver(t: TestApp) {
  const hooks = await aWebhookReceiver();
  cleanups.push(hooks.close);
  const { agency, token } = await t.agencyWithToken();
  const endpoint = await t.app.inject({
    method: 'POST',
    url: '/api/v1/external/webhooks',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ url: hooks.url, eventTypes: ['application.received'] }),
  });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  const requestId = `trace-test-${randomUUID()}`;
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/external/application',
    headers: { ...bearer(token), 'content-type': 'application/json', 'x-request-id': requestId },
    payload: aSubmission(agency),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  await createWebhookDispatcher({ db: t.database.db, log: silent, retryScheduleMs: [0], allowPrivateNetworks: true }).drain();
  expect(hooks.received).toHaveLength(1);
  return {
    requestId,
    registrationNo: json<{ cnaApplicationUniqueNo: string }>(submitted).cnaApplicationUniqueNo,
    webhook: hooks.received[0],
  };
}

describe.each(testDialects)('traces exported over OTLP (%s)', (dialect) => {
  it('exports the request, its queries, its commit and event in one trace, and the delivery linked to it', async () => {
    const otlp = await anOtlpReceiver();
    cleanups.push(otlp.close);
    const config = tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' });
    expect(config).toEqual({
      tracesUrl: `${otlp.endpoint}/v1/traces`,
      serviceName: 'biopermit',
      sampler: { name: 'parentbased_always_on', ratio: 1 },
    });
    await startTracing(config as NonNullable<typeof config>);
    cleanups.push(stopTracing);
    const t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' });
    cleanups.push(() => t.close());
    linkDeliveriesToEvents((eventId) => findEventTraceparent(t.database.db, eventId));
    cleanups.push(async () => linkDeliveriesToEvents(undefined));
    expect(t.app.hasPlugin(REQUEST_SPANS_PLUGIN)).toBe(true);

    const { requestId, webhook } = await submitAndDeliver(t);
    expect((await stopTracing()).flushed).toBe(true);
    const spans = otlp.spans;

    const request = spans.find((s) => s.kind === SERVER && s.attributes['biopermit.request_id'] === requestId) as ReceivedSpan;
    expect(request).toMatchObject({
      name: 'POST /api/v1/external/application',
      serviceName: 'biopermit',
      attributes: { 'http.request.method': 'POST', 'http.route': '/api/v1/external/application', 'http.response.status_code': 201 },
    });
    expect(request.parentSpanId ?? '').toBe('');
    const inRequest = spans.filter((s) => s.traceId === request.traceId && ancestorsOf(s, spans).includes(request));
    const commit = inRequest.find((s) => s.name === 'commit') as ReceivedSpan;
    expect(commit).toBeDefined();
    const appended = commit.events.find((e) => e.name === 'event.appended');
    expect(appended?.attributes).toEqual({
      'biopermit.event.type': 'application.received',
      'biopermit.event.id': webhook?.headers['webhook-id'],
    });
    const systemName = dialect === 'sqlite' ? 'sqlite' : 'postgresql';
    const queries = inRequest.filter((s) => s.kind === CLIENT && s.attributes['db.system.name'] === systemName);
    // Authentication's reads under the request, the writes under the commit, the commit itself last.
    expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(['INSERT applications', 'INSERT events', 'COMMIT']));
    const insertEvents = queries.find((q) => q.name === 'INSERT events') as ReceivedSpan;
    expect(ancestorsOf(insertEvents, spans)[0]).toBe(commit);
    expect(insertEvents.attributes).toEqual({
      'db.system.name': systemName,
      'db.operation.name': 'INSERT',
      'db.collection.name': 'events',
    });
    // Never a value: no attribute of any query span carries the submission's data.
    for (const query of queries) expect(Object.keys(query.attributes).every((k) => k.startsWith('db.'))).toBe(true);

    const delivery = spans.find((s) => s.name === 'webhook.deliver') as ReceivedSpan;
    expect(delivery).toMatchObject({
      kind: CLIENT,
      attributes: { 'biopermit.webhook_id': webhook?.headers['webhook-id'], 'http.response.status_code': 204 },
    });
    expect(delivery.traceId).not.toBe(request.traceId);
    expect(delivery.parentSpanId ?? '').toBe('');
    expect(delivery.links).toEqual([expect.objectContaining({ traceId: request.traceId, spanId: commit.spanId })]);
    // The receiver is told the delivery's span (W3C Trace Context), outside what the signature covers.
    expect(webhook?.headers.traceparent).toBe(`00-${delivery.traceId}-${delivery.spanId}-01`);
  });

  it('registers nothing and exports nothing when no OTLP endpoint is set', async () => {
    const otlp = await anOtlpReceiver();
    cleanups.push(otlp.close);
    const t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' });
    cleanups.push(() => t.close());
    expect(t.config.tracing).toBeUndefined();
    expect(activeTracer()).toBeUndefined();
    expect(t.app.hasPlugin(REQUEST_SPANS_PLUGIN)).toBe(false);

    const { webhook, registrationNo } = await submitAndDeliver(t);
    expect(webhook?.headers.traceparent).toBeUndefined();
    const event = await t.database.db
      .selectFrom('events')
      .select('traceparent')
      .where('data', 'like', `%${registrationNo}%`)
      .executeTakeFirst();
    expect(event).toEqual({ traceparent: null });
    expect(otlp.requests()).toBe(0);
  });
});

describe('the OTEL_* variables', () => {
  it('takes the traces endpoint as given, over the base endpoint, and OTEL_SERVICE_NAME', () => {
    expect(
      tracingConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/v1/traces',
        OTEL_SERVICE_NAME: 'biopermit-eu',
      }),
    ).toMatchObject({ tracesUrl: 'https://traces.example/otlp/v1/traces', serviceName: 'biopermit-eu' });
    expect(tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })?.tracesUrl).toBe('http://collector:4318/v1/traces');
    expect(tracingConfig({ OTEL_SERVICE_NAME: 'x', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toBeUndefined();
  });

  it('refuses a protocol other than http/json and an endpoint that is not an http(s) URL, naming the variable', () => {
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      'Invalid OTEL_EXPORTER_OTLP_PROTOCOL: only http/json is supported',
    );
    expect(() =>
      tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' }),
    ).toThrow('Invalid OTEL_EXPORTER_OTLP_TRACES_PROTOCOL');
    expect(() => tracingConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow('Invalid OTEL_EXPORTER_OTLP_ENDPOINT');
  });

  it('reads OTEL_TRACES_SAMPLER and its ratio, and refuses a sampler or ratio it does not know, naming the variable', () => {
    const base = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingConfig({ ...base, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' })?.sampler).toEqual({
      name: 'parentbased_traceidratio',
      ratio: 0.25,
    });
    expect(tracingConfig({ ...base, OTEL_TRACES_SAMPLER: 'traceidratio' })?.sampler).toEqual({ name: 'traceidratio', ratio: 1 });
    expect(() => tracingConfig({ ...base, OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(
      'Invalid OTEL_TRACES_SAMPLER: must be one of always_on, always_off, traceidratio',
    );
    for (const ratio of ['1.5', '-0.1', 'half', '1e-2']) {
      expect(() => tracingConfig({ ...base, OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: ratio }), ratio).toThrow(
        'Invalid OTEL_TRACES_SAMPLER_ARG: must be a ratio from 0 to 1',
      );
    }
    expect(() => tracingConfig({ ...base, OTEL_TRACES_SAMPLER: 'always_on', OTEL_TRACES_SAMPLER_ARG: '0.5' })).toThrow(
      'Invalid OTEL_TRACES_SAMPLER_ARG: is a ratio for the traceidratio samplers',
    );
  });
});

describe('sampling', () => {
  it("keeps or drops a request's trace as a whole: always_off exports nothing, a ratio of 1 everything", async () => {
    const counts: Record<string, number> = {};
    for (const [sampler, ratio] of [
      ['always_off', undefined],
      ['parentbased_traceidratio', '1'],
    ] as const) {
      const otlp = await anOtlpReceiver();
      cleanups.push(otlp.close);
      const config = tracingConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
        OTEL_TRACES_SAMPLER: sampler,
        ...(ratio === undefined ? {} : { OTEL_TRACES_SAMPLER_ARG: ratio }),
      });
      await startTracing(config as NonNullable<typeof config>);
      const t = await createTestApp('sqlite', { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' });
      const { agency, token } = await t.agencyWithToken();
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      await t.close();
      expect((await stopTracing()).flushed).toBe(true);
      counts[sampler] = otlp.spans.filter((s) => s.kind === SERVER || s.name === 'commit').length;
    }
    expect(counts.always_off).toBe(0);
    expect(counts.parentbased_traceidratio).toBeGreaterThanOrEqual(2);
  });
});

describe('a collector out of reach', () => {
  it('costs the spans, never the stop: stopTracing resolves and says they were not flushed', async () => {
    const closed = await anOtlpReceiver();
    const endpoint = closed.endpoint;
    await closed.close();
    await startTracing({ tracesUrl: `${endpoint}/v1/traces`, serviceName: 'biopermit', sampler: { name: 'always_on', ratio: 1 } });
    activeTracer()?.startSpan('lost').end();
    expect(await stopTracing()).toEqual({ flushed: false });
    expect(activeTracer()).toBeUndefined();
  });
});
