import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createAgency } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { EVENTS_CHANNEL, listenForCommits } from '../../src/db/notifications.js';
import { readFeed } from '../../src/events/event.feed.js';
import { type EventRow, insertEvents } from '../../src/events/event.outbox.js';
import { newId } from '../../src/shared/ids.js';
import { createEndpoint } from '../../src/webhooks/webhook.service.js';
import { freshDatabase } from '../fresh-database.js';
import { percentile } from '../percentile.js';

/**
 * `npm run bench:events:processes` (PostgreSQL; issue 30 §3): work any process can take.
 * 1. Delivery rate to one endpoint (or --endpoints N, each event to every one) from 1 and from 3 processes (--processes: other
 *    counts, each against the first), each a claiming dispatcher
 *    (dispatcher-child.ts), to the receiver in a process of its own (receiver.ts), in two runs each:
 *    - cold: --warmup events (--events unless set) written beforehand (each of its own application, so
 *      lanes do not serialise them), timed from the first dispatcher's being ready (its start-up done)
 *      to the last arrival: freshly started processes, each compiling its code and growing its heap;
 *    - warm: the same processes once the cold run is delivered, and --events more written in one
 *      transaction, timed from its commit to the last arrival: the steady state of processes that have
 *      been running (a service's), their start-up costs (the compiler's work, the heap's growth) paid
 *      in the cold run, as a long-running service pays them once.
 *    Each with the CPU the dispatcher processes used (all their threads) and the machine's (dispatchers,
 *    receiver and PostgreSQL, from /proc/stat, against its cores).
 * 2. Lag at a sustained rate: --rate events a second for --seconds, written in transactions of 10
 *    every 20 ms, one dispatcher process; the lag from each transaction's commit to its arrival.
 * 3. The feed's long poll: a waiting read (readFeed with the listener, as the route runs it) and a
 *    commit on another connection, --polls times; from the commit to the read's answer.
 */

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    // Events of the cold run, delivered before the timed warm run (as many as --events unless set).
    warmup: { type: 'string' },
    rate: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
    polls: { type: 'string', default: '100' },
    // The endpoint's maxInFlight: its tries at once across every process (16 unless set).
    'max-in-flight': { type: 'string', default: '16' },
    // Endpoints subscribed to every event (each its own path on the receiver): deliveries = events × endpoints.
    endpoints: { type: 'string', default: '1' },
    // How long the receiver takes to answer each delivery, in ms (0: at once; a real receiver takes tens).
    'receiver-ms': { type: 'string', default: '0' },
    // The numbers of dispatcher processes measured, in turn: each against the first (1,3 unless set).
    processes: { type: 'string', default: '1,3' },
  },
});
const EVENTS = Number(values.events);
const WARMUP = Number(values.warmup ?? values.events);
const ENDPOINTS = Number(values.endpoints);
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const POLLS = Number(values.polls);
const PROCESS_COUNTS = values.processes.split(',').map(Number);
if (PROCESS_COUNTS.length < 2 || PROCESS_COUNTS.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error(`--processes: two or more whole numbers of processes, comma-separated (${values.processes})`);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const AGENCY = 'BENCH';

function cpuTicks(): { busy: number; total: number } {
  const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}

/** A process's CPU ticks (user + system, 1/100 s), from /proc/<pid>/stat; undefined once it ended. */
function processTicks(pid: number | string): { name: string; ticks: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU ticks of each running process whose name is `postgres`: the server and its backends. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const found = processTicks(entry);
    if (found?.name === 'postgres') ticks.set(Number(entry), found.ticks);
  }
  return ticks;
}

/** The machine's CPU ticks, PostgreSQL's processes' and the receiver's, at a run's start. */
function machineTicks() {
  return { ticks: cpuTicks(), postgres: postgresTicks(), receiver: processTicks(receiverPid)?.ticks ?? 0 };
}

