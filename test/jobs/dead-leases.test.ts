import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processIdentity, processStart } from '../../src/jobs/process-identity.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { newId } from '../../src/shared/ids.js';
import { testDialects } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';

/**
 * A restarted process takes over its own dead leases at once (issue 30 §3, docs/JOBS.md): a lease
 * held by a process of this host and PID namespace that no longer runs, or by an earlier life of the
 * same WORKER_ID, is claimed on the first tick, not once it expires; a live holder's is not.
 */

const silentLog = { info() {}, warn() {}, error() {} };

/** A real process of this machine, stopped by `end`: its holder name as the scheduler would write it. */
async function aProcess(): Promise<{ child: ChildProcess; holder: string; end(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  const pid = child.pid as number;
  const [name] = processIdentity().newHolder().split(':');
  const holder = `${name}:${pid}:${processStart(pid)}:0badc0de`;
  return {
    child,
    holder,
    async end() {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('who has ended (process-identity.ts)', () => {
  const started = new Map<number, string>([
    [100, '5000'],
    [200, '6000'],
  ]);
  const startOf = (pid: number) => started.get(pid);
  const me = processIdentity({ hostname: 'db1', pid: 100, startOf });

  it('sees its own holders as alive, and a holder of its pid started at another time as ended', () => {
    expect(me.hasEnded(me.newHolder())).toBe(false);
    const [name] = me.newHolder().split(':');
    expect(me.hasEnded(`${name}:100:4000:abcd`)).toBe(true);
  });

  it('asks the kernel about another pid of its host and namespace', () => {
    const [name] = me.newHolder().split(':');
    expect(me.hasEnded(`${name}:200:6000:abcd`)).toBe(false); // runs, started then
    expect(me.hasEnded(`${name}:200:5999:abcd`)).toBe(true); // the pid runs another process
    expect(me.hasEnded(`${name}:300:7000:abcd`)).toBe(true); // no such process
  });

  it('never judges a holder of another host, namespace, or the older holder format', () => {
    expect(me.hasEnded('db2@4026531836:300:7000:abcd')).toBe(false);
    expect(me.hasEnded('db1@1:300:7000:abcd')).toBe(false);
    expect(me.hasEnded('db1:300:abcd1234')).toBe(false);
    expect(me.hasEnded('worker/db1:300:7000:abcd')).toBe(false);
  });

  it('with WORKER_ID, sees any other life of the same id as ended, and other ids as not', () => {
    const worker = processIdentity({ workerId: 'work-0', pid: 100, startOf });
    expect(worker.newHolder()).toMatch(/^worker\/work-0:100:5000:[0-9a-f]{8}$/);
    expect(worker.hasEnded(worker.newHolder())).toBe(false);
    expect(worker.hasEnded('worker/work-0:1:42:abcd')).toBe(true);
    expect(worker.hasEnded('worker/work-1:1:42:abcd')).toBe(false);
  });

  it.runIf(process.platform === 'linux')('reads a real process: running, then ended', async () => {
    const other = await aProcess();
    const identity = processIdentity();
    expect(identity.hasEnded(other.holder)).toBe(false);
    await other.end();
    expect(identity.hasEnded(other.holder)).toBe(true);
  });
});

describe.each(testDialects)('a dead holder’s lease (%s)', (dialect) => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  /** A job's lease held for another 10 minutes by `holder`, in the middle of a run. */
  async function leaseHeldBy(job: string, holder: string): Promise<string> {
    const now = Date.now();
    const runId = newId(now);
    await database.db
      .insertInto('job_leases')
      .values({
        name: job,
        holder,
        run_id: runId,
        expires_at: new Date(now + 600_000).toISOString(),
        next_run_at: new Date(now - 1000).toISOString(),
      })
      .execute();
    const at = new Date(now - 1000).toISOString();
    await database.db
      .insertInto('job_runs')
      .values({
        id: runId,
        job,
        holder,
        scheduled_at: at,
        started_at: at,
        finished_at: null,
        outcome: 'running',
        error: null,
        details: null,
      })
      .execute();
    return runId;
  }

  it('is taken at once when its process has ended, and its run marked lost', async () => {
    const dead = await aProcess();
    await dead.end();
    const deadRun = await leaseHeldBy('dead-holder-job', dead.holder);
    const runs: string[] = [];
    const scheduler = createScheduler({ db: database.db, log: silentLog, tickMs: 60_000 });
    scheduler.register({ name: 'dead-holder-job', intervalMs: 600_000, run: async ({ runId }) => void runs.push(runId) });
    await scheduler.runDueJobs();
    expect(runs).toHaveLength(1);
    const lost = await database.db.selectFrom('job_runs').select(['outcome', 'error']).where('id', '=', deadRun).executeTakeFirstOrThrow();
    expect(lost).toEqual({ outcome: 'lost', error: 'its process ended before the run reported back' });
    await scheduler.stop();
  });

  it('is left to its holder while the holder runs, until the lease expires', async () => {
    const live = await aProcess();
    try {
      await leaseHeldBy('live-holder-job', live.holder);
      const runs: string[] = [];
      const scheduler = createScheduler({ db: database.db, log: silentLog, tickMs: 60_000 });
      scheduler.register({ name: 'live-holder-job', intervalMs: 600_000, run: async ({ runId }) => void runs.push(runId) });
      await scheduler.runDueJobs();
      expect(runs).toEqual([]);
      const lease = await database.db
        .selectFrom('job_leases')
        .select('holder')
        .where('name', '=', 'live-holder-job')
        .executeTakeFirstOrThrow();
      expect(lease.holder).toBe(live.holder);
      await scheduler.stop();
    } finally {
      await live.end();
    }
  });

  it('with WORKER_ID, is taken at once from an earlier life of the same worker', async () => {
    await leaseHeldBy('same-worker-job', 'worker/work-7:1:12345:0badc0de');
    await leaseHeldBy('other-worker-job', 'worker/work-8:1:12345:0badc0de');
    const runs: string[] = [];
    const scheduler = createScheduler({
      db: database.db,
      log: silentLog,
      tickMs: 60_000,
      identity: processIdentity({ workerId: 'work-7' }),
    });
    scheduler.register({ name: 'same-worker-job', intervalMs: 600_000, run: async () => void runs.push('same') });
    scheduler.register({ name: 'other-worker-job', intervalMs: 600_000, run: async () => void runs.push('other') });
    await scheduler.runDueJobs();
    expect(runs).toEqual(['same']);
    await scheduler.stop();
  });
});
