import { lookup } from 'node:dns/promises';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress } from '../../src/webhooks/address.guard.js';
import { createWebhookDispatcher, PER_ENDPOINT_IN_FLIGHT } from '../../src/webhooks/webhook.dispatcher.js';
import { attemptDelivery, RESPONSE_BODY_LIMIT } from '../../src/webhooks/webhook.sender.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { until } from '../helpers/processes.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * What one try does with a receiver that misbehaves (issue 19 §2: redirects not followed, at most
 * 1 KiB of the answer read, a receiver that never answers times out), and that such a receiver holds
 * only its own endpoint's slots, never another endpoint's deliveries.
 */

/** A server on 127.0.0.1 whose every request is handled by `handle`; keeps what it got. */
async function aServer(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void, host = '127.0.0.1') {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    req.resume();
    req.on('end', () => handle(req, res));
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const aTry = (url: string, timeoutMs = 5000) => attemptDelivery({ url, headers: {}, body: '{}', timeoutMs, allowPrivateNetworks: true });
const silent = { info() {}, warn() {}, error() {} };

describe('one try of a delivery', () => {
  it('does not follow a redirect: a 3xx is a failure and the other address gets nothing', async () => {
    const server = await aServer((req, res) => {
      if (req.url === '/hooks') res.writeHead(307, { location: '/elsewhere' }).end();
      else res.writeHead(204).end();
    });
    try {
      const outcome = await aTry(`${server.url}/hooks`);
      expect(outcome).toMatchObject({ ok: false, status: 307, error: 'The receiver answered 307' });
      expect(server.requests).toEqual(['/hooks']);
    } finally {
      await server.close();
    }
  });

  it('reads at most 1 KiB of the answer, however long it is', async () => {
    const server = await aServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('x'.repeat(200 * 1024));
    });
    try {
      const outcome = await aTry(`${server.url}/hooks`);
      expect(outcome).toMatchObject({ ok: false, status: 500 });
      expect(outcome.body).toBe('x'.repeat(RESPONSE_BODY_LIMIT));
    } finally {
      await server.close();
    }
  });

  it('gives up on a receiver that accepts the request and never answers', async () => {
    const server = await aServer(() => {}); // never answers
    try {
      const outcome = await aTry(`${server.url}/hooks`, 200);
      expect(outcome).toMatchObject({ ok: false, status: null, error: 'No answer within 200 ms' });
    } finally {
      await server.close();
    }
  });

  it('refuses, as it connects, a name that resolves to a private address, and sends it nothing', async (context) => {
    // The machine's own name resolves to a loopback address (Debian's /etc/hosts): a name the URL check
    // cannot judge, only the lookup made for the connection.
    const name = os.hostname();
    const resolved = await lookup(name).catch(() => undefined);
    if (resolved === undefined || !isForbiddenAddress(resolved.address)) {
      if (process.env.CI === 'true') throw new Error(`CI=true but ${name} does not resolve to a loopback address`);
      context.skip();
    }
    const server = await aServer((_req, res) => res.writeHead(204).end(), resolved?.address);
    try {
      const port = new URL(server.url).port;
      const reached = await attemptDelivery({
        url: `http://${name}:${port}/hooks`,
        headers: {},
        body: '{}',
        timeoutMs: 5000,
        allowPrivateNetworks: true,
      });
      expect(reached).toMatchObject({ ok: true, status: 204 });
      const refused = await attemptDelivery({
        url: `https://${name}:${port}/hooks`,
        headers: {},
        body: '{}',
        timeoutMs: 5000,
        allowPrivateNetworks: false,
      });
      expect(refused).toMatchObject({ ok: false, status: null });
      expect(refused.error).toMatch(/^EWEBHOOKADDRESS: .* resolves to .*, a private, loopback, link-local or reserved address$/);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('ends at once when the dispatcher stops (its signal), and closes the connection of a try under way', async () => {
    const closed: boolean[] = [];
    const server = await aServer((req) => {
      req.socket.on('close', () => closed.push(true)); // never answers
    });
    try {
      const controller = new AbortController();
      const aStoppableTry = () =>
        attemptDelivery({
          url: `${server.url}/hooks`,
          headers: {},
          body: '{}',
          timeoutMs: 30_000,
          allowPrivateNetworks: true,
          signal: controller.signal,
        });
      const trying = aStoppableTry();
      await until(() => server.requests.length === 1, 'the try reached the receiver', 10_000);
      controller.abort();
      expect(await trying).toMatchObject({ ok: false, status: null, timedOut: false, error: 'The dispatcher stopped' });
      await until(() => closed.length === 1, 'the try’s connection closed', 10_000);
      // Stopped before it starts, a try sends nothing.
      const stopped = await aStoppableTry();
      expect(stopped).toMatchObject({ ok: false, error: 'The dispatcher stopped' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('the connections a receiver sees', () => {
  it('keeps its connections for the tries that follow each other, rather than opening one per try', async () => {
    const connections: number[] = [];
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    server.on('connection', (socket) => connections.push(socket.remotePort ?? 0));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const openedAfter: number[] = [];
      for (let i = 0; i < 10; i++) {
        expect(await aTry(`http://127.0.0.1:${port}/hooks`)).toMatchObject({ ok: true, status: 204 });
        openedAfter.push(connections.length);
      }
      // A try sent in the same turn as the first one's end finds that connection not yet marked free
      // (undici frees a new connection a tick after its first answer) and opens a second; from then
      // on every try reuses a kept one.
      expect(openedAfter[1]).toBeLessThanOrEqual(2);
      expect(openedAfter.slice(2)).toEqual(Array(8).fill(openedAfter[1]));
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('opens a new connection after a try that timed out, and the next try is answered', async () => {
    let requests = 0;
    const server = await aServer((_req, res) => {
      requests++;
      if (requests > 1) res.writeHead(204).end(); // the first is never answered
    });
    try {
      expect(await aTry(`${server.url}/hooks`, 200)).toMatchObject({ ok: false, timedOut: true });
      expect(await aTry(`${server.url}/hooks`)).toMatchObject({ ok: true, status: 204 });
    } finally {
      await server.close();
    }
  });
});

describe.each(testDialects)('a receiver that never answers (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  });
  afterAll(async () => t?.close());

  /** An agency with these endpoints (for `application.received`), and `changes` submissions of its; the endpoints' ids. */
  async function anAgencyWithEndpoints(urls: readonly string[], changes: number): Promise<string[]> {
    const { agency, token } = await t.agencyWithToken();
    const ids: string[] = [];
    for (const url of urls) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ url, eventTypes: ['application.received'] }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(json<{ id: string }>(response).id);
    }
    for (let i = 0; i < changes; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    return ids;
  }

  /** A dispatcher whose tries wait up to an hour: only other endpoints' deliveries can free its slots. */
  function aRunningDispatcher(): { stop(): Promise<unknown> } {
    const dispatcher = createWebhookDispatcher({
      db: t.database.db,
      log: silent,
      retryScheduleMs: [0],
      allowPrivateNetworks: true,
      timeoutMs: 3_600_000,
      idleMs: 10,
    });
    const controller = new AbortController();
    const running = dispatcher.run(controller.signal);
    return {
      stop() {
        controller.abort();
        return running;
      },
    };
  }

  it('holds only its own endpoint’s slots: another endpoint gets every event meanwhile', async () => {
    const hanging = await aServer(() => {});
    const fast = await aWebhookReceiver();
    const changes = PER_ENDPOINT_IN_FLIGHT + 3;
    const [hangingEndpoint] = await anAgencyWithEndpoints([`${hanging.url}/hooks`, fast.url], changes);
    const dispatcher = aRunningDispatcher();
    try {
      await until(
        () => fast.received.length >= changes && hanging.requests.length >= PER_ENDPOINT_IN_FLIGHT,
        'every event at the other endpoint and the hanging endpoint’s slots full',
        30_000,
      );
      expect(fast.received).toHaveLength(changes);
      // The hanging endpoint holds its own slots, no more: the rest of its deliveries wait their turn.
      expect(hanging.requests).toHaveLength(PER_ENDPOINT_IN_FLIGHT);
    } finally {
      await dispatcher.stop();
      await hanging.close();
      await fast.close();
    }
    // Abandoned when the dispatcher stopped: still due, to be tried by the next one.
    const pending = await t.database.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'attempts'])
      .where('endpoint_id', '=', hangingEndpoint ?? '')
      .execute();
    expect(pending).toHaveLength(changes);
    expect(pending.every((delivery) => delivery.status === 'pending' && Number(delivery.attempts) === 0)).toBe(true);
  });

  it('leaves room for others when several endpoints hang at once, each holding its own slots', async () => {
    // Four endpoints that never answer fill 4 × 16 slots: the whole of what a process sent at once
    // before 3 Dec 2026 (64), when a fifth endpoint then got nothing until their tries timed out.
    const hanging = await aServer(() => {});
    const fast = await aWebhookReceiver();
    const HANGING = 4;
    const changes = PER_ENDPOINT_IN_FLIGHT + 3;
    const hangingUrls = Array.from({ length: HANGING }, (_, i) => `${hanging.url}/hooks/${i}`);
    await anAgencyWithEndpoints([...hangingUrls, fast.url], changes);
    const dispatcher = aRunningDispatcher();
    try {
      await until(
        () => fast.received.length >= changes && hanging.requests.length >= HANGING * PER_ENDPOINT_IN_FLIGHT,
        'every event at the fifth endpoint and the four hanging endpoints’ slots full',
        30_000,
      );
      expect(fast.received).toHaveLength(changes);
      const perHanging = Array.from({ length: HANGING }, (_, i) => hanging.requests.filter((url) => url === `/hooks/${i}`).length);
      expect(perHanging).toEqual(Array(HANGING).fill(PER_ENDPOINT_IN_FLIGHT));
    } finally {
      await dispatcher.stop();
      await hanging.close();
      await fast.close();
    }
  });
});
