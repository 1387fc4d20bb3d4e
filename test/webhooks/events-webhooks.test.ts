import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher, type Dispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { act, actOk, aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

interface Event {
  id: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}
interface Feed {
  items: Event[];
  nextCursor: string | null;
}
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver of webhooks on 127.0.0.1 that answers each request with `status()` and keeps what it got. */
async function aReceiver(status: () => number = () => 204) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status()).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, close: () => new Promise((r) => server.close(r)) };
}

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDialects)('events, the feed and signed webhooks (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  let dispatcher: Dispatcher;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s,0s,0s' });
    team = await aTeam(t);
    dispatcher = createWebhookDispatcher({
      db: t.database.db,
      log: silent,
      retryScheduleMs: t.config.webhooks.retryScheduleMs,
      allowPrivateNetworks: true,
    });
  });
  afterAll(async () => t?.close());

  const feed = async (token: string, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/external/events${query}`, headers: bearer(token) });
    return response;
  };
  const feedOk = async (token: string, query = '') => {
    const response = await feed(token, query);
    expect(response.statusCode, response.body).toBe(200);
    return json<Feed>(response);
  };
  const createEndpoint = (token: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/external/webhooks',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('writes each event with its change and only then: received, the deficiency notice, nothing for assignment or a refusal', async () => {
    const { token, receipt } = await aSubmittedApplication(t);
    let page = await feedOk(token);
    expect(page.items.map((e) => e.type)).toEqual(['application.received']);
    expect(page.items[0]?.data).toMatchObject({ cnaApplicationUniqueNo: receipt.registrationNo, status: 'submitted', version: 1 });
    const cursor = page.nextCursor as string;

    // A refused action (accept without the required documents) writes no event.
    const refused = await act(t, team.intake, receipt.id, { action: 'accept' });
    expect(refused.statusCode).toBe(409);
    // Assignment is staff-internal: the version moves, no event.
    await actOk(t, team.intake, receipt.id, { action: 'claim' }).catch(() => undefined);
    expect((await feedOk(token, `?after=${cursor}`)).items).toEqual([]);

    await actOk(t, team.intake, receipt.id, { action: 'return_incomplete', reasons: 'Missing.', missingItems: ['LGU clearance'] });
    page = await feedOk(token, `?after=${cursor}`);
    expect(page.items.map((e) => e.type)).toEqual(['application.status_changed', 'notice.created']);
    expect(page.items[0]?.data).toMatchObject({ status: 'incomplete', previousStatus: 'submitted' });
    expect(page.items[1]?.data).toMatchObject({ log: 'deficiency', status: 'incomplete' });
    expect(page.items[1]?.data.version).toBe(page.items[0]?.data.version);
  });

  it('pages the feed with its cursor and refuses another agency’s cursor and a forged one', async () => {
    const a = await aSubmittedApplication(t);
    const b = await aSubmittedApplication(t);
    const first = await feedOk(a.token, '?limit=1');
    expect(first.items).toHaveLength(1);
    // The other agency sees only its own.
    expect((await feedOk(b.token)).items.every((e) => e.data.sourceAgencyCode === b.agency)).toBe(true);

    const foreign = await feed(b.token, `?after=${first.nextCursor}`);
    expect(foreign.statusCode).toBe(400);
    expect(json<{ detail: string }>(foreign).detail).toContain('another agency');
    const forgedCursor = Buffer.from(JSON.stringify([a.agency, '999999', '0190a0a0-0000-7000-8000-000000000000'])).toString('base64url');
    const forged = await feed(a.token, `?after=${forgedCursor}`);
    expect(forged.statusCode).toBe(400);
    expect((await feed(a.token, '?after=not-a-cursor')).statusCode).toBe(400);
  });

  it('long-polls: a read with wait answers with the event that arrives while it waits', async () => {
    const { token, receipt } = await aSubmittedApplication(t);
    const { nextCursor } = await feedOk(token);
    const waiting = feed(token, `?after=${nextCursor}&wait=20`);
    await actOk(t, team.intake, receipt.id, { action: 'return_incomplete', reasons: 'Missing.', missingItems: ['LGU clearance'] });
    const response = await waiting;
    expect(response.statusCode).toBe(200);
    expect(json<Feed>(response).items[0]?.type).toBe('application.status_changed');
  });

  it('delivers the signed event to the agency’s endpoint, verified by the standardwebhooks library', async () => {
    const receiver = await aReceiver();
    try {
      const { agency, token, receipt } = await aSubmittedApplication(t);
      await dispatcher.drain(); // the submission's event predates the endpoint's subscription
      const created = await createEndpoint(token, { url: receiver.url, eventTypes: ['notice.created'], description: 'our system' });
      expect(created.statusCode, created.body).toBe(201);
      const endpoint = json<{ id: string; secret: string; eventTypes: string[] }>(created);
      expect(endpoint.secret).toMatch(/^whsec_/);
      // The secret is shown once.
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/external/webhooks/${endpoint.id}`, headers: bearer(token) });
      expect(json<Record<string, unknown>>(read).secret).toBeUndefined();

      await actOk(t, team.intake, receipt.id, { action: 'return_incomplete', reasons: 'Missing.', missingItems: ['LGU clearance'] });
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(1);
      const message = receiver.received[0] as Received;
      const verified = new Webhook(endpoint.secret).verify(message.body, {
        'webhook-id': String(message.headers['webhook-id']),
        'webhook-timestamp': String(message.headers['webhook-timestamp']),
        'webhook-signature': String(message.headers['webhook-signature']),
      }) as Event;
      expect(verified).toMatchObject({ type: 'notice.created', data: { sourceAgencyCode: agency, log: 'deficiency' } });
      expect(message.headers['webhook-id']).toBe(verified.id);
      // A tampered body does not verify.
      expect(() =>
        new Webhook(endpoint.secret).verify(message.body.replace('deficiency', 'acceptance'), {
          'webhook-id': String(message.headers['webhook-id']),
          'webhook-timestamp': String(message.headers['webhook-timestamp']),
          'webhook-signature': String(message.headers['webhook-signature']),
        }),
      ).toThrow();

      const deliveries = await t.app.inject({
        method: 'GET',
        url: `/api/v1/external/webhooks/${endpoint.id}/deliveries`,
        headers: bearer(token),
      });
      expect(json<{ items: unknown[] }>(deliveries).items).toEqual([
        expect.objectContaining({ eventId: verified.id, status: 'succeeded', attempts: 1, lastResponseStatus: 204 }),
      ]);

      // Rotation: for a day both the new and the old secret sign.
      const rotated = await t.app.inject({
        method: 'POST',
        url: `/api/v1/external/webhooks/${endpoint.id}/secret`,
        headers: bearer(token),
      });
      const newSecret = json<{ secret: string }>(rotated).secret;
      expect(newSecret).not.toBe(endpoint.secret);
      const test = await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${endpoint.id}/test`, headers: bearer(token) });
      expect(test.statusCode).toBe(202);
      await dispatcher.drain();
      const testMessage = receiver.received[1] as Received;
      const headers = {
        'webhook-id': String(testMessage.headers['webhook-id']),
        'webhook-timestamp': String(testMessage.headers['webhook-timestamp']),
        'webhook-signature': String(testMessage.headers['webhook-signature']),
      };
      expect((new Webhook(newSecret).verify(testMessage.body, headers) as Event).type).toBe('webhook.test');
      expect((new Webhook(endpoint.secret).verify(testMessage.body, headers) as Event).type).toBe('webhook.test');
    } finally {
      await receiver.close();
    }
  });

  it('retries a failing receiver on the schedule, gives up as failed, and redelivers on request', async () => {
    let answer = 500;
    const receiver = await aReceiver(() => answer);
    try {
      const { token } = await t.agencyWithToken();
      const endpoint = json<{ id: string }>(await createEndpoint(token, { url: receiver.url }));
      await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${endpoint.id}/test`, headers: bearer(token) });
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(3); // 0s,0s,0s: three tries
      const list = json<{ items: { id: string; status: string; attempts: number; lastResponseStatus: number }[] }>(
        await t.app.inject({ method: 'GET', url: `/api/v1/external/webhooks/${endpoint.id}/deliveries`, headers: bearer(token) }),
      );
      expect(list.items[0]).toMatchObject({ status: 'failed', attempts: 3, lastResponseStatus: 500 });
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);

      answer = 200;
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/v1/external/webhooks/${endpoint.id}/deliveries/${list.items[0]?.id}/redeliver`,
        headers: bearer(token),
      });
      expect(again.statusCode).toBe(202);
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(4);
      expect(receiver.received[3]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    } finally {
      await receiver.close();
    }
  });

  it('keeps each agency to its own endpoints and deliveries, and needs the webhooks:manage scope', async () => {
    const a = await t.agencyWithToken();
    const b = await t.agencyWithToken();
    const endpoint = json<{ id: string }>(await createEndpoint(a.token, { url: 'http://127.0.0.1:9/x' }));
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/secret'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/external/webhooks/${endpoint.id}${suffix}`,
        headers: { ...bearer(b.token), ...(method === 'PATCH' ? { 'content-type': 'application/json' } : {}) },
        ...(method === 'PATCH' ? { payload: JSON.stringify({ description: 'mine now' }) } : {}),
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
    }
    expect(
      json<{ items: unknown[] }>(await t.app.inject({ method: 'GET', url: '/api/v1/external/webhooks', headers: bearer(b.token) })).items,
    ).toEqual([]);
    const readOnly = await t.token(a.agency, ['applications:read']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/external/webhooks', headers: bearer(readOnly) });
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe('insufficient_scope');
  });
});

