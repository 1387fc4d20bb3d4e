import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import type { Database } from '../../src/db/database.js';
import { DELIVERIES_CHANNEL, listenForCommits } from '../../src/db/notifications.js';
import { insertEvents } from '../../src/events/event.outbox.js';
import { processIdentity } from '../../src/jobs/process-identity.js';
import { newId } from '../../src/shared/ids.js';
import { createWebhookDispatcher, PER_ENDPOINT_IN_FLIGHT } from '../../src/webhooks/webhook.dispatcher.js';
import { insertEndpoint } from '../../src/webhooks/webhook.repository.js';
import { PLAIN_SECRETS, sealWebhookSecret } from '../../src/webhooks/webhook.secrets.js';
import { newWebhookSecret } from '../../src/webhooks/webhook.signing.js';
import { ENDPOINTS_PER_CLAIM, markSucceededAndClaim } from '../../src/webhooks/webhook-claims.repository.js';
import { disableEndpointAndFailPending } from '../../src/webhooks/webhook-dispatch.repository.js';
import { postgresAvailable } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';
import { type PlanNode, readsOf, rowsRead, rowsReturned, withPlans } from '../helpers/postgres-plans.js';
import { until } from '../helpers/processes.js';

/**
 * Deliveries claimed row by row on PostgreSQL (issue 30 §3, webhook-claims.repository.ts): three
 * dispatchers on three connection pools, as three processes would run them, share the deliveries of
 * two endpoints. Each event reaches its endpoint once, one application's events in their order, never
 * two of one application at once, never more at once per endpoint than its `max_in_flight`; and a
 * dead process's claims are given back without waiting for them to lapse.
 */

/** Quiet, but a dispatch error shows (the dispatcher logs it and tries again). */
const silent = { info() {}, warn() {}, error: (details: object, message: string) => console.error(message, details) };

/**
 * Receives at /<endpoint>, answering after a few milliseconds; records order and concurrency. At
 * /flaky, the first try of each event of `seq` 1 is answered 500 (its id noted in `refused`).
 */
