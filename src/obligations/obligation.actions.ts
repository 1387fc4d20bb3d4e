import { insertAttachment } from '../attachments/attachment.repository.js';
import { uploadedAttachmentRow } from '../attachments/document-upload.actions.js';
import { registerBlob } from '../blobs/blob.repository.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { manilaDate } from '../clock/manila-time.js';
import type { ApplicationAttachmentTable, PermitObligationTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { DateTime, Uuid } from '../http/schema-helpers.js';
import { findPermit } from '../permits/permit.repository.js';
import { OBLIGATION_REVIEWER_ROLES, OBLIGATION_WAIVER_ROLES } from '../policy/obligation.policy.js';
import type { ReceivedFile } from '../uploads/upload.pipeline.js';
import { fields, optionalText, reasons } from '../workflow/actions/action.fields.js';
import { type ActionContext, type ActionStep, defineAction } from '../workflow/actions/action.types.js';
import { obligationClockStep } from './obligation.reminders.js';
import { findLatestSubmission, findObligation, insertSubmission, updateObligation, updateSubmission } from './obligation.repository.js';
import type { SpecimenFlag, SpecimenRow } from './obligation.schemas.js';
import { type ObligationStatus, OPEN_OBLIGATION, WAIVABLE_OBLIGATION } from './obligation.vocabulary.js';

/**
 * What a permit owes after its issue (issue 20 §1), each change an action of the workflow on the
 * permit's application, so journalled, audited and evented like every other: the agency submits
 * (`submit_obligation`, its route of its own with the upload), staff accept, reject or waive, and
 * the scheduler marks an obligation overdue and sends its reminders (`record_obligation_clock`).
 * The obligation's row and its submissions are the actions' effects.
 */

const ObligationFields = fields({ obligationId: Uuid });

/** The obligation named by `obligationId`, of this application, or a 404. */
async function obligationOf(context: ActionContext<{ obligationId: string }, unknown>): Promise<PermitObligationTable> {
  const obligation = await findObligation(context.db, context.fields.obligationId.toLowerCase());
  if (obligation === undefined || obligation.application_id !== context.application.id) {
    throw new AppError('not_found', `Application ${context.application.registration_no} has no obligation ${context.fields.obligationId}`);
  }
  return obligation;
}

function assertStatus(obligation: PermitObligationTable, allowed: readonly ObligationStatus[], action: string): void {
  if (!allowed.includes(obligation.status as ObligationStatus)) {
    throw new AppError(
      'action_not_allowed',
      `${action} applies to an obligation that is ${allowed.join(' or ')}; "${obligation.title}" is ${obligation.status}`,
    );
  }
}

async function permitNoOf(context: ActionContext<unknown, unknown>, obligation: PermitObligationTable): Promise<string> {
  return (await findPermit(context.db, obligation.permit_id))?.permit_no ?? '';
}

function payloadOf(obligation: PermitObligationTable, permitNo: string, to: ObligationStatus, extra: Record<string, unknown> = {}) {
  return {
    obligationId: obligation.id,
    obligationType: obligation.type,
    permitId: obligation.permit_id,
    permitNo,
    from: obligation.status,
    to,
    ...extra,
  };
}

/** What the submission route gives the action besides its fields. */
/** A file of a submission: it becomes an attachment of the application. */
export interface SubmissionFileInput {
  readonly attachmentId: string;
  readonly upload: ReceivedFile;
  /** The attachment's `url` (the agency's download link). */
  readonly url: string;
}

export interface ObligationSubmissionInput {
  readonly submissionId: string;
  /** One or more, in the order sent. */
  readonly files: readonly SubmissionFileInput[];
  readonly store: BlobStore;
  readonly specimens: readonly SpecimenRow[] | null;
  readonly flags: readonly SpecimenFlag[];
  readonly note: string | null;
}

export const submitObligation = defineAction<typeof ObligationFields, ObligationSubmissionInput>({
  name: 'submit_obligation',
  summary: 'The agency submits an obligation of the permit: its file, and for a collection report the specimen rows.',
  fields: ObligationFields,
  actor: 'agency',
  roles: [],
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const { input, actor, application } = context;
    const obligation = await obligationOf(context);
    assertStatus(obligation, OPEN_OBLIGATION, 'submit_obligation');
    const permitNo = await permitNoOf(context, obligation);
    const attachment = (file: SubmissionFileInput, now: string): ApplicationAttachmentTable =>
      uploadedAttachmentRow({
        id: file.attachmentId,
        applicationId: application.id,
        type: `obligation_${obligation.type}`.slice(0, 64),
        title: obligation.title,
        description: input.note,
        internal: 0,
        upload: file.upload,
        url: file.url,
        actor,
        now,
      });
    return {
      journal: [
        {
          action: 'obligation_submitted',
          payload: payloadOf(obligation, permitNo, 'submitted', {
            submissionId: input.submissionId,
            files: input.files.map((file) => ({
              attachmentId: file.attachmentId,
              sha256: file.upload.blob.sha256,
              fileName: file.upload.fileName,
            })),
            specimenRows: input.specimens?.length ?? 0,
            flags: input.flags.length,
          }),
        },
      ],
      notice: { type: 'obligation_submitted', values: { permitNo, obligation: obligation.title, obligationDueDate: obligation.due_date } },
      effects: [
        async (trx, { now }) => {
          for (const file of input.files) {
            await registerBlob(trx, input.store, file.upload.blob);
            await insertAttachment(trx, attachment(file, now));
          }
          await insertSubmission(trx, {
            id: input.submissionId,
            obligation_id: obligation.id,
            application_id: application.id,
            attachment_ids: JSON.stringify(input.files.map((file) => file.attachmentId)),
            specimens: input.specimens === null ? null : JSON.stringify(input.specimens),
            flags: JSON.stringify(input.flags),
            note: input.note,
            status: 'submitted',
            reason: null,
            submitted_by: actor.id,
            reviewed_by: null,
            reviewed_at: null,
            created_at: now,
          });
          await updateObligation(trx, obligation.id, { status: 'submitted', status_reason: null, updated_at: now });
        },
      ],
    };
  },
});

