import type { Kysely } from 'kysely';
import type { SystemActor } from '../auth/actor.js';
import { addDays, manilaDate, manilaStartOfDay } from '../clock/manila-time.js';
import type { DB } from '../db/schema.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { nowIso } from '../shared/time.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import { EXPIRY_REMINDER_REACH_DAYS, expiryReminderDue } from './permit-expiry.reminders.js';
import { remindPermitExpiry } from './permit-expiry-reminder.action.js';
import { findPermitsNearingExpiry } from './permit-expiry-reminder.repository.js';

/**
 * The `permit-expiry-reminders` job (issue 28 §2): every permit in force expiring within the farthest
 * reminder's reach is read as of now, and one with a reminder due (90, 30 or 7 days before its expiry)
 * is reminded through the action `remind_permit_expiry`, which decides again under the application's
 * lock. Under the job lease, one process at a time; and were two to run it, the reminder's key lets one
 * of them write it.
 */

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 200;

export interface ExpiryReminderRunSummary {
  checked: number;
  reminded: number;
  failed: number;
  [key: string]: unknown;
}

/** One pass, as of `asOf` (now by default): what the job runs, and what tests call. */
export async function remindExpiringPermits(
  db: Kysely<DB>,
  actions: ActionRegistry,
  actor: SystemActor,
  signal: AbortSignal = new AbortController().signal,
  asOf: string = nowIso(),
): Promise<ExpiryReminderRunSummary> {
  const summary: ExpiryReminderRunSummary = { checked: 0, reminded: 0, failed: 0 };
  const today = manilaDate(asOf);
  const before = manilaStartOfDay(addDays(today, EXPIRY_REMINDER_REACH_DAYS + 1));
  let after: string | undefined;
  for (;;) {
    const permits = await findPermitsNearingExpiry(db, before, after, BATCH);
    for (const permit of permits) {
      if (signal.aborted) return summary;
      summary.checked += 1;
      if (permit.date_issued === null || permit.date_expired === null) continue;
      const due = expiryReminderDue(
        { dateIssued: manilaDate(permit.date_issued), dateExpired: manilaDate(permit.date_expired), sent: permit.sent },
        today,
      );
      if (due === undefined) continue;
      try {
        const result = await takeAction(
          { db, actions },
          { applicationId: permit.application_id, action: remindPermitExpiry.name, fields: { permitId: permit.id, asOf }, actor },
        );
        if (result.changed) summary.reminded += 1;
      } catch (error) {
        // One permit that fails (a lock timeout, a reminder another process wrote first) does not stop the others.
        summary.failed += 1;
        if (summary.failed === 1) summary.firstError = error instanceof Error ? error.message : String(error);
      }
    }
    const last = permits[permits.length - 1];
    if (last === undefined || permits.length < BATCH) return summary;
    after = last.id;
  }
}

export const permitExpiryRemindersJob = (actions: ActionRegistry): JobDefinition => ({
  name: 'permit-expiry-reminders',
  intervalMs: HOUR_MS,
  leaseMs: 5 * 60 * 1000,
  run: ({ db, actor, signal }) => remindExpiringPermits(db, actions, actor, signal),
});
