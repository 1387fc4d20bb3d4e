import { changeApplication } from '../applications/application.write.js';
import type { StaffActor } from '../auth/actor.js';
import { registerBlob } from '../blobs/blob.repository.js';
import { manilaDate } from '../clock/manila-time.js';
import type { PermitTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { assertMayUploadSignedScan } from '../policy/permit.policy.js';
import { readSetting } from '../settings/settings.service.js';
import { newId } from '../shared/ids.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { ReceivedUpload } from '../uploads/upload.pipeline.js';
import { effectiveTemplates, renderNoticeText } from '../workflow/notice-templates.js';
import { DEFAULT_NOTICE_VISIBILITY } from '../workflow/vocabulary.js';
import type { PermitDeps } from './permit.deps.js';
import { readablePermit, readPermit } from './permit.read.service.js';
import { findPermit, insertPermitCertificate, updatePermit } from './permit.repository.js';
import type { StaffPermit } from './permit.views.js';
import type { PermitStatus } from './permit.vocabulary.js';

/**
 * The signed paper certificate (issue 11 §3): an approver uploads its scan, which becomes a new
 * version in the permit's certificate history and, being the newest, the file every download
 * serves. The agency's `gp` entry names it (`fileName`, `fileUploadedBy`) and gets a notice, through
 * the application's one write path (journal `signed_scan_uploaded`, its audit row).
 */

/** What a signed scan may be: a PDF or a scanned image, the types a certificate download declares. */
export const SIGNED_SCAN_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export const SIGNED_SCAN_ACCEPTS = {
  contentTypes: SIGNED_SCAN_TYPES,
  what: 'a signed certificate is a PDF, PNG, JPEG or TIFF file.',
} as const;

/** Only a permit in force gets its signed certificate: a revoked, void or superseded one is history. */
const SCANNABLE: readonly PermitStatus[] = ['issued'];

function assertScannable(permit: PermitTable): void {
  if (!SCANNABLE.includes(permit.status as PermitStatus)) {
    throw new AppError(
      'action_not_allowed',
      `Permit ${permit.permit_no} is ${permit.status}: a signed certificate is uploaded for a permit that is ${SCANNABLE.join(' or ')}`,
    );
  }
}

/**
 * Checks who asks and the permit before `receive` takes the file (a refusal stores nothing), then
 * records the received scan, checking the permit again under the application's lock.
 */
export async function uploadSignedScan(
  deps: PermitDeps,
  actor: StaffActor,
  permitId: string,
  receive: () => Promise<ReceivedUpload<object>>,
  context: AuditContext,
): Promise<StaffPermit> {
  const { permit, application } = await readablePermit(deps, actor, permitId);
  assertMayUploadSignedScan(actor);
  assertScannable(permit);
  const upload = await receive();
  if (upload.quarantined) {
    throw new AppError('file_quarantined', 'The malware scan found the file infected: it is kept quarantined and not recorded');
  }
  const template = effectiveTemplates(await readSetting(deps.db, 'notices.templates')).signed_certificate_uploaded;
  const fileName = `${permit.permit_no}-signed.${upload.extension}`;
  const certificateId = newId();
  await changeApplication(deps.db, {
    applicationId: application.id,
    actor,
    role: 'approver',
    ...context,
    decide: async ({ now }, trx) => {
      const current = await findPermit(trx, permit.id);
      if (current === undefined) throw new AppError('not_found', `No permit ${permitId}`);
      assertScannable(current);
      return {
        journal: [
          {
            action: 'signed_scan_uploaded',
            payload: {
              permitId: current.id,
              permitNo: current.permit_no,
              certificateId,
              sha256: upload.blob.sha256,
              contentType: upload.blob.contentType,
              uploadedFileName: upload.fileName,
            },
          },
        ],
        notices: [
          {
            type: 'signed_certificate_uploaded',
            message: renderNoticeText(template, { permitNo: current.permit_no, date: manilaDate(now) }),
            visibility: DEFAULT_NOTICE_VISIBILITY.signed_certificate_uploaded,
          },
        ],
        effects: [
          async (effectTrx, effect) => {
            await registerBlob(effectTrx, deps.store, upload.blob);
            await insertPermitCertificate(effectTrx, {
              id: certificateId,
              permit_id: current.id,
              kind: 'signed_scan',
              blob_sha256: upload.blob.sha256,
              file_name: fileName,
              created_by: actor.id,
              created_at: effect.now,
            });
            await updatePermit(effectTrx, current.id, {
              file_name: fileName,
              file_extension: upload.extension,
              file_uploaded_by: actor.id,
              updated_at: effect.now,
            });
          },
        ],
      };
    },
  });
  return readPermit(deps, actor, permit.id);
}
