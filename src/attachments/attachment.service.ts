import type { Kysely } from 'kysely';
import { renderAttachment } from '../applications/application.rendering.js';
import type { Actor, StaffActor } from '../auth/actor.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { mayReadDocuments } from '../policy/attachment.policy.js';
import { isUuid, newId } from '../shared/ids.js';
import type { ReceivedUpload, SentFile } from '../uploads/upload.pipeline.js';
import { OPEN_APPLICATION } from '../vocabulary/status-groups.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import { type ActionAnswer, type ActionIdempotency, actionIdempotency } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import {
  type AttachmentRow,
  findApplicationOfAttachments,
  findAttachment,
  findStoredAttachment,
  type StoredAttachment,
} from './attachment.repository.js';
import type { StaffAttachment } from './attachment.schemas.js';
import { addDocument, type DocumentUploadInput, uploadDocument } from './document-upload.actions.js';

/**
 * Uploading documents to an application (issue 11 §2). The bytes are stored, durably, by the upload
 * pipeline before this runs; here one action of the workflow records them (document-upload.actions.ts):
 * the blob's row, the attachment, the older files of its type superseded, the journal entry
 * `document_uploaded`, its audit row and the renderings (the agency sees its attachments there). A
 * crash before the commit leaves bytes without a row (gc removes them), never a row without bytes
 * (docs/BLOBS.md, "Durable before referenced").
 */

/** What the attachment routes need to know of an application before they read a byte of the upload. */
export interface ApplicationRef {
  readonly id: string;
  readonly registrationNo: string;
  readonly agencyCode: string;
  readonly status: ApplicationStatus;
  readonly applicationType: string;
}

/**
 * Refuses, before the upload is read, an application that takes no more documents: the statuses the
 * upload actions (`upload_document`, `add_document`) apply from, which refuse it again under the lock.
 */
export function assertTakesDocuments(application: { readonly status: ApplicationStatus }): void {
  if (!OPEN_APPLICATION.has(application.status)) {
    throw new AppError('action_not_allowed', `The application is ${application.status}: it takes no more documents`);
  }
}

async function findApplicationRef(db: Kysely<DB>, where: { id: string } | { registrationNo: string }) {
  const row = await findApplicationOfAttachments(db, where);
  if (row === undefined) return undefined;
  return {
    id: row.id,
    registrationNo: row.registration_no,
    agencyCode: row.agency_code,
    status: row.status,
    applicationType: row.application_type,
  };
}

/** An agency's application by registration number or uuid; another agency's is a 404, as if it did not exist. */
export async function findAgencyApplication(db: Kysely<DB>, agencyCode: string, numberOrId: string): Promise<ApplicationRef> {
  const found = await findApplicationRef(db, isUuid(numberOrId) ? { id: numberOrId.toLowerCase() } : { registrationNo: numberOrId });
  if (found === undefined || found.agencyCode !== agencyCode)
    throw new AppError('not_found', `Agency ${agencyCode} has no application ${numberOrId}`);
  return found;
}

/** An application a staff user may read; one of an agency they do not work for is a 404. */
export async function findStaffApplication(db: Kysely<DB>, actor: StaffActor, id: string): Promise<ApplicationRef> {
  const found = await findApplicationRef(db, { id: id.toLowerCase() });
  if (found === undefined || !mayReadDocuments(actor, found.agencyCode)) throw new AppError('not_found', `No application ${id}`);
  return found;
}

/** A document's file as the agency downloads it: an internal one does not exist for the agency, the same 404 as an unknown id. */
export async function agencyAttachmentFile(
  db: Kysely<DB>,
  agencyCode: string,
  applicationNumber: string,
  attachmentId: string,
): Promise<StoredAttachment> {
  const application = await findAgencyApplication(db, agencyCode, applicationNumber);
  const stored = await findStoredAttachment(db, application.id, attachmentId.toLowerCase(), { forAgency: true });
  if (stored === undefined || stored.row.internal !== 0) {
    throw new AppError('not_found', `Application ${application.registrationNo} has no attachment ${attachmentId}`);
  }
  return stored;
}

/** A document's file as staff download it, internal ones too, with the application it is of. */
export async function staffAttachmentFile(
  db: Kysely<DB>,
  actor: StaffActor,
  applicationId: string,
  attachmentId: string,
): Promise<{ application: ApplicationRef; stored: StoredAttachment }> {
  const application = await findStaffApplication(db, actor, applicationId);
  const stored = await findStoredAttachment(db, application.id, attachmentId.toLowerCase());
  if (stored === undefined) throw new AppError('not_found', `Application ${application.registrationNo} has no attachment ${attachmentId}`);
  return { application, stored };
}

