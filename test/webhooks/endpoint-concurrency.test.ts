import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { until } from '../helpers/processes.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * An endpoint's `maxInFlight` (issue 30 §3): how many of its deliveries may be under way at once,
 * 16 unless set, 1 to 64; the dispatcher holds to it, and one application's deliveries still go one
 * at a time (test/webhooks/webhook-claims.test.ts: across processes on PostgreSQL).
 */

interface Endpoint {
  id: string;
  maxInFlight: number;
}
interface Problem {
  code: string;
  errors: { pointer: string; detail: string }[];
}

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDialects)('an endpoint’s maxInFlight (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    ({ token } = await t.agencyWithToken());
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PATCH' | 'GET', url: string, body?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/external/webhooks${url}`,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const endpointCount = async () => (await t.database.db.selectFrom('webhook_endpoints').select('id').execute()).length;

  it('is 16 unless set, and can be set at creation and changed', async () => {
    const plain = await send('POST', '', { url: 'http://127.0.0.1:9/plain' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(json<Endpoint>(plain).maxInFlight).toBe(16);

    const set = await send('POST', '', { url: 'http://127.0.0.1:9/set', maxInFlight: 3 });
    expect(set.statusCode, set.body).toBe(201);
    const { id } = json<Endpoint>(set);
    expect(json<Endpoint>(set).maxInFlight).toBe(3);
    const changed = await send('PATCH', `/${id}`, { maxInFlight: 40 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Endpoint>(changed).maxInFlight).toBe(40);
    expect(json<Endpoint>(await send('GET', `/${id}`)).maxInFlight).toBe(40);
  });

  it.each([0, 65, 2.5, '8'])('refuses maxInFlight %s, naming it, and stores nothing', async (value) => {
    const before = await endpointCount();
    const created = await send('POST', '', { url: 'http://127.0.0.1:9/refused', maxInFlight: value });
    expect(created.statusCode, created.body).toBe(400);
    expect(json<Problem>(created).errors.map((error) => error.pointer)).toContain('/maxInFlight');
    expect(await endpointCount()).toBe(before);

    const existing = json<Endpoint>(await send('POST', '', { url: 'http://127.0.0.1:9/kept', maxInFlight: 5 }));
    const changed = await send('PATCH', `/${existing.id}`, { maxInFlight: value });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(json<Problem>(changed).errors.map((error) => error.pointer)).toContain('/maxInFlight');
    const stored = await t.database.db
      .selectFrom('webhook_endpoints')
      .select('max_in_flight')
      .where('id', '=', existing.id)
      .executeTakeFirst();
    expect(Number(stored?.max_in_flight)).toBe(5);
  });

  it('never has more of an endpoint’s deliveries under way than its maxInFlight', async () => {
    const { agency: own, token: ownToken } = await t.agencyWithToken();
    // A receiver that never answers holds every try it gets: the count it holds is the count let through.
    const held: http.ServerResponse[] = [];
    const hanging = http.createServer((req, res) => {
      req.resume();
      held.push(res);
    });
    hanging.listen(0, '127.0.0.1');
    await once(hanging, 'listening');
    const fast = await aWebhookReceiver();
    const register = async (url: string, maxInFlight?: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        headers: { ...bearer(ownToken), 'content-type': 'application/json' },
        payload: JSON.stringify({ url, eventTypes: ['application.received'], ...(maxInFlight === undefined ? {} : { maxInFlight }) }),
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await register(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hooks`, 2);
    await register(fast.url);
    const changes = 6;
    for (let i = 0; i < changes; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(ownToken), 'content-type': 'application/json' },
        payload: aSubmission(own),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const dispatcher = createWebhookDispatcher({
      db: t.database.db,
      log: silent,
      retryScheduleMs: [0],
      allowPrivateNetworks: true,
      timeoutMs: 3_600_000,
      idleMs: 10,
    });
    const stop = new AbortController();
    const running = dispatcher.run(stop.signal);
    try {
      // The other endpoint got every event: the dispatcher has had every chance to start more tries.
      await until(() => fast.received.length >= changes && held.length >= 2, 'the other endpoint served, two tries held', 30_000);
      expect(held).toHaveLength(2);
    } finally {
      stop.abort();
      await running;
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
      await fast.close();
    }
  });
});
