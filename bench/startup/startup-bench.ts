import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { machineDescription } from '../report.js';

/**
 * `npm run bench:startup`: the time from spawning `node bin/biopermit.js serve` to its first
 * `/readyz` 200, as a supervisor restarting a crashed process sees it, on SQLite and on
 * PostgreSQL. Each database is migrated by one unmeasured start first, so the measured starts are
 * restarts (no migration to apply); the first start after a source change, which compiles src/
 * (bin/compile-cache.js), is unmeasured too. Also reported: the CPU time the process used until it
 * was ready (from /proc), which a busy machine inflates less than wall time.
 */

const USAGE = `npm run bench:startup -- [--runs N] [--databases sqlite,postgres]
  --runs N               measured starts per database, after one unmeasured (default 7)
  --databases LIST       which databases (default sqlite,postgres)
  --root DIR             the checkout whose bin/biopermit.js is started (default this one; another
                         commit's, to compare)`;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..', '..') },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const RUNS = Number(values.runs);
const root = path.resolve(values.root);
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLOCK_TICKS_PER_SECOND = 100;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** User and system CPU time of a process so far, in milliseconds (Linux). */
function cpuMsOf(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

interface Start {
  readonly wallMs: number;
  readonly cpuMs: number | undefined;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** One start: spawn, poll /readyz every 5 ms until 200, then SIGTERM and wait for the exit. */
async function startOnce(env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, ['bin/biopermit.js', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', METRICS_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output.join('')}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return { wallMs: performance.now() - started, cpuMs: child.pid === undefined ? undefined : cpuMsOf(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function measure(name: string, env: Record<string, string>): Promise<string> {
  await startOnce(env); // migrates a new database, and compiles src/ after a change
  const starts: Start[] = [];
  for (let run = 0; run < RUNS; run++) starts.push(await startOnce(env));
  const wall = starts.map((s) => s.wallMs);
  const cpu = starts.flatMap((s) => (s.cpuMs === undefined ? [] : [s.cpuMs]));
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')}`;
  return `| ${name} | ${RUNS} | ${ms(median(wall))} | ${ms(Math.min(...wall))} | ${ms(Math.max(...wall))} | ${cpu.length > 0 ? ms(median(cpu)) : '—'} |`;
}

async function withPostgresDatabase<T>(use: (url: string) => Promise<T>): Promise<T> {
  const name = `biopermit_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await use(url.href);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const databases = values.databases.split(',').map((d) => d.trim());
const rows: string[] = [];
const started = new Date();
for (const database of databases) {
  if (database === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-startup-'));
    try {
      rows.push(await measure('sqlite', { DATA_DIR: dir, DATABASE_URL: '' }));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } else if (database === 'postgres') {
    rows.push(await withPostgresDatabase((url) => measure('postgres', { DATABASE_URL: url })));
  } else throw new Error(`unknown database ${database}`);
}
const load = os.loadavg().map((l) => l.toFixed(1));
process.stdout.write(
  [
    `Start-up of ${root}, spawn to the first /readyz 200 (${started.toISOString()}; load average at the end ${load.join(', ')})`,
    machineDescription(),
    '',
    '| database | runs | median ms | min ms | max ms | CPU ms to ready (median) |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows,
    '',
  ].join('\n'),
);
