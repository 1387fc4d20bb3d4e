import type { Kysely } from 'kysely';
import type { StaffActor } from '../auth/actor.js';
import type { DownloadableFile } from '../blobs/blob-download.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { AgreementTable, DB } from '../db/schema.js';
import { erasedFile } from '../http/erased-file.js';
import { AppError } from '../http/errors.js';
import { type AgreementRefusal, agreementSubjectOf, allowedAgreementSteps, signedFileRefusal } from '../policy/agreement.policy.js';
import { assertMayReadApplicationOf } from '../policy/permit.policy.js';
import { newId } from '../shared/ids.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { ReceivedUpload } from '../uploads/upload.pipeline.js';
import type { AgreementKind, AgreementStatus } from '../vocabulary/agreement.vocabulary.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { assertMayTakeBeforeLock, takeAction } from '../workflow/workflow.engine.js';
import { changeAgreement, draftAgreement, recordSignedAgreement, type SignedAgreementInput } from './agreement.actions.js';
import {
  findAgreement,
  findAgreementFileWithApplication,
  findApplicationOfAgreements,
  listApplicationAgreements,
} from './agreement.repository.js';

/**
 * Agreements of an application (issue 11 §4). Each change is an action of the workflow with a route
 * of its own (agreements/agreement.actions.ts: draft_agreement, change_agreement,
 * record_signed_agreement), taken through `takeAction`: the policy, the journal entry, the notice
 * where one is due (for signature, terminated), the audit row and the records' `moa` come from there.
 */

export interface AgreementDeps {
  readonly db: Kysely<DB>;
  /** The registry of actions (src/actions.ts): each step of an agreement is an action. */
  readonly actions: ActionRegistry;
  readonly store: BlobStore;
  /** PUBLIC_BASE_URL: the base of the agency's download link (`moa.url`); without it the link stays null. */
  readonly publicBaseUrl: string | undefined;
}

/** The external download URL of an agreement's signed file, as the agency's `moa` entry carries it. */
export function agreementFileUrl(baseUrl: string, registrationNo: string, agencyCode: string, agreementId: string): string {
  return (
    `${baseUrl.replace(/\/+$/, '')}/api/v1/external/application/${encodeURIComponent(registrationNo)}` +
    `/agency/${encodeURIComponent(agencyCode)}/agreements/${agreementId}/file`
  );
}

export interface StaffAgreement {
  readonly id: string;
  readonly applicationId: string;
  readonly kind: AgreementKind;
  readonly title: string;
  readonly description: string | null;
  readonly status: AgreementStatus;
  readonly statusReason: string | null;
  readonly fileName: string | null;
  readonly fileExtension: string | null;
  readonly createdBy: string;
  readonly fileUploadedBy: string | null;
  readonly createdAt: string;
  readonly executedAt: string | null;
  readonly updatedAt: string | null;
  /** The statuses this user may move it to now (the policy's, as the service checks them). */
  readonly allowedActions: AgreementStatus[];
  /** Whether this user may upload (or replace) its signed file now. */
  readonly mayUploadSignedFile: boolean;
}

/** Throws the policy's refusal: 403 `not_permitted` or 409 `action_not_allowed`, with its reason. */
function refuse(refusal: AgreementRefusal | undefined): void {
  if (refusal !== undefined) throw new AppError(refusal.code, refusal.reason);
}

/** The agreement as this user sees it, with what the policy lets them do with it now. */
export function agreementView(row: AgreementTable, actor: StaffActor): StaffAgreement {
  const subject = agreementSubjectOf(row);
  return {
    id: row.id,
    applicationId: row.application_id,
    kind: row.kind as AgreementKind,
    title: row.title,
    description: row.description,
    status: row.status as AgreementStatus,
    statusReason: row.status_reason,
    fileName: row.file_name,
    fileExtension: row.file_extension,
    createdBy: row.created_by,
    fileUploadedBy: row.file_uploaded_by,
    createdAt: row.created_at,
    executedAt: row.executed_at,
    updatedAt: row.updated_at,
    allowedActions: allowedAgreementSteps(actor, subject),
    mayUploadSignedFile: signedFileRefusal(actor, subject) === undefined,
  };
}

async function applicationFor(db: Kysely<DB>, actor: StaffActor, applicationId: string) {
  const application = await findApplicationOfAgreements(db, applicationId);
  if (application === undefined) throw new AppError('not_found', `No application ${applicationId}`);
  assertMayReadApplicationOf(actor, application.agency_code, `application ${applicationId}`);
  return { id: application.id, agencyCode: application.agency_code, status: application.status };
}

async function agreementFor(db: Kysely<DB>, actor: StaffActor, agreementId: string): Promise<AgreementTable> {
  const agreement = await findAgreement(db, agreementId);
  if (agreement === undefined) throw new AppError('not_found', `No agreement ${agreementId}`);
  await applicationFor(db, actor, agreement.application_id);
  return agreement;
}

