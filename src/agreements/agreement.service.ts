import type { Kysely } from 'kysely';
import { changeApplication } from '../applications/application.write.js';
import type { StaffActor } from '../auth/actor.js';
import { registerBlob } from '../blobs/blob.repository.js';
import type { DownloadableFile } from '../blobs/blob-download.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { AgreementTable, DB } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import {
  type AgreementRefusal,
  type AgreementSubject,
  agreementStepRefusal,
  agreementWriteRefusal,
  allowedAgreementSteps,
  signedFileRefusal,
} from '../policy/agreement.policy.js';
import { assertMayReadApplicationOf } from '../policy/permit.policy.js';
import { newId } from '../shared/ids.js';
import type { AuditContext } from '../staff/audit-context.js';
import type { ReceivedUpload } from '../uploads/upload.pipeline.js';
import { DEFAULT_NOTICE_VISIBILITY } from '../workflow/vocabulary.js';
import type { AgreementKind, AgreementStatus } from './agreement.vocabulary.js';

/**
 * Agreements of an application (issue 11 §4), written as child rows of the application through its
 * one write path: each change appends a journal entry and its audit row, sends the agency a notice
 * where one is due (for signature, terminated), and refreshes the records' `moa`.
 */

export interface AgreementDeps {
  readonly db: Kysely<DB>;
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

function subjectOf(row: AgreementTable): AgreementSubject {
  return { title: row.title, status: row.status as AgreementStatus, hasSignedFile: row.blob_sha256 !== null };
}

/** Throws the policy's refusal: 403 `not_permitted` or 409 `action_not_allowed`, with its reason. */
function refuse(refusal: AgreementRefusal | undefined): void {
  if (refusal !== undefined) throw new AppError(refusal.code, refusal.reason);
}

/** The agreement as this user sees it, with what the policy lets them do with it now. */
export function agreementView(row: AgreementTable, actor: StaffActor): StaffAgreement {
  const subject = subjectOf(row);
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
  const application = await db
    .selectFrom('applications')
    .select(['id', 'agency_code', 'status'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (application === undefined) throw new AppError('not_found', `No application ${applicationId}`);
  assertMayReadApplicationOf(actor, application.agency_code, `application ${applicationId}`);
  return application;
}

async function agreementFor(db: Kysely<DB>, actor: StaffActor, agreementId: string): Promise<AgreementTable> {
  const agreement = await db.selectFrom('agreements').selectAll().where('id', '=', agreementId).executeTakeFirst();
  if (agreement === undefined) throw new AppError('not_found', `No agreement ${agreementId}`);
  await applicationFor(db, actor, agreement.application_id);
  return agreement;
}

export async function listAgreements(deps: AgreementDeps, actor: StaffActor, applicationId: string): Promise<StaffAgreement[]> {
  await applicationFor(deps.db, actor, applicationId);
  const rows = await deps.db
    .selectFrom('agreements')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => agreementView(row, actor));
}

export async function createAgreement(
  deps: AgreementDeps,
  actor: StaffActor,
  applicationId: string,
  input: { kind: AgreementKind; title: string; description?: string | null },
  context: AuditContext,
): Promise<StaffAgreement> {
  await applicationFor(deps.db, actor, applicationId);
  refuse(agreementWriteRefusal(actor));
  const id = newId();
  await changeApplication(deps.db, {
    applicationId,
    actor,
    role: actor.roles.has('evaluator') ? 'evaluator' : actor.roles.has('chief') ? 'chief' : 'admin',
    ...context,
    decide: ({ application }) => {
      if (['denied', 'withdrawn', 'abandoned', 'cancelled'].includes(application.status)) {
        throw new AppError(
          'action_not_allowed',
          `Application ${application.registration_no} is ${application.status}: no agreement is drafted for it`,
        );
      }
      return {
        journal: [{ action: 'agreement_drafted', payload: { agreementId: id, kind: input.kind, title: input.title } }],
        effects: [
          async (trx, { now }) => {
            await trx
              .insertInto('agreements')
              .values({
                id,
                application_id: applicationId,
                title: input.title,
                description: input.description ?? null,
                file_name: null,
                file_extension: null,
                url: null,
                created_by: actor.id,
                file_uploaded_by: null,
                created_at: now,
                kind: input.kind,
                status: 'draft',
                status_reason: null,
                blob_sha256: null,
                executed_at: null,
                updated_at: now,
              })
              .execute();
          },
        ],
      };
    },
  });
  return agreementView(await agreementFor(deps.db, actor, id), actor);
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
  refuse(agreementWriteRefusal(actor));
  if (input.to === 'terminated' && !input.reason?.trim())
    throw validationError([{ pointer: '/reason', detail: 'is required to terminate an agreement' }]);
  await changeApplication(deps.db, {
    applicationId: agreement.application_id,
    actor,
    ...context,
    decide: async ({ application }, trx) => {
      const current = await trx.selectFrom('agreements').selectAll().where('id', '=', agreementId).executeTakeFirstOrThrow();
      const from = current.status as AgreementStatus;
      refuse(agreementStepRefusal(actor, subjectOf(current), input.to));
      const notice =
        input.to === 'for_signature'
          ? {
              type: 'agreement_for_signature' as const,
              message: `The agreement "${current.title}" for application ${application.registration_no} is ready for signature.`,
            }
          : input.to === 'terminated'
            ? {
                type: 'agreement_terminated' as const,
                message: `The agreement "${current.title}" for application ${application.registration_no} is terminated: ${input.reason ?? ''}`,
              }
            : undefined;
      return {
        journal: [
          { action: 'agreement_changed', payload: { agreementId, from, to: input.to, ...(input.reason ? { reason: input.reason } : {}) } },
        ],
        notices: notice === undefined ? [] : [{ ...notice, visibility: DEFAULT_NOTICE_VISIBILITY[notice.type] }],
        effects: [
          async (effectTrx, { now }) => {
            await effectTrx
              .updateTable('agreements')
              .set({
                status: input.to,
                status_reason: input.reason ?? null,
                updated_at: now,
                ...(input.to === 'executed' ? { executed_at: now } : {}),
              })
              .where('id', '=', agreementId)
              .execute();
          },
        ],
      };
    },
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
  refuse(signedFileRefusal(actor, subjectOf(agreement)));
  const upload = await receive();
  if (upload.quarantined)
    throw new AppError('file_quarantined', 'The malware scan found the file infected: it is kept quarantined and not recorded');
  await changeApplication(deps.db, {
    applicationId: agreement.application_id,
    actor,
    ...context,
    decide: async ({ application }, trx) => {
      const current = await trx.selectFrom('agreements').selectAll().where('id', '=', agreementId).executeTakeFirstOrThrow();
      refuse(signedFileRefusal(actor, subjectOf(current)));
      const url =
        deps.publicBaseUrl === undefined
          ? null
          : agreementFileUrl(deps.publicBaseUrl, application.registration_no, application.agency_code, agreementId);
      return {
        journal: [{ action: 'agreement_changed', payload: { agreementId, signedFile: upload.fileName, sha256: upload.blob.sha256 } }],
        effects: [
          async (effectTrx, { now }) => {
            await registerBlob(effectTrx, deps.store, upload.blob);
            await effectTrx
              .updateTable('agreements')
              .set({
                blob_sha256: upload.blob.sha256,
                file_name: upload.fileName,
                file_extension: upload.extension,
                file_uploaded_by: actor.id,
                url,
                updated_at: now,
              })
              .where('id', '=', agreementId)
              .execute();
          },
        ],
      };
    },
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
  const row = await deps.db
    .selectFrom('agreements')
    .innerJoin('applications', 'applications.id', 'agreements.application_id')
    .leftJoin('blobs', 'blobs.sha256', 'agreements.blob_sha256')
    .select([
      'applications.registration_no',
      'applications.id as application_id',
      'applications.agency_code',
      'agreements.title',
      'agreements.file_name',
      'blobs.sha256',
      'blobs.size',
      'blobs.content_type',
      'blobs.scan_status',
    ])
    .where('agreements.id', '=', agreementId)
    .executeTakeFirst();
  const named = row !== undefined && (row.registration_no === applicationNumber || row.application_id === applicationNumber.toLowerCase());
  if (row === undefined || !named || row.agency_code !== agencyCode) {
    throw new AppError('not_found', `Agency ${agencyCode} has no agreement ${agreementId} on application ${applicationNumber}`);
  }
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
