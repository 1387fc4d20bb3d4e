import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { AgencyActor } from '../auth/actor.js';
import { findBlob, registerBlob } from '../blobs/blob.repository.js';
import type { DownloadableFile } from '../blobs/blob-download.js';
import { removeErasedBlobs } from '../blobs/blob-gc.service.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { decodeCursorParts, encodeCursorParts, invalidCursor } from '../http/keyset-cursor.js';
import { canonicalJson, sha256Hex } from '../shared/canonical-json.js';
import { isUuid, newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { ReceivedUpload, UploadOptions } from '../uploads/upload.pipeline.js';
import type { ActionAnswer } from '../workflow/action-idempotency.js';
import {
  deleteLibraryDocumentRow,
  findLibraryDocument,
  findLibraryDocumentByKey,
  findLibraryPage,
  findLibraryUses,
  insertLibraryDocument,
  type LibraryDocumentRow,
} from './library-document.repository.js';
import type { LibraryDocument, LibraryUploadFields } from './library-document.schemas.js';

/**
 * The agency's document library (issue 32 §5): a document uploaded once through the same pipeline as
 * an attachment (sniffed, bounded, scanned, stored durably, content-addressed: the bytes are stored
 * once however often they are attached), then attached to applications by its id. An attachment made
 * from it is recorded exactly as an upload is (library-attach.service.ts).
 */

type UploadFields = Static<typeof LibraryUploadFields>;

export interface LibraryUpload {
  readonly actor: AgencyActor;
  /** The token's agency: the one library it may write to. */
  readonly agencyCode: string;
  readonly idempotencyKey: string | undefined;
  readonly receive: (checks: Pick<UploadOptions, 'beforeStoring'>) => Promise<ReceivedUpload<UploadFields>>;
  readonly base: string;
  readonly requestId: string;
  readonly clientAddress: string;
}

const UPLOAD_OPERATION = 'upload_library_document';

export function libraryFilePath(documentId: string): string {
  return `/api/v1/external/documents/${documentId}/file`;
}

/** A document of the agency's library; another agency's, or an id that is not a uuid, is a 404 as if it did not exist. */
export async function getLibraryDocument(db: Kysely<DB>, agencyCode: string, documentId: string): Promise<LibraryDocumentRow> {
  const row = isUuid(documentId) ? await findLibraryDocument(db, agencyCode, documentId.toLowerCase()) : undefined;
  if (row === undefined) throw new AppError('not_found', `Agency ${agencyCode} has no library document ${documentId}`);
  return row;
}

/** A library document's file to download, with the scan verdict its bytes have now (a later scan may have found them infected). */
export async function libraryDocumentFile(db: Kysely<DB>, agencyCode: string, documentId: string): Promise<DownloadableFile> {
  const row = await getLibraryDocument(db, agencyCode, documentId);
  const blob = await findBlob(db, row.blob_sha256);
  return {
    sha256: row.blob_sha256,
    size: Number(row.file_size),
    contentType: row.content_type,
    fileName: row.file_name,
    scanStatus: row.quarantined === 1 || blob === undefined ? 'infected' : blob.scan_status,
  };
}

/** The documents as the agency reads them, each with the attachments made from it. */
export async function libraryDocumentViews(db: Kysely<DB>, rows: readonly LibraryDocumentRow[], base: string): Promise<LibraryDocument[]> {
  const uses = await findLibraryUses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.file_name,
    fileExtension: row.file_extension,
    size: Number(row.file_size),
    contentType: row.content_type,
    sha256: row.blob_sha256,
    status: row.quarantined === 1 ? 'quarantined' : 'available',
    url: `${base}${libraryFilePath(row.id)}`,
    createdAt: row.created_at,
    attachedTo: uses
      .filter((use) => use.library_document_id === row.id)
      .map((use) => ({
        cnaApplicationUniqueNo: use.registration_no,
        attachmentId: use.id,
        type: use.type,
        status: use.status as LibraryDocument['attachedTo'][number]['status'],
        attachedAt: use.created_at,
      })),
  }));
}

async function viewOf(db: Kysely<DB>, row: LibraryDocumentRow, base: string): Promise<LibraryDocument> {
  const [view] = await libraryDocumentViews(db, [row], base);
  return view as LibraryDocument;
}

/** The upload's answer stored under its key, if the same request was answered before; the key with another request is a 422. */
async function earlierUpload(db: Kysely<DB>, agencyCode: string, key: string, requestHash: string) {
  const earlier = await findLibraryDocumentByKey(db, agencyCode, key);
  if (earlier === undefined) return undefined;
  if (earlier.request_hash !== requestHash) {
    throw new AppError(
      'idempotency_key_reused',
      `Idempotency-Key ${key} was used for another library upload (another file or fields): send a new key for a new request`,
    );
  }
  return earlier;
}

