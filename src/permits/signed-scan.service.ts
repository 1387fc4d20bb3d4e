import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { newId } from '../shared/ids.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { ReceivedUpload } from '../uploads/upload.pipeline.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { assertMayTakeBeforeLock, takeAction } from '../workflow/workflow.engine.js';
import type { PermitDeps } from './permit.deps.js';
import { readablePermit, readPermit } from './permit.read.service.js';
import type { StaffPermit } from './permit.views.js';
import { assertScannable, type SignedScanInput, uploadSignedCertificate } from './permit-upkeep.actions.js';

/**
 * The signed paper certificate (issue 11 §3): an approver uploads its scan, which becomes a new
 * version in the permit's certificate history and, being the newest, the file every download
 * serves. The agency's `gp` entry names it (`fileName`, `fileUploadedBy`) and gets a notice: the
 * workflow's action `upload_signed_certificate` (permits/permit-upkeep.actions.ts).
 */

/** What a signed scan may be: a PDF or a scanned image, the types a certificate download declares. */
export const SIGNED_SCAN_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export const SIGNED_SCAN_ACCEPTS = {
  contentTypes: SIGNED_SCAN_TYPES,
  what: 'a signed certificate is a PDF, PNG, JPEG or TIFF file.',
} as const;

/**
 * Checks who asks and the permit before `receive` takes the file (a refusal stores nothing), then
 * records the received scan as the workflow's action `upload_signed_certificate`, which checks them
 * again under the application's lock.
 */
export async function uploadSignedScan(
  deps: PermitDeps & { readonly actions: ActionRegistry },
  actor: StaffActor,
  permitId: string,
  receive: () => Promise<ReceivedUpload<object>>,
  context: AuditContext,
): Promise<StaffPermit> {
  const { permit, application } = await readablePermit(deps, actor, permitId);
  assertMayTakeBeforeLock(actor, uploadSignedCertificate, {
    id: application.id,
    agencyCode: application.agency_code,
    status: application.status,
  });
  assertScannable(permit);
  const upload = await receive();
  if (upload.quarantined) {
    throw new AppError('file_quarantined', 'The malware scan found the file infected: it is kept quarantined and not recorded');
  }
  const input: SignedScanInput = { upload, store: deps.store, certificateId: newId() };
  await takeAction(deps, {
    applicationId: application.id,
    action: uploadSignedCertificate.name,
    fields: { permitId: permit.id },
    input,
    actor,
    ...context,
  });
  return readPermit(deps, actor, permit.id);
}
