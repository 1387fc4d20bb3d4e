import { peakRssMiB } from '../processes/server-process.js';
import type { FloorResult } from './measured-window.js';
import { runPostgresFloor } from './postgres-floor.js';
import { runSqliteFloor } from './sqlite-floor.js';

// Runs in its own process (see storage-floor.ts), so its peak RSS is its own and no load
// generator shares its CPU time. Prints the result as one JSON line.
const url = process.env.DATABASE_URL ?? '';
const warmupSeconds = Number(process.env.FLOOR_WARMUP_SECONDS);
const durationSeconds = Number(process.env.FLOOR_DURATION_SECONDS);
const { window, backendCpuSeconds } = url.startsWith('sqlite:')
  ? {
      window: runSqliteFloor(url.slice('sqlite:'.length), warmupSeconds, durationSeconds, Number(process.env.FLOOR_SQLITE_CACHE_MIB)),
      backendCpuSeconds: 0,
    }
  : await runPostgresFloor(url, warmupSeconds, durationSeconds, Number(process.env.FLOOR_CONCURRENCY));
const { user, system } = process.cpuUsage();
const result: FloorResult = window.result(peakRssMiB('self'), (user + system) / 1e6 + backendCpuSeconds);
process.stdout.write(`${JSON.stringify(result)}\n`);
