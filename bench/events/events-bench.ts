import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAgency } from '../../src/agencies/agency.service.js';
import { storeSubmissions } from '../../src/applications/submission.store.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { agencyEvent, insertEvents } from '../../src/events/event.outbox.js';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { DISPATCHER_THREAD_POOL_SIZE, runDispatcherThread } from '../../src/webhooks/webhook.dispatcher-thread.js';
import { createEndpoint } from '../../src/webhooks/webhook.service.js';
import { aSubmission, SEED_SHAPE } from '../data/submissions.js';
import { freshDatabase } from '../fresh-database.js';
import { percentile } from '../percentile.js';

/**
 * `npm run bench:events`: the webhook dispatcher as `serve` runs it (on PostgreSQL a thread of its
 * own, webhook.dispatcher-thread.ts; on SQLite this process's event loop; `--dispatcher-loop` puts it
 * on the loop on PostgreSQL too, as before 1 Dec 2026) against a local receiver that answers 204 at
 * once, in a child process of its own (bench/events/receiver.ts), as a real receiver is on another
 * machine.
 * 1. Delivery: --events events are written (by the outbox's insertEvents, in transactions of 100,
 *    as fast as the database takes them) to one endpoint while the dispatcher runs; reported are the
 *    events delivered per second (first write to last arrival) and the lag from the commit of each
 *    event's transaction to its arrival, p50 and p99.
 * 2. An action's latency: --actions submissions stored one at a time through the submission store
 *    (the write path that writes `application.received` with the change) for an agency with no
 *    endpoint and for one with 20 subscribed endpoints, in turn: --rounds rounds, each a block for the
 *    agency without endpoints, then a block for the one with 20 whose deliveries are awaited before
 *    the next round (so the dispatcher's work for them falls in their own block). Both sides meet the
 *    same machine: the aim is their ratio in one run.
 */