/** Accept or reject the newest submission of a submitted obligation. */
async function decideReview(
  context: ActionContext<{ obligationId: string; reasons?: string; text?: string }>,
  verdict: 'accepted' | 'rejected',
): Promise<ActionStep> {
  const action = verdict === 'accepted' ? 'accept_obligation' : 'reject_obligation';
  const obligation = await obligationOf(context);
  assertStatus(obligation, ['submitted'], action);
  const submission = await findLatestSubmission(context.db, obligation.id);
  if (submission === undefined) throw new Error(`obligation ${obligation.id} is submitted without a submission`);
  const permitNo = await permitNoOf(context, obligation);
  // A rejected submission is owed again: overdue at once when its due date has passed.
  const to: ObligationStatus = verdict === 'accepted' ? 'accepted' : obligation.due_date < manilaDate(context.now) ? 'overdue' : 'pending';
  const reason = context.fields.reasons ?? null;
  return {
    journal: [
      {
        action: verdict === 'accepted' ? 'obligation_accepted' : 'obligation_rejected',
        payload: payloadOf(obligation, permitNo, to, { submissionId: submission.id, ...(reason === null ? {} : { reasons: reason }) }),
      },
    ],
    notice: {
      type: verdict === 'accepted' ? 'obligation_accepted' : 'obligation_rejected',
      values: {
        permitNo,
        obligation: obligation.title,
        obligationDueDate: obligation.due_date,
        reasons: reason ?? '',
        text: context.fields.text ?? '',
      },
    },
    effects: [
      async (trx, { now, actor }) => {
        await updateSubmission(trx, submission.id, { status: verdict, reason, reviewed_by: actor.id, reviewed_at: now });
        await updateObligation(trx, obligation.id, { status: to, status_reason: reason, updated_at: now });
      },
    ],
  };
}

export const acceptObligation = defineAction({
  name: 'accept_obligation',
  summary: 'Accept the submission of an obligation of the permit: it is fulfilled.',
  fields: fields({ obligationId: Uuid, text: optionalText('A note to the agency with the acceptance.') }),
  actor: 'staff',
  roles: OBLIGATION_REVIEWER_ROLES,
  from: ['issued'],
  needsAssignment: false,
  decide: (context) => decideReview(context, 'accepted'),
});