async function aCountingReceiver() {
  const refused: string[] = [];
  const inFlight = new Map<string, number>();
  const maxInFlight = new Map<string, number>();
  const received: { endpoint: string; application: string; seq: number; id: string }[] = [];
  const overlapping: string[] = [];
  const lanesBusy = new Set<string>();
  const server = http.createServer((req, res) => {
    const endpoint = (req.url ?? '/').slice(1);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: string;
        data: { cnaApplicationUniqueNo: string; seq: number };
      };
      const lane = `${endpoint} ${body.data.cnaApplicationUniqueNo}`;
      if (lanesBusy.has(lane)) overlapping.push(lane);
      lanesBusy.add(lane);
      inFlight.set(endpoint, (inFlight.get(endpoint) ?? 0) + 1);
      maxInFlight.set(endpoint, Math.max(maxInFlight.get(endpoint) ?? 0, inFlight.get(endpoint) ?? 0));
      received.push({ endpoint, application: body.data.cnaApplicationUniqueNo, seq: body.data.seq, id: body.id });
      const refuse = endpoint === 'flaky' && body.data.seq === 1 && !refused.includes(body.id);
      if (refuse) refused.push(body.id);
      // A receiver that takes a moment, so that tries overlap.
      setTimeout(
        () => {
          inFlight.set(endpoint, (inFlight.get(endpoint) ?? 1) - 1);
          lanesBusy.delete(lane);
          res.writeHead(refuse ? 500 : 204).end();
        },
        Math.floor(Math.random() * 8),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: (endpoint: string) => `http://127.0.0.1:${port}/${endpoint}`,
    received,
    refused,
    overlapping,
    maxInFlight,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(!postgresAvailable)('webhook deliveries claimed row by row (postgres)', () => {
  let database: MigratedDatabase;
  let receiver: Awaited<ReturnType<typeof aCountingReceiver>>;
  const pools: Database[] = [];
  beforeAll(async () => {
    database = await openMigratedDatabase('postgres');
    receiver = await aCountingReceiver();
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await receiver?.close();
    await database?.drop();
  });

  async function anEndpoint(agency: string, name: string, maxInFlight = PER_ENDPOINT_IN_FLIGHT): Promise<string> {
    const id = newId();
    const now = new Date().toISOString();
    await insertEndpoint(database.db, {
      id,
      agency_code: agency,
      url: receiver.url(name),
      description: null,
      event_types: null,
      secret: sealWebhookSecret(PLAIN_SECRETS, newWebhookSecret()),
      previous_secret: null,
      previous_secret_expires_at: null,
      status: 'enabled',
      disabled_reason: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
      max_in_flight: maxInFlight,
    });
    return id;
  }

  /** `perApplication` events of each of `applications` applications, interleaved, in commit order. */
  async function events(agency: string, prefix: string, applications: number, perApplication: number): Promise<void> {
    const now = new Date().toISOString();
    for (let seq = 0; seq < perApplication; seq++) {
      const rows = Array.from({ length: applications }, (_, n) => ({
        event_id: newId(),
        type: 'application.status_changed',
        agency_code: agency,
        application_id: null,
        occurred_at: now,
        data: JSON.stringify({ cnaApplicationUniqueNo: `${prefix}-${n}`, sourceAgencyCode: agency, seq }),
      }));
      await database.db.transaction().execute((trx) => insertEvents(trx, rows));
    }
  }

  /** The deliveries whose payload is like `payload` due again, as if fanned out and not yet sent. */
  async function dueAgain(payload: string): Promise<void> {
    await database.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('payload', 'like', payload)
      .execute();
  }

  /** A pending delivery to `endpoint`, due since `dueAt` (a minute ago unless given), as a fan-out writes it. */
  function aPendingDelivery(endpoint: string, fields: { lane?: string; dueAt?: string } = {}) {
    const dueAt = fields.dueAt ?? new Date(Date.now() - 60_000).toISOString();
    return {
      id: newId(),
      endpoint_id: endpoint,
      event_id: newId(),
      event_type: 'application.status_changed',
      payload: '{}',
      status: 'pending',
      attempts: 0,
      next_attempt_at: dueAt,
      created_at: dueAt,
      lane: fields.lane ?? null,
    };
  }

  /**
   * A claiming dispatcher; a failed try is tried again at once, `retries` times (none unless given);
   * `maxInFlight` bounds its own tries (a process's MAX_IN_FLIGHT unless given).
   */
  function aDispatcher(
    db: Database,
    claims: { claimer: string; hasEnded(claimer: string): boolean },
    settings: { retries?: number; maxInFlight?: number } = {},
  ) {
    const retryScheduleMs = Array.from({ length: (settings.retries ?? 0) + 1 }, () => 0);
    return createWebhookDispatcher({
      db: db.db,
      log: silent,
      retryScheduleMs,
      allowPrivateNetworks: true,
      idleMs: 20,
      claims,
      ...(settings.maxInFlight === undefined ? {} : { maxInFlight: settings.maxInFlight }),
    });
  }

  /**
   * Three claiming dispatchers on three pools, as three processes run them, started together once
   * every pool is open (one started alone could send everything first); `stop` ends them and gives
   * their totals.
   */
  async function threeDispatchers(settings: { retries?: number; maxInFlight?: number } = {}) {
    const identity = processIdentity();
    const controller = new AbortController();
    const opened: Database[] = [];
    for (let n = 0; n < 3; n++) opened.push(await database.open());
    pools.push(...opened);
    const runs = opened.map((pool) =>
      aDispatcher(pool, { claimer: identity.newHolder(), hasEnded: () => false }, settings).run(controller.signal),
    );
    return {
      stop() {
        controller.abort();
        return Promise.all(runs);
      },
    };
  }

  it('sends each delivery once, in order per application, within the endpoint’s limit, from three dispatchers', {
    timeout: 120_000,
  }, async () => {
    await createAgency(database.db, 'CLAIMS', 'Claims test agency', OPERATOR_ACTOR);
    // Each endpoint's own limit holds across the dispatchers: 4 for one, 2 for the other.
    const limits = new Map([
      ['one', 4],
      ['two', 2],
    ]);
    await anEndpoint('CLAIMS', 'one', 4);
    await anEndpoint('CLAIMS', 'two', 2);
    const APPLICATIONS = 12;
    const PER_APPLICATION = 6;
    await events('CLAIMS', 'A', APPLICATIONS, PER_APPLICATION);
    const expected = 2 * APPLICATIONS * PER_APPLICATION;

    // Each dispatcher sends 3 at most at once, the endpoints take 6: one cannot hold them all (a
    // dispatcher takes the slots its tries free again as it writes their outcomes).
    const dispatchers = await threeDispatchers({ maxInFlight: 3 });
    await until(() => receiver.received.length >= expected, `${expected} deliveries`, 90_000);
    const totals = await dispatchers.stop();

    const ours = receiver.received.filter((message) => message.application.startsWith('A-'));
    expect(ours).toHaveLength(expected);
    expect(new Set(ours.map((message) => `${message.endpoint} ${message.id}`)).size).toBe(expected);
    for (const endpoint of ['one', 'two']) {
      for (let n = 0; n < APPLICATIONS; n++) {
        const seqs = ours
          .filter((message) => message.endpoint === endpoint && message.application === `A-${n}`)
          .map((message) => message.seq);
        expect(seqs, `${endpoint} A-${n}`).toEqual([0, 1, 2, 3, 4, 5]);
      }
      expect(receiver.maxInFlight.get(endpoint)).toBeLessThanOrEqual(limits.get(endpoint) as number);
    }
    expect(receiver.overlapping).toEqual([]);
    // The work was shared: more than one dispatcher sent.
    expect(totals.filter((total) => total.attempts > 0).length).toBeGreaterThan(1);
    const left = await database.db.selectFrom('webhook_deliveries').select('id').where('claimed_by', 'is not', null).execute();
    expect(left).toEqual([]);
  });

  it('writes failed tries among successes, each failure tried again, and claims on (three dispatchers, a receiver that fails some)', {
    timeout: 120_000,
  }, async () => {
    await createAgency(database.db, 'FLAKY', 'Failing receiver test agency', OPERATOR_ACTOR);
    const endpoint = await anEndpoint('FLAKY', 'flaky', 4);
    const APPLICATIONS = 8;
    await events('FLAKY', 'F', APPLICATIONS, 3);
    const dispatchers = await threeDispatchers({ retries: 1 });
    const ours = () => receiver.received.filter((message) => message.application.startsWith('F-'));
    const written = async () => {
      const [row] = await database.db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('endpoint_id', '=', endpoint)
        .where('status', '=', 'succeeded')
        .execute();
      return Number(row?.n ?? 0);
    };
    // Every outcome written, not only received: a try still under way when the dispatchers stop is abandoned.
    await until(async () => (await written()) === 3 * APPLICATIONS, 'every delivery succeeded', 90_000);
    await dispatchers.stop();

    // 24 events, the 8 of seq 1 refused once: 32 tries.
    expect(ours()).toHaveLength(4 * APPLICATIONS);
    expect(receiver.refused).toHaveLength(APPLICATIONS);
    expect(receiver.maxInFlight.get('flaky')).toBeLessThanOrEqual(4);
    const rows = await database.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'attempts', 'last_response_status', 'claimed_by', 'event_id'])
      .where('endpoint_id', '=', endpoint)
      .execute();
    expect(rows).toHaveLength(3 * APPLICATIONS);
    for (const row of rows) {
      const wasRefused = receiver.refused.includes(row.event_id);
      expect({ status: row.status, attempts: row.attempts, last: row.last_response_status, claimed: row.claimed_by }).toEqual({
        status: 'succeeded',
        attempts: wasRefused ? 2 : 1,
        last: 204,
        claimed: null,
      });
    }
    // Each application's first event before its second, whose refused try came before its third.
    for (let n = 0; n < APPLICATIONS; n++) {
      const seqs = ours()
        .filter((message) => message.application === `F-${n}`)
        .map((message) => message.seq);
      expect(seqs.indexOf(0), `F-${n}`).toBeLessThan(seqs.indexOf(1));
      expect(seqs.indexOf(1), `F-${n}`).toBeLessThan(seqs.indexOf(2));
    }
  });

  it('gives back at once the claims of a process that has ended, and keeps a live one’s', { timeout: 60_000 }, async () => {
    await createAgency(database.db, 'DEAD', 'Dead claimer test agency', OPERATOR_ACTOR);
    await anEndpoint('DEAD', 'dead');
    await events('DEAD', 'D', 2, 2);
    // Fanned out by a first dispatcher, then the first delivery of each application claimed for ten
    // minutes: D-0's by a process that has ended, D-1's by one that runs.
    const identity = processIdentity();
    await aDispatcher(database, { claimer: identity.newHolder(), hasEnded: () => false }).drain();
    const before = receiver.received.filter((message) => message.application.startsWith('D-')).length;
    expect(before).toBe(4); // drain sent them: claim them again to stand for the stuck ones
    await dueAgain('%"D-%');
    const heads = await database.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'lane'])
      .where('payload', 'like', '%"D-%')
      .orderBy('id')
      .execute();
    const until10 = new Date(Date.now() + 600_000).toISOString();
    const headOf = (lane: string) => heads.find((row) => row.lane === lane)?.id ?? '';
    await database.db
      .updateTable('webhook_deliveries')
      .set({ claimed_by: 'ended-process', claimed_until: until10 })
      .where('id', '=', headOf('D-0'))
      .execute();
    await database.db
      .updateTable('webhook_deliveries')
      .set({ claimed_by: 'live-process', claimed_until: until10 })
      .where('id', '=', headOf('D-1'))
      .execute();

    const controller = new AbortController();
    const run = aDispatcher(database, { claimer: identity.newHolder(), hasEnded: (claimer) => claimer === 'ended-process' }).run(
      controller.signal,
    );
    const again = () => receiver.received.filter((message) => message.application.startsWith('D-')).slice(before);
    await until(() => again().filter((message) => message.application === 'D-0').length === 2, 'D-0 sent again');
    controller.abort();
    await run;
    // D-0's lane was freed and sent in order; D-1's stays with its live claimer, its later event behind it.
    expect(
      again()
        .filter((message) => message.application === 'D-0')
        .map((message) => message.seq),
    ).toEqual([0, 1]);
    expect(again().filter((message) => message.application === 'D-1')).toEqual([]);
  });

  it('sends again, in order, the deliveries whose claims lapsed on a process of another host', { timeout: 60_000 }, async () => {
    await createAgency(database.db, 'LAPSE', 'Lapsed claim test agency', OPERATOR_ACTOR);
    await anEndpoint('LAPSE', 'lapse');
    await events('LAPSE', 'L', 1, 2);
    const identity = processIdentity();
    const sent = () => receiver.received.filter((message) => message.application === 'L-0');
    const first = new AbortController();
    const firstRun = aDispatcher(database, { claimer: identity.newHolder(), hasEnded: () => false }).run(first.signal);
    await until(() => sent().length === 2, 'both sent', 20_000);
    first.abort();
    await firstRun;
    expect(sent().map((message) => message.seq)).toEqual([0, 1]);
    // Due again, the first claimed by a process of another host (not known to have ended) until a
    // moment ago: its try is over, whatever became of it.
    await dueAgain('%"L-0"%');
    const [head] = await database.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('payload', 'like', '%"L-0"%')
      .orderBy('id')
      .execute();
    await database.db
      .updateTable('webhook_deliveries')
      .set({ claimed_by: 'a-process-of-another-host', claimed_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', head?.id ?? '')
      .execute();

    const controller = new AbortController();
    const run = aDispatcher(database, { claimer: identity.newHolder(), hasEnded: () => false }).run(controller.signal);
    await until(() => sent().length === 4, 'both sent again', 20_000);
    controller.abort();
    await run;
    // The lapsed claim was given back, and the application's order kept: its second event not before its first.
    expect(sent().map((message) => message.seq)).toEqual([0, 1, 0, 1]);
    const claimed = await database.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('payload', 'like', '%"L-0"%')
      .where('claimed_by', 'is not', null)
      .execute();
    expect(claimed).toEqual([]);
  });

  it('sends what is due while another process fans out, without waiting for it, and is woken by that fan-out’s commit', {
    timeout: 60_000,
  }, async () => {
    await createAgency(database.db, 'HELD', 'Held mark test agency', OPERATOR_ACTOR);
    await anEndpoint('HELD', 'held');
    await events('HELD', 'H', 2, 1);
    const identity = processIdentity();
    await aDispatcher(database, { claimer: identity.newHolder(), hasEnded: () => false }).drain();
    const sent = () => receiver.received.filter((message) => message.application.startsWith('H-'));
    expect(sent()).toHaveLength(2);
    // Due again, as if fanned out and not yet sent; and a new event, which the next fan-out takes.
    await dueAgain('%"H-%');
    await events('HELD', 'HN', 1, 1);

    // Another process's fan-out under way: the mark locked by its transaction until released.
    const other = await database.open();
    pools.push(other);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const fanningOut = other.db.transaction().execute(async (trx) => {
      await sql`select last_event from webhook_dispatch where id = 1 for no key update`.execute(trx);
      holding();
      await released;
    });
    await held;
    const wakeups = listenForCommits(database.url, DELIVERIES_CHANNEL, silent);
    const controller = new AbortController();
    try {
      let connected = 0;
      const stop = wakeups.subscribe(() => connected++);
      await until(() => connected > 0, 'the listener connected');
      stop();
      const run = aDispatcher(database, { claimer: identity.newHolder(), hasEnded: () => false }).run(controller.signal);
      // Sent while the mark is held: the dispatcher did not wait for the other fan-out (it did, until 3 Dec 2026).
      await until(() => sent().length === 4, 'the due deliveries sent again while another fan-out holds the mark', 20_000);
      expect(receiver.received.filter((message) => message.application === 'HN-0')).toEqual([]);
      // Released: this dispatcher fans the new event out, and its commit wakes the other processes' dispatchers.
      const woken = wakeups.wait(10 * 60_000, new AbortController().signal);
      release();
      await fanningOut;
      await woken;
      await until(() => receiver.received.some((message) => message.application === 'HN-0'), 'the new event sent');
      controller.abort();
      await run;
    } finally {
      release();
      controller.abort();
      await wakeups.close();
    }
  });

  it('claims first on the endpoints whose slots a batch of successes frees, among more endpoints with due work than a claim locks', async () => {
    await createAgency(database.db, 'FIRST', 'Claim order test agency', OPERATOR_ACTOR);
    const endpoints: string[] = [];
    for (let n = 0; n < 3 * ENDPOINTS_PER_CLAIM; n++) endpoints.push(await anEndpoint('FIRST', `first-${n}`, 1));
    await database.db
      .insertInto('webhook_deliveries')
      .values(endpoints.flatMap((endpoint) => Array.from({ length: 5 }, () => aPendingDelivery(endpoint))))
      .execute();
    const target = endpoints.at(-1) as string;
    const claimer = 'this-process';
    const now = new Date().toISOString();
    const request = { claimer, now, claimedUntil: new Date(Date.now() + 60_000).toISOString(), limit: 100 };
    // The target's first delivery under way here; each round its try succeeds and the batch claims again.
    let [underWay] = await database.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', target)
      .orderBy('id')
      .limit(1)
      .execute();
    for (let round = 0; round < 4; round++) {
      await database.db
        .updateTable('webhook_deliveries')
        .set({ claimed_by: claimer, claimed_until: request.claimedUntil })
        .where('id', '=', underWay?.id ?? '')
        .execute();
      const succeeded = [{ id: underWay?.id ?? '', endpointId: target, attemptedAt: now, status: 204, latencyMs: 1 }];
      const { claimed } = await markSucceededAndClaim(database.db, succeeded, request);
      // Locked first, the target's next delivery took the slot its success freed (a random 4 of the 12 would
      // have left it out two times in three).
      underWay = claimed.find((delivery) => delivery.endpoint_id === target);
      expect(underWay, `round ${round}`).toBeDefined();
      expect(claimed.length, `round ${round}`).toBeLessThanOrEqual(ENDPOINTS_PER_CLAIM);
    }
    // Not for the receiver: none of these is sent by the tests that follow.
    await database.db.deleteFrom('webhook_deliveries').where('endpoint_id', 'in', endpoints).execute();
  });

  it('claims by index, row by row, never reading every cleared claim or every pending delivery (2,000 sent)', async () => {
    // Each sent delivery leaves dead entries in the indexes of claimed and of pending deliveries until a
    // vacuum. Read by a bitmap, every claim read them all again: the claims under way (migration 0042),
    // the rows it marked (0043). The plans say how each read went, whatever other sessions hold open.
    await createAgency(database.db, 'SENT', 'Cleared claims test agency', OPERATOR_ACTOR);
    // A claim locks every endpoint with due work: only this test's, so that the plans read its rows alone
    // (a test before may leave a lane's delivery due behind its claim).
    await database.db.deleteFrom('webhook_deliveries').where('status', '=', 'pending').execute();
    const endpoint = await anEndpoint('SENT', 'sent', 16);
    const claimedUntil = new Date(Date.now() + 60_000).toISOString();
    const delivery = (n: number) => aPendingDelivery(endpoint, { lane: `lane-${n}` });
    const sent = Array.from({ length: 2000 }, (_, n) => delivery(n));
    for (let i = 0; i < sent.length; i += 500)
      await database.db
        .insertInto('webhook_deliveries')
        .values(sent.slice(i, i + 500))
        .execute();
    // Claimed, then sent: as a dispatcher leaves them.
    await database.db
      .updateTable('webhook_deliveries')
      .set({ claimed_by: 'gone', claimed_until: claimedUntil })
      .where('endpoint_id', '=', endpoint)
      .execute();
    await database.db
      .updateTable('webhook_deliveries')
      .set({ status: 'succeeded', next_attempt_at: null, attempts: 1, claimed_by: null, claimed_until: null })
      .where('endpoint_id', '=', endpoint)
      .execute();
    // Under way now: the endpoint's 16 slots; due behind them: 30 more.
    const underWay = Array.from({ length: 16 }, (_, n) => ({
      ...aPendingDelivery(endpoint, { lane: `lane-${10_000 + n}`, dueAt: new Date(Date.now() - 120_000).toISOString() }),
      claimed_by: 'this-process',
      claimed_until: claimedUntil,
    }));
    const pendingNow = async () => {
      await database.db
        .deleteFrom('webhook_deliveries')
        .where('endpoint_id', '=', endpoint)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'pending'),
            eb(
              'id',
              'in',
              underWay.map((row) => row.id),
            ),
          ]),
        )
        .execute();
      await database.db
        .insertInto('webhook_deliveries')
        .values([...underWay, ...Array.from({ length: 30 }, (_, n) => delivery(20_000 + n))])
        .execute();
    };
    await pendingNow();

    const request = { claimer: 'this-process', now: new Date().toISOString(), claimedUntil, limit: 100 };
    // Three times: on a table without statistics (new, or never analysed: the tests' and the bench's);
    // analysed (a service's, with autovacuum on), whose plans may differ; and analysed while nothing was
    // pending, then a burst fanned out: a service's usual statistics, which said of the index of due
    // deliveries in order (status, next_attempt_at, id) that it held one row, and the pick read every
    // pending delivery of every endpoint through it (migration 0044: 408 entries a delivery in the bench).
    const rounds = ['none', 'analysed', 'analysed while nothing was pending'] as const;
    for (const [round, statistics] of rounds.entries()) {
      if (statistics === 'analysed') await sql`analyze webhook_deliveries`.execute(database.db);
      if (statistics === 'analysed while nothing was pending') {
        await database.db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', endpoint).where('status', '=', 'pending').execute();
        await sql`analyze webhook_deliveries`.execute(database.db);
        await pendingNow();
      }
      // One batch sends one delivery under way and claims the next due for the slot it freed; the plans
      // PostgreSQL ran for it, with the rows each read returned (auto_explain).
      const sentNow = underWay[statistics === 'analysed while nothing was pending' ? 0 : round];
      const { result, plans } = await withPlans(database.url, (db) =>
        markSucceededAndClaim(
          db,
          [{ id: sentNow?.id ?? '', endpointId: endpoint, attemptedAt: request.now, status: 204, latencyMs: 1 }],
          request,
        ),
      );
      expect(
        result.claimed.map((c) => c.lane),
        statistics,
      ).toEqual([expect.stringMatching(/^lane-200\d\d$/)]);
      // The claims under way are read by a plain scan of the index of claimed deliveries, which marks the
      // dead entries it passes once no transaction anywhere can see their rows; a bitmap (or the table)
      // would read all 2,000 at every claim, however long ago they were cleared.
      const claimsRead = plans.filter((logged) => /claimed_by is not null/.test(logged.queryText) && !/update/i.test(logged.queryText));
      expect(claimsRead, statistics).toHaveLength(1);
      const scans = readsOf(claimsRead[0]?.plan as PlanNode, 'webhook_deliveries');
      expect(
        scans.map((node) => [node['Node Type'], node['Index Name']]),
        statistics,
      ).toEqual([['Index Scan', 'webhook_deliveries_claimed']]);
      expect(rowsReturned(scans), statistics).toBe(15); // 16 under way, less the one this batch sent
      // The rows claimed are marked by their primary key (migration 0043): through the index of pending
      // deliveries, filtered by id, the mark read every pending one.
      const marks = plans.filter((logged) => /update webhook_deliveries d set claimed_by/.test(logged.queryText));
      expect(marks, statistics).toHaveLength(1);
      const marking = readsOf(marks[0]?.plan as PlanNode, 'webhook_deliveries').filter((node) => node['Node Type'] !== 'ModifyTable');
      expect(
        marking.map((node) => [node['Node Type'], node['Index Name']]),
        statistics,
      ).toEqual([['Index Scan', 'webhook_deliveries_pkey']]);
      // Every read of the table in the batch is by an index, row by row (a bitmap reads every entry it
      // matches, dead ones too), and together they read the 15 claims under way (three times: due
      // first, they are passed by the probe for due work and by the first read, 63 rows in all here),
      // the endpoint's first few due deliveries (twice its one free slot and 8: 10 of the 30) and the
      // rows written by their ids; never the 2,000 sent ones.
      const everyRead = plans.flatMap((logged) => readsOf(logged.plan, 'webhook_deliveries'));
      expect(new Set(everyRead.map((node) => node['Node Type'])), statistics).toEqual(new Set(['Index Scan', 'ModifyTable']));
      // Due work by the index of each endpoint's pending deliveries, first due first: through any other
      // (the deliveries in order of every endpoint, or all of an endpoint's) a probe passes the others.
      expect(new Set(everyRead.flatMap((node) => node['Index Name'] ?? [])), statistics).toEqual(
        new Set(['webhook_deliveries_claimed', 'webhook_deliveries_pending_by_endpoint', 'webhook_deliveries_pkey']),
      );
      expect(rowsRead(everyRead), statistics).toBeLessThan(100);
    }
    await database.db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', endpoint).execute();
  });

  it('claims a free lane behind many queued deliveries of a lane under way', async () => {
    // A claim reads each endpoint's first few due deliveries (twice its free slots and 8), and reads
    // further only where those are all of lanes under way: here 30 of one lane, then another lane's.
    await createAgency(database.db, 'QUEUE', 'Queued lane test agency', OPERATOR_ACTOR);
    const endpoint = await anEndpoint('QUEUE', 'queue', 2);
    const claimedUntil = new Date(Date.now() + 60_000).toISOString();
    const delivery = (lane: string, secondsAgo: number) =>
      aPendingDelivery(endpoint, { lane, dueAt: new Date(Date.now() - secondsAgo * 1000).toISOString() });
    const underWay = { ...delivery('A', 100), claimed_by: 'this-process', claimed_until: claimedUntil };
    const freeing = { ...delivery('C', 100), claimed_by: 'this-process', claimed_until: claimedUntil };
    const queued = Array.from({ length: 30 }, (_, n) => delivery('A', 90 - n));
    const behind = delivery('B', 10);
    await database.db
      .insertInto('webhook_deliveries')
      .values([underWay, freeing, ...queued, behind])
      .execute();

    const now = new Date().toISOString();
    const request = { claimer: 'this-process', now, claimedUntil, limit: 100 };
    const { claimed } = await markSucceededAndClaim(
      database.db,
      [{ id: freeing.id, endpointId: endpoint, attemptedAt: now, status: 204, latencyMs: 1 }],
      request,
    );
    expect(claimed.map((c) => c.id)).toEqual([behind.id]);
    await database.db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', endpoint).execute();
  });

  it('drains every delivery of a lane, whichever of its own claim and a batch of outcomes locks the endpoint first', {
    timeout: 120_000,
  }, async () => {
    // drain() (the tests' and the bench's) once returned with a lane's second delivery unclaimed: the
    // batch that wrote the first's outcome found the endpoint locked by the loop's claim, and asked for
    // another look (context.wake), which drain did not take. The race is narrow: many rounds.
    await createAgency(database.db, 'DRAIN', 'Drain test agency', OPERATOR_ACTOR);
    await anEndpoint('DRAIN', 'drain');
    const identity = processIdentity();
    const short: string[] = [];
    for (let round = 0; round < 100; round++) {
      await events('DRAIN', `D${round}`, 1, 2);
      await aDispatcher(database, { claimer: identity.newHolder(), hasEnded: () => false }).drain();
      const sent = receiver.received.filter((message) => message.application === `D${round}-0`);
      if (sent.length !== 2) short.push(`round ${round}: ${sent.length} sent`);
    }
    expect(short).toEqual([]);
  });

  it('clears the claims of the pending deliveries that disabling an endpoint fails (a claim is only ever a pending delivery’s)', async () => {
    await createAgency(database.db, 'OFF', 'Disabled endpoint test agency', OPERATOR_ACTOR);
    const endpoint = await anEndpoint('OFF', 'off');
    await events('OFF', 'O', 1, 1);
    const identity = processIdentity();
    await aDispatcher(database, { claimer: identity.newHolder(), hasEnded: () => false }).drain();
    const [row] = await database.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint).execute();
    await database.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', claimed_by: 'some-process', claimed_until: new Date(Date.now() + 600_000).toISOString() })
      .where('id', '=', row?.id ?? '')
      .execute();
    await database.db.transaction().execute((trx) => disableEndpointAndFailPending(trx, endpoint, 'test', new Date().toISOString()));
    const after = await database.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'claimed_by', 'claimed_until'])
      .where('id', '=', row?.id ?? '')
      .executeTakeFirst();
    expect(after).toEqual({ status: 'failed', claimed_by: null, claimed_until: null });
  });
});
