import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';

/**
 * Exactly one process runs a job at a time: two real processes (test/helpers/scheduler-child.ts) run
 * the scheduler on one database with a job that records each run, its slot and its start and end.
 * No run overlaps another, no slot is run twice, and when one process stops — cleanly, or killed in
 * the middle of a run — the other takes the job over.
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CHILD = path.join(ROOT, 'test', 'helpers', 'scheduler-child.ts');
/** Generous: two cores shared with other work; the loops below end as soon as their condition holds. */
const PATIENCE_MS = 90_000;
/** Child processes take seconds to start on a busy machine; each test waits for a few of them and for runs. */
const TEST_TIMEOUT_MS = 300_000;

interface ProofRow {
  run_id: string;
  holder: string;
  scheduled_at: string;
  started_at: string;
  finished_at: string | null;
  completed: number | null;
}

interface Child {
  readonly process: ChildProcess;
  readonly output: string[];
  readonly exited: Promise<number | null>;
}

describe.each(testDialects)('the scheduler in two processes on one database (%s)', (dialect) => {
  let database: MigratedDatabase;
  const children: Child[] = [];

  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
  });
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.process.exitCode === null) child.process.kill('SIGKILL');
  });
  afterAll(async () => database?.drop());

  async function freshProofTable(): Promise<void> {
    await sql`drop table if exists scheduler_proof`.execute(database.db);
    await sql`create table scheduler_proof (run_id text primary key, holder text not null, scheduled_at text not null,
      started_at text not null, finished_at text, completed integer)`.execute(database.db);
    await database.db.deleteFrom('job_leases').where('name', '=', 'proof').execute();
    await database.db.deleteFrom('job_runs').where('job', '=', 'proof').execute();
  }

  async function start(holder: string, leaseMs: number): Promise<Child> {
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        HOLDER: holder,
        TICK_MS: '50',
        INTERVAL_MS: '300',
        RUN_MS: '120',
        LEASE_MS: String(leaseMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const entry = { process: child, output, exited };
    children.push(entry);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        if (output.join('').includes('ready\n')) resolve();
      });
      void exited.then((code) => reject(new Error(`${holder} exited (${code}) before it was ready:\n${output.join('')}`)));
    });
    return entry;
  }

  const proofs = () => sql<ProofRow>`select * from scheduler_proof order by started_at, run_id`.execute(database.db).then((r) => r.rows);

  /** Waits (polling the database) until `done` holds for the runs recorded so far. */
  async function until(what: string, done: (rows: ProofRow[]) => boolean): Promise<ProofRow[]> {
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      const rows = await proofs();
      if (done(rows)) return rows;
      if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}; runs so far: ${JSON.stringify(rows, null, 1)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const finished = (rows: ProofRow[], holder?: string) =>
    rows.filter((r) => r.finished_at !== null && (holder === undefined || r.holder === holder));

  /** No run started before the one before it had finished, and no slot was run to completion twice. */
  function expectOneAtATime(rows: ProofRow[]): void {
    for (let i = 1; i < rows.length; i += 1) {
      const [previous, current] = [rows[i - 1] as ProofRow, rows[i] as ProofRow];
      expect(previous.finished_at, `run ${previous.run_id} by ${previous.holder} never finished`).not.toBeNull();
      expect(current.started_at >= (previous.finished_at ?? ''), `${JSON.stringify(current)} overlaps ${JSON.stringify(previous)}`).toBe(
        true,
      );
    }
    const slots = rows.filter((r) => r.completed === 1).map((r) => r.scheduled_at);
    expect(new Set(slots).size).toBe(slots.length);
  }

  it('runs the job in one process at a time, never a slot twice, and the other takes over when the first stops', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    await freshProofTable();
    const a = await start('A', 10_000);
    await until('three runs by A', (rows) => finished(rows, 'A').length >= 3);
    const b = await start('B', 10_000);
    const before = (await proofs()).length;
    await until('four more runs with both processes up', (rows) => finished(rows).length >= before + 4);

    a.process.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    const stoppedAt = new Date().toISOString();
    const rows = await until(
      'three runs by B after A stopped',
      (all) => finished(all, 'B').filter((r) => r.started_at > stoppedAt).length >= 3,
    );
    b.process.kill('SIGTERM');
    expect(await b.exited).toBe(0);

    const all = await proofs();
    expectOneAtATime(all);
    expect(rows.filter((r) => r.started_at > stoppedAt).every((r) => r.holder === 'B')).toBe(true);
    const outcomes = await database.db.selectFrom('job_runs').select(['outcome', 'holder']).where('job', '=', 'proof').execute();
    expect(outcomes.length).toBe(all.length);
    // A run under way when its process stopped is cancelled (and its slot run by the other); none is lost.
    expect(outcomes.filter((o) => o.outcome !== 'succeeded').every((o) => o.outcome === 'cancelled')).toBe(true);
    expect(await database.db.selectFrom('job_leases').select('holder').where('name', '=', 'proof').executeTakeFirst()).toEqual({
      holder: null,
    });
  });

  it('when the process running the job is killed mid-run, the other takes it over once the lease expires, and marks the run lost', {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    await freshProofTable();
    const leaseMs = 1500;
    const a = await start('A', leaseMs);
    const b = await start('B', leaseMs);
    // Wait for a run under way (started, not finished), and kill its process.
    const inFlight = await until('a run under way', (rows) => rows.some((r) => r.finished_at === null));
    const victim = inFlight.find((r) => r.finished_at === null) as ProofRow;
    const [killed, survivor] = victim.holder === 'A' ? [a, b] : [b, a];
    killed.process.kill('SIGKILL');
    await killed.exited;
    const lease = await database.db.selectFrom('job_leases').selectAll().where('name', '=', 'proof').executeTakeFirstOrThrow();
    expect(lease.holder).toBe(victim.holder);

    const rows = await until(
      'two runs by the survivor after the kill',
      (all) => finished(all).filter((r) => r.started_at > victim.started_at).length >= 2,
    );
    survivor.process.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);

    const after = rows.filter((r) => r.started_at > victim.started_at);
    expect(after.every((r) => r.holder !== victim.holder)).toBe(true);
    // The survivor started only once the killed holder's lease had expired.
    expect((after[0] as ProofRow).started_at >= (lease.expires_at ?? '')).toBe(true);
    const victimRun = await database.db.selectFrom('job_runs').selectAll().where('id', '=', victim.run_id).executeTakeFirstOrThrow();
    expect(victimRun.outcome).toBe('lost');
    expectOneAtATime((await proofs()).filter((r) => r.run_id !== victim.run_id));
  });
});
