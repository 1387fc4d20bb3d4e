import type { Kysely } from 'kysely';
import { renderAttachment } from '../applications/application.rendering.js';
import type { AgencyAttachment } from '../applications/application.schemas.js';
import { assertTakesDocuments, findAgencyApplication, recordUpload } from '../attachments/attachment.service.js';
import { checklistOfType } from '../attachments/checklist.service.js';
import { checklistTypeCheck } from '../attachments/checklist-type.check.js';
import type { AgencyActor } from '../auth/actor.js';
import { findBlob } from '../blobs/blob.repository.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import { type ActionAnswer, actionIdempotency } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { findLibraryDocument } from './library-document.repository.js';
import type { AttachLibraryDocumentBody } from './library-document.schemas.js';

/**
 * Attaching a document of the agency's library to one of its applications (issue 32 §5): the bytes are
 * already stored, so what an upload's pipeline receives is read from the library document and its blob,
 * and the attachment is recorded by recordUpload, the same action `upload_document` as an upload.
 */

const ATTACH_OPERATION = 'attach_library_document';

export interface LibraryAttach {
  readonly actions: ActionRegistry;
  readonly actor: AgencyActor;
  readonly agencyCode: string;
  readonly applicationNumber: string;
  readonly body: AttachLibraryDocumentBody;
  readonly idempotencyKey: string | undefined;
  readonly base: string;
  readonly requestId: string;
  readonly clientAddress: string;
}

/**
 * Attaches a library document to one of the agency's applications: refused, before anything is
 * written, for another agency's application or document (404), a closed application (409), a `type`
 * not on its checklist (400 `/type`) and a quarantined document (403). Then recorded as an upload of
 * the same bytes: the same action, journal entry, audit row, event and renderings.
 */
export async function attachLibraryDocument(
  db: Kysely<DB>,
  store: BlobStore,
  request: LibraryAttach,
): Promise<ActionAnswer<AgencyAttachment>> {
  const { agencyCode, body } = request;
  const application = await findAgencyApplication(db, agencyCode, request.applicationNumber);
  assertTakesDocuments(application);
  const checklist = await checklistOfType(db, application.applicationType);
  const typeErrors = checklistTypeCheck(checklist)({ type: body.type });
  if (typeErrors.length > 0) throw validationError(typeErrors);
  const document = await findLibraryDocument(db, agencyCode, body.documentId.toLowerCase());
  if (document === undefined) {
    throw validationError([{ pointer: '/documentId', detail: `is not a document of agency ${agencyCode}’s library` }]);
  }
  const blob = await findBlob(db, document.blob_sha256);
  if (document.quarantined === 1 || blob === undefined || blob.scan_status === 'infected') {
    throw new AppError('file_quarantined', `Library document ${document.id} is quarantined: a malware scan found it infected`);
  }
  const fields = {
    type: body.type,
    title: body.title ?? document.title,
    description: body.description === undefined ? document.description : body.description,
  };
  const idempotency =
    request.idempotencyKey === undefined
      ? undefined
      : actionIdempotency(
          { scope: agencyCode, key: request.idempotencyKey, operation: ATTACH_OPERATION, status: 201 },
          { operation: ATTACH_OPERATION, applicationId: application.id, ...body },
        );
  return recordUpload(db, store, {
    actions: request.actions,
    application,
    actor: request.actor,
    upload: {
      blob: {
        sha256: blob.sha256,
        size: blob.size,
        contentType: blob.content_type,
        scanStatus: blob.scan_status,
        scanSignature: blob.scan_signature,
      },
      fileName: document.file_name,
      extension: document.file_extension,
      quarantined: false,
      fields,
    },
    libraryDocumentId: document.id,
    internal: false,
    base: request.base,
    view: renderAttachment,
    idempotency,
    requestId: request.requestId,
    clientAddress: request.clientAddress,
  });
}