/** The CPU seconds PostgreSQL's processes used since `before` (a backend that ended meanwhile is not counted). */
function postgresCpuSecondsSince(before: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of postgresTicks()) ticks += now - (before.get(pid) ?? 0);
  return ticks / 100;
}

/**
 * The receiver, and what reached it: for each event (its `n`), how many endpoints it reached and when the
 * last of them did (`arrivals`: an event counts as arrived once every endpoint has it).
 */
async function startReceiver(): Promise<{ child: ChildProcess; url: string; arrivals: Map<number, number> }> {
  const child = fork(path.join(here, 'receiver.ts'), [String(Number(values['receiver-ms']))], { stdio: 'inherit' });
  const arrivals = new Map<number, number>();
  const reached = new Map<number, number>();
  const [first] = (await once(child, 'message')) as [{ port: number }];
  child.on('message', (message: { arrivals?: { at: number; n: number | undefined }[] }) => {
    for (const arrival of message.arrivals ?? []) {
      if (arrival.n === undefined) continue;
      const count = (reached.get(arrival.n) ?? 0) + 1;
      reached.set(arrival.n, count);
      if (count >= ENDPOINTS) arrivals.set(arrival.n, arrival.at);
    }
  });
  return { child, url: `http://127.0.0.1:${first.port}/hooks`, arrivals };
}

function eventsNumbered(from: number, count: number): EventRow[] {
  const now = new Date().toISOString();
  return Array.from({ length: count }, (_, i) => ({
    event_id: newId(),
    type: 'application.status_changed',
    agency_code: AGENCY,
    application_id: null,
    occurred_at: now,
    data: JSON.stringify({ cnaApplicationUniqueNo: `ABS-B-${from + i}`, sourceAgencyCode: AGENCY, n: from + i }),
  }));
}

async function writeEvents(database: Database, from: number, count: number): Promise<void> {
  for (let i = 0; i < count; i += 500) {
    const rows = eventsNumbered(from + i, Math.min(500, count - i));
    await database.db.transaction().execute((trx) => insertEvents(trx, rows));
  }
}

/**
 * The dispatcher processes, once each is ready (modules loaded, about to run), and when the first of
 * them was: the rate is timed from then, not from the fork (a process's start-up is not delivery).
 */
async function startDispatchers(url: string, processes: number): Promise<{ children: ChildProcess[]; firstReadyAt: number }> {
  // BENCH_DISPATCHER_FLAGS: Node.js options for the dispatcher processes only (`--trace-gc`, `--perf-basic-prof`).
  const flags = (process.env.BENCH_DISPATCHER_FLAGS ?? '').split(' ').filter(Boolean);
  const children = Array.from({ length: processes }, () =>
    fork(path.join(here, 'dispatcher-child.ts'), [], {
      stdio: 'inherit',
      execArgv: [...process.execArgv, ...flags],
      env: { ...process.env, BENCH_DATABASE_URL: url },
    }),
  );
  const readyAt = await Promise.all(children.map((child) => once(child, 'message').then(() => Date.now())));
  return { children, firstReadyAt: Math.min(...readyAt) };
}

/** Each dispatcher process's CPU (every thread) since it was ready, in ms. */
async function dispatchersCpuMs(children: ChildProcess[]): Promise<number[]> {
  return Promise.all(
    children.map(async (child) => {
      const answer = once(child, 'message') as Promise<[{ cpuMs: number }]>;
      child.send('cpu');
      const [message] = await answer;
      return message.cpuMs;
    }),
  );
}