const USAGE = `npm run bench:events -- [--db sqlite|postgres|all] [--events N] [--actions N] [--rounds N] [--outcome-writes N] [--dispatcher-loop [--dispatcher-pool N]] [--dispatcher-priority normal]`;
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'all' },
    events: { type: 'string', default: '10000' },
    actions: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '5' },
    'outcome-writes': { type: 'string' },
    'dispatcher-pool': { type: 'string' },
    'dispatcher-loop': { type: 'boolean' },
    'dispatcher-priority': { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const EVENTS = Number(values.events);
const ACTIONS = Number(values.actions);
const ROUNDS = Number(values.rounds);
/** The dispatcher's outcome writes at once (default: OUTCOME_WRITES_AT_ONCE); 64 lets every try write as it ends. */
const OUTCOME_WRITES = values['outcome-writes'] === undefined ? undefined : Number(values['outcome-writes']);
/**
 * PostgreSQL: the dispatcher on this process's event loop (as before 1 Dec 2026), instead of on a
 * thread of its own as `serve` runs it (webhook.dispatcher-thread.ts). SQLite: always on the loop.
 */
const DISPATCHER_LOOP = values['dispatcher-loop'] === true;
/** PostgreSQL: the dispatcher's pool of its own, of this many connections (its thread's: default 3; with --dispatcher-loop: default none, the actions' pool). */
const DISPATCHER_POOL = values['dispatcher-pool'] === undefined ? undefined : Number(values['dispatcher-pool']);
/** `normal`: the dispatcher's thread keeps the process's priority instead of lowering its own (Linux). */
const DISPATCHER_PRIORITY_LOWERED = values['dispatcher-priority'] !== 'normal';
const DIALECTS = values.db === 'all' ? (['sqlite', 'postgres'] as const) : ([values.db] as ['sqlite' | 'postgres']);
const AGENCY = 'BENCHEVT';
const QUIET_AGENCY = 'BENCHNONE';
const SUBSCRIBED = 20;
const BATCH = 100;
const silent = { info() {}, warn() {}, error() {} };

/**
 * A receiver in a child process (bench/events/receiver.ts) that answers 204 at once; the arrivals
 * (its Date.now() and each event's `data.n`) come back here over IPC in batches every 20 ms. Out
 * of this process so that its HTTP work does not run on the event loop that runs the code measured.
 */
async function aReceiver() {
  const arrivals: { at: number; n: number | undefined }[] = [];
  const child = fork(fileURLToPath(new URL('./receiver.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (message: { port?: number; arrivals?: { at: number; n: number | undefined }[] }) => {
      if (message.port !== undefined) resolve(message.port);
      if (message.arrivals) for (const arrival of message.arrivals) arrivals.push(arrival);
    });
  });
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    arrivals,
    close: async () => {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

let dispatcherDatabase: Database | undefined;
/** The bench's dispatcher settings: every try due at once, the retry after 1 s, the loop never idle for long. */
const DISPATCH = { retryScheduleMs: [0, 1000], allowPrivateNetworks: true, idleMs: 10, outcomeWritesAtOnce: OUTCOME_WRITES };

/** Starts the dispatcher where `serve` runs it (on PostgreSQL a thread, unless --dispatcher-loop); `stop` ends it. */
function startDispatcher(database: Database, url: string): { stop(): Promise<void> } {
  const controller = new AbortController();
  const running =
    database.dialect === 'postgres' && !DISPATCHER_LOOP
      ? runDispatcherThread(
          {
            ...DISPATCH,
            poolSize: DISPATCHER_POOL,
            lowerPriority: DISPATCHER_PRIORITY_LOWERED,
            databaseUrl: url,
            requireDurableWrites: true,
            preparedStatements: true,
            signingKeyEncryptionKey: undefined,
          },
          silent,
          controller.signal,
        )
      : createWebhookDispatcher({ ...DISPATCH, db: (dispatcherDatabase ?? database).db, log: silent }).run(controller.signal);
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}

async function deliveryRun(database: Database, url: string) {
  const receiver = await aReceiver();
  const context = { db: database.db, allowPrivateNetworks: true };
  await createEndpoint(context, AGENCY, { url: receiver.url }, { actor: OPERATOR_ACTOR });
  const dispatcher = startDispatcher(database, url);
  /** When each transaction of BATCH events committed (Date.now(), as the receiver's clock). */
  const committedAt: number[] = [];
  const started = Date.now();
  for (let written = 0; written < EVENTS; written += BATCH) {
    await database.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const rows = Array.from({ length: Math.min(BATCH, EVENTS - written) }, (_, i) =>
        agencyEvent(AGENCY, 'application.received', { n: written + i }, now),
      );
      await insertEvents(trx, rows);
    });
    committedAt.push(Date.now());
  }
  const written = Date.now();
  await until(() => receiver.arrivals.length >= EVENTS);
  await dispatcher.stop();
  await receiver.close();
  const lastArrival = Math.max(...receiver.arrivals.map((a) => a.at));
  const lags = receiver.arrivals.map((a) => a.at - (committedAt[Math.floor((a.n ?? 0) / BATCH)] ?? Number.NaN)).sort((a, b) => a - b);
  return {
    perSecond: Math.round(EVENTS / ((lastArrival - started) / 1000)),
    writtenPerSecond: Math.round(EVENTS / ((written - started) / 1000)),
    p50: percentile(lags, 50),
    p99: percentile(lags, 99),
  };
}

