import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher, type Dispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/** The outbox's health on the dashboard (issue 19 §5), against events real changes wrote. */

interface Health {
  checkedAt: string;
  eventsWaiting: number;
  oldestWaitingEventAt: string | null;
  oldestWaitingAgeSeconds: number | null;
  deliveriesPending: number;
  failureWindowHours: number;
  failingEndpoints: {
    id: string;
    agencyCode: string;
    status: string;
    failingSince: string | null;
    recentFailedDeliveries: number;
    lastFailureAt: string | null;
  }[];
}

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDialects)('the outbox’s health (%s)', (dialect) => {
  let t: TestApp;
  let admin: StaffHeaders;
  let dispatcher: Dispatcher;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' });
    admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
    dispatcher = createWebhookDispatcher({ db: t.database.db, log: silent, retryScheduleMs: [0], allowPrivateNetworks: true });
  });
  afterAll(async () => t?.close());

  const health = async (headers: StaffHeaders = admin) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/staff/outbox', headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<Health>(response);
  };
  const feed = async (token: string) =>
    json<{ items: { id: string; timestamp: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/external/events', headers: bearer(token) }),
    );

  it('counts the events waiting for dispatch and the oldest one’s age, then none once dispatched', async () => {
    await dispatcher.drain();
    expect(await health()).toMatchObject({ eventsWaiting: 0, oldestWaitingEventAt: null, oldestWaitingAgeSeconds: null });

    const first = await aSubmittedApplication(t);
    const second = await aSubmittedApplication(t);
    const [oldest] = (await feed(first.token)).items;
    const figures = await health();
    expect(figures.eventsWaiting).toBe(2);
    expect(figures.oldestWaitingEventAt).toBe(oldest?.timestamp);
    // The age is the time from that event to the check, as the answer states both.
    expect(figures.oldestWaitingAgeSeconds).toBe(Math.floor((Date.parse(figures.checkedAt) - Date.parse(oldest?.timestamp ?? '')) / 1000));
    expect((await feed(second.token)).items).toHaveLength(1);

    await dispatcher.drain();
    expect(await health()).toMatchObject({ eventsWaiting: 0, oldestWaitingEventAt: null, oldestWaitingAgeSeconds: null });
  });

  it('counts pending deliveries and lists endpoints that fail or are disabled, disabled first', async () => {
    let answer = 500;
    const receiver = await aWebhookReceiver(() => answer);
    try {
      const { agency, token } = await t.agencyWithToken();
      const create = async (url: string) =>
        json<{ id: string }>(
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/external/webhooks',
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify({ url }),
          }),
        );
      const failing = await create(receiver.url);
      const healthy = await create(receiver.url.replace('/hooks', '/healthy'));
      const disabled = await create(receiver.url.replace('/hooks', '/off'));
      await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/external/webhooks/${disabled.id}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ status: 'disabled' }),
      });
      await dispatcher.drain();
      const before = await health();
      const ids = before.failingEndpoints.map((e) => e.id);
      expect(ids).toContain(disabled.id);
      expect(ids).not.toContain(failing.id);

      // An event of the agency (a submission): each enabled endpoint gets a delivery; the receiver refuses them.
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      await dispatcher.drain();
      const after = await health();
      const listed = new Map(after.failingEndpoints.map((e) => [e.id, e]));
      expect(listed.get(failing.id)).toMatchObject({ agencyCode: agency, status: 'enabled', recentFailedDeliveries: 1 });
      expect(listed.get(failing.id)?.failingSince).not.toBeNull();
      expect(listed.get(failing.id)?.lastFailureAt).not.toBeNull();
      expect(listed.get(healthy.id)).toMatchObject({ recentFailedDeliveries: 1 }); // the same receiver fails every path
      expect(after.failingEndpoints[0]?.status).toBe('disabled');
      expect(after.deliveriesPending).toBe(0);

      // Answered again: the endpoint succeeds, its failures are over, but the given-up delivery stays in the window.
      answer = 204;
      await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${failing.id}/test`, headers: bearer(token) });
      expect((await health()).deliveriesPending).toBe(1);
      await dispatcher.drain();
      const recovered = (await health()).failingEndpoints.find((e) => e.id === failing.id);
      expect(recovered).toMatchObject({ failingSince: null, recentFailedDeliveries: 1 });
    } finally {
      await receiver.close();
    }
  });

  it('is refused to every role but admin', async () => {
    for (const role of ['chief', 'approver', 'evaluator', 'viewer'] as const) {
      const headers = await loginAs(t, await createStaff(t, { roles: [role] }));
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/staff/outbox', headers });
      expect(response.statusCode).toBe(403);
      expect(json<{ code: string }>(response).code).toBe('not_permitted');
    }
  });
});
