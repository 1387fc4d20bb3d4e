import { registerBlob } from '../blobs/blob.repository.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { ApplicationAttachmentTable } from '../db/schema.js';
import { DOCUMENT_UPLOADER_ROLES, UPLOAD_WITHOUT_ROLE } from '../policy/attachment.policy.js';
import type { ReceivedFile, ReceivedUpload } from '../uploads/upload.pipeline.js';
import { DocumentUploadFields } from '../uploads/upload.schemas.js';
import { OPEN_APPLICATION } from '../vocabulary/status-groups.js';
import { type ActionContext, type ActionStep, defineAction } from '../workflow/actions/action.types.js';
import { findSupersedable, insertAttachment, supersedeAttachments } from './attachment.repository.js';
import { StaffDocumentUploadFields } from './attachment.schemas.js';

/**
 * Adding a document to an application (issue 11 §2), by its agency (`upload_document`) or by staff
 * (`add_document`), each through a route of its own: the upload pipeline has stored the bytes durably
 * before; the action records them, in the application's transaction: the blob's row, the attachment,
 * the older files of its type superseded, the journal entry `document_uploaded`, its audit row and
 * the renderings (the agency sees its attachments there). Not once the application is closed.
 */

export interface DocumentUploadInput {
  /** Chosen by the route, to answer with the stored row. */
  readonly attachmentId: string;
  readonly upload: ReceivedUpload<unknown>;
  readonly store: BlobStore;
  /** The attachment's `url` (the agency's download link). */
  readonly url: string;
  /** The agency's library document it is attached from (issue 32 §5); null for a file sent with the request. */
  readonly libraryDocumentId?: string | null;
}

interface UploadFields {
  readonly type: string;
  readonly title: string;
  readonly description?: string | null | undefined;
  readonly internal?: 'true' | 'false' | undefined;
}

/** The attachment row of a file the upload pipeline has stored, not yet reviewed (documents and obligation submissions). */
export function uploadedAttachmentRow(file: {
  readonly id: string;
  readonly applicationId: string;
  readonly type: string;
  readonly title: string;
  readonly description: string | null;
  readonly internal: 0 | 1;
  readonly upload: ReceivedFile;
  readonly url: string;
  readonly actor: { readonly id: string; readonly kind: string };
  readonly now: string;
  readonly libraryDocumentId?: string | null | undefined;
}): ApplicationAttachmentTable {
  const { upload, actor, now } = file;
  return {
    id: file.id,
    application_id: file.applicationId,
    type: file.type,
    title: file.title,
    description: file.description,
    file_name: upload.fileName,
    file_extension: upload.extension,
    url: file.url,
    status: upload.quarantined ? 'quarantined' : 'uploaded',
    blob_sha256: upload.blob.sha256,
    file_size: upload.blob.size,
    content_type: upload.blob.contentType,
    internal: file.internal,
    uploaded_by: actor.id,
    uploaded_by_kind: actor.kind,
    reviewed_by: null,
    reviewed_at: null,
    reason: null,
    superseded_by: null,
    created_at: now,
    updated_at: now,
    erased_at: null,
    library_document_id: file.libraryDocumentId ?? null,
  };
}

async function decideUpload(context: ActionContext<UploadFields, DocumentUploadInput>): Promise<ActionStep> {
  const { fields, input, application, actor, now, db } = context;
  const { upload } = input;
  const internal = fields.internal === 'true' ? 1 : 0;
  // A quarantined file replaces nothing: the file it would replace is still the usable one.
  const supersedes = upload.quarantined ? [] : await findSupersedable(db, { applicationId: application.id, type: fields.type, internal });
  const row = uploadedAttachmentRow({
    id: input.attachmentId,
    applicationId: application.id,
    type: fields.type,
    title: fields.title,
    description: fields.description ?? null,
    internal,
    upload,
    url: input.url,
    actor,
    now,
    libraryDocumentId: input.libraryDocumentId,
  });
  return {
    journal: [
      {
        action: 'document_uploaded',
        payload: {
          attachmentId: row.id,
          type: row.type,
          title: row.title,
          fileName: upload.fileName,
          sha256: upload.blob.sha256,
          size: upload.blob.size,
          contentType: upload.blob.contentType,
          internal: internal === 1,
          quarantined: upload.quarantined,
          supersedes,
          ...(row.library_document_id === null ? {} : { libraryDocumentId: row.library_document_id }),
        },
      },
    ],
    effects: [
      async (trx, effect) => {
        await registerBlob(trx, input.store, upload.blob);
        await insertAttachment(trx, row);
        await supersedeAttachments(trx, { ids: supersedes, newerId: row.id, now: effect.now });
      },
    ],
  };
}

/** The agency's upload (POST …/external/application/{no}/agency/{code}/attachments). */
export const uploadDocument = defineAction<typeof DocumentUploadFields, DocumentUploadInput>({
  name: 'upload_document',
  summary: 'The agency uploads a document of its application.',
  fields: DocumentUploadFields,
  actor: 'agency',
  roles: [],
  from: OPEN_APPLICATION.statuses,
  needsAssignment: false,
  decide: decideUpload,
});

/** Staff add a document, `internal` to keep it from the agency (POST /api/v1/staff/applications/{id}/attachments). */
export const addDocument = defineAction<typeof StaffDocumentUploadFields, DocumentUploadInput>({
  name: 'add_document',
  summary: 'Staff add a document to the application, internal (for staff only) or not.',
  fields: StaffDocumentUploadFields,
  actor: 'staff',
  roles: DOCUMENT_UPLOADER_ROLES,
  from: OPEN_APPLICATION.statuses,
  needsAssignment: false,
  ownRoute: {
    route: 'POST /api/v1/staff/applications/{id}/attachments',
    withoutRole: UPLOAD_WITHOUT_ROLE,
  },
  decide: decideUpload,
});