async function actionRuns(database: Database, url: string) {
  const receiver = await aReceiver();
  const context = { db: database.db, allowPrivateNetworks: true };
  for (let i = 0; i < SUBSCRIBED; i++) await createEndpoint(context, AGENCY, { url: receiver.url }, { actor: OPERATOR_ACTOR });
  const dispatcher = startDispatcher(database, url);
  const principal = (agencyCode: string) => ({
    subject: 'operator',
    clientId: null,
    agencyCode,
    scopes: new Set<string>(),
    expiresAt: 0,
    issuer: 'biopermit',
  });
  const latencies: Record<0 | 20, number[]> = { 0: [], 20: [] };
  const perRound = Math.ceil(ACTIONS / ROUNDS);
  let n = 0;
  const storeOne = async (agencyCode: string) => {
    // The loop turns between actions, as a server's does between requests. Without it, on SQLite
    // (better-sqlite3's statements are synchronous, Kysely's awaits only microtasks) a whole block of
    // actions ran without the loop turning once: the dispatcher could not run during the block at all.
    await new Promise((resolve) => setImmediate(resolve));
    n += 1;
    const submission = aSubmission(n, agencyCode, `EVT-${n}`, SEED_SHAPE);
    const t0 = performance.now();
    await database.db
      .transaction()
      .execute((trx) =>
        storeSubmissions(trx, 'ABS', [{ principal: principal(agencyCode), submission, requestHash: `h${n}`, requestId: `r${n}` }]),
      );
    return performance.now() - t0;
  };
  // How late the event loop runs what is ready, in each side's blocks: the action's every query
  // resumes on this loop, where the dispatcher's tries run too (the receiver runs in its own process).
  const loopDelay = { 0: monitorEventLoopDelay({ resolution: 5 }), 20: monitorEventLoopDelay({ resolution: 5 }) };
  for (let round = 0; round < ROUNDS; round++) {
    loopDelay[0].enable();
    for (let i = 0; i < perRound; i++) latencies[0].push(await storeOne(QUIET_AGENCY));
    loopDelay[0].disable();
    loopDelay[20].enable();
    for (let i = 0; i < perRound; i++) latencies[20].push(await storeOne(AGENCY));
    loopDelay[20].disable();
    await until(() => receiver.arrivals.length >= latencies[20].length * SUBSCRIBED);
  }
  await dispatcher.stop();
  await receiver.close();
  const summary = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), count: sorted.length };
  };
  const delay = (histogram: ReturnType<typeof monitorEventLoopDelay>) =>
    `mean ${(histogram.mean / 1e6).toFixed(1)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms`;
  return {
    none: summary(latencies[0]),
    subscribed: summary(latencies[20]),
    delivered: receiver.arrivals.length,
    loopDelay: { none: delay(loopDelay[0]), subscribed: delay(loopDelay[20]) },
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
process.stdout.write(`${new Date().toISOString()}: ${os.cpus().length} cores, load average ${loadAverage()}\n`);
const where = DISPATCHER_LOOP
  ? DISPATCHER_POOL !== undefined
    ? `this process's event loop (on PostgreSQL a pool of ${DISPATCHER_POOL} of its own)`
    : "this process's event loop, the actions' pool"
  : `as serve runs it: on PostgreSQL a thread of its own (a pool of ${DISPATCHER_POOL ?? DISPATCHER_THREAD_POOL_SIZE}, ${DISPATCHER_PRIORITY_LOWERED ? 'its priority lowered' : "the process's priority"}), on SQLite this process's event loop`;
process.stdout.write(`the dispatcher: ${where}; outcome writes at once: ${OUTCOME_WRITES ?? 'default'}\n`);
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-bench-events-'));
try {
  for (const dialect of DIALECTS) {
    const target = await freshDatabase(dialect, dir, 'events');
    const database = await openDatabase({ url: target.url, requireDurableWrites: true, poolSize: 10 });
    try {
      await migrateToLatest(database.db);
      dispatcherDatabase =
        DISPATCHER_POOL !== undefined && DISPATCHER_LOOP && dialect === 'postgres'
          ? await openDatabase({ url: target.url, requireDurableWrites: true, poolSize: DISPATCHER_POOL })
          : undefined;
      await createAgency(database.db, AGENCY, 'Events bench agency', OPERATOR_ACTOR);
      await createAgency(database.db, QUIET_AGENCY, 'Events bench agency without endpoints', OPERATOR_ACTOR);
      const delivery = await deliveryRun(database, target.url);
      process.stdout.write(
        `${dialect}: ${EVENTS} events written at ${delivery.writtenPerSecond}/s, delivered to one endpoint at ${delivery.perSecond}/s; ` +
          `lag commit → arrival p50 ${delivery.p50} ms, p99 ${delivery.p99} ms\n`,
      );
      await database.db.deleteFrom('webhook_endpoints').execute();
      const actions = await actionRuns(database, target.url);
      const ms = (v: number) => v.toFixed(2);
      process.stdout.write(
        `${dialect}: a submission stored, in turn over ${ROUNDS} rounds: with 0 endpoints p50 ${ms(actions.none.p50)} ms, p99 ${ms(actions.none.p99)} ms (${actions.none.count}); ` +
          `with ${SUBSCRIBED} endpoints p50 ${ms(actions.subscribed.p50)} ms, p99 ${ms(actions.subscribed.p99)} ms (${actions.subscribed.count}; ${actions.delivered} deliveries meanwhile); ` +
          `ratio 20/0: p50 ×${(actions.subscribed.p50 / actions.none.p50).toFixed(2)}, p99 ×${(actions.subscribed.p99 / actions.none.p99).toFixed(2)}; ` +
          `event loop delay with 0 endpoints ${actions.loopDelay.none}, with ${SUBSCRIBED} ${actions.loopDelay.subscribed}\n`,
      );
    } finally {
      await dispatcherDatabase?.close();
      await database.close();
      await target.drop();
    }
  }
  process.stdout.write(`${new Date().toISOString()}: load average ${loadAverage()}\n`);
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
