import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { manilaYear } from '../src/clock/manila-time.js';
import { ConfigError, loadConfig } from '../src/config.js';

/**
 * `biopermit serve` and the background work: holidays seeded, the scheduler started after the
 * server listens and stopped, its leases given back, before the database closes.
 */

const root = path.resolve(import.meta.dirname, '..');
const PATIENCE_MS = 90_000;
const TEST_TIMEOUT_MS = 240_000;

describe('scheduler settings', () => {
  it('runs the scheduler by default, looking for due jobs every 10 seconds', () => {
    expect(loadConfig({}).scheduler).toEqual({ enabled: true, tickMs: 10_000 });
  });

  it('reads SCHEDULER_ENABLED and SCHEDULER_TICK_MS', () => {
    expect(loadConfig({ SCHEDULER_ENABLED: 'false', SCHEDULER_TICK_MS: '250' }).scheduler).toEqual({ enabled: false, tickMs: 250 });
  });

  it.each([
    ['SCHEDULER_ENABLED', 'sometimes'],
    ['SCHEDULER_TICK_MS', '50'],
    ['SCHEDULER_TICK_MS', '1s'],
    ['SCHEDULER_TICK_MS', '3600001'],
  ])('refuses %s=%s, naming it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(`Invalid ${variable}`);
  });
});

describe('the server process and its scheduled jobs', () => {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  afterEach(() => {
    if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
    if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
  });

  function serve(env: Record<string, string>): { output: string[]; exited: Promise<number | null>; file: string } {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-jobs-'));
    const output: string[] = [];
    child = spawn(process.execPath, ['bin/biopermit.js', 'serve'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    return { output, exited, file: path.join(dir, 'biopermit.db') };
  }

  async function until<T>(what: string, check: () => T | undefined, output: string[]): Promise<T> {
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      const result = check();
      if (result !== undefined) return result;
      if (Date.now() > deadline || child?.exitCode !== null) throw new Error(`gave up waiting for ${what}:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  function query<T>(file: string, text: string): T[] {
    if (!fs.existsSync(file)) return [];
    const sqlite = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return sqlite.prepare(text).all() as T[];
    } catch {
      return []; // not migrated yet
    } finally {
      sqlite.close();
    }
  }

  const messages = (output: string[]) =>
    output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);

  it('starts the scheduler after it listens, runs the service jobs, and on SIGTERM gives their leases back before it closes', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const { output, exited, file } = serve({ SCHEDULER_TICK_MS: '100' });
    await until(
      'the service jobs to succeed',
      () => {
        const runs = query<{ job: string }>(file, "select job from job_runs where outcome = 'succeeded'").map((r) => r.job);
        return runs.includes('seed-holidays') && runs.includes('prune-job-runs') && runs.includes('workflow-clock') ? runs : undefined;
      },
      output,
    );
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);

    const log = messages(output);
    expect(log.indexOf('biopermit is serving')).toBeLessThan(log.indexOf('scheduler started'));
    expect(log.indexOf('scheduler started')).toBeLessThan(log.indexOf('stopped'));
    expect(query(file, 'select name, holder from job_leases order by name')).toEqual([
      { name: 'expire-permits', holder: null },
      { name: 'mail-compose', holder: null },
      { name: 'mail-digest', holder: null },
      { name: 'mail-send', holder: null },
      { name: 'obligations', holder: null },
      { name: 'permit-expiry-reminders', holder: null },
      { name: 'privacy-retention', holder: null },
      { name: 'prune-events', holder: null },
      { name: 'prune-job-runs', holder: null },
      { name: 'seed-holidays', holder: null },
      { name: 'webhook-dispatch', holder: null },
      { name: 'workflow-clock', holder: null },
    ]);
    const year = manilaYear(Date.now());
    const seeded = query<{ year: string }>(file, 'select distinct substr(date, 1, 4) as year from holidays order by year').map(
      (r) => r.year,
    );
    expect(seeded).toEqual([String(year), String(year + 1)]);
  });

  it('with SCHEDULER_ENABLED=false runs no job, yet seeds the holidays', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { output, exited, file } = serve({ SCHEDULER_ENABLED: 'false' });
    await until(
      'the scheduler to be reported off',
      () => (messages(output).some((m) => m.startsWith('scheduler off')) ? true : undefined),
      output,
    );
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(query(file, 'select * from job_leases')).toEqual([]);
    expect(query(file, 'select * from job_runs')).toEqual([]);
    expect(query<{ n: number }>(file, 'select count(*) as n from holidays')[0]?.n).toBeGreaterThan(0);
  });
});