describe('endpoint URLs with the address rule on', () => {
  it('refuses http:, private, loopback, link-local and metadata addresses when an endpoint is registered', async () => {
    const t = await createTestApp('sqlite');
    try {
      const { token } = await t.agencyWithToken();
      for (const url of [
        'http://example.org/hook',
        'https://127.0.0.1/hook',
        'https://10.1.2.3/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://localhost/hook',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/external/webhooks',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify({ url }),
        });
        expect(response.statusCode, url).toBe(400);
        expect(json<{ errors: { pointer: string }[] }>(response).errors[0]?.pointer).toBe('/url');
      }
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/external/webhooks', headers: bearer(token) });
      expect(json<{ items: unknown[] }>(list).items).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('localhost however it is spelt', () => {
  const spellings = [
    'https://localhost.:8443/hook',
    'https://LOCALHOST./hook',
    'https://LocalHost/hook',
    'https://foo.localhost./hook',
    'https://Foo.LOCALHOST:8443/hook',
    'https://localhost../hook',
  ];

  it.each(spellings)('refuses %s at once, as localhost', async (url) => {
    const { webhookUrlProblem } = await import('../../src/webhooks/address.guard.js');
    expect(webhookUrlProblem(url, false)).toBe('points to this machine (localhost)');
  });

  it('refuses each spelling when an endpoint is registered, naming /url, and stores none', async () => {
    const t = await createTestApp('sqlite');
    try {
      const { token } = await t.agencyWithToken();
      for (const url of spellings) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/external/webhooks',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify({ url }),
        });
        expect(response.statusCode, url).toBe(400);
        expect(json<{ errors: { pointer: string; detail: string }[] }>(response).errors).toEqual([
          { pointer: '/url', detail: expect.stringContaining('localhost') },
        ]);
      }
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/external/webhooks', headers: bearer(token) });
      expect(json<{ items: unknown[] }>(list).items).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('still takes a public name that merely contains localhost, with or without its trailing dot', async () => {
    const { webhookUrlProblem } = await import('../../src/webhooks/address.guard.js');
    expect(webhookUrlProblem('https://localhost.example.org./hook', false)).toBeUndefined();
    expect(webhookUrlProblem('https://mylocalhost/hook', false)).toBeUndefined();
  });
});

describe('the address guard on the address actually connected to', () => {
  it('refuses a name that resolves to 127.0.0.1, and a literal private address, when it is connected to', async () => {
    const { guardedLookup, isForbiddenAddress, ForbiddenAddressError } = await import('../../src/webhooks/address.guard.js');
    const { attemptDelivery } = await import('../../src/webhooks/webhook.sender.js');
    const error = await new Promise<unknown>((resolve) => guardedLookup(false)('localhost', {}, (e) => resolve(e)));
    expect(error).toBeInstanceOf(ForbiddenAddressError);
    expect(isForbiddenAddress('169.254.169.254')).toBe(true);
    expect(isForbiddenAddress('::ffff:7f00:1')).toBe(true);
    expect(isForbiddenAddress('93.184.216.34')).toBe(false);
    const receiver = await aReceiver();
    try {
      // The same receiver is reached with the rule lifted, and refused with it on: nothing arrives.
      const request = { url: receiver.url, headers: {}, body: '{}', timeoutMs: 5000 };
      expect((await attemptDelivery({ ...request, allowPrivateNetworks: true })).ok).toBe(true);
      const refused = await attemptDelivery({ ...request, url: receiver.url.replace('http:', 'https:'), allowPrivateNetworks: false });
      expect(refused).toMatchObject({ ok: false, status: null });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
