import { type BareRoute, startBareServer } from './bare/bare-server.js';
import { runStorageFloor } from './floor/storage-floor.js';
import { captureResponse } from './load/capture.js';
import { type LoadSettings, type RequestSpec, runLoad } from './load/load-test.js';
import { waitForQuietMachine } from './load/machine.js';
import { detailRequests, listRequests, submitRequests, type Tokens } from './load/workloads.js';
import type { Measurement } from './measurement.js';
import type { BenchOptions, Part } from './options.js';
import { startAppServer } from './processes/app-server.js';
import type { ServerProcess } from './processes/server-process.js';
import type { SeededDatabase } from './seed/prepare.js';
import { warmCache } from './seed/warm-cache.js';

export interface SuiteDatabase extends SeededDatabase {
  readonly tokens: Tokens;
}

type Row = Omit<Measurement, 'dialect' | 'part' | 'target' | 'applications'>;

/**
 * Starts a server, optionally keeps one response for the bare route, loads it, and stops it.
 * Each run gets a fresh server process, so its peak RSS is its own.
 */
async function measureServer(
  start: () => Promise<ServerProcess>,
  next: () => RequestSpec,
  settings: LoadSettings,
  quietWaitSeconds: number,
  capture?: (route: BareRoute) => void,
): Promise<Row> {
  await waitForQuietMachine(quietWaitSeconds);
  const server = await start();
  try {
    const sample = await captureResponse(server.baseUrl, next(), '/bare');
    capture?.(sample);
    const result = await runLoad(server.baseUrl, server.pid, next, settings);
    return {
      perSecond: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      peakRssMiB: server.peakRssMiB(),
      failures: result.failures,
      responseBytes: Buffer.byteLength(sample.body),
      othersCpuPercent: result.othersCpuPercent,
    };
  } finally {
    await server.stop();
  }
}

/** The bare route replaying `route`, loaded the same way as the service was; a POST gets `requestBody`. */
function measureBare(route: BareRoute, requestBody: string | undefined, settings: LoadSettings, quietWaitSeconds: number): Promise<Row> {
  const headers: Record<string, string> = requestBody === undefined ? {} : { 'content-type': 'application/json' };
  const next = (): RequestSpec => ({ method: route.method, path: route.path, headers, body: requestBody });
  return measureServer(() => startBareServer(route), next, settings, quietWaitSeconds);
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

  let bareRoute: BareRoute | undefined;
  let bareRequestBody: string | undefined;
  const keep = (route: BareRoute) => {
    bareRoute = route;
  };

  if (part === 'submit') {
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
    bareRequestBody = next().body;
    add('service', largest.applications, await measureServer(() => startAppServer(largest.url), next, settings, wait, keep));
  } else {
    for (const database of databases) {
      await warmCache(database);
      const next = part === 'detail' ? detailRequests(database.tokens, database.applications) : listRequests(database.tokens);
      // The bare route replays a response from the largest database: the one the aims are about.
      const capture = database === largest ? keep : undefined;
      add('service', database.applications, await measureServer(() => startAppServer(database.url), next, settings, wait, capture));
    }
  }
  if (bareRoute !== undefined) add('bare Fastify route', undefined, await measureBare(bareRoute, bareRequestBody, settings, wait));
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
