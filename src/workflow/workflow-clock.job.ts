import type { Kysely } from 'kysely';
import type { SystemActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { createSettingsReader } from '../settings/settings.cache.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { ActionRegistry } from './action-registry.js';
import { abandon } from './actions/abandon.action.js';
import { recordClock } from './actions/record-clock.action.js';
import { takeAction, type WorkflowDeps } from './workflow.engine.js';
import { findWatchedApplications } from './workflow-clock.repository.js';

/**
 * The `workflow-clock` job: for every application in process, the processing clock read again
 * (a day passing, a holiday added or removed move it), `clock_at_risk` and `clock_overdue` written to
 * the journal once each, and applications left incomplete, or with a request for information
 * unanswered, past the grace period of `workflow.abandonment_grace` abandoned with a notice. Every
 * change goes through the workflow's actions (`record_clock`, `abandon`) and so through the one write
 * path; an application with nothing to change is not written.
 */

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 200;
/** The statuses the job's two actions apply from (`abandon`: incomplete or under evaluation; `record_clock`: in process). */
const WATCHED: readonly ApplicationStatus[] = [...new Set([...abandon.from, ...recordClock.from])];
const CLOCKED: ReadonlySet<string> = new Set(recordClock.from);

export interface ClockRunSummary {
  checked: number;
  updated: number;
  abandoned: number;
  atRisk: number;
  overdue: number;
  failed: number;
  [key: string]: unknown;
}

/** One pass over every watched application; what the job runs, and what tests call. */
export async function recomputeClocks(
  db: Kysely<DB>,
  actions: ActionRegistry,
  actor: SystemActor,
  signal: AbortSignal = new AbortController().signal,
): Promise<ClockRunSummary> {
  const deps: WorkflowDeps = { db, actions, settings: createSettingsReader(db) };
  const summary: ClockRunSummary = { checked: 0, updated: 0, abandoned: 0, atRisk: 0, overdue: 0, failed: 0 };
  let after: string | undefined;
  for (;;) {
    const rows = await findWatchedApplications(db, WATCHED, after, BATCH);
    for (const row of rows) {
      if (signal.aborted) return summary;
      summary.checked += 1;
      try {
        await checkOne(deps, actor, row, summary);
      } catch (error) {
        // One application that fails (a lock timeout, a bad row) does not stop the others.
        summary.failed += 1;
        if (summary.failed === 1) summary.firstError = error instanceof Error ? error.message : String(error);
      }
    }
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BATCH) return summary;
    after = last.id;
  }
}

async function checkOne(
  deps: WorkflowDeps,
  actor: SystemActor,
  row: { id: string; status: string; hold_reason: string | null },
  summary: ClockRunSummary,
): Promise<void> {
  if (row.status === 'incomplete' || row.hold_reason === 'missing_information') {
    try {
      await takeAction(deps, { applicationId: row.id, action: 'abandon', fields: {}, actor });
      summary.abandoned += 1;
      return;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'action_not_allowed')) throw error;
    }
  }
  if (!CLOCKED.has(row.status)) return;
  const result = await takeAction(deps, { applicationId: row.id, action: 'record_clock', fields: {}, actor });
  if (!result.changed) return;
  summary.updated += 1;
  for (const entry of result.journal) {
    if (entry.action === 'clock_at_risk') summary.atRisk += 1;
    if (entry.action === 'clock_overdue') summary.overdue += 1;
  }
}

export const workflowClockJob = (actions: ActionRegistry): JobDefinition => ({
  name: 'workflow-clock',
  intervalMs: HOUR_MS,
  // A pass over many applications may take minutes; the lease is renewed meanwhile.
  leaseMs: 5 * 60 * 1000,
  run: ({ db, actor, signal }) => recomputeClocks(db, actions, actor, signal),
});
