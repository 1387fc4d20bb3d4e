import type { Kysely, Selectable } from 'kysely';
import type { ApplicationAttachmentTable, BlobScanStatus, DB } from '../db/schema.js';
import { erasedFile } from '../http/erased-file.js';
import type { AttachmentStatus } from '../vocabulary/attachment.vocabulary.js';

export type AttachmentRow = Selectable<ApplicationAttachmentTable>;

/** An application's attachments, oldest first (ties in id order). */
export function findAttachments(db: Kysely<DB>, applicationId: string): Promise<AttachmentRow[]> {
  return db
    .selectFrom('application_attachments')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findAttachment(db: Kysely<DB>, applicationId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('application_attachments')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

/** An attachment with its blob's scan verdict: what a download needs. */
/** The type of an application, which chooses its checklist. */
export function findApplicationType(db: Kysely<DB>, applicationId: string) {
  return db.selectFrom('applications').select('application_type').where('id', '=', applicationId).executeTakeFirst();
}

/** The application documents are attached to, by id or by registration number: who owns it, its status and type. */
export function findApplicationOfAttachments(db: Kysely<DB>, where: { id: string } | { registrationNo: string }) {
  const query = db.selectFrom('applications').select(['id', 'registration_no', 'agency_code', 'status', 'application_type']);
  return ('id' in where ? query.where('id', '=', where.id) : query.where('registration_no', '=', where.registrationNo)).executeTakeFirst();
}

export interface StoredAttachment {
  readonly row: AttachmentRow;
  readonly sha256: string;
  readonly size: number;
  readonly contentType: string;
  readonly scanStatus: BlobScanStatus;
}

/**
 * An attachment's file to download: undefined when there is no such attachment (or, `forAgency`, it is
 * internal: it does not exist for the agency); 410 `file_erased` once erasure deleted its bytes.
 */
export async function findStoredAttachment(
  db: Kysely<DB>,
  applicationId: string,
  attachmentId: string,
  options: { readonly forAgency?: boolean } = {},
): Promise<StoredAttachment | undefined> {
  const row = await findAttachment(db, applicationId, attachmentId);
  if (row === undefined || (options.forAgency === true && row.internal !== 0)) return undefined;
  if (row.erased_at !== null) throw erasedFile(`Document ${row.id} (${row.type})`, row.erased_at);
  if (row.blob_sha256 === null) return undefined;
  const blob = await db
    .selectFrom('blobs')
    .select(['sha256', 'size', 'content_type', 'scan_status'])
    .where('sha256', '=', row.blob_sha256)
    .executeTakeFirst();
  if (blob === undefined) return undefined;
  return { row, sha256: blob.sha256, size: blob.size, contentType: blob.content_type, scanStatus: blob.scan_status };
}

export async function insertAttachment(db: Kysely<DB>, row: ApplicationAttachmentTable): Promise<void> {
  await db.insertInto('application_attachments').values(row).execute();
}

/**
 * The application's files of `type` a new one replaces: of the same visibility (an internal file
 * never replaces what the agency sees), neither superseded nor quarantined already.
 */
export async function findSupersedable(db: Kysely<DB>, of: { applicationId: string; type: string; internal: number }): Promise<string[]> {
  const rows = await db
    .selectFrom('application_attachments')
    .select('id')
    .where('application_id', '=', of.applicationId)
    .where('type', '=', of.type)
    .where('internal', '=', of.internal)
    .where('status', 'in', ['uploaded', 'accepted', 'rejected'] satisfies AttachmentStatus[])
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function supersedeAttachments(
  db: Kysely<DB>,
  change: { ids: readonly string[]; newerId: string; now: string },
): Promise<void> {
  if (change.ids.length === 0) return;
  await db
    .updateTable('application_attachments')
    .set({ status: 'superseded' satisfies AttachmentStatus, superseded_by: change.newerId, updated_at: change.now })
    .where('id', 'in', change.ids)
    .execute();
}

export async function recordReview(
  db: Kysely<DB>,
  review: { id: string; status: 'accepted' | 'rejected'; reviewedBy: string; reason: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('application_attachments')
    .set({ status: review.status, reviewed_by: review.reviewedBy, reviewed_at: review.now, reason: review.reason, updated_at: review.now })
    .where('id', '=', review.id)
    .execute();
}

/**
 * Erasure (issue 21 §2): the application's documents lose their bytes and the names they were
 * uploaded under; their rows stay (type, size, status, dates) and say when (`erased_at`). Returns the
 * hashes they pointed at, for the blob store to delete once the transaction commits.
 */
export async function eraseAttachmentFiles(db: Kysely<DB>, applicationId: string, marker: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('application_attachments')
    .select('blob_sha256')
    .where('application_id', '=', applicationId)
    .where('blob_sha256', 'is not', null)
    .execute();
  await db
    .updateTable('application_attachments')
    .set((eb) => ({
      blob_sha256: null,
      // The title an uploader gives often names the person ("CV of …"): it goes with the file's name.
      title: marker,
      file_name: marker,
      description: eb.case().when('description', 'is', null).then(null).else(marker).end(),
      erased_at: now,
    }))
    .where('application_id', '=', applicationId)
    .where('erased_at', 'is', null)
    .execute();
  return [...new Set(rows.map((row) => row.blob_sha256).filter((sha256): sha256 is string => sha256 !== null))];
}

/** An application's documents' statuses and whether each is internal, in the table's order (the change observer). */
export async function attachmentStatusesOf(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('application_attachments')
    .select(['id', 'status', 'internal'])
    .where('application_id', '=', applicationId)
    .execute();
}

/**
 * The attachments made from these library documents (issue 32 §5), with their applications' numbers and
 * the name of the staff user who reviewed each: where else a document is used and who accepted it.
 */
export function findLibraryDocumentUses(db: Kysely<DB>, documentIds: readonly string[]) {
  return db
    .selectFrom('application_attachments as a')
    .innerJoin('applications as p', 'p.id', 'a.application_id')
    .leftJoin('staff_users as u', 'u.id', 'a.reviewed_by')
    .select(['a.id', 'a.application_id', 'a.library_document_id', 'a.status', 'a.reviewed_by', 'a.reviewed_at', 'p.registration_no'])
    .select('u.name as reviewer_name')
    .where('a.library_document_id', 'in', documentIds)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}

/** An application's `document_accepted` journal entries, newest first: the role each acceptance was made in. */
export function findDocumentAcceptances(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('application_journal')
    .select(['actor_role', 'payload'])
    .where('application_id', '=', applicationId)
    .where('action', '=', 'document_accepted')
    .orderBy('sequence', 'desc')
    .execute();
}
