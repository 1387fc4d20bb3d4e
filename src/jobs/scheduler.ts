import type { Kysely } from 'kysely';
import { systemActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { newId } from '../shared/ids.js';
import {
  claimJob,
  ensureJobLeases,
  finishJobRun,
  insertJobRun,
  type JobLeaseRow,
  markJobRunLost,
  readJobLeases,
  releaseJob,
  renewJobLease,
} from './job.repository.js';
import { JOB_NAME_PATTERN, type JobDefinition, type JobLogger, type JobOutcome, type JobSummary } from './job.types.js';
import { type ProcessIdentity, processIdentity } from './process-identity.js';

/**
 * Runs registered jobs at their intervals, each in exactly one process at a time however many share
 * the database. Every tick, a process reads the jobs' lease rows and claims each job that is due and
 * free (or whose holder's lease expired) with one conditional UPDATE; only the process whose UPDATE
 * changed the row runs it. While it runs, the holder renews its lease; when it ends, the holder
 * writes the run's outcome and gives the job back with its next due time. The schedule lives in the
 * database, so a run is not repeated by another process, and when a process stops (or dies) another
 * takes the job over at its next due time (or once the lease expires). docs/JOBS.md has the details.
 *
 * Lease times come from each process's clock: servers sharing a database must keep their clocks in
 * step (NTP) to well within a lease (60 s by default).
 */

export const DEFAULT_LEASE_MS = 60_000;

export interface SchedulerOptions {
  readonly db: Kysely<DB>;
  readonly log: JobLogger;
  /** How often the process looks for due jobs. */
  readonly tickMs: number;
  /**
   * Who this process is in the leases, and whether a lease's holder has ended (process-identity.ts):
   * host, PID namespace, pid and start by default.
   */
  readonly identity?: ProcessIdentity;
  /** This scheduler's name in the leases, for tests; a new one of `identity`'s by default. */
  readonly holder?: string;
  /** The clock, for tests; Date.now by default. */
  readonly now?: () => number;
}

export interface Scheduler {
  readonly holder: string;
  /** Adds a job; before start only. */
  register(job: JobDefinition): void;
  /** Ticks now and then every tickMs; the first tick adds the lease rows of jobs new to the database, due at once. */
  start(): Promise<void>;
  /** Stops ticking, aborts the runs under way, waits for them to report, and gives their jobs back. */
  stop(): Promise<void>;
  /** One look for due jobs, waiting for the runs it starts to end: what a tick does, for tests. */
  runDueJobs(): Promise<void>;
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  const identity = options.identity ?? processIdentity();
  const holder = options.holder ?? identity.newHolder();
  const jobs = new Map<string, JobDefinition>();
  /** Runs under way in this process, by job name. */
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let started = false;
  /** Whether the lease rows of the registered jobs are known to exist. */
  let ensured = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();

  function register(job: JobDefinition): void {
    if (started) throw new Error(`Job ${job.name} registered after the scheduler started`);
    if (!JOB_NAME_PATTERN.test(job.name)) throw new Error(`Job name "${job.name}" must be lower-case words joined by hyphens`);
    if (jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    if (!Number.isInteger(job.intervalMs) || job.intervalMs < 1) throw new Error(`Job ${job.name}: intervalMs must be a whole number ≥ 1`);
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    if (!Number.isInteger(leaseMs) || leaseMs < 3) throw new Error(`Job ${job.name}: leaseMs must be a whole number ≥ 3`);
    jobs.set(job.name, job);
  }

  /** Claims the due jobs; returns the runs started. */
  async function claimDueJobs(): Promise<Promise<void>[]> {
    const at = now();
    if (!ensured) {
      await ensureJobLeases(db, [...jobs.keys()], iso(at));
      ensured = true;
    }
    const leases = await readJobLeases(db, [...jobs.keys()]);
    const runs: Promise<void>[] = [];
    for (const lease of leases) {
      const job = jobs.get(lease.name);
      if (stopping || job === undefined || running.has(job.name) || lease.next_run_at > iso(at)) continue;
      // A holder known to have ended (this process before a restart, say) holds nothing: taken at once.
      const ended = lease.holder !== null && !isExpired(lease, iso(at)) && identity.hasEnded(lease.holder) ? lease.holder : undefined;
      if (lease.holder !== null && !isExpired(lease, iso(at)) && ended === undefined) continue;
      const runId = newId(at);
      const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
      const claim = { name: job.name, holder, runId, now: iso(at), expiresAt: iso(at + leaseMs), takeFrom: ended };
      if (!(await claimJob(db, claim))) continue;
      if (ended !== undefined) log.info({ job: job.name, previousHolder: ended }, 'job taken over at once: its holder has ended');
      // The previous holder's lease had expired (or its process ended) with its run unfinished: that run is lost.
      if (lease.holder !== null && lease.run_id !== null) {
        await markJobRunLost(db, lease.run_id, iso(at), ended === undefined ? undefined : 'its process ended before the run reported back');
      }
      const controller = new AbortController();
      const done = runJob(job, lease.next_run_at, runId, controller).finally(() => running.delete(job.name));
      running.set(job.name, { controller, done });
      runs.push(done);
    }
    return runs;
  }

  async function runJob(job: JobDefinition, scheduledAt: string, runId: string, controller: AbortController): Promise<void> {
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const startedAtMs = now();
    const startedAt = iso(startedAtMs);
    let lost = false;
    /** Set once the run is over: a renewal answered after the release is no news. */
    let ended = false;
    const heartbeat = setInterval(
      () => {
        renewJobLease(db, { name: job.name, holder, runId, expiresAt: iso(now() + leaseMs) }).then(
          (held) => {
            if (held || lost || ended) return;
            lost = true;
            log.warn({ job: job.name, runId }, 'job lease lost: another process may run the job; aborting this run');
            controller.abort(new Error('the lease was lost'));
          },
          (error: unknown) => log.warn({ job: job.name, runId, err: error }, 'job lease renewal failed; retrying'),
        );
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );

    let outcome: JobOutcome = 'succeeded';
    let summary: JobSummary | undefined;
    let failure: string | null = null;
    try {
      await insertJobRun(db, {
        id: runId,
        job: job.name,
        holder,
        scheduled_at: scheduledAt,
        started_at: startedAt,
        finished_at: null,
        outcome: 'running',
        error: null,
        details: null,
      });
      summary = await job.run({ db, actor: systemActor(job.name), signal: controller.signal, runId, scheduledAt, startedAt });
    } catch (error) {
      outcome = stopping && controller.signal.aborted ? 'cancelled' : 'failed';
      failure = describeError(error);
    } finally {
      ended = true;
      clearInterval(heartbeat);
    }
    const finishedAtMs = now();
    // Due again one interval after this run started (at once if it took longer); a cancelled run is
    // still due, for the next process.
    const nextRunAt = outcome === 'cancelled' ? scheduledAt : iso(Math.max(startedAtMs + job.intervalMs, finishedAtMs));
    const record = { job: job.name, runId, outcome, durationMs: finishedAtMs - startedAtMs, details: summary };
    try {
      await finishJobRun(db, runId, {
        finished_at: iso(finishedAtMs),
        outcome,
        error: failure,
        details: summary === undefined ? null : JSON.stringify(summary),
      });
      const released = await releaseJob(db, { name: job.name, holder, runId, nextRunAt });
      if (!released && !lost) log.warn({ job: job.name, runId }, 'job lease expired before the run ended: another process may have run it');
    } catch (error) {
      log.error({ ...record, err: error }, 'job run could not be recorded; its lease will expire');
      return;
    }
    if (outcome === 'failed') log.error({ ...record, error: failure }, 'job run failed');
    else log.info(record, 'job run finished');
  }

  async function tick(): Promise<void> {
    try {
      await claimDueJobs();
    } catch (error) {
      log.error({ err: error }, 'scheduler tick failed; trying again next tick');
    }
  }

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(() => {
      ticking = tick().finally(schedule);
    }, options.tickMs);
  }

  return {
    holder,
    register,
    async start() {
      if (started) throw new Error('The scheduler is already started');
      started = true;
      // A failing first tick (the database away) is logged and tried again at the next.
      ticking = tick().finally(schedule);
      await ticking;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await ticking.catch(() => {});
      const runs = [...running.values()];
      for (const run of runs) run.controller.abort(new Error('the process is stopping'));
      await Promise.all(runs.map((run) => run.done));
    },
    async runDueJobs() {
      started = true;
      await Promise.all(await claimDueJobs());
    },
  };
}

function isExpired(lease: JobLeaseRow, now: string): boolean {
  return lease.expires_at !== null && lease.expires_at <= now;
}