export const rejectObligation = defineAction({
  name: 'reject_obligation',
  summary: 'Reject the submission of an obligation of the permit, with the reason: it is owed again.',
  fields: fields({ obligationId: Uuid, reasons: reasons('Why the submission is rejected: what to correct.') }),
  actor: 'staff',
  roles: OBLIGATION_REVIEWER_ROLES,
  from: ['issued'],
  needsAssignment: false,
  decide: (context) => decideReview(context, 'rejected'),
});

export const waiveObligation = defineAction({
  name: 'waive_obligation',
  summary: 'Waive an obligation of the permit that is not yet accepted, with the reason.',
  fields: fields({ obligationId: Uuid, reasons: reasons('Why the obligation is waived.') }),
  actor: 'staff',
  roles: OBLIGATION_WAIVER_ROLES,
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const obligation = await obligationOf(context);
    assertStatus(obligation, WAIVABLE_OBLIGATION, 'waive_obligation');
    const permitNo = await permitNoOf(context, obligation);
    const reason = context.fields.reasons;
    return {
      journal: [{ action: 'obligation_waived', payload: payloadOf(obligation, permitNo, 'waived', { reasons: reason }) }],
      notice: { type: 'obligation_waived', values: { permitNo, obligation: obligation.title, reasons: reason } },
      effects: [
        (trx, { now }) =>
          updateObligation(trx, obligation.id, { status: 'waived', status_reason: reason, updated_at: now }).then(() => undefined),
      ],
    };
  },
});

const REMINDER_TEXT = (key: string, daysLeft: number): string => {
  if (key === 'due_today') return 'is due today';
  if (key.startsWith('due_in_')) return `is due in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  return `is overdue by ${-daysLeft} day${daysLeft === -1 ? '' : 's'}: please submit it`;
};

/**
 * The scheduler, for one open obligation as of `asOf`: overdue once its due date has passed, and the
 * reminder due (30, 7, 0 days before; weekly while overdue), each once. Nothing to do writes nothing.
 */
export const recordObligationClock = defineAction({
  name: 'record_obligation_clock',
  summary: 'Mark an obligation overdue past its due date, and send its reminders (the scheduler).',
  fields: fields({ obligationId: Uuid, asOf: { ...DateTime, description: 'The time the job runs as of.' } }),
  actor: 'system',
  roles: [],
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const obligation = await obligationOf(context);
    const sent = JSON.parse(obligation.reminders_sent) as string[];
    const step = obligationClockStep(
      { status: obligation.status as ObligationStatus, dueDate: obligation.due_date, remindersSent: sent },
      manilaDate(context.fields.asOf),
    );
    if (!step.becomesOverdue && step.reminder === undefined) return { journal: [], noChange: true };
    const permitNo = await permitNoOf(context, obligation);
    const to: ObligationStatus = step.becomesOverdue ? 'overdue' : (obligation.status as ObligationStatus);
    const journal: ActionStep['journal'][number][] = [];
    if (step.becomesOverdue) journal.push({ action: 'obligation_overdue', payload: payloadOf(obligation, permitNo, 'overdue') });
    if (step.reminder !== undefined) {
      journal.push({
        action: 'obligation_reminded',
        payload: { ...payloadOf(obligation, permitNo, to), reminder: step.reminder, dueDate: obligation.due_date },
      });
    }
    const reminder = step.reminder;
    return {
      journal,
      ...(reminder === undefined
        ? {}
        : {
            notice: {
              type: 'obligation_reminder' as const,
              values: {
                permitNo,
                obligation: obligation.title,
                obligationDueDate: obligation.due_date,
                text: REMINDER_TEXT(reminder, step.daysLeft),
              },
            },
          }),
      effects: [
        (trx, { now }) =>
          updateObligation(trx, obligation.id, {
            status: to,
            reminders_sent: JSON.stringify(reminder === undefined ? sent : [...sent, reminder]),
            updated_at: now,
          }).then(() => undefined),
      ],
    };
  },
});
