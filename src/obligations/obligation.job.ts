import type { Kysely } from 'kysely';
import type { SystemActor } from '../auth/actor.js';
import { addDays, manilaDate } from '../clock/manila-time.js';
import type { DB } from '../db/schema.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { nowIso } from '../shared/time.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import { recordObligationClock } from './obligation.actions.js';
import { REMINDER_DAYS_BEFORE } from './obligation.reminders.js';
import { findObligationsToWatch } from './obligation.repository.js';

/**
 * The `obligations` job (issue 20 §1): every open obligation (pending or overdue) of a permit that is
 * not void, due within the first reminder's reach, is read again as of now, through the workflow's
 * action `record_obligation_clock`: marked overdue once its due date has passed, and reminded 30, 7
 * and 0 days before, then weekly while overdue (each reminder once: a notice to the agency and an
 * `obligation.reminder` event). An obligation with nothing to do is not written. Under the job lease:
 * one process runs it at a time.
 */

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 200;

export interface ObligationRunSummary {
  checked: number;
  overdue: number;
  reminded: number;
  failed: number;
  [key: string]: unknown;
}

/** One pass, as of `asOf` (now by default): what the job runs, and what tests call. */
export async function watchObligations(
  db: Kysely<DB>,
  actions: ActionRegistry,
  actor: SystemActor,
  signal: AbortSignal = new AbortController().signal,
  asOf: string = nowIso(),
): Promise<ObligationRunSummary> {
  const summary: ObligationRunSummary = { checked: 0, overdue: 0, reminded: 0, failed: 0 };
  const through = addDays(manilaDate(asOf), Math.max(...REMINDER_DAYS_BEFORE));
  let after: string | undefined;
  for (;;) {
    const rows = await findObligationsToWatch(db, through, after, BATCH);
    for (const row of rows) {
      if (signal.aborted) return summary;
      summary.checked += 1;
      try {
        const result = await takeAction(
          { db, actions },
          { applicationId: row.application_id, action: recordObligationClock.name, fields: { obligationId: row.id, asOf }, actor },
        );
        for (const entry of result.journal) {
          if (entry.action === 'obligation_overdue') summary.overdue += 1;
          if (entry.action === 'obligation_reminded') summary.reminded += 1;
        }
      } catch (error) {
        // One obligation that fails (its application no longer issued, a lock timeout) does not stop the others.
        summary.failed += 1;
        if (summary.failed === 1) summary.firstError = error instanceof Error ? error.message : String(error);
      }
    }
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BATCH) return summary;
    after = last.id;
  }
}

export const obligationsJob = (actions: ActionRegistry): JobDefinition => ({
  name: 'obligations',
  intervalMs: HOUR_MS,
  leaseMs: 5 * 60 * 1000,
  run: ({ db, actor, signal }) => watchObligations(db, actions, actor, signal),
});
