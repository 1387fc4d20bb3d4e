import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createTestBlobStore } from '../../test/helpers/blob-stores.js';
import { type Cluster, seedCluster, startCluster } from '../../test/helpers/cluster.js';
import { aSubmission } from '../../test/helpers/factories.js';
import { freshDatabase } from '../fresh-database.js';
import { percentile } from '../percentile.js';

/**
 * `npm run bench:cluster` (PostgreSQL, S3 through s3rver, Debian's HAProxy; issue 30 §6): the set-up of
 * test/cluster/kill-nine.test.ts, measured. Three runs, each on a fresh database:
 * 1. one `serve --no-work` and one `work` behind HAProxy, --connections clients submitting for --seconds;
 * 2. the same with three `serve --no-work`;
 * 3. three again, with a random process killed (kill -9) and started again every --kill-every seconds.
 * For each: acknowledged submissions a second through HAProxy; the webhook deliveries a second that
 * reached the receiver while the load ran, and how long the rest took after it; the lag from each
 * submission's acknowledgement to its `application.received` event's arrival (p50, p99); the machine's
 * CPU (all cores, from /proc/stat) and load average. Rate limits are off: the clients are the load.
 */

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '16' },
    'kill-every': { type: 'string', default: '3' },
    warmup: { type: 'string', default: '5' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const KILL_EVERY_MS = Number(values['kill-every']) * 1000;
const WARMUP_SECONDS = Number(values.warmup);

function cpuTicks(): { busy: number; total: number } {
  const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: fields.reduce((sum, n) => sum + n, 0) - idle, total: fields.reduce((sum, n) => sum + n, 0) };
}

/** The receiver, in this process: the arrival time of each application's first `application.received`. */
async function aReceiver() {
  const arrivals = new Map<string, number>();
  let count = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      count += 1;
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: { cnaApplicationUniqueNo?: string } };
      const number = event.data.cnaApplicationUniqueNo;
      if (event.type === 'application.received' && number !== undefined && !arrivals.has(number)) arrivals.set(number, Date.now());
      res.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    received: () => count,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface RunResult {
  run: string;
  submitted: number;
  submitsPerSecond: number;
  deliveredDuringLoad: number;
  deliveriesPerSecond: number;
  drainSeconds: number;
  lagP50ms: number;
  lagP99ms: number;
  kills: number;
  machineBusy: string;
  loadAverage: string;
}

async function measure(run: string, serve: number, killEveryMs: number | undefined): Promise<RunResult> {
  const database = await freshDatabase('postgres', os.tmpdir(), 'cluster');
  const blobs = await createTestBlobStore('s3');
  const receiver = await aReceiver();
  let cluster: Cluster | undefined;
  try {
    const seed = await seedCluster(database.url, 1);
    const token = seed.tokens[0] as string;
    cluster = await startCluster(
      {
        DATABASE_URL: database.url,
        ...blobs.env,
        API_RATE_LIMIT_PER_MINUTE: '0',
        SCHEDULER_TICK_MS: '200',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        LOG_LEVEL: 'info',
      },
      { serve },
    );
    const live = cluster;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const endpoint = await fetch(`${live.baseUrl}/api/v1/external/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: receiver.url }),
    });
    if (endpoint.status !== 201) throw new Error(`endpoint: ${endpoint.status} ${await endpoint.text()}`);

    let acknowledged = new Map<string, number>();
    // A warm-up first (the same load, no kills, not counted): new processes run cold code at first.
    let loading = true;
    let warming = WARMUP_SECONDS > 0;
    const client = async () => {
      while (loading) {
        const body = JSON.stringify(aSubmission(seed.agency));
        for (;;) {
          const response = await fetch(`${live.baseUrl}/api/v1/external/application`, { method: 'POST', headers, body }).catch(
            () => undefined,
          );
          const text = await response?.text();
          if (response !== undefined && (response.status === 201 || response.status === 200)) {
            acknowledged.set((JSON.parse(text as string) as { registrationNo: string }).registrationNo, Date.now());
            break;
          }
          if (response !== undefined && response.status !== 502 && response.status !== 503) throw new Error(`${response.status} ${text}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    let kills = 0;
    const killer = async () => {
      if (killEveryMs === undefined) return;
      while (loading) {
        await new Promise((resolve) => setTimeout(resolve, killEveryMs));
        if (!loading) return;
        if (warming) continue;
        const member = live.members[Math.floor(Math.random() * live.members.length)];
        if (member === undefined) continue;
        kills += 1;
        await live.killAndRestart(member);
      }
    };
    const clients = Array.from({ length: CONNECTIONS }, client);
    const killing = killer();
    await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
    warming = false;
    acknowledged = new Map();
    const deliveredBefore = receiver.received();
    const cpuBefore = cpuTicks();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    loading = false;
    await Promise.all(clients);
    const loadEnded = Date.now();
    const deliveredDuringLoad = receiver.received() - deliveredBefore;
    const cpuAfter = cpuTicks();
    await killing;
    const drainLimit = Date.now() + 300_000;
    while ([...acknowledged.keys()].some((number) => !receiver.arrivals.has(number)) && Date.now() < drainLimit) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drained = Date.now();
    const lags = [...acknowledged].map(([number, at]) => (receiver.arrivals.get(number) ?? Number.NaN) - at).sort((a, b) => a - b);
    const loadSeconds = (loadEnded - started) / 1000;
    return {
      run,
      submitted: acknowledged.size,
      submitsPerSecond: Math.round(acknowledged.size / loadSeconds),
      deliveredDuringLoad,
      deliveriesPerSecond: Math.round(deliveredDuringLoad / loadSeconds),
      drainSeconds: Number(((drained - loadEnded) / 1000).toFixed(1)),
      lagP50ms: Math.round(percentile(lags, 50)),
      lagP99ms: Math.round(percentile(lags, 99)),
      kills,
      machineBusy: `${Math.round(((cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total)) * 100)}% of ${os.cpus().length} cores`,
      loadAverage: os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' '),
    };
  } finally {
    await cluster?.crashAll();
    await receiver.close();
    await blobs.drop();
    await database.drop();
  }
}

console.log(
  `bench:cluster: ${CONNECTIONS} clients for ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up; load average at the start ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
const results: RunResult[] = [];
results.push(await measure('1 serve + work', 1, undefined));
results.push(await measure('3 serve + work', 3, undefined));
results.push(await measure(`3 serve + work, kill -9 every ${KILL_EVERY_MS / 1000} s`, 3, KILL_EVERY_MS));
console.table(results);
const [one, three] = results;
if (one !== undefined && three !== undefined)
  console.log(`submissions/s, 3 serve : 1 serve = ${(three.submitsPerSecond / one.submitsPerSecond).toFixed(2)}`);
console.log(JSON.stringify({ at: new Date().toISOString(), node: process.version, cpus: os.cpus()[0]?.model, results }));
process.exit(0);