export async function listAgreements(deps: AgreementDeps, actor: StaffActor, applicationId: string): Promise<StaffAgreement[]> {
  await applicationFor(deps.db, actor, applicationId);
  const rows = await listApplicationAgreements(deps.db, applicationId);
  return rows.map((row) => agreementView(row, actor));
}

export async function createAgreement(
  deps: AgreementDeps,
  actor: StaffActor,
  applicationId: string,
  input: { kind: AgreementKind; title: string; description?: string | null },
  context: AuditContext,
): Promise<StaffAgreement> {
  const application = await applicationFor(deps.db, actor, applicationId);
  assertMayTakeBeforeLock(actor, draftAgreement, application);
  const agreementId = newId();
  await takeAction(deps, {
    applicationId,
    action: draftAgreement.name,
    fields: { kind: input.kind, title: input.title, ...(input.description == null ? {} : { description: input.description }) },
    input: { agreementId },
    actor,
    ...context,
  });
  return agreementView(await agreementFor(deps.db, actor, agreementId), actor);
}

/** Moves an agreement one step, as the policy allows (AGREEMENT_STEPS; `executed` needs the signed file); `terminated` needs a reason. */
export async function changeAgreementStatus(
  deps: AgreementDeps,
  actor: StaffActor,
  agreementId: string,
  input: { to: AgreementStatus; reason?: string | null },
  context: AuditContext,
): Promise<StaffAgreement> {
  const agreement = await agreementFor(deps.db, actor, agreementId);
  assertMayTakeBeforeLock(actor, changeAgreement, await applicationFor(deps.db, actor, agreement.application_id));
  await takeAction(deps, {
    applicationId: agreement.application_id,
    action: changeAgreement.name,
    fields: { agreementId, to: input.to, ...(input.reason == null ? {} : { reason: input.reason }) },
    actor,
    ...context,
  });
  return agreementView(await agreementFor(deps.db, actor, agreementId), actor);
}

/**
 * Records the signed file of an agreement, while it is a draft or for signature. Who asks and the
 * agreement are checked before `receive` takes the file (a refusal stores nothing), and again under
 * the application's lock. The agency's `moa` entry gets its download link.
 */
export async function recordSignedFile(
  deps: AgreementDeps,
  actor: StaffActor,
  agreementId: string,
  receive: () => Promise<ReceivedUpload<object>>,
  context: AuditContext,
): Promise<StaffAgreement> {
  const agreement = await agreementFor(deps.db, actor, agreementId);
  assertMayTakeBeforeLock(actor, recordSignedAgreement, await applicationFor(deps.db, actor, agreement.application_id));
  refuse(signedFileRefusal(actor, agreementSubjectOf(agreement)));
  const upload = await receive();
  if (upload.quarantined)
    throw new AppError('file_quarantined', 'The malware scan found the file infected: it is kept quarantined and not recorded');
  const { publicBaseUrl } = deps;
  const signed: SignedAgreementInput = {
    upload,
    store: deps.store,
    fileUrl: (registrationNo, agencyCode, id) =>
      publicBaseUrl === undefined ? null : agreementFileUrl(publicBaseUrl, registrationNo, agencyCode, id),
  };
  await takeAction(deps, {
    applicationId: agreement.application_id,
    action: recordSignedAgreement.name,
    fields: { agreementId },
    input: signed,
    actor,
    ...context,
  });
  return agreementView(await agreementFor(deps.db, actor, agreementId), actor);
}

/**
 * The agency's download of an agreement's signed file, on an application of its own: another
 * agency's agreement, or one without a signed file yet, is the same 404 as none.
 */
export async function agreementFileForAgency(
  deps: AgreementDeps,
  agencyCode: string,
  applicationNumber: string,
  agreementId: string,
): Promise<DownloadableFile> {
  const row = await findAgreementFileWithApplication(deps.db, agreementId);
  const named = row !== undefined && (row.registration_no === applicationNumber || row.application_id === applicationNumber.toLowerCase());
  if (row === undefined || !named || row.agency_code !== agencyCode) {
    throw new AppError('not_found', `Agency ${agencyCode} has no agreement ${agreementId} on application ${applicationNumber}`);
  }
  if (row.erased_at !== null) throw erasedFile(`The signed file of agreement "${row.title}"`, row.erased_at);
  if (row.sha256 === null || row.size === null || row.content_type === null || row.scan_status === null) {
    throw new AppError('not_found', `Agreement "${row.title}" has no signed file yet`);
  }
  return {
    sha256: row.sha256,
    size: Number(row.size),
    contentType: row.content_type,
    // Set with the blob, in the same update.
    fileName: row.file_name ?? row.title,
    scanStatus: row.scan_status,
  };
}
