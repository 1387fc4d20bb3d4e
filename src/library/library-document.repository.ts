import type { Kysely, Selectable } from 'kysely';
import type { DB, LibraryDocumentTable } from '../db/schema.js';

/** The agencies' document libraries (migration 0027): the only file that builds their queries. */

export type LibraryDocumentRow = Selectable<LibraryDocumentTable>;

export async function insertLibraryDocument(db: Kysely<DB>, row: LibraryDocumentTable): Promise<void> {
  await db.insertInto('library_documents').values(row).execute();
}

/** The agency's document; another agency's is not found. */
export function findLibraryDocument(db: Kysely<DB>, agencyCode: string, id: string): Promise<LibraryDocumentRow | undefined> {
  return db.selectFrom('library_documents').selectAll().where('agency_code', '=', agencyCode).where('id', '=', id).executeTakeFirst();
}

export function findLibraryDocumentByKey(db: Kysely<DB>, agencyCode: string, key: string): Promise<LibraryDocumentRow | undefined> {
  return db
    .selectFrom('library_documents')
    .selectAll()
    .where('agency_code', '=', agencyCode)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A page of the agency's library, newest first, after the keyset position `after` (created_at, id). */
export function findLibraryPage(
  db: Kysely<DB>,
  agencyCode: string,
  page: { readonly limit: number; readonly after?: { readonly createdAt: string; readonly id: string } | undefined },
): Promise<LibraryDocumentRow[]> {
  let query = db.selectFrom('library_documents').selectAll().where('agency_code', '=', agencyCode);
  const { after } = page;
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).execute();
}

/** The attachments made from these documents, with their applications' registration numbers, oldest first. */
export function findLibraryUses(db: Kysely<DB>, documentIds: readonly string[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('application_attachments as a')
    .innerJoin('applications as p', 'p.id', 'a.application_id')
    .select(['a.library_document_id', 'a.id', 'a.type', 'a.status', 'a.created_at', 'p.registration_no'])
    .where('a.library_document_id', 'in', documentIds)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
}

export async function deleteLibraryDocumentRow(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('library_documents').where('id', '=', id).execute();
}
