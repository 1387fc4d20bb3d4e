import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { KeyEncryption } from '../../src/auth/key-encryption.js';
import { createWebhookDispatcher, type Dispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aWebhookReceiver, webhookHeadersOf } from '../helpers/webhook-receiver.js';

/**
 * Administrators manage every agency's webhook endpoints in the back-office (issue 19 §5), through
 * the service the agencies' own routes call: the agency is the path's, an endpoint is found only
 * under its own agency. Secrets are sealed at rest (SIGNING_KEY_ENCRYPTION_KEY) and still sign.
 */

interface Endpoint {
  id: string;
  agencyCode: string;
  url: string;
  status: 'enabled' | 'disabled';
  eventTypes: string[] | null;
  disabledReason: string | null;
}
interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  registrationNo: string | null;
  status: string;
  attempts: number;
  lastResponseStatus: number | null;
  lastLatencyMs: number | null;
  nextAttemptAt: string | null;
}
type Summary = Endpoint & { lastDelivery: Delivery | null };

const ENCRYPTION_KEY = 'a-long-enough-encryption-key-for-webhook-secrets';
const silent = { info() {}, warn() {}, error() {} };

describe.each(testDialects)('webhook endpoints in the back-office (%s)', (dialect) => {
  let t: TestApp;
  let admin: StaffHeaders;
  let chief: StaffHeaders;
  let dispatcher: Dispatcher;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '0s',
      SIGNING_KEY_ENCRYPTION_KEY: ENCRYPTION_KEY,
    });
    admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
    chief = await loginAs(t, await createStaff(t, { roles: ['chief'] }));
    dispatcher = createWebhookDispatcher({
      db: t.database.db,
      log: silent,
      retryScheduleMs: t.config.webhooks.retryScheduleMs,
      allowPrivateNetworks: true,
      sealer: new KeyEncryption(ENCRYPTION_KEY),
    });
  });
  afterAll(async () => t?.close());

  const call = (headers: StaffHeaders, method: InjectOptions['method'], url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/staff${url}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const ok = async <T>(status: number, response: Promise<{ statusCode: number; body: string }>) => {
    const answered = await response;
    expect(answered.statusCode, answered.body).toBe(status);
    return (answered.body === '' ? undefined : JSON.parse(answered.body)) as T;
  };
  const storedSecrets = (id: string) =>
    t.database.db.selectFrom('webhook_endpoints').select(['secret', 'previous_secret']).where('id', '=', id).executeTakeFirstOrThrow();

  it('registers, lists, changes, disables and enables an agency’s endpoint; the agency sees the same endpoint', async () => {
    const { agency, token } = await t.agencyWithToken();
    const created = await ok<Endpoint & { secret: string }>(
      201,
      call(admin, 'POST', `/agencies/${agency}/webhooks`, { url: 'https://hooks.example.org/a', eventTypes: ['notice.created'] }),
    );
    expect(created).toMatchObject({ agencyCode: agency, status: 'enabled', eventTypes: ['notice.created'] });
    expect(created.secret).toMatch(/^whsec_/);

    const list = await ok<{ items: Summary[] }>(200, call(admin, 'GET', `/agencies/${agency}/webhooks`));
    expect(list.items.map((e) => [e.id, e.lastDelivery])).toEqual([[created.id, null]]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    // The same endpoint through the agency's own route: one service, two audiences.
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/external/webhooks', headers: bearer(token) });
    expect(json<{ items: Endpoint[] }>(own).items.map((e) => e.id)).toEqual([created.id]);

    const disabled = await ok<Endpoint>(200, call(admin, 'PATCH', `/agencies/${agency}/webhooks/${created.id}`, { status: 'disabled' }));
    expect(disabled).toMatchObject({ status: 'disabled', disabledReason: expect.stringContaining('Disabled by') });
    const enabled = await ok<Endpoint>(
      200,
      call(admin, 'PATCH', `/agencies/${agency}/webhooks/${created.id}`, { status: 'enabled', eventTypes: null }),
    );
    expect(enabled).toMatchObject({ status: 'enabled', disabledReason: null, eventTypes: null });
    expect(await ok<Endpoint>(200, call(admin, 'GET', `/agencies/${agency}/webhooks/${created.id}`))).toMatchObject({ status: 'enabled' });

    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('subject_id', '=', created.id)
      .orderBy('sequence')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.updated']);

    await ok(204, call(admin, 'DELETE', `/agencies/${agency}/webhooks/${created.id}`));
    await ok(404, call(admin, 'GET', `/agencies/${agency}/webhooks/${created.id}`));
    expect((await ok<{ items: Summary[] }>(200, call(admin, 'GET', `/agencies/${agency}/webhooks`))).items).toEqual([]);
  });

  it('stores secrets sealed, rotates one (shown once), and signs so the standardwebhooks library verifies', async () => {
    const receiver = await aWebhookReceiver();
    try {
      const agency = await t.agency();
      const created = await ok<Endpoint & { secret: string }>(
        201,
        call(admin, 'POST', `/agencies/${agency}/webhooks`, { url: receiver.url }),
      );
      const stored = await storedSecrets(created.id);
      expect(stored.secret.startsWith('enc:v1:')).toBe(true);
      expect(stored.secret).not.toContain(created.secret.slice('whsec_'.length));

      const rotated = await ok<Endpoint & { secret: string }>(
        200,
        call(admin, 'POST', `/agencies/${agency}/webhooks/${created.id}/secret`),
      );
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(created.secret);
      const after = await storedSecrets(created.id);
      for (const value of [after.secret, after.previous_secret ?? '']) {
        expect(value.startsWith('enc:v1:')).toBe(true);
        expect(value).not.toContain(rotated.secret.slice('whsec_'.length));
        expect(value).not.toContain(created.secret.slice('whsec_'.length));
      }
      // Read back, the endpoint never shows a secret again.
      expect(JSON.stringify(await ok(200, call(admin, 'GET', `/agencies/${agency}/webhooks/${created.id}`)))).not.toContain('whsec_');

      const test = await ok<Delivery>(202, call(admin, 'POST', `/agencies/${agency}/webhooks/${created.id}/test`));
      expect(test.status).toBe('pending');
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(1);
      const message = receiver.received[0];
      if (message === undefined) throw new Error('nothing received');
      // Both secrets verify during the overlap: the new one and the old one.
      for (const secret of [rotated.secret, created.secret]) {
        expect((new Webhook(secret).verify(message.body, webhookHeadersOf(message)) as { type: string }).type).toBe('webhook.test');
      }
      expect(() => new Webhook(`whsec_${Buffer.alloc(32).toString('base64')}`).verify(message.body, webhookHeadersOf(message))).toThrow();
    } finally {
      await receiver.close();
    }
  });

  it('seals a secret stored in plain text before sealing, which still signs meanwhile', async () => {
    const receiver = await aWebhookReceiver();
    try {
      const agency = await t.agency();
      const created = await ok<Endpoint & { secret: string }>(
        201,
        call(admin, 'POST', `/agencies/${agency}/webhooks`, { url: receiver.url }),
      );
      // A row from before secrets were sealed: the secret as it was stored then.
      await t.database.db.updateTable('webhook_endpoints').set({ secret: created.secret }).where('id', '=', created.id).execute();
      await ok(202, call(admin, 'POST', `/agencies/${agency}/webhooks/${created.id}/test`));
      await dispatcher.drain();
      const message = receiver.received[0];
      if (message === undefined) throw new Error('nothing received');
      expect(new Webhook(created.secret).verify(message.body, webhookHeadersOf(message))).toBeTruthy();
      const stored = await storedSecrets(created.id);
      expect(stored.secret.startsWith('enc:v1:')).toBe(true);
      expect(new KeyEncryption(ENCRYPTION_KEY).open(stored.secret)).toBe(created.secret);
    } finally {
      await receiver.close();
    }
  });

  it('names the application each delivery carries by its registration number (none for a test event)', async () => {
    const receiver = await aWebhookReceiver(() => 204);
    try {
      const { agency, token } = await t.agencyWithToken();
      const created = await ok<Endpoint>(201, call(admin, 'POST', `/agencies/${agency}/webhooks`, { url: receiver.url }));
      const base = `/agencies/${agency}/webhooks/${created.id}`;
      const receipt = await ok<SubmissionReceipt>(
        201,
        t.app.inject({
          method: 'POST',
          url: '/api/v1/external/application',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: aSubmission(agency),
        }),
      );
      await ok(202, call(admin, 'POST', `${base}/test`));
      await dispatcher.drain();
      const deliveries = await ok<{ items: Delivery[] }>(200, call(admin, 'GET', `${base}/deliveries`));
      expect(deliveries.items.map((d) => [d.eventType, d.registrationNo]).sort()).toEqual([
        ['application.received', receipt.registrationNo],
        ['webhook.test', null],
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('shows deliveries (status, attempts, response code, latency, next attempt) and the newest in the list, and redelivers', async () => {
    let answer = 500;
    const receiver = await aWebhookReceiver(() => answer);
    try {
      const agency = await t.agency();
      const created = await ok<Endpoint>(201, call(admin, 'POST', `/agencies/${agency}/webhooks`, { url: receiver.url }));
      const base = `/agencies/${agency}/webhooks/${created.id}`;
      await ok(202, call(admin, 'POST', `${base}/test`));
      await dispatcher.drain();
      const failed = await ok<{ items: Delivery[] }>(200, call(admin, 'GET', `${base}/deliveries`));
      expect(failed.items).toHaveLength(1);
      expect(failed.items[0]).toMatchObject({ status: 'failed', attempts: 1, lastResponseStatus: 500, nextAttemptAt: null });
      expect(failed.items[0]?.lastLatencyMs).toBeGreaterThanOrEqual(0);
      const listed = await ok<{ items: Summary[] }>(200, call(admin, 'GET', `/agencies/${agency}/webhooks`));
      expect(listed.items[0]?.lastDelivery).toMatchObject({ id: failed.items[0]?.id, status: 'failed' });

      answer = 204;
      const again = await ok<Delivery>(202, call(admin, 'POST', `${base}/deliveries/${failed.items[0]?.id}/redeliver`));
      expect(again).toMatchObject({ status: 'pending', attempts: 0, eventId: failed.items[0]?.eventId });
      expect(again.nextAttemptAt).not.toBeNull();
      await dispatcher.drain();
      const both = await ok<{ items: Delivery[] }>(200, call(admin, 'GET', `${base}/deliveries`));
      expect(both.items.map((d) => [d.id, d.status, d.lastResponseStatus])).toEqual([
        [again.id, 'succeeded', 204],
        [failed.items[0]?.id, 'failed', 500],
      ]);
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([failed.items[0]?.eventId, failed.items[0]?.eventId]);
      const newest = await ok<{ items: Summary[] }>(200, call(admin, 'GET', `/agencies/${agency}/webhooks`));
      expect(newest.items[0]?.lastDelivery).toMatchObject({ id: again.id, status: 'succeeded' });
      const onlyFailed = await ok<{ items: Delivery[] }>(200, call(admin, 'GET', `${base}/deliveries?status=failed`));
      expect(onlyFailed.items.map((d) => d.id)).toEqual([failed.items[0]?.id]);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a non-admin, an unknown agency or endpoint, and another agency’s endpoint or delivery under the wrong agency', async () => {
    const mine = await t.agency();
    const theirs = await t.agency();
    const endpoint = await ok<Endpoint>(201, call(admin, 'POST', `/agencies/${theirs}/webhooks`, { url: 'https://hooks.example.org/b' }));
    const delivery = await ok<Delivery>(202, call(admin, 'POST', `/agencies/${theirs}/webhooks/${endpoint.id}/test`));
    const other = await ok<Endpoint>(201, call(admin, 'POST', `/agencies/${mine}/webhooks`, { url: 'https://hooks.example.org/c' }));

    const routes: [InjectOptions['method'], string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { status: 'disabled' }],
      ['DELETE', ''],
      ['POST', '/secret'],
      ['POST', '/test'],
      ['GET', '/deliveries'],
      ['POST', `/deliveries/${delivery.id}/redeliver`],
    ];
    const problem = async (headers: StaffHeaders, method: InjectOptions['method'], url: string, body?: unknown) => {
      const response = await call(headers, method, url, body);
      return [response.statusCode, json<{ code: string }>(response).code];
    };
    for (const [method, suffix, body] of routes) {
      // Another agency's endpoint under this agency's path, an unknown endpoint, an unknown agency: not found.
      expect(await problem(admin, method, `/agencies/${mine}/webhooks/${endpoint.id}${suffix}`, body)).toEqual([404, 'not_found']);
      expect(await problem(admin, method, `/agencies/${theirs}/webhooks/${randomUUID()}${suffix}`, body)).toEqual([404, 'not_found']);
      expect(await problem(admin, method, `/agencies/NOSUCH/webhooks/${endpoint.id}${suffix}`, body)).toEqual([404, 'not_found']);
      // A non-admin learns nothing, not even whether the agency exists.
      expect(await problem(chief, method, `/agencies/${theirs}/webhooks/${endpoint.id}${suffix}`, body)).toEqual([403, 'not_permitted']);
    }
    // A delivery of another endpoint, under this endpoint: not found.
    expect(await problem(admin, 'POST', `/agencies/${mine}/webhooks/${other.id}/deliveries/${delivery.id}/redeliver`)).toEqual([
      404,
      'not_found',
    ]);
    for (const [method, body] of [['GET'], ['POST', { url: 'https://hooks.example.org/d' }]] as const) {
      expect(await problem(admin, method, '/agencies/NOSUCH/webhooks', body)).toEqual([404, 'not_found']);
      expect(await problem(chief, method, `/agencies/${theirs}/webhooks`, body)).toEqual([403, 'not_permitted']);
    }
    // The address rule is the agencies' own: a private address is refused without WEBHOOK_ALLOW_PRIVATE_NETWORKS (here allowed),
    // a non-URL always.
    const invalid = await call(admin, 'POST', `/agencies/${theirs}/webhooks`, { url: 'not a url' });
    expect(invalid.statusCode).toBe(400);
    // Nothing was changed by the refusals.
    expect(await ok<Endpoint>(200, call(admin, 'GET', `/agencies/${theirs}/webhooks/${endpoint.id}`))).toMatchObject({ status: 'enabled' });
  });
});
