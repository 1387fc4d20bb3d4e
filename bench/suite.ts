import { type BareRoute, startBareServer } from './bare/bare-server.js';
import { runStorageFloor } from './floor/storage-floor.js';
import { captureResponse } from './load/capture.js';
import { type LoadResult, type LoadSettings, type LoadTarget, type RequestSpec, runLoadInTurn } from './load/load-test.js';
import { waitForQuietMachine } from './load/machine.js';
import { detailRequests, listRequests, submitRequests, type Tokens } from './load/workloads.js';
import type { Measurement } from './measurement.js';
import type { BenchOptions, Part } from './options.js';
import { startAppServer } from './processes/app-server.js';
import type { ServerProcess } from './processes/server-process.js';
import type { SeededDatabase } from './seed/prepare.js';
import { settleWrites, warmCache } from './seed/warm-cache.js';

export interface SuiteDatabase extends SeededDatabase {
  readonly tokens: Tokens;
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

/**
 * Starts the service, loads it, and stops it; each run gets a fresh server process, so its peak RSS
 * is its own. With `bare`, the bare route that answers with the very response the service gave runs
 * beside it and both are loaded in turn (runLoadInTurn), so the ratio the aims are about is measured
 * under one machine.
 */
async function measureService(
  start: () => Promise<ServerProcess>,
  next: () => RequestSpec,
  settings: LoadSettings,
  quietWaitSeconds: number,
  bare?: BareSide,
): Promise<{ service: Row; bare: Row | undefined }> {
  await waitForQuietMachine(quietWaitSeconds);
  const service = await start();
  let bareServer: ServerProcess | undefined;
  try {
    const sample = await captureResponse(service.baseUrl, next(), '/bare');
    const targets: LoadTarget[] = [{ baseUrl: service.baseUrl, pid: service.pid, next }];
    if (bare !== undefined) {
      bareServer = await startBareServer(sample);
      const headers: Record<string, string> = bare.requestBody === undefined ? {} : { 'content-type': 'application/json' };
      const body = bare.requestBody;
      targets.push({
        baseUrl: bareServer.baseUrl,
        pid: bareServer.pid,
        next: () => ({ method: sample.method, path: sample.path, headers, body }),
      });
    }
    const [serviceResult, bareResult] = await runLoadInTurn(targets, settings);
    if (serviceResult === undefined) throw new Error('no result');
    return {
      service: rowOf(serviceResult, service, sample),
      bare: bareServer === undefined || bareResult === undefined ? undefined : rowOf(bareResult, bareServer, sample),
    };
  } finally {
    await bareServer?.stop();
    await service.stop();
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
    const measured = await measureService(() => startAppServer(largest.url), next, settings, wait, { requestBody: next().body });
    add('service', largest.applications, measured.service);
    if (measured.bare !== undefined) add('bare Fastify route', undefined, measured.bare);
    return rows;
  }
  let bare: Row | undefined;
  for (const database of databases) {
    await settleWrites(database);
    await warmCache(database);
    const next = part === 'detail' ? detailRequests(database.tokens, database.applications) : listRequests(database.tokens);
    // The bare route replays a response from the largest database: the one the aims are about.
    const measured = await measureService(
      () => startAppServer(database.url),
      next,
      settings,
      wait,
      database === largest ? { requestBody: undefined } : undefined,
    );
    add('service', database.applications, measured.service);
    bare = measured.bare ?? bare;
  }
  if (bare !== undefined) add('bare Fastify route', undefined, bare);
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
