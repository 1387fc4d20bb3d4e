import { spawn } from 'node:child_process';
import { CpuAccounting } from '../load/cpu-accounting.js';
import type { FloorResult } from './measured-window.js';

/** The service's defaults, which the floor matches: SQLITE_CACHE_SIZE_MIB and DATABASE_POOL_SIZE. */
const SERVICE_SQLITE_CACHE_MIB = 256;
const SERVICE_POOL_SIZE = 10;

export interface StorageFloorResult extends FloorResult {
  /** CPU (% of all cores) taken by processes other than the benchmark's during the runs. */
  readonly othersCpuPercent: number;
}

/** Runs the in-process storage floor `repeat` times, each in a fresh child process; returns the median run. */
export async function runStorageFloor(
  databaseUrl: string,
  warmupSeconds: number,
  durationSeconds: number,
  repeat: number,
): Promise<StorageFloorResult> {
  const accounting = new CpuAccounting([]);
  const runs: FloorResult[] = [];
  for (let i = 0; i < repeat; i++) runs.push(await runFloorProcess(databaseUrl, warmupSeconds, durationSeconds));
  const othersCpuPercent = accounting.othersPercent(runs.reduce((sum, run) => sum + run.cpuSeconds, 0));
  const median = runs.sort((a, b) => a.applicationsPerSecond - b.applicationsPerSecond)[Math.floor(runs.length / 2)];
  if (median === undefined) throw new Error('no storage floor run');
  return { ...median, othersCpuPercent };
}

/** One run of storage-floor.main.ts in a child process against `databaseUrl`. */
function runFloorProcess(databaseUrl: string, warmupSeconds: number, durationSeconds: number): Promise<FloorResult> {
  const main = new URL('./storage-floor.main.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FLOOR_WARMUP_SECONDS: String(warmupSeconds),
      FLOOR_DURATION_SECONDS: String(durationSeconds),
      FLOOR_SQLITE_CACHE_MIB: String(SERVICE_SQLITE_CACHE_MIB),
      FLOOR_CONCURRENCY: String(SERVICE_POOL_SIZE),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`storage floor exited with code ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').pop() ?? '') as FloorResult);
    });
  });
}