async function stopDispatchers(children: ChildProcess[]): Promise<{ attempts: number[] }> {
  const results = await Promise.all(
    children.map(async (child) => {
      const done = once(child, 'message') as Promise<[{ totals: { attempts: number } }]>;
      child.send('stop');
      const [message] = await done;
      return message;
    }),
  );
  return { attempts: results.map((r) => r.totals.attempts) };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function untilArrived(receiver: Awaited<ReturnType<typeof startReceiver>>, from: number, count: number): Promise<number> {
  await until(() => {
    for (let n = from; n < from + count; n += 97) if (!receiver.arrivals.has(n)) return false;
    return [...Array(count).keys()].every((i) => receiver.arrivals.has(from + i));
  });
  return Math.max(...[...Array(count).keys()].map((i) => receiver.arrivals.get(from + i) ?? 0));
}

/** One timed run's figures: from `started` to the last arrival; the machine's CPU from `machine` to now. */
function runFigures(events: number, started: number, last: number, machine: ReturnType<typeof machineTicks>, cpuMs: number[]) {
  const seconds = (last - started) / 1000;
  const postgresCpuSeconds = postgresCpuSecondsSince(machine.postgres);
  const receiverCpuSeconds = ((processTicks(receiverPid)?.ticks ?? 0) - machine.receiver) / 100;
  const after = cpuTicks();
  const machineBusy = (after.busy - machine.ticks.busy) / (after.total - machine.ticks.total);
  const cpuSeconds = cpuMs.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    events,
    eventsPerSecond: Math.round(events / seconds),
    ...(ENDPOINTS > 1 ? { deliveriesPerSecond: Math.round((events * ENDPOINTS) / seconds) } : {}),
    seconds: Number(seconds.toFixed(2)),
    dispatcherCpuSeconds: cpuMs.map((ms) => Number((ms / 1000).toFixed(2))),
    dispatcherCpuMsPerDelivery: Number(((cpuSeconds * 1000) / (events * ENDPOINTS)).toFixed(3)),
    postgresCpuMsPerDelivery: Number(((postgresCpuSeconds * 1000) / (events * ENDPOINTS)).toFixed(3)),
    receiverCpuMsPerDelivery: Number(((receiverCpuSeconds * 1000) / (events * ENDPOINTS)).toFixed(3)),
    machineCpuMsPerDelivery: Number(((((after.busy - machine.ticks.busy) / 100) * 1000) / (events * ENDPOINTS)).toFixed(3)),
    machineCpuBusy: `${Math.round(machineBusy * 100)}% of ${os.cpus().length} cores`,
  };
}

/**
 * Index entries read in the deliveries' table, by index (pg_stat_user_indexes.idx_tup_read): each
 * process's counts reach the statistics when it ends at the latest, so they are read after the
 * dispatchers have stopped, for the cold and warm runs together.
 */
async function indexEntriesRead(database: Database): Promise<Map<string, number>> {
  const { rows } = await sql<{ name: string; read: string }>`
    select indexrelname as name, idx_tup_read as read from pg_stat_user_indexes where relname = 'webhook_deliveries'`.execute(database.db);
  return new Map(rows.map((row) => [row.name, Number(row.read)]));
}

async function indexEntriesReadPerDelivery(database: Database, before: Map<string, number>, deliveries: number) {
  // The stopped processes' last counts are written as their connections close, a moment after.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await indexEntriesRead(database);
  return Object.fromEntries(
    [...after].map(([name, read]) => [
      name.replace('webhook_deliveries_', ''),
      Number(((read - (before.get(name) ?? 0)) / deliveries).toFixed(1)),
    ]),
  );
}

/**
 * The batch function's calls (each a batch of outcomes, or a claim alone) and the time spent in them,
 * from pg_stat_user_functions: the database counts them for every connection (`track_functions`, set
 * on the bench's database before the dispatchers connect: trackFunctions).
 */
async function batchCalls(database: Database): Promise<{ calls: number; ms: number }> {
  const { rows } = await sql<{ calls: string; ms: number }>`
    select calls, total_time as ms from pg_stat_user_functions where funcname = 'biopermit_webhook_batch'`.execute(database.db);
  return { calls: Number(rows[0]?.calls ?? 0), ms: Number(rows[0]?.ms ?? 0) };
}

