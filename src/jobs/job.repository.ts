import type { Kysely } from 'kysely';
import type { DB, JobLeaseTable, JobRunTable } from '../db/schema.js';

/**
 * The scheduler's SQL: one lease row per job, one row per run. Every statement stands alone (no
 * explicit transaction): a conditional UPDATE is atomic on both databases, and on PostgreSQL a
 * concurrent one waits for the row and then re-checks its WHERE clause, so of two processes claiming
 * one job exactly one changes the row.
 */

export type JobLeaseRow = JobLeaseTable;
export type JobRunRow = JobRunTable;

/** Adds a lease row, due now, for each job that has none yet. */
export async function ensureJobLeases(db: Kysely<DB>, names: readonly string[], dueAt: string): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('job_leases')
    .values(names.map((name) => ({ name, holder: null, expires_at: null, run_id: null, next_run_at: dueAt })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

export function readJobLeases(db: Kysely<DB>, names: readonly string[]): Promise<JobLeaseRow[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('job_leases')
    .selectAll()
    .where('name', 'in', [...names])
    .execute();
}

export function listJobLeases(db: Kysely<DB>): Promise<JobLeaseRow[]> {
  return db.selectFrom('job_leases').selectAll().orderBy('name').execute();
}

/**
 * Takes the job for one run when it is due and nobody holds it (or the holder's lease has expired, or
 * the holder is `takeFrom`, a process known to have ended). True when this call took it.
 */
export async function claimJob(
  db: Kysely<DB>,
  claim: { name: string; holder: string; runId: string; now: string; expiresAt: string; takeFrom?: string },
): Promise<boolean> {
  const { takeFrom } = claim;
  const result = await db
    .updateTable('job_leases')
    .set({ holder: claim.holder, run_id: claim.runId, expires_at: claim.expiresAt })
    .where('name', '=', claim.name)
    .where('next_run_at', '<=', claim.now)
    .where((eb) =>
      eb.or([
        eb('holder', 'is', null),
        eb('expires_at', '<=', claim.now),
        ...(takeFrom === undefined ? [] : [eb('holder', '=', takeFrom)]),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Extends the holder's lease; false when it no longer holds it (it expired and another took over). */
export async function renewJobLease(
  db: Kysely<DB>,
  lease: { name: string; holder: string; runId: string; expiresAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ expires_at: lease.expiresAt })
    .where('name', '=', lease.name)
    .where('holder', '=', lease.holder)
    .where('run_id', '=', lease.runId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives the job back with its next due time; false when the lease was lost meanwhile. */
export async function releaseJob(
  db: Kysely<DB>,
  lease: { name: string; holder: string; runId: string; nextRunAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ holder: null, expires_at: null, run_id: null, next_run_at: lease.nextRunAt })
    .where('name', '=', lease.name)
    .where('holder', '=', lease.holder)
    .where('run_id', '=', lease.runId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertJobRun(db: Kysely<DB>, row: JobRunRow): Promise<void> {
  await db.insertInto('job_runs').values(row).execute();
}

/** Records how a run ended, unless it was already marked lost. */
export async function finishJobRun(
  db: Kysely<DB>,
  runId: string,
  end: Pick<JobRunRow, 'finished_at' | 'outcome' | 'error' | 'details'>,
): Promise<void> {
  await db.updateTable('job_runs').set(end).where('id', '=', runId).where('outcome', '=', 'running').execute();
}

/** A run whose holder's lease expired before it reported back: its process stopped or stalled. */
export async function markJobRunLost(
  db: Kysely<DB>,
  runId: string,
  at: string,
  error = 'the lease expired before the run reported back',
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ outcome: 'lost', finished_at: at, error })
    .where('id', '=', runId)
    .where('outcome', '=', 'running')
    .execute();
}

export function recentJobRuns(db: Kysely<DB>, job: string, limit: number): Promise<JobRunRow[]> {
  return db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('started_at', 'desc').limit(limit).execute();
}

/** Deletes finished runs that started before `before`; returns how many. */
export async function deleteJobRunsBefore(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom('job_runs').where('started_at', '<', before).where('outcome', '!=', 'running').executeTakeFirst();
  return Number(result.numDeletedRows);
}
