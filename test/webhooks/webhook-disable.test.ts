import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { actOk, aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * An endpoint whose tries all fail for 5 days is disabled: with the dispatcher's clock moved by the
 * test (one try a day, on a schedule given to it), not a day earlier, and a success in between
 * starts the 5 days again.
 */

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-12-01T00:00:00Z');

interface Endpoint {
  id: string;
  url: string;
  status: string;
  disabledReason: string | null;
}

describe.each(testDialects)('an endpoint failing for 5 days (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  let answer = 500;
  let arrived = 0;
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    team = await aTeam(t);
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        arrived++;
        res.writeHead(answer).end();
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  async function withFailingEndpoint() {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/webhooks',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ url, eventTypes: ['application.status_changed'] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    let clock = T0;
    const errors: string[] = [];
    const dispatcher = createWebhookDispatcher({
      db: t.database.db,
      log: { info() {}, warn() {}, error: (_: unknown, message: string) => errors.push(message) },
      // One try a day, for longer than 5 days.
      retryScheduleMs: [0, DAY, DAY, DAY, DAY, DAY, DAY, DAY, DAY],
      allowPrivateNetworks: true,
      now: () => clock,
      // No jitter: the schedule's waits as written, so each day's drain finds exactly one try due.
      random: () => 0,
    });
    const endpoint = json<Endpoint>(created);
    const read = async () =>
      json<Endpoint>(await t.app.inject({ url: `/api/v1/external/webhooks/${endpoint.id}`, headers: bearer(token) }));
    /** Moves the clock to T0 + `days` and sends what is due then. */
    const at = async (days: number) => {
      clock = T0 + days * DAY;
      await dispatcher.drain();
    };
    return { agency, token, receipt, endpoint, read, at, errors };
  }

  it('disables it at the first failed try 5 days after the first failure, tells the agency, fails what was pending', async () => {
    answer = 500;
    const x = await withFailingEndpoint();
    await actOk(t, team.intake, x.receipt.id, { action: 'return_incomplete', reasons: 'Missing.', missingItems: ['LGU clearance'] });
    const before = arrived;
    for (const day of [0, 1, 2, 3, 4]) {
      await x.at(day);
      expect((await x.read()).status, `day ${day}`).toBe('enabled');
    }
    expect(arrived - before).toBe(5);
    // Four days and 23 hours: still not five days.
    await x.at(4 + 23 / 24);
    expect((await x.read()).status).toBe('enabled');

    await x.at(5);
    const disabled = await x.read();
    expect(disabled.status).toBe('disabled');
    expect(disabled.disabledReason).toContain('5 days');
    expect(x.errors).toContain('webhook endpoint disabled after 5 days of failures');
    const deliveries = json<{ items: { status: string }[] }>(
      await t.app.inject({ url: `/api/v1/external/webhooks/${x.endpoint.id}/deliveries`, headers: bearer(x.token) }),
    );
    expect(deliveries.items.map((d) => d.status)).toEqual(['failed']);
    const feed = json<{ items: { type: string; data: Record<string, unknown> }[] }>(
      await t.app.inject({ url: '/api/v1/external/events', headers: bearer(x.token) }),
    );
    expect(feed.items.at(-1)).toMatchObject({
      type: 'webhook_endpoint.disabled',
      data: { sourceAgencyCode: x.agency, endpointId: x.endpoint.id, url },
    });
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', x.endpoint.id)
      .where('action', '=', 'webhook_endpoint.disabled')
      .execute();
    expect(audit).toHaveLength(1);

    // Disabled, nothing is sent; enabled again, the next change is.
    const sent = arrived;
    await x.at(6);
    expect(arrived).toBe(sent);
    const enabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/external/webhooks/${x.endpoint.id}`,
      headers: { ...bearer(x.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ status: 'enabled' }),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    answer = 204;
    const test = await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${x.endpoint.id}/test`, headers: bearer(x.token) });
    expect(test.statusCode).toBe(202);
    await x.at(6);
    expect(arrived).toBe(sent + 1);
    expect((await x.read()).status).toBe('enabled');
  });

  it('starts the 5 days again after a success: failures on days 0–3, a success on day 4, failures until day 8 keep it enabled', async () => {
    answer = 500;
    const x = await withFailingEndpoint();
    await actOk(t, team.intake, x.receipt.id, { action: 'return_incomplete', reasons: 'Missing.', missingItems: ['LGU clearance'] });
    for (const day of [0, 1, 2, 3]) await x.at(day);
    // A test message, answered on day 4: the receiver works again.
    answer = 204;
    const test = await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${x.endpoint.id}/test`, headers: bearer(x.token) });
    expect(test.statusCode).toBe(202);
    await x.at(4);
    answer = 500;
    expect((await x.read()).status).toBe('enabled');
    const redo = await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${x.endpoint.id}/test`, headers: bearer(x.token) });
    expect(redo.statusCode).toBe(202);
    for (const day of [5, 6, 7, 8]) await x.at(day);
    expect((await x.read()).status).toBe('enabled');
  });
});