function batchFigures(before: { calls: number; ms: number }, after: { calls: number; ms: number }, deliveries: number) {
  const calls = after.calls - before.calls;
  return {
    calls,
    deliveriesPerCall: Number((deliveries / Math.max(1, calls)).toFixed(1)),
    msPerCall: Number(((after.ms - before.ms) / Math.max(1, calls)).toFixed(2)),
  };
}

/** Every connection made to the bench's database from now on counts its functions' calls (batchCalls). */
async function trackFunctions(database: Database, url: string): Promise<void> {
  await sql`alter database ${sql.id(new URL(url).pathname.slice(1))} set track_functions = 'pl'`.execute(database.db);
}

async function deliveryRate(
  database: Database,
  url: string,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
  processes: number,
  from: number,
) {
  // Each run on the table as autovacuum keeps it (docs/OPERATIONS.md): the rows the runs before left dead
  // are cleared, and the statistics taken, first. Without it, every run after the first read through
  // them all (this machine's PostgreSQL runs without autovacuum): the same two processes delivered 15%
  // less in the second of two runs, the last of the counts measured was the slowest whatever it was.
  // Not before the first run: the table is empty, and its statistics would say so all through the run
  // (autovacuum would have taken others by then).
  if (from > 0) await sql`vacuum (analyze)`.execute(database.db);
  await writeEvents(database, from, WARMUP);
  const readsBefore = await indexEntriesRead(database);
  const callsBefore = await batchCalls(database);
  const { children, firstReadyAt: started } = await startDispatchers(url, processes);
  const coldMachine = machineTicks();
  const coldLast = await untilArrived(receiver, from, WARMUP);
  const coldCpu = await dispatchersCpuMs(children);
  const cold = runFigures(WARMUP, started, coldLast, coldMachine, coldCpu);

  // The warm run: the same processes, idle now; --events more in one transaction, timed from its commit.
  const rows = eventsNumbered(from + WARMUP, EVENTS);
  await database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) await insertEvents(trx, rows.slice(i, i + 500));
  });
  const committed = Date.now();
  const warmMachine = machineTicks();
  const warmLast = await untilArrived(receiver, from + WARMUP, EVENTS);
  const warmCpu = await dispatchersCpuMs(children);
  const warm = runFigures(
    EVENTS,
    committed,
    warmLast,
    warmMachine,
    warmCpu.map((ms, i) => ms - (coldCpu[i] ?? 0)),
  );
  const stopped = await stopDispatchers(children);
  const indexReads = await indexEntriesReadPerDelivery(database, readsBefore, (WARMUP + EVENTS) * ENDPOINTS);
  const batches = batchFigures(callsBefore, await batchCalls(database), (WARMUP + EVENTS) * ENDPOINTS);
  return {
    processes,
    ...(ENDPOINTS > 1 ? { endpoints: ENDPOINTS } : {}),
    cold,
    warm,
    attemptsPerProcess: stopped.attempts,
    indexReads,
    batches,
  };
}

async function lagAtRate(database: Database, url: string, receiver: Awaited<ReturnType<typeof startReceiver>>, from: number) {
  const { children } = await startDispatchers(url, 1);
  const committedAt = new Map<number, number>();
  const perTick = Math.max(1, Math.round(RATE / 50));
  const ticks = SECONDS * 50;
  let n = from;
  const started = Date.now();
  for (let tick = 0; tick < ticks; tick++) {
    const rows = eventsNumbered(n, perTick);
    await database.db.transaction().execute((trx) => insertEvents(trx, rows));
    const at = Date.now();
    for (let i = 0; i < perTick; i++) committedAt.set(n + i, at);
    n += perTick;
    const next = started + (tick + 1) * 20;
    if (next > Date.now()) await new Promise((resolve) => setTimeout(resolve, next - Date.now()));
  }
  const written = n - from;
  const achieved = written / ((Date.now() - started) / 1000);
  await until(() => [...committedAt.keys()].every((k) => receiver.arrivals.has(k)));
  await stopDispatchers(children);
  const lags = [...committedAt].map(([k, at]) => (receiver.arrivals.get(k) ?? at) - at).sort((a, b) => a - b);
  return {
    eventsPerSecondWritten: Math.round(achieved),
    lagP50Ms: percentile(lags, 50),
    lagP99Ms: percentile(lags, 99),
    maxMs: lags.at(-1),
  };
}

