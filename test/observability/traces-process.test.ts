import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { ancestorsOf, anOtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver.js';
import { type ServerProcess, startServerProcess, until } from '../helpers/processes.js';
import { seedAgencyWithToken } from '../helpers/seeded-agency.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * Traces from `biopermit serve` itself: the service runs from an esbuild bundle, where an
 * instrumentation of pg or of Fastify would find nothing to patch, and on PostgreSQL it delivers
 * webhooks from a thread of its own, with its own tracer. Both must still export every span.
 */

describe.each(testDialects)('traces from a biopermit serve process (%s)', (dialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server?.alive()) server.child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('exports the request with its queries and commit, and the delivery linked to it, flushed at SIGTERM', {
    timeout: 90_000,
  }, async () => {
    const otlp = await anOtlpReceiver();
    cleanups.push(otlp.close);
    const hooks = await aWebhookReceiver();
    cleanups.push(hooks.close);
    const database: TestDatabase = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    const { agency, token } = await seedAgencyWithToken(database.url, 'TRACE', 'Tracing agency');
    server = await startServerProcess({
      DATABASE_URL: database.url,
      API_RATE_LIMIT_PER_MINUTE: '0',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      SCHEDULER_TICK_MS: '100',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlp.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_SERVICE_NAME: 'biopermit-under-test',
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const endpoint = await fetch(`${server.baseUrl}/api/v1/external/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: hooks.url, eventTypes: ['application.received'] }),
    });
    expect(endpoint.status, await endpoint.text()).toBe(201);
    const requestId = `process-trace-${randomUUID()}`;
    const submitted = await fetch(`${server.baseUrl}/api/v1/external/application`, {
      method: 'POST',
      headers: { ...headers, 'x-request-id': requestId },
      body: JSON.stringify(aSubmission(agency)),
    });
    expect(submitted.status, await submitted.text()).toBe(201);
    await until(() => hooks.received.length === 1, 'the webhook delivered');
    // The last spans are batched: the stop flushes them.
    expect(await server.stop()).toBe(0);
    await until(() => otlp.spans.some((s) => s.name === 'webhook.deliver'), 'the delivery span exported', 10_000);

    const spans = otlp.spans;
    const request = spans.find((s) => s.attributes['biopermit.request_id'] === requestId) as ReceivedSpan;
    expect(request).toMatchObject({ name: 'POST /api/v1/external/application', serviceName: 'biopermit-under-test' });
    const inRequest = spans.filter((s) => ancestorsOf(s, spans).includes(request));
    const commit = inRequest.find((s) => s.name === 'commit') as ReceivedSpan;
    expect(inRequest.filter((s) => ancestorsOf(s, spans)[0] === commit).map((s) => s.name)).toEqual(
      expect.arrayContaining(['INSERT applications', 'INSERT events', 'COMMIT']),
    );
    const delivery = spans.find((s) => s.name === 'webhook.deliver') as ReceivedSpan;
    expect(delivery.attributes['biopermit.webhook_id']).toBe(hooks.received[0]?.headers['webhook-id']);
    expect(delivery.links).toEqual([expect.objectContaining({ traceId: request.traceId, spanId: commit.spanId })]);
  });
});
