import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { renderAttachment } from '../applications/application.rendering.js';
import type { AgencyAttachment } from '../applications/application.schemas.js';
import type { AgencyActor, StaffActor } from '../auth/actor.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import type { ReceivedUpload, UploadOptions } from '../uploads/upload.pipeline.js';
import type { DocumentUploadFields } from '../uploads/upload.schemas.js';
import type { ActionAnswer, ActionIdempotency } from '../workflow/action-idempotency.js';
import { storedAnswer } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import type { StaffAttachment, StaffDocumentUploadFields } from './attachment.schemas.js';
import {
  assertTakesDocuments,
  type DocumentFields,
  findAgencyApplication,
  findStaffApplication,
  recordUpload,
  staffAttachmentView,
  uploadIdempotency,
} from './attachment.service.js';
import { checklistOfType } from './checklist.service.js';
import { checklistTypeCheck } from './checklist-type.check.js';

/**
 * A document uploaded over HTTP, the agency's or staff's: everything that can refuse without the file is
 * decided before a byte of it is read (the application, whether it takes documents now, the checklist
 * the `type` must be on); then the route's `receive` reads the body through the upload pipeline with
 * the checks given, and the upload is recorded as the workflow's action (attachment.service.ts).
 */

/** Reads the multipart body through the upload pipeline, with the checks given (run as the parts arrive, before storing). */
export type ReceiveDocument<Fields> = (checks: Pick<UploadOptions, 'checkFields' | 'beforeStoring'>) => Promise<ReceivedUpload<Fields>>;

interface DocumentUpload<Fields> {
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  readonly receive: ReceiveDocument<Fields>;
  /** PUBLIC_BASE_URL, or empty for relative links. */
  readonly base: string;
  readonly requestId: string;
  readonly clientAddress: string;
}

export interface AgencyDocumentUpload extends DocumentUpload<Static<typeof DocumentUploadFields>> {
  readonly actor: AgencyActor;
  readonly agencyCode: string;
  /** The application's registration number or uuid, as in the path. */
  readonly applicationNumber: string;
  readonly idempotencyKey: string | undefined;
}

/** The agency's upload; with an Idempotency-Key, a key reused for another request is refused before the file is stored. */
export async function uploadAgencyDocument(
  db: Kysely<DB>,
  store: BlobStore,
  request: AgencyDocumentUpload,
): Promise<ActionAnswer<AgencyAttachment>> {
  const { agencyCode, idempotencyKey: key } = request;
  const application = await findAgencyApplication(db, agencyCode, request.applicationNumber);
  assertTakesDocuments(application);
  const checklist = await checklistOfType(db, application.applicationType);
  let idempotency: ActionIdempotency | undefined;
  const upload = await request.receive({
    checkFields: checklistTypeCheck(checklist),
    // The key is checked with the file's digest, before the file is stored: a key reused for another request stores nothing.
    beforeStoring: async ([file], values) => {
      if (key === undefined || file === undefined) return;
      idempotency = uploadIdempotency(agencyCode, key, application.id, file, { ...values });
      await storedAnswer(db, idempotency);
    },
  });
  return recordUpload(db, store, {
    actions: request.actions,
    application,
    actor: request.actor,
    upload: { ...upload, fields: upload.fields as DocumentFields },
    internal: false,
    base: request.base,
    view: renderAttachment,
    idempotency,
    requestId: request.requestId,
    clientAddress: request.clientAddress,
  });
}

export interface StaffDocumentUpload extends DocumentUpload<StaffDocumentUploadFields> {
  readonly actor: StaffActor;
  /** The application's id, as in the path. */
  readonly applicationId: string;
}

/** A staff user's upload, internal (for staff only) or not; whether the user's roles upload documents is the route's to ask first. */
export async function uploadStaffDocument(
  db: Kysely<DB>,
  store: BlobStore,
  request: StaffDocumentUpload,
): Promise<ActionAnswer<StaffAttachment>> {
  const { actor, base } = request;
  const application = await findStaffApplication(db, actor, request.applicationId);
  assertTakesDocuments(application);
  const checklist = await checklistOfType(db, application.applicationType);
  const upload = await request.receive({ checkFields: checklistTypeCheck(checklist) });
  const { internal, ...fields } = upload.fields;
  return recordUpload(db, store, {
    actions: request.actions,
    application,
    actor,
    upload: { ...upload, fields },
    internal: internal === 'true',
    base,
    view: (row) => staffAttachmentView(row, base),
    requestId: request.requestId,
    clientAddress: request.clientAddress,
  });
}
