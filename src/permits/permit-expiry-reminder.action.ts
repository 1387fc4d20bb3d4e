import { manilaDate } from '../clock/manila-time.js';
import { AppError } from '../http/errors.js';
import { DateTime, Uuid } from '../http/schema-helpers.js';
import { PERMIT_IN_FORCE } from '../vocabulary/status-groups.js';
import { fields } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { findPermit } from './permit.repository.js';
import { expiryReminderDue } from './permit-expiry.reminders.js';
import { expiryRemindersSent, insertExpiryReminder } from './permit-expiry-reminder.repository.js';

/** When, in the notice's words: `in 30 days`, `in 1 day`, `today` (a job late until the very day). */
const when = (daysLeft: number) => (daysLeft === 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`);

/**
 * The scheduler, for one permit as of `asOf` (issue 28 §2): the expiry reminder due (90, 30 or 7 days
 * before its date of expiry, permit-expiry.reminders.ts), if the permit is still in force when its
 * application is locked: one suspended, revoked, superseded or expired since the job read it is not
 * reminded. The notice goes to the agency and, by email, the holder; the reminder's row (its key: the
 * permit and the days before) makes the event `permit.expiring` and keeps it from being sent twice.
 * Nothing due writes nothing.
 */
export const remindPermitExpiry = defineAction({
  name: 'remind_permit_expiry',
  summary: 'Remind the agency and the holder that the permit in force expires in 90, 30 or 7 days (the scheduler).',
  fields: fields({ permitId: Uuid, asOf: { ...DateTime, description: 'The time the job runs as of.' } }),
  actor: 'system',
  roles: [],
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const permit = await findPermit(context.db, context.fields.permitId);
    if (permit === undefined || permit.application_id !== context.application.id) {
      throw new AppError('not_found', `No permit ${context.fields.permitId}`);
    }
    if (!PERMIT_IN_FORCE.has(permit.status) || permit.date_issued === null || permit.date_expired === null) {
      return { journal: [], noChange: true };
    }
    const dateExpired = manilaDate(permit.date_expired);
    const due = expiryReminderDue(
      { dateIssued: manilaDate(permit.date_issued), dateExpired, sent: await expiryRemindersSent(context.db, permit.id) },
      manilaDate(context.fields.asOf),
    );
    if (due === undefined) return { journal: [], noChange: true };
    const applicationId = context.application.id;
    return {
      journal: [
        {
          action: 'permit_expiry_reminded',
          payload: { permitId: permit.id, permitNo: permit.permit_no, dateExpired, daysBefore: due.daysBefore, daysLeft: due.daysLeft },
        },
      ],
      notice: { type: 'permit_expiring', values: { permitNo: permit.permit_no, dateExpired, text: when(due.daysLeft) } },
      effects: [
        (trx, { now }) =>
          insertExpiryReminder(trx, {
            permit_id: permit.id,
            application_id: applicationId,
            days_before: due.daysBefore,
            days_left: due.daysLeft,
            sent_at: now,
          }).then(() => undefined),
      ],
    };
  },
});
