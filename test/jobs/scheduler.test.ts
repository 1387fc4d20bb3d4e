import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import { listJobLeases } from '../../src/jobs/job.repository.js';
import type { JobContext, JobDefinition, JobLogger } from '../../src/jobs/job.types.js';
import { createScheduler, type Scheduler } from '../../src/jobs/scheduler.js';
import { createTestDatabase, testDialects } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';

/**
 * The scheduler in one test process: two schedulers on two connections to one database stand for two
 * processes, each with a clock the test moves. test/jobs/scheduler.processes.test.ts does it with real
 * processes.
 */

const T0 = Date.parse('2026-11-02T00:00:00Z');
const MINUTE = 60_000;

interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly details: Record<string, unknown>;
  readonly message: string;
}

function memoryLog(): JobLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (details: object, message: string) =>
    entries.push({ level, details: details as Record<string, unknown>, message });
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A job that records who ran it and when it was due, and returns a summary. */
function recordingJob(name: string, runs: string[], overrides: Partial<JobDefinition> = {}): JobDefinition {
  return {
    name,
    intervalMs: 10 * MINUTE,
    async run(context) {
      runs.push(`${context.scheduledAt}`);
      return { ran: true };
    },
    ...overrides,
  };
}

describe.each(testDialects)('the scheduler (%s)', (dialect) => {
  let database: MigratedDatabase;
  let second: Database;
  let jobCounter = 0;
  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
    second = await database.open();
  });
  afterAll(async () => database?.drop());

  /** A job name of its own per test: tests share the database. */
  const jobName = () => {
    jobCounter += 1;
    return `test-job-${jobCounter}`;
  };

  function scheduler(holder: string, clock: () => number, db = database.db, log = memoryLog()): Scheduler & { log: typeof log } {
    return Object.assign(createScheduler({ db, log, tickMs: 1000, holder, now: clock }), { log });
  }

  async function runsOf(job: string) {
    return database.db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('started_at').orderBy('id').execute();
  }

  async function leaseOf(job: string) {
    return (await listJobLeases(database.db)).find((lease) => lease.name === job);
  }

  it('runs a due job in exactly one of two processes, then not again until its interval has passed', async () => {
    const name = jobName();
    let now = T0;
    const runsA: string[] = [];
    const runsB: string[] = [];
    const a = scheduler('A', () => now);
    const b = scheduler('B', () => now, second.db);
    a.register(recordingJob(name, runsA));
    b.register(recordingJob(name, runsB));

    await Promise.all([a.runDueJobs(), b.runDueJobs()]);
    expect(runsA.length + runsB.length).toBe(1);

    now += 10 * MINUTE - 1;
    await Promise.all([a.runDueJobs(), b.runDueJobs()]);
    expect(runsA.length + runsB.length).toBe(1);

    now += 1;
    await Promise.all([b.runDueJobs(), a.runDueJobs()]);
    expect(runsA.length + runsB.length).toBe(2);

    const runs = await runsOf(name);
    expect(runs.map((run) => [run.scheduled_at, run.outcome, run.details])).toEqual([
      [new Date(T0).toISOString(), 'succeeded', '{"ran":true}'],
      [new Date(T0 + 10 * MINUTE).toISOString(), 'succeeded', '{"ran":true}'],
    ]);
    expect(await leaseOf(name)).toEqual({
      name,
      holder: null,
      expires_at: null,
      run_id: null,
      next_run_at: new Date(T0 + 20 * MINUTE).toISOString(),
    });
  });

  it('does not start a job in one process while the other runs it', async () => {
    const name = jobName();
    const now = T0;
    const started = deferred();
    const finish = deferred();
    const a = scheduler('A', () => now);
    const b = scheduler('B', () => now, second.db);
    a.register({
      name,
      intervalMs: MINUTE,
      async run() {
        started.resolve();
        await finish.promise;
        return { by: 'A' };
      },
    });
    const runsB: string[] = [];
    b.register(recordingJob(name, runsB, { intervalMs: MINUTE }));

    const aRuns = a.runDueJobs();
    await started.promise;
    expect(await leaseOf(name)).toMatchObject({ holder: 'A', expires_at: new Date(T0 + MINUTE).toISOString() });
    await b.runDueJobs();
    expect(runsB).toEqual([]);
    finish.resolve();
    await aRuns;
    expect((await runsOf(name)).map((run) => [run.holder, run.outcome])).toEqual([['A', 'succeeded']]);
  });

  it('when a holder stalls past its lease, the other process takes the job over, marks the stalled run lost, and the stalled run is aborted', async () => {
    const name = jobName();
    const leaseMs = 300;
    // A's clock stands still (a stalled process renews nothing forward); B's has moved on.
    const a = scheduler('A', () => T0);
    const b = scheduler('B', () => T0 + 10 * leaseMs, second.db);
    const started = deferred();
    a.register({
      name,
      intervalMs: MINUTE,
      leaseMs,
      async run({ signal }) {
        started.resolve();
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        return undefined;
      },
    });
    const runsB: string[] = [];
    b.register(recordingJob(name, runsB, { intervalMs: MINUTE, leaseMs }));

    const aRuns = a.runDueJobs();
    await started.promise;
    await b.runDueJobs();
    expect(runsB).toHaveLength(1);
    // A's next renewal finds the lease gone and aborts its run.
    await aRuns;
    const runs = await runsOf(name);
    expect(runs.map((run) => [run.holder, run.outcome])).toEqual([
      ['A', 'lost'],
      ['B', 'succeeded'],
    ]);
    expect(a.log.entries.map((entry) => entry.message)).toContain('job lease lost: another process may run the job; aborting this run');
    expect(await leaseOf(name)).toMatchObject({ holder: null, next_run_at: new Date(T0 + 10 * leaseMs + MINUTE).toISOString() });
  });

  it('records a failed run with its error, logs it, and makes the job due one interval after the run started', async () => {
    const name = jobName();
    const a = scheduler('A', () => T0);
    a.register({
      name,
      intervalMs: 5 * MINUTE,
      async run() {
        throw new TypeError('the database said no');
      },
    });
    await a.runDueJobs();
    const [run] = await runsOf(name);
    expect(run).toMatchObject({
      holder: 'A',
      outcome: 'failed',
      error: 'TypeError: the database said no',
      finished_at: new Date(T0).toISOString(),
    });
    expect(a.log.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'job run failed',
        details: expect.objectContaining({ job: name, outcome: 'failed' }),
      }),
    );
    expect(await leaseOf(name)).toMatchObject({ holder: null, next_run_at: new Date(T0 + 5 * MINUTE).toISOString() });
  });

  it('on stop, aborts the run under way, records it cancelled, and leaves the job due for the other process', async () => {
    const name = jobName();
    const started = deferred();
    const a = scheduler('A', () => T0);
    a.register({
      name,
      intervalMs: MINUTE,
      async run({ signal }) {
        started.resolve();
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
        return undefined;
      },
    });
    const aRuns = a.runDueJobs();
    await started.promise;
    await a.stop();
    await aRuns;
    expect((await runsOf(name)).map((run) => [run.holder, run.outcome])).toEqual([['A', 'cancelled']]);
    expect(await leaseOf(name)).toMatchObject({ holder: null, next_run_at: new Date(T0).toISOString() });

    const runsB: string[] = [];
    const b = scheduler('B', () => T0 + 1, second.db);
    b.register(recordingJob(name, runsB, { intervalMs: MINUTE }));
    await b.runDueJobs();
    expect(runsB).toEqual([new Date(T0).toISOString()]);
  });

  it('gives a job the system as its actor, named after the job, and its run id and times', async () => {
    const name = jobName();
    let seen: JobContext | undefined;
    const a = scheduler('A', () => T0);
    a.register({
      name,
      intervalMs: MINUTE,
      async run(context) {
        seen = context;
        return undefined;
      },
    });
    await a.runDueJobs();
    expect(seen).toMatchObject({
      actor: { kind: 'system', job: name },
      scheduledAt: new Date(T0).toISOString(),
      startedAt: new Date(T0).toISOString(),
    });
    expect((await runsOf(name))[0]?.id).toBe(seen?.runId);
  });

  it('a job new to the database is due at once; a known job keeps its schedule when a process starts', async () => {
    const name = jobName();
    const a = scheduler('A', () => T0);
    a.register(recordingJob(name, [], { intervalMs: 60 * MINUTE }));
    await a.runDueJobs();
    const later = scheduler('B', () => T0 + MINUTE, second.db);
    const runs: string[] = [];
    later.register(recordingJob(name, runs, { intervalMs: 60 * MINUTE }));
    await later.start();
    await later.stop();
    expect(runs).toEqual([]);
    expect(await leaseOf(name)).toMatchObject({ next_run_at: new Date(T0 + 60 * MINUTE).toISOString() });
  });

  it('starts even when its queries fail, and logs the failed tick (the next tries again)', async () => {
    // A database without the scheduler's tables: every query of a tick fails.
    const bare = await createTestDatabase(dialect);
    const unmigrated = await openDatabase({ url: bare.url, requireDurableWrites: true, poolSize: 1 });
    try {
      const a = scheduler('A', () => T0, unmigrated.db);
      a.register(recordingJob(jobName(), []));
      await a.start();
      await a.stop();
      expect(a.log.entries.map((entry) => [entry.level, entry.message])).toEqual([
        ['error', 'scheduler tick failed; trying again next tick'],
      ]);
    } finally {
      await unmigrated.close();
      await bare.drop();
    }
  });

  it.each([
    ['Recompute_Clocks', 'must be lower-case words joined by hyphens'],
    ['-x', 'must be lower-case words joined by hyphens'],
    ['', 'must be lower-case words joined by hyphens'],
  ])('refuses the job name %j', (name, message) => {
    expect(() => scheduler('A', () => T0).register(recordingJob(name, []))).toThrow(message);
  });

  it('refuses a job registered twice, a bad interval or lease, and a job registered after the start', async () => {
    const a = scheduler('A', () => T0);
    a.register(recordingJob('twice', []));
    expect(() => a.register(recordingJob('twice', []))).toThrow('registered twice');
    expect(() => a.register(recordingJob('zero', [], { intervalMs: 0 }))).toThrow('intervalMs');
    expect(() => a.register(recordingJob('fraction', [], { intervalMs: 1.5 }))).toThrow('intervalMs');
    expect(() => a.register(recordingJob('short-lease', [], { leaseMs: 1 }))).toThrow('leaseMs');
    const b = scheduler('B', () => T0, second.db);
    await b.start();
    await b.stop();
    expect(() => b.register(recordingJob('late', []))).toThrow('after the scheduler started');
  });
});
