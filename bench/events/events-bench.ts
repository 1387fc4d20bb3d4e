import { once } from 'node:events';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAgency } from '../../src/agencies/agency.service.js';
import { storeSubmissions } from '../../src/applications/submission.store.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { agencyEvent, insertEvents } from '../../src/events/event.outbox.js';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { createEndpoint } from '../../src/webhooks/webhook.service.js';
import { aSubmission, SEED_SHAPE } from '../data/submissions.js';
import { freshDatabase } from '../fresh-database.js';
import { percentile } from '../percentile.js';

/**
 * `npm run bench:events`: the webhook dispatcher in this process against a local receiver that
 * answers 204 at once.
 * 1. Delivery: --events events are written (by the outbox's insertEvents, in transactions of 100,
 *    as fast as the database takes them) while the dispatcher runs; reported are the events
 *    delivered per second (first write to last delivery) and the lag from each event's commit to
 *    its arrival, p50 and p99.
 * 2. An action's latency: --actions submissions stored one at a time through the submission store
 *    (the write path that writes `application.received` with the change), with 0 and then 20
 *    endpoints of the agency subscribed and the dispatcher delivering to them meanwhile.
 */

const USAGE = `npm run bench:events -- [--db sqlite|postgres|all] [--events N] [--actions N]`;
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'all' },
    events: { type: 'string', default: '10000' },
    actions: { type: 'string', default: '300' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const EVENTS = Number(values.events);
const ACTIONS = Number(values.actions);
const DIALECTS = values.db === 'all' ? (['sqlite', 'postgres'] as const) : ([values.db] as ['sqlite' | 'postgres']);
const _POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AGENCY = 'BENCHEVT';
const silent = { info() {}, warn() {}, error() {} };

/** A receiver that answers 204 at once and notes each message's arrival and its event's timestamp. */
async function aReceiver() {
  const lags: number[] = [];
  let last = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      last = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
      lags.push(last - Date.parse(event.timestamp));
      res.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    lags,
    lastArrival: () => last,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

async function deliveryRun(database: Database) {
  const receiver = await aReceiver();
  const context = { db: database.db, allowPrivateNetworks: true };
  await createEndpoint(context, AGENCY, { url: receiver.url }, { actor: OPERATOR_ACTOR });
  const controller = new AbortController();
  const dispatcher = createWebhookDispatcher({
    db: database.db,
    log: silent,
    retryScheduleMs: [0, 1000],
    allowPrivateNetworks: true,
    idleMs: 10,
  });
  const running = dispatcher.run(controller.signal);
  const started = Date.now();
  for (let written = 0; written < EVENTS; written += 100) {
    await database.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const rows = Array.from({ length: Math.min(100, EVENTS - written) }, (_, i) =>
        agencyEvent(AGENCY, 'application.received', { n: written + i }, now),
      );
      await insertEvents(trx, rows);
    });
  }
  await until(() => receiver.lags.length >= EVENTS);
  const seconds = (receiver.lastArrival() - started) / 1000;
  controller.abort();
  await running;
  await receiver.close();
  const sorted = [...receiver.lags].sort((a, b) => a - b);
  return { perSecond: Math.round(EVENTS / seconds), p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function actionRun(database: Database, endpoints: number, offset: number) {
  const receiver = await aReceiver();
  const context = { db: database.db, allowPrivateNetworks: true };
  const created: string[] = [];
  for (let i = 0; i < endpoints; i++)
    created.push((await createEndpoint(context, AGENCY, { url: receiver.url }, { actor: OPERATOR_ACTOR })).id);
  const controller = new AbortController();
  const dispatcher = createWebhookDispatcher({
    db: database.db,
    log: silent,
    retryScheduleMs: [0, 1000],
    allowPrivateNetworks: true,
    idleMs: 10,
  });
  // Whatever an earlier run left undelivered goes first, so that this run's deliveries are its own.
  await dispatcher.drain();
  const running = dispatcher.run(controller.signal);
  const principal = {
    subject: 'operator',
    clientId: null,
    agencyCode: AGENCY,
    scopes: new Set<string>(),
    expiresAt: 0,
    issuer: 'biopermit',
  };
  const latencies: number[] = [];
  for (let i = 0; i < ACTIONS; i++) {
    const submission = aSubmission(offset + i, AGENCY, `EVT-${offset + i}`, SEED_SHAPE);
    const t0 = performance.now();
    await database.db
      .transaction()
      .execute((trx) =>
        storeSubmissions(trx, 'ABS', [{ principal, submission, requestHash: `h${offset + i}`, requestId: `r${offset + i}` }]),
      );
    latencies.push(performance.now() - t0);
  }
  await until(() => receiver.lags.length >= ACTIONS * endpoints);
  controller.abort();
  await running;
  await receiver.close();
  await database.db.deleteFrom('webhook_deliveries').execute();
  if (created.length > 0) await database.db.deleteFrom('webhook_endpoints').where('id', 'in', created).execute();
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50).toFixed(2), p99: percentile(sorted, 99).toFixed(2), delivered: receiver.lags.length };
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-bench-events-'));
try {
  for (const dialect of DIALECTS) {
    const target = await freshDatabase(dialect, dir, 'events');
    const database = await openDatabase({ url: target.url, requireDurableWrites: true, poolSize: 10 });
    try {
      await migrateToLatest(database.db);
      await createAgency(database.db, AGENCY, 'Events bench agency', OPERATOR_ACTOR);
      const delivery = await deliveryRun(database);
      process.stdout.write(
        `${dialect}: ${EVENTS} events delivered at ${delivery.perSecond}/s; lag commit → arrival p50 ${delivery.p50} ms, p99 ${delivery.p99} ms\n`,
      );
      await database.db.deleteFrom('webhook_endpoints').execute();
      for (const [endpoints, offset] of [
        [0, 0],
        [20, ACTIONS],
      ] as const) {
        const run = await actionRun(database, endpoints, offset);
        process.stdout.write(
          `${dialect}: a submission stored with ${endpoints} endpoints subscribed: p50 ${run.p50} ms, p99 ${run.p99} ms (${run.delivered} deliveries meanwhile)\n`,
        );
      }
    } finally {
      await database.close();
      await target.drop();
    }
  }
  process.stdout.write(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
