import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { createOutcomeBatches } from '../../src/webhooks/webhook.outcome-batches.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';

/**
 * The tries' outcomes are written in batches (issue 30 §3: one commit for the tries that ended during
 * the last one): what ends during a write goes into the next batch, a batch that fails is written again
 * one outcome at a time, and what a batch writes is each delivery's own try.
 */

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('outcome batches', () => {
  it('writes the outcomes that end in one turn of the event loop together, and those that end during its write in the next batch', async () => {
    const batches: string[][] = [];
    const gate = deferred();
    const batcher = createOutcomeBatches<string>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await gate.promise;
    }, 1);
    const first = ['a', 'b'].map((item) => batcher.write(item));
    await nextTurn();
    const later = ['c', 'd', 'e'].map((item) => batcher.write(item));
    await nextTurn();
    expect(batches).toEqual([['a', 'b']]);
    expect(batcher.pending).toBe(5);
    gate.release();
    await Promise.all([...first, ...later]);
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    expect(batcher.pending).toBe(0);
  });

  it('lets a batch that claims take in, before its claim, the outcomes that ended during its first writes', async () => {
    const batches: string[][] = [];
    const gate = deferred();
    const batcher = createOutcomeBatches<string>(async (items, joinLate) => {
      const batch = [...items];
      await gate.promise; // the batch's first writes
      batch.push(...joinLate()); // then what ended meanwhile, written in the same commit (webhook.outcomes.ts)
      batches.push(batch);
    }, 1);
    const first = batcher.write('a');
    await nextTurn();
    const meanwhile = ['b', 'c'].map((item) => batcher.write(item));
    await nextTurn();
    gate.release();
    await Promise.all([first, ...meanwhile]);
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(batcher.pending).toBe(0);
  });

  it('writes at most the given number of batches at once', async () => {
    let writing = 0;
    let most = 0;
    const batcher = createOutcomeBatches<number>(async () => {
      writing++;
      most = Math.max(most, writing);
      await new Promise((resolve) => setTimeout(resolve, 5));
      writing--;
    }, 2);
    const written: Promise<void>[] = [];
    for (let i = 0; i < 30; i++) {
      written.push(batcher.write(i));
      await nextTurn();
    }
    await Promise.all(written);
    expect(most).toBe(2);
  });

  it('writes a failed batch again one outcome at a time: only the one that cannot be written fails', async () => {
    const gate = deferred();
    const written: string[] = [];
    const batcher = createOutcomeBatches<string>(async (items) => {
      if (items.includes('first')) await gate.promise;
      if (items.includes('broken')) throw new Error('the row is gone');
      written.push(...items);
    }, 1);
    const first = batcher.write('first');
    await nextTurn();
    const outcomes = ['x', 'broken', 'y'].map((item) =>
      batcher.write(item).then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    gate.release();
    await first;
    expect(await Promise.all(outcomes)).toEqual(['written', 'the row is gone', 'written']);
    expect(written).toEqual(['first', 'x', 'y']);
  });
});

const silent = { info() {}, warn() {}, error() {} };

describe.each(testDialects)('outcomes written in one batch (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  });
  afterAll(async () => t?.close());

  it('keeps each delivery’s own try: its receiver’s status, its time, one attempt; a failure scheduled again', async () => {
    const receivers = await Promise.all([200, 202, 204, 503].map((status) => aWebhookReceiver(() => status)));
    const { agency, token } = await t.agencyWithToken();
    const endpoints: { id: string; status: number }[] = [];
    for (const [i, receiver] of receivers.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ url: receiver.url, eventTypes: ['application.received'] }),
      });
      expect(response.statusCode, response.body).toBe(201);
      endpoints.push({ id: json<{ id: string }>(response).id, status: [200, 202, 204, 503][i] ?? 0 });
    }
    for (let i = 0; i < 3; i++) {
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
    }
    const before = new Date().toISOString();
    try {
      await createWebhookDispatcher({ db: t.database.db, log: silent, retryScheduleMs: [0, 60_000], allowPrivateNetworks: true }).drain();
    } finally {
      await Promise.all(receivers.map((receiver) => receiver.close()));
    }

    for (const endpoint of endpoints) {
      const rows = await t.database.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpoint.id).execute();
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(Number(row.attempts)).toBe(1);
        expect(Number(row.last_response_status)).toBe(endpoint.status);
        expect(row.last_attempt_at !== null && row.last_attempt_at >= before).toBe(true);
        expect(Number(row.last_latency_ms)).toBeGreaterThanOrEqual(0);
        expect(row.claimed_by).toBeNull();
        if (endpoint.status === 503) {
          expect(row).toMatchObject({ status: 'pending', last_error: 'The receiver answered 503' });
          expect(row.next_attempt_at !== null && row.next_attempt_at > before).toBe(true);
        } else {
          expect(row).toMatchObject({ status: 'succeeded', next_attempt_at: null, last_error: null });
        }
      }
    }
    const failing = await t.database.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'failing_since'])
      .where(
        'id',
        'in',
        endpoints.map((endpoint) => endpoint.id),
      )
      .execute();
    for (const endpoint of failing) {
      const status = endpoints.find((e) => e.id === endpoint.id)?.status;
      expect(endpoint.failing_since === null, `endpoint answering ${status}`).toBe(status !== 503);
    }
  });
});