async function longPollWake(database: Database, url: string) {
  const wakeups = listenForCommits(url, EVENTS_CHANNEL, { warn() {} });
  const writer = await openDatabase({ url, requireDurableWrites: true, poolSize: 1 });
  const latencies: number[] = [];
  let n = 10_000_000;
  try {
    // The listener connects at its first use.
    await readFeed(database.db, AGENCY, { limit: 1, waitSeconds: 0 }, new AbortController().signal, wakeups);
    await wakeups.wait(200, new AbortController().signal);
    for (let poll = 0; poll < POLLS; poll++) {
      const first = await readFeed(database.db, AGENCY, { limit: 500, waitSeconds: 0 }, new AbortController().signal, wakeups);
      let cursor = first.nextCursor ?? undefined;
      for (let page = first; page.items.length === 500; ) {
        page = await readFeed(database.db, AGENCY, { after: cursor, limit: 500, waitSeconds: 0 }, new AbortController().signal, wakeups);
        cursor = page.nextCursor ?? cursor;
      }
      const waiting = readFeed(database.db, AGENCY, { after: cursor, limit: 10, waitSeconds: 30 }, new AbortController().signal, wakeups);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const rows = eventsNumbered(n++, 1);
      await writer.db.transaction().execute((trx) => insertEvents(trx, rows));
      const committed = Date.now();
      const page = await waiting;
      if (page.items.length !== 1) throw new Error('the long poll answered without the event');
      latencies.push(Date.now() - committed);
    }
  } finally {
    await wakeups.close();
    await writer.close();
  }
  latencies.sort((a, b) => a - b);
  return { polls: POLLS, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), maxMs: latencies.at(-1) };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-processes-'));
const fresh = await freshDatabase('postgres', dir, 'processes');
const database = await openDatabase({ url: fresh.url, requireDurableWrites: true, poolSize: 4 });
await trackFunctions(database, fresh.url);
const receiver = await startReceiver();
const receiverPid = receiver.child.pid ?? 0;
try {
  await migrateToLatest(database.db);
  await createAgency(database.db, AGENCY, 'Bench agency', OPERATOR_ACTOR);
  for (let i = 1; i <= ENDPOINTS; i++) {
    await createEndpoint(
      { db: database.db, allowPrivateNetworks: true },
      AGENCY,
      { url: `${receiver.url}/${i}`, maxInFlight: Number(values['max-in-flight']) },
      { actor: OPERATOR_ACTOR },
    );
  }
  const [first = 1, ...others] = PROCESS_COUNTS;
  const base = await deliveryRate(database, fresh.url, receiver, first, 0);
  process.stdout.write(`${JSON.stringify({ delivery: base })}\n`);
  for (const [i, count] of others.entries()) {
    const run = await deliveryRate(database, fresh.url, receiver, count, (i + 1) * (WARMUP + EVENTS));
    const ratio = (timing: 'cold' | 'warm') => Number((run[timing].eventsPerSecond / base[timing].eventsPerSecond).toFixed(2));
    process.stdout.write(`${JSON.stringify({ delivery: run, ratio: { cold: ratio('cold'), warm: ratio('warm') } })}\n`);
  }
  const lag = await lagAtRate(database, fresh.url, receiver, PROCESS_COUNTS.length * (WARMUP + EVENTS));
  process.stdout.write(`${JSON.stringify({ lag })}\n`);
  const poll = await longPollWake(database, fresh.url);
  process.stdout.write(`${JSON.stringify({ longPoll: poll })}\n`);
} finally {
  receiver.child.disconnect();
  await database.close();
  await fresh.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
