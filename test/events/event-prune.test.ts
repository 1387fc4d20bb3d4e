import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneEventsJob } from '../../src/events/event-prune.job.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * The daily `prune-events` job, run by the scheduler with a clock the test moves: it keeps events and
 * finished deliveries for the setting `events.retention_days` (set over HTTP by an administrator, at
 * least 30), deletes them after, keeps pending deliveries, and the feed's cursors into pruned events
 * keep working.
 */

const DAY = 24 * 60 * 60 * 1000;
const silent = { info() {}, warn() {}, error() {} };

describe.each(testDialects)('the prune-events job (%s)', (dialect) => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' });
    admin = await aMember(t, ['admin']);
  });
  afterAll(async () => t?.close());

  const putRetention = (value: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/staff/settings/events.retention_days', headers: admin.headers, payload: { value } });
  const count = async (table: 'events' | 'webhook_deliveries') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** One run of the job, by a scheduler whose clock reads `at`. */
  async function pruneAt(at: number): Promise<void> {
    const scheduler = createScheduler({ db: t.database.db, log: silent, tickMs: 1000, now: () => at });
    scheduler.register(pruneEventsJob);
    await scheduler.runDueJobs();
  }

  it('refuses a retention under 30 days and stores nothing', async () => {
    const refused = await putRetention(10);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.body).toContain('value');
    const read = await t.app.inject({ url: '/api/v1/staff/settings/events.retention_days', headers: admin.headers });
    expect(json<{ value: number }>(read).value).toBe(30);
  });

  it('keeps events and finished deliveries for the retention set, then deletes them; pending deliveries stay; old cursors still read', async () => {
    expect((await putRetention(45)).statusCode).toBe(200);
    const { token } = await aSubmittedApplication(t);
    const { nextCursor } = json<{ nextCursor: string }>(await t.app.inject({ url: '/api/v1/external/events', headers: bearer(token) }));
    // A finished delivery (the receiver refuses the connection: failed after its one try) and a pending one.
    const endpoint = json<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ url: 'http://127.0.0.1:9/closed' }),
      }),
    );
    await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${endpoint.id}/test`, headers: bearer(token) });
    await createWebhookDispatcher({ db: t.database.db, log: silent, retryScheduleMs: [0], allowPrivateNetworks: true }).drain();
    const pending = await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${endpoint.id}/test`, headers: bearer(token) });
    expect(pending.statusCode).toBe(202);
    const events = await count('events');
    const deliveries = await count('webhook_deliveries');
    expect(events).toBeGreaterThan(0);
    expect(deliveries).toBeGreaterThanOrEqual(2);

    // 44 days on: within the 45 kept, nothing goes.
    await pruneAt(Date.now() + 44 * DAY);
    expect(await count('events')).toBe(events);
    expect(await count('webhook_deliveries')).toBe(deliveries);

    // 46 days on: every event goes, and the finished deliveries; the pending one stays.
    await pruneAt(Date.now() + 46 * DAY);
    expect(await count('events')).toBe(0);
    const left = await t.database.db.selectFrom('webhook_deliveries').select('status').execute();
    expect(left.map((d) => d.status)).toEqual(['pending']);

    // The agency's cursor from before still reads: nothing after it, the same cursor back.
    const after = await t.app.inject({ url: `/api/v1/external/events?after=${nextCursor}`, headers: bearer(token) });
    expect(after.statusCode, after.body).toBe(200);
    expect(json<{ items: unknown[]; nextCursor: string }>(after)).toEqual({ items: [], nextCursor });
  });
});
