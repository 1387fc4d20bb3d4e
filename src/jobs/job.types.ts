import type { Kysely } from 'kysely';
import type { SystemActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';

/** What scheduled jobs are and receive: the registration API (see docs/JOBS.md). */

export const JOB_OUTCOME_MEANINGS = {
  running: 'The run is under way (its holder renews the lease).',
  succeeded: 'The run finished.',
  failed: 'The run threw; the job is due again one interval after it started.',
  cancelled: 'Its process stopped during the run; the job is due again at once, for another process.',
  lost: "Its holder's lease expired before it reported back (the process died or stalled); another process took over.",
} as const;
export type JobOutcome = keyof typeof JOB_OUTCOME_MEANINGS;

/** Job names: lower-case words joined by hyphens, e.g. `recompute-clocks`. */
export const JOB_NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface JobContext {
  readonly db: Kysely<DB>;
  /** The system acting, named after the job: every journal entry, notice and audit row it writes. */
  readonly actor: SystemActor;
  /**
   * Aborted when the process stops or the lease is lost (another process may be running the job):
   * check it between units of work, and end soon after.
   */
  readonly signal: AbortSignal;
  readonly runId: string;
  /** When the run was due (ISO 8601), and when it started. */
  readonly scheduledAt: string;
  readonly startedAt: string;
}

/** A summary of what a run did (counts, ids), stored as JSON with the run and logged. */
export type JobSummary = Record<string, unknown>;

export interface JobDefinition {
  /** Unique, matching JOB_NAME_PATTERN: the lease's key in the database, stable across versions. */
  readonly name: string;
  /** Time from the start of one run to when the job is due again, in milliseconds. */
  readonly intervalMs: number;
  /**
   * How long a holder may go without renewing before another process may take the job over
   * (default 60 s; renewed every third of it while the job runs). Longer than any stall of the
   * event loop you expect.
   */
  readonly leaseMs?: number;
  /** One run. Idempotent: after a lost lease or a crash the same work may be done again. */
  run(context: JobContext): Promise<JobSummary | undefined>;
}

/** A pino logger fits. */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
