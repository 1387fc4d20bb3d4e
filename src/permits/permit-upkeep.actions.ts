import { registerBlob } from '../blobs/blob.repository.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { manilaDate } from '../clock/manila-time.js';
import type { PermitTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { DateTime, Uuid } from '../http/schema-helpers.js';
import { SIGNED_SCAN_ROLES } from '../policy/permit.policy.js';
import type { ReceivedUpload } from '../uploads/upload.pipeline.js';
import { PERMIT_IN_FORCE } from '../vocabulary/status-groups.js';
import { fields } from '../workflow/actions/action.fields.js';
import { type ActionContext, defineAction } from '../workflow/actions/action.types.js';
import { findPermit, insertPermitCertificate, updatePermit } from './permit.repository.js';

/**
 * What happens to an issued permit besides its lifecycle's staff actions (permit-status.actions.ts):
 * the approver uploads the scan of its signed paper certificate (a route of its own), and the
 * scheduler expires it at its date of expiry.
 */

/** The permit named by `permitId`, of this application, or a 404. */
async function permitOf(context: ActionContext<{ permitId: string }, unknown>): Promise<PermitTable> {
  const permit = await findPermit(context.db, context.fields.permitId);
  if (permit === undefined || permit.application_id !== context.application.id) {
    throw new AppError('not_found', `No permit ${context.fields.permitId}`);
  }
  return permit;
}

/** Only a permit in force gets its signed certificate: a revoked, void or superseded one is history. */
export function assertScannable(permit: Pick<PermitTable, 'permit_no' | 'status'>): void {
  if (!PERMIT_IN_FORCE.has(permit.status)) {
    throw new AppError(
      'action_not_allowed',
      `Permit ${permit.permit_no} is ${permit.status}: a signed certificate is uploaded for a permit that is ${PERMIT_IN_FORCE.statuses.join(' or ')}`,
    );
  }
}

export interface SignedScanInput {
  readonly upload: ReceivedUpload<object>;
  readonly store: BlobStore;
  /** Chosen by the route (the certificate's row). */
  readonly certificateId: string;
}

const PermitFields = fields({ permitId: Uuid });

/**
 * The signed paper certificate (issue 11 §3): its scan becomes a new version in the permit's
 * certificate history and, being the newest, the file every download serves. The agency's `gp` entry
 * names it (`fileName`, `fileUploadedBy`) and gets a notice.
 */
export const uploadSignedCertificate = defineAction<typeof PermitFields, SignedScanInput>({
  name: 'upload_signed_certificate',
  summary: 'Upload the scan of the permit’s signed paper certificate (the permit in force).',
  fields: PermitFields,
  actor: 'staff',
  roles: SIGNED_SCAN_ROLES,
  from: ['issued'],
  needsAssignment: false,
  ownRoute: {
    route: 'POST /api/v1/staff/permits/{id}/certificates',
    withoutRole: `The signed certificate of a permit is uploaded by staff with the role ${SIGNED_SCAN_ROLES.join(', ')}`,
  },
  decide: async (context) => {
    const { input, actor } = context;
    const permit = await permitOf(context);
    assertScannable(permit);
    const { upload } = input;
    const fileName = `${permit.permit_no}-signed.${upload.extension}`;
    return {
      journal: [
        {
          action: 'signed_scan_uploaded',
          payload: {
            permitId: permit.id,
            permitNo: permit.permit_no,
            certificateId: input.certificateId,
            sha256: upload.blob.sha256,
            contentType: upload.blob.contentType,
            uploadedFileName: upload.fileName,
          },
        },
      ],
      notice: { type: 'signed_certificate_uploaded', values: { permitNo: permit.permit_no } },
      effects: [
        async (trx, { now }) => {
          await registerBlob(trx, input.store, upload.blob);
          await insertPermitCertificate(trx, {
            id: input.certificateId,
            permit_id: permit.id,
            kind: 'signed_scan',
            blob_sha256: upload.blob.sha256,
            file_name: fileName,
            created_by: actor.id,
            created_at: now,
          });
          await updatePermit(trx, permit.id, {
            file_name: fileName,
            file_extension: upload.extension,
            file_uploaded_by: actor.id,
            updated_at: now,
          });
        },
      ],
    };
  },
});

/**
 * The scheduler marks a permit expired (journal `permit_expired`, the notice to the agency, audit) if
 * it is still in force and past its date `asOf` when its application is locked: a suspension,
 * revocation or renewal that won the race is never overwritten (the action then writes nothing).
 */
export const expirePermit = defineAction({
  name: 'expire_permit',
  summary: 'Mark the permit in force expired at its date of expiry (the scheduler).',
  fields: fields({ permitId: Uuid, asOf: { ...DateTime, description: 'The time the job runs as of.' } }),
  actor: 'system',
  roles: [],
  from: ['issued'],
  needsAssignment: false,
  decide: async (context) => {
    const { fields } = context;
    const permit = await permitOf(context);
    if (!PERMIT_IN_FORCE.has(permit.status) || permit.date_expired === null || permit.date_expired > fields.asOf) {
      return { journal: [], noChange: true };
    }
    return {
      journal: [
        { action: 'permit_expired', payload: { permitId: permit.id, permitNo: permit.permit_no, dateExpired: permit.date_expired } },
      ],
      notice: { type: 'permit_expired', values: { permitNo: permit.permit_no, dateExpired: manilaDate(permit.date_expired) } },
      effects: [
        (trx, { now }) =>
          updatePermit(trx, permit.id, { status: 'expired', status_changed_at: now, updated_at: now }).then(() => undefined),
      ],
    };
  },
});
