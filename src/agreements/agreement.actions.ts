import { registerBlob } from '../blobs/blob.repository.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { AgreementTable } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import { optionalText, requiredText, Uuid } from '../http/schema-helpers.js';
import {
  AGREEMENT_ROLES,
  type AgreementRefusal,
  agreementStepRefusal,
  agreementSubjectOf,
  signedFileRefusal,
} from '../policy/agreement.policy.js';
import type { ReceivedUpload } from '../uploads/upload.pipeline.js';
import { AgreementKindSchema, type AgreementStatus, AgreementStatusSchema } from '../vocabulary/agreement.vocabulary.js';
import { CLOSED_WITHOUT_PERMIT } from '../vocabulary/status-groups.js';
import { APPLICATION_STATUSES } from '../vocabulary/workflow.vocabulary.js';
import { fields } from '../workflow/actions/action.fields.js';
import { type ActionContext, defineAction } from '../workflow/actions/action.types.js';
import { findAgreement, insertAgreement, updateAgreement } from './agreement.repository.js';

/**
 * The agreements of an application (issue 11 §4) as actions with routes of their own: drafting one,
 * moving it a step, recording its signed file. Each writes its journal entry, its notice where one is
 * due (for signature, terminated) and its child row; the records' `moa` follows from the renderings.
 * Who may write agreements is the policy's (AGREEMENT_ROLES); which step an agreement may take, too
 * (agreement.policy.ts), asked here under the application's lock.
 */

const withoutRole = `Agreements are written by staff with one of the roles ${AGREEMENT_ROLES.join(', ')}`;

/** The agreement named by `agreementId`, of this application (the routes found it; it is read again under the lock). */
async function agreementOf(context: ActionContext<{ agreementId: string }, unknown>): Promise<AgreementTable> {
  const row = await findAgreement(context.db, context.fields.agreementId);
  if (row === undefined || row.application_id !== context.application.id) {
    throw new AppError('not_found', `No agreement ${context.fields.agreementId}`);
  }
  return row;
}

function refuse(refusal: AgreementRefusal | undefined): void {
  if (refusal !== undefined) throw new AppError(refusal.code, refusal.reason);
}

export const DraftAgreementFields = fields({
  kind: AgreementKindSchema,
  title: requiredText(500, 'Title of the agreement.'),
  description: optionalText(2000, 'What it covers.'),
});

/** Drafts an agreement; the route chose its id, to answer with it. */
export const draftAgreement = defineAction<typeof DraftAgreementFields, { readonly agreementId: string }>({
  name: 'draft_agreement',
  summary: 'Draft an agreement of the application (not for an application closed without a permit).',
  fields: DraftAgreementFields,
  actor: 'staff',
  roles: AGREEMENT_ROLES,
  from: APPLICATION_STATUSES.filter((status) => !CLOSED_WITHOUT_PERMIT.has(status)),
  needsAssignment: false,
  ownRoute: { route: 'POST /api/v1/staff/applications/{id}/agreements', withoutRole },
  decide: ({ fields, input, actor, application, now }) => ({
    journal: [{ action: 'agreement_drafted', payload: { agreementId: input.agreementId, kind: fields.kind, title: fields.title } }],
    effects: [
      (trx) =>
        insertAgreement(trx, {
          id: input.agreementId,
          application_id: application.id,
          title: fields.title,
          description: fields.description ?? null,
          file_name: null,
          file_extension: null,
          url: null,
          created_by: actor.id,
          file_uploaded_by: null,
          created_at: now,
          kind: fields.kind,
          status: 'draft',
          status_reason: null,
          blob_sha256: null,
          executed_at: null,
          updated_at: now,
        }),
    ],
  }),
});

export const ChangeAgreementFields = fields({
  agreementId: Uuid,
  to: AgreementStatusSchema,
  reason: optionalText(2000, 'Required to terminate; kept with the status.'),
});

/** Moves an agreement one step, as the policy allows (AGREEMENT_STEPS; `executed` needs the signed file); `terminated` needs a reason. */
export const changeAgreement = defineAction({
  name: 'change_agreement',
  summary: 'Move an agreement one step (for signature, back to draft, executed, terminated).',
  fields: ChangeAgreementFields,
  actor: 'staff',
  roles: AGREEMENT_ROLES,
  from: APPLICATION_STATUSES,
  needsAssignment: false,
  ownRoute: { route: 'POST /api/v1/staff/agreements/{id}/status', withoutRole },
  decide: async (context) => {
    const { fields, actor } = context;
    const to = fields.to as AgreementStatus;
    if (to === 'terminated' && !fields.reason?.trim())
      throw validationError([{ pointer: '/reason', detail: 'is required to terminate an agreement' }]);
    const current = await agreementOf(context);
    refuse(agreementStepRefusal(actor, agreementSubjectOf(current), to));
    const reason = fields.reason ?? null;
    return {
      journal: [
        { action: 'agreement_changed', payload: { agreementId: current.id, from: current.status, to, ...(reason ? { reason } : {}) } },
      ],
      ...(to === 'for_signature'
        ? { notice: { type: 'agreement_for_signature', values: { text: current.title } } }
        : to === 'terminated'
          ? { notice: { type: 'agreement_terminated', values: { text: current.title, reasons: reason ?? '' } } }
          : {}),
      effects: [
        (trx, { now }) =>
          updateAgreement(trx, current.id, {
            status: to,
            status_reason: reason,
            updated_at: now,
            ...(to === 'executed' ? { executed_at: now } : {}),
          }),
      ],
    };
  },
});

export interface SignedAgreementInput {
  readonly upload: ReceivedUpload<object>;
  readonly store: BlobStore;
  /** The agency's download link of the file (`moa.url`), or null without PUBLIC_BASE_URL. */
  readonly fileUrl: (registrationNo: string, agencyCode: string, agreementId: string) => string | null;
}

/** Records the signed file of an agreement, while it is a draft or for signature. */
export const recordSignedAgreement = defineAction<ReturnType<typeof fields<{ agreementId: typeof Uuid }>>, SignedAgreementInput>({
  name: 'record_signed_agreement',
  summary: 'Record (or replace) the signed file of an agreement, while it is a draft or for signature.',
  fields: fields({ agreementId: Uuid }),
  actor: 'staff',
  roles: AGREEMENT_ROLES,
  from: APPLICATION_STATUSES,
  needsAssignment: false,
  ownRoute: { route: 'PUT /api/v1/staff/agreements/{id}/signed-file', withoutRole },
  decide: async (context) => {
    const { input, actor, application } = context;
    const current = await agreementOf(context);
    refuse(signedFileRefusal(actor, agreementSubjectOf(current)));
    const { upload } = input;
    return {
      journal: [
        { action: 'agreement_changed', payload: { agreementId: current.id, signedFile: upload.fileName, sha256: upload.blob.sha256 } },
      ],
      effects: [
        async (trx, { now }) => {
          await registerBlob(trx, input.store, upload.blob);
          await updateAgreement(trx, current.id, {
            blob_sha256: upload.blob.sha256,
            file_name: upload.fileName,
            file_extension: upload.extension,
            file_uploaded_by: actor.id,
            url: input.fileUrl(application.registration_no, application.agency_code, current.id),
            updated_at: now,
          });
        },
      ],
    };
  },
});