export function externalDownloadPath(application: Pick<ApplicationRef, 'registrationNo' | 'agencyCode'>, attachmentId: string): string {
  return (
    `/api/v1/external/application/${encodeURIComponent(application.registrationNo)}` +
    `/agency/${encodeURIComponent(application.agencyCode)}/attachments/${attachmentId}/file`
  );
}

export function staffDownloadPath(applicationId: string, attachmentId: string): string {
  return `/api/v1/staff/applications/${applicationId}/attachments/${attachmentId}/file`;
}

/** An attachment as staff see it; `base` is PUBLIC_BASE_URL (or empty: relative links). */
export function staffAttachmentView(row: AttachmentRow, base: string): StaffAttachment {
  return {
    ...renderAttachment(row),
    url: `${base}${staffDownloadPath(row.application_id, row.id)}`,
    internal: row.internal === 1,
    reason: row.reason,
    createdAt: row.created_at,
    size: row.file_size === null ? null : Number(row.file_size),
    contentType: row.content_type,
    uploadedBy: row.uploaded_by,
    uploadedByKind: row.uploaded_by_kind,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    supersededBy: row.superseded_by,
    updatedAt: row.updated_at,
    library: row.library_document_id === null ? null : { documentId: row.library_document_id, alsoAttachedTo: [], acceptedBefore: null },
  };
}

export interface DocumentFields {
  readonly type: string;
  readonly title: string;
  readonly description?: string | null | undefined;
}

export interface RecordUpload<View> {
  /** The registry of actions (src/actions.ts): an upload is the action `upload_document` or `add_document`. */
  readonly actions: ActionRegistry;
  readonly application: ApplicationRef;
  readonly actor: Actor;
  readonly upload: ReceivedUpload<DocumentFields>;
  readonly internal: boolean;
  /** The agency's library document the file is attached from (issue 32 §5), if it is. */
  readonly libraryDocumentId?: string | undefined;
  /** PUBLIC_BASE_URL, or empty for relative links. */
  readonly base: string;
  /** The answer's body for this caller, made from the stored row. */
  readonly view: (row: AttachmentRow) => View;
  /** The agency's Idempotency-Key, if it sent one (uploadIdempotency). */
  readonly idempotency?: ActionIdempotency | undefined;
  readonly requestId?: string | null;
  readonly clientAddress?: string | null;
}

export const UPLOAD_OPERATION = 'upload_attachment';

/** An agency's upload under its Idempotency-Key: the request is the application, the file's digest and name, and the fields. */
export function uploadIdempotency(
  agencyCode: string,
  key: string,
  applicationId: string,
  file: SentFile,
  fields: Readonly<Record<string, string>>,
): ActionIdempotency {
  return actionIdempotency(
    { scope: agencyCode, key, operation: UPLOAD_OPERATION, status: 201 },
    { operation: UPLOAD_OPERATION, applicationId, sha256: file.sha256, fileName: file.fileName, fields },
  );
}

/**
 * Records a received upload, as the workflow's action `upload_document` (the agency) or `add_document`
 * (staff); answers with `view` of the stored row, read in the action's transaction (and, under an
 * Idempotency-Key, stored with it: a retry gets the same attachment, not a second one).
 */
export async function recordUpload<View>(db: Kysely<DB>, store: BlobStore, input: RecordUpload<View>): Promise<ActionAnswer<View>> {
  const { upload, application } = input;
  const attachmentId = newId();
  const { description, ...fields } = upload.fields;
  const documentInput: DocumentUploadInput = {
    attachmentId,
    upload,
    store,
    url: `${input.base}${externalDownloadPath(application, attachmentId)}`,
    libraryDocumentId: input.libraryDocumentId ?? null,
  };
  return takeAction(
    { db, actions: input.actions },
    {
      applicationId: application.id,
      action: input.actor.kind === 'agency' ? uploadDocument.name : addDocument.name,
      fields: {
        ...fields,
        ...(description == null ? {} : { description }),
        ...(input.actor.kind === 'agency' ? {} : { internal: input.internal ? 'true' : 'false' }),
      },
      input: documentInput,
      actor: input.actor,
      requestId: input.requestId ?? null,
      clientAddress: input.clientAddress ?? null,
      answer: async (trx) => {
        const row = await findAttachment(trx, application.id, attachmentId);
        if (row === undefined) throw new Error('the upload was not recorded');
        return input.view(row);
      },
      idempotency: input.idempotency,
    },
  );
}