/**
 * Uploads a document to the agency's library. The `sourceAgencyCode` field must be the token's agency
 * (403 otherwise) and an Idempotency-Key reused for another request is a 422, both decided before a
 * byte is stored. The blob's row, the document and its audit row commit together.
 */
export async function uploadLibraryDocument(
  db: Kysely<DB>,
  store: BlobStore,
  request: LibraryUpload,
): Promise<ActionAnswer<LibraryDocument>> {
  const { agencyCode, idempotencyKey: key } = request;
  let requestHash: string | null = null;
  const upload = await request.receive({
    beforeStoring: async ([file], values) => {
      if (values.sourceAgencyCode !== agencyCode) {
        throw new AppError('forbidden', `This access token acts for agency ${agencyCode}, not ${values.sourceAgencyCode}`);
      }
      if (key === undefined || file === undefined) return;
      requestHash = sha256Hex(canonicalJson({ operation: UPLOAD_OPERATION, sha256: file.sha256, fileName: file.fileName, fields: values }));
      await earlierUpload(db, agencyCode, key, requestHash);
    },
  });
  if (key !== undefined && requestHash !== null) {
    const earlier = await earlierUpload(db, agencyCode, key, requestHash);
    if (earlier !== undefined) return { answer: await viewOf(db, earlier, request.base), replayed: true };
  }
  const row = {
    id: newId(),
    agency_code: agencyCode,
    title: upload.fields.title,
    description: upload.fields.description ?? null,
    file_name: upload.fileName,
    file_extension: upload.extension,
    blob_sha256: upload.blob.sha256,
    file_size: upload.blob.size,
    content_type: upload.blob.contentType,
    quarantined: upload.quarantined ? 1 : 0,
    uploaded_by: request.actor.id,
    created_at: nowIso(),
    idempotency_key: key ?? null,
    request_hash: requestHash,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await registerBlob(trx, store, upload.blob);
      await insertLibraryDocument(trx, row);
      await recordAuditEvent(trx, {
        actor: request.actor,
        action: 'library_document.uploaded',
        subjectType: 'library_document',
        subjectId: row.id,
        agencyCode,
        requestId: request.requestId,
        clientAddress: request.clientAddress,
        details: { sha256: row.blob_sha256, size: row.file_size, contentType: row.content_type, quarantined: upload.quarantined },
      });
    });
  } catch (error) {
    // The same upload sent twice at once with one key: the later one answers as the first.
    if (key === undefined || requestHash === null || !isUniqueViolation(error)) throw error;
    const earlier = await earlierUpload(db, agencyCode, key, requestHash);
    if (earlier === undefined) throw error;
    return { answer: await viewOf(db, earlier, request.base), replayed: true };
  }
  return { answer: await viewOf(db, row, request.base), replayed: false };
}

/** A page of the agency's library, newest first, and the cursor of the next page if there is one. */
export async function listLibraryDocuments(
  db: Kysely<DB>,
  agencyCode: string,
  query: { readonly limit: number; readonly cursor: string | undefined; readonly base: string },
): Promise<{ readonly items: LibraryDocument[]; readonly nextCursor: string | undefined }> {
  let after: { createdAt: string; id: string } | undefined;
  if (query.cursor !== undefined) {
    const [owner, createdAt, id] = decodeCursorParts(query.cursor, 3);
    if (owner !== agencyCode || createdAt == null || id == null) throw invalidCursor('is not a cursor of this agency’s library');
    after = { createdAt, id };
  }
  const rows = await findLibraryPage(db, agencyCode, { limit: query.limit + 1, after });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last !== undefined ? encodeCursorParts([agencyCode, last.created_at, last.id]) : undefined;
  return { items: await libraryDocumentViews(db, page, query.base), nextCursor };
}

/**
 * Deletes a document from the agency's library (a CV it no longer may keep): its row and audit row in
 * one transaction, then its bytes, unless an attachment made from it (or anything else) still
 * references them: an attachment is the application's record and stays until the application's own
 * erasure. The attachments keep naming the library document they came from.
 */
export async function deleteLibraryDocument(
  db: Kysely<DB>,
  store: BlobStore,
  request: { actor: AgencyActor; agencyCode: string; documentId: string; requestId: string; clientAddress: string },
): Promise<void> {
  const row = await getLibraryDocument(db, request.agencyCode, request.documentId);
  await db.transaction().execute(async (trx) => {
    await deleteLibraryDocumentRow(trx, row.id);
    await recordAuditEvent(trx, {
      actor: request.actor,
      action: 'library_document.deleted',
      subjectType: 'library_document',
      subjectId: row.id,
      agencyCode: request.agencyCode,
      requestId: request.requestId,
      clientAddress: request.clientAddress,
      details: { sha256: row.blob_sha256 },
    });
  });
  await removeErasedBlobs(db, store, [row.blob_sha256]);
}
