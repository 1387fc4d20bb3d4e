import { type BareRoute, startBareServer } from './bare/bare-server.js';
import { runStorageFloor } from './floor/storage-floor.js';
import { captureResponse } from './load/capture.js';
import { type LoadResult, type LoadSettings, type LoadTarget, type RequestSpec, runLoadInTurn } from './load/load-test.js';
import { waitForQuietMachine } from './load/machine.js';
import { detailRequests, listRequests, searchRequests, submitRequests, type Tokens, workqueueRequests } from './load/workloads.js';
import type { Measurement } from './measurement.js';
import type { BenchOptions, Part } from './options.js';
import { startAppServer } from './processes/app-server.js';
import type { ServerProcess } from './processes/server-process.js';
import type { SeededDatabase } from './seed/prepare.js';
import { settleWrites, warmCache } from './seed/warm-cache.js';
import { openStaffSession } from './staff-session.js';

export interface SuiteDatabase extends SeededDatabase {
  readonly tokens: Tokens;
}

/** What to ask of one database; `staffCookie` is a viewer's session, opened just before the staff parts run (sessions go idle). */
function requestsOf(part: Exclude<Part, 'submit'>, database: SuiteDatabase, staffCookie: string): () => RequestSpec {
  switch (part) {
    case 'detail':
      return detailRequests(database.tokens, database.applications);
    case 'list':
      return listRequests(database.tokens);
    case 'workqueue':
      return workqueueRequests(staffCookie);
    case 'search':
      return searchRequests(staffCookie, database.applications);
  }
}

type Row = Omit<Measurement, 'dialect' | 'part' | 'target' | 'applications'>;

function rowOf(result: LoadResult, server: ServerProcess, sample: BareRoute): Row {
  return {
    perSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    peakRssMiB: server.peakRssMiB(),
    failures: result.failures,
    responseBytes: Buffer.byteLength(sample.body),
    othersCpuPercent: result.othersCpuPercent,
  };
}

/** How the bare route beside the service is asked: a POST carries what the service was sent. */
interface BareSide {
  readonly requestBody: string | undefined;
}

/** One service to measure: how to start it, and what to ask it. */
interface ServiceSide {
  readonly start: () => Promise<ServerProcess>;
  readonly next: () => RequestSpec;
}

/**
 * Starts the services, loads them, and stops them; each measurement gets fresh server processes, so
 * a peak RSS is its own. All of them, and the bare route that answers with the very response the
 * last service gave, run side by side and are loaded in turn (runLoadInTurn), so the
 * ratios the aims are about (service to bare route, 10,000 to a million applications) are measured
 * under one machine.
 */
async function measureServices(
  sides: readonly ServiceSide[],
  settings: LoadSettings,
  quietWaitSeconds: number,
  bare: BareSide,
): Promise<{ services: Row[]; bare: Row }> {
  await waitForQuietMachine(quietWaitSeconds);
  const started: { server: ServerProcess; sample: BareRoute; next: () => RequestSpec }[] = [];
  let bareServer: ServerProcess | undefined;
  try {
    for (const side of sides) {
      const server = await side.start();
      started.push({ server, sample: await captureResponse(server.baseUrl, side.next(), '/bare'), next: side.next });
    }
    const targets: LoadTarget[] = started.map(({ server, next }) => ({ baseUrl: server.baseUrl, pid: server.pid, next }));
    const sample = started[started.length - 1]?.sample;
    if (sample === undefined) throw new Error('no service to measure');
    const bareRoute = await startBareServer(sample);
    bareServer = bareRoute;
    const headers: Record<string, string> = bare.requestBody === undefined ? {} : { 'content-type': 'application/json' };
    const body = bare.requestBody;
    targets.push({
      baseUrl: bareRoute.baseUrl,
      pid: bareRoute.pid,
      next: () => ({ method: sample.method, path: sample.path, headers, body }),
    });
    // One result per target, in order: the services, then the bare route.
    const rows = (await runLoadInTurn(targets, settings)).map((result, i) => {
      const side = started[i];
      return side === undefined ? rowOf(result, bareRoute, sample) : rowOf(result, side.server, side.sample);
    });
    const bareRow = rows.pop();
    if (bareRow === undefined) throw new Error('no result');
    return { services: rows, bare: bareRow };
  } finally {
    await bareServer?.stop();
    for (const { server } of started) await server.stop();
  }
}

/**
 * Every measurement of one part on one dialect. `databases` ascend in size; submit (and its
 * storage floor) runs on the largest only, detail and list on each.
 */
export async function runPart(part: Part, databases: readonly SuiteDatabase[], options: BenchOptions): Promise<Measurement[]> {
  const settings: LoadSettings = {
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    durationSeconds: options.durationSeconds,
    repeat: options.repeat,
  };
  const wait = options.maxQuietWaitSeconds;
  const largest = databases[databases.length - 1];
  if (largest === undefined) return [];
  const { dialect } = largest;
  const rows: Measurement[] = [];
  const add = (target: Measurement['target'], applications: number | undefined, row: Row) => {
    rows.push({ dialect, part, target, applications, ...row });
    const measured = rows[rows.length - 1];
    if (measured !== undefined) process.stderr.write(`  ${describe(measured)}\n`);
  };

  if (part === 'submit') {
    await settleWrites(largest);
    await warmCache(largest);
    await waitForQuietMachine(wait);
    const floor = await runStorageFloor(largest.url, options.warmupSeconds, options.durationSeconds, options.repeat);
    add('storage floor (in-process)', largest.applications, {
      perSecond: floor.applicationsPerSecond,
      p50Ms: floor.p50Ms,
      p99Ms: floor.p99Ms,
      peakRssMiB: floor.peakRssMiB,
      failures: 0,
      responseBytes: undefined,
      othersCpuPercent: floor.othersCpuPercent,
    });
    const next = submitRequests(largest.tokens);
    // The bare POST receives what the service receives: a 2.6 KB submission.
    const measured = await measureServices([{ start: () => startAppServer(largest.url), next }], settings, wait, {
      requestBody: next().body,
    });
    const [service] = measured.services;
    if (service !== undefined) add('service', largest.applications, service);
    add('bare Fastify route', undefined, measured.bare);
    return rows;
  }
  for (const database of databases) {
    await settleWrites(database);
    await warmCache(database);
  }
  // Every size and the bare route in turn: the list aim compares 10,000 with a million, the detail
  // aim the largest with the bare route, which replays a response from the largest database.
  const staff = part === 'workqueue' || part === 'search';
  const cookies = await Promise.all(databases.map((database) => (staff ? openStaffSession(database.url) : Promise.resolve(''))));
  const measured = await measureServices(
    databases.map((database, i) => ({
      start: () => startAppServer(database.url),
      next: requestsOf(part, database, cookies[i] ?? ''),
    })),
    settings,
    wait,
    { requestBody: undefined },
  );
  measured.services.forEach((row, i) => {
    const database = databases[i];
    if (database !== undefined) add('service', database.applications, row);
  });
  add('bare Fastify route', undefined, measured.bare);
  return rows;
}

export function describe(m: Measurement): string {
  const size = m.applications === undefined ? '' : ` @ ${m.applications.toLocaleString('en')}`;
  const failures = m.failures > 0 ? `, ${m.failures} FAILED` : '';
  return (
    `${m.dialect} ${m.part} ${m.target}${size}: ${Math.round(m.perSecond).toLocaleString('en')}/s, ` +
    `p50 ${m.p50Ms.toFixed(2)} ms, p99 ${m.p99Ms.toFixed(2)} ms, peak RSS ${Math.round(m.peakRssMiB)} MiB${failures}`
  );
}
