import type { Kysely } from 'kysely';
import { renderAttachment } from '../applications/application.rendering.js';
import { type ApplicationEffect, changeApplication } from '../applications/application.write.js';
import type { Actor, StaffActor } from '../auth/actor.js';
import { registerBlob } from '../blobs/blob.repository.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { ApplicationAttachmentTable, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { mayReadDocuments } from '../policy/attachment.policy.js';
import type { Role } from '../policy/roles.js';
import { isUuid, newId } from '../shared/ids.js';
import type { ReceivedUpload } from '../uploads/upload.pipeline.js';
import type { ApplicationStatus } from '../workflow/vocabulary.js';
import type { AttachmentRow } from './attachment.repository.js';
import { findSupersedable, insertAttachment, supersedeAttachments } from './attachment.repository.js';
import type { StaffAttachment } from './attachment.schemas.js';

/**
 * Uploading documents to an application (issue 11 §2). The bytes are stored, durably, by the upload
 * pipeline before this runs; here one change through the write path records them: the blob's row,
 * the attachment, the older files of its type superseded, the journal entry `document_uploaded`, its
 * audit row and the renderings (the agency sees its attachments there). A crash before the commit leaves bytes without a row (gc removes them),
 * never a row without bytes (docs/BLOBS.md, "Durable before referenced").
 */

/** What the attachment routes need to know of an application before they read a byte of the upload. */
export interface ApplicationRef {
  readonly id: string;
  readonly registrationNo: string;
  readonly agencyCode: string;
  readonly status: ApplicationStatus;
  readonly applicationType: string;
}

/** No document is added to an application in these. */
const FINAL_STATUSES: ReadonlySet<ApplicationStatus> = new Set<ApplicationStatus>([
  'issued',
  'denied',
  'withdrawn',
  'abandoned',
  'cancelled',
]);

export function assertTakesDocuments(application: { readonly status: ApplicationStatus; readonly registration_no?: string }): void {
  if (FINAL_STATUSES.has(application.status)) {
    throw new AppError('action_not_allowed', `The application is ${application.status}: it takes no more documents`);
  }
}

async function findApplicationRef(db: Kysely<DB>, where: { id: string } | { registrationNo: string }) {
  const query = db.selectFrom('applications').select(['id', 'registration_no', 'agency_code', 'status', 'application_type']);
  const row = await ('id' in where
    ? query.where('id', '=', where.id)
    : query.where('registration_no', '=', where.registrationNo)
  ).executeTakeFirst();
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
  };
}

export interface DocumentFields {
  readonly type: string;
  readonly title: string;
  readonly description?: string | null | undefined;
}

export interface RecordUpload {
  readonly application: ApplicationRef;
  readonly actor: Actor;
  readonly role?: Role | null;
  readonly upload: ReceivedUpload<DocumentFields>;
  readonly internal: boolean;
  /** PUBLIC_BASE_URL, or empty for relative links. */
  readonly base: string;
  /** The answer's body for this caller, made from the stored row. */
  readonly view: (row: AttachmentRow) => unknown;
  /** More to write in the transaction once the row is, with the answer (e.g. the Idempotency-Key's record). */
  readonly alsoWrite?: (trx: Kysely<DB>, answer: unknown, now: string) => Promise<void>;
  readonly requestId?: string | null;
  readonly clientAddress?: string | null;
}

/** Records a received upload; returns the answer's body for this caller (`view` of the stored row). */
export async function recordUpload(db: Kysely<DB>, store: BlobStore, input: RecordUpload): Promise<unknown> {
  const { upload, application } = input;
  let answer: unknown;
  await changeApplication(db, {
    applicationId: application.id,
    actor: input.actor,
    role: input.role ?? null,
    requestId: input.requestId ?? null,
    clientAddress: input.clientAddress ?? null,
    async decide(current, trx) {
      assertTakesDocuments(current.application);
      const id = newId();
      const internal = input.internal ? 1 : 0;
      const { type } = upload.fields;
      // A quarantined file replaces nothing: the file it would replace is still the usable one.
      const supersedes = upload.quarantined ? [] : await findSupersedable(trx, { applicationId: application.id, type, internal });
      const record: ApplicationEffect = async (effectTrx, context) => {
        await registerBlob(effectTrx, store, upload.blob);
        const row = attachmentRow(input, id, context.now);
        await insertAttachment(effectTrx, row);
        await supersedeAttachments(effectTrx, { ids: supersedes, newerId: id, now: context.now });
        answer = input.view(row);
        await input.alsoWrite?.(effectTrx, answer, context.now);
      };
      return {
        journal: [
          {
            action: 'document_uploaded',
            payload: {
              attachmentId: id,
              type,
              title: upload.fields.title,
              fileName: upload.fileName,
              sha256: upload.blob.sha256,
              size: upload.blob.size,
              contentType: upload.blob.contentType,
              internal: input.internal,
              quarantined: upload.quarantined,
              supersedes,
            },
          },
        ],
        effects: [record],
      };
    },
  });
  if (answer === undefined) throw new Error('the upload was not recorded');
  return answer;
}

function attachmentRow(input: RecordUpload, id: string, now: string): ApplicationAttachmentTable {
  const { upload, application } = input;
  return {
    id,
    application_id: application.id,
    type: upload.fields.type,
    title: upload.fields.title,
    description: upload.fields.description ?? null,
    file_name: upload.fileName,
    file_extension: upload.extension,
    url: `${input.base}${externalDownloadPath(application, id)}`,
    status: upload.quarantined ? 'quarantined' : 'uploaded',
    blob_sha256: upload.blob.sha256,
    file_size: upload.blob.size,
    content_type: upload.blob.contentType,
    internal: input.internal ? 1 : 0,
    uploaded_by: input.actor.id,
    uploaded_by_kind: input.actor.kind,
    reviewed_by: null,
    reviewed_at: null,
    reason: null,
    superseded_by: null,
    created_at: now,
    updated_at: now,
  };
}
