import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AgreementTable, DB } from '../db/schema.js';

/**
 * The SQL of agreements. The writes are the effects of the agreement actions
 * (src/agreements/agreement.actions.ts), run by the application's write path in its transaction.
 */

export function findAgreement(db: Kysely<DB>, id: string): Promise<AgreementTable | undefined> {
  return db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listApplicationAgreements(db: Kysely<DB>, applicationId: string): Promise<AgreementTable[]> {
  return db.selectFrom('agreements').selectAll().where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
}

/** The application agreements belong to: its agency (who may read them) and its status. */
/** The application's agreement executed last, if any (what `agreement_executed` records). */
export function findLastExecutedAgreement(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('agreements')
    .select(['id', 'title'])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'executed')
    .orderBy('executed_at', 'desc')
    .executeTakeFirst();
}

export function findApplicationOfAgreements(db: Kysely<DB>, applicationId: string) {
  return db.selectFrom('applications').select(['id', 'agency_code', 'status']).where('id', '=', applicationId).executeTakeFirst();
}

/**
 * An agreement's signed file with the application it belongs to (whose agency may download it) and
 * its blob (absent until the signed file is recorded, or once it is erased).
 */
export function findAgreementFileWithApplication(db: Kysely<DB>, agreementId: string) {
  return db
    .selectFrom('agreements')
    .innerJoin('applications', 'applications.id', 'agreements.application_id')
    .leftJoin('blobs', 'blobs.sha256', 'agreements.blob_sha256')
    .select([
      'applications.registration_no',
      'applications.id as application_id',
      'applications.agency_code',
      'agreements.title',
      'agreements.file_name',
      'agreements.erased_at',
      'blobs.sha256',
      'blobs.size',
      'blobs.content_type',
      'blobs.scan_status',
    ])
    .where('agreements.id', '=', agreementId)
    .executeTakeFirst();
}

export async function insertAgreement(db: Kysely<DB>, row: Insertable<AgreementTable>): Promise<void> {
  await db.insertInto('agreements').values(row).execute();
}

export async function updateAgreement(db: Kysely<DB>, id: string, set: Updateable<AgreementTable>): Promise<void> {
  await db.updateTable('agreements').set(set).where('id', '=', id).execute();
}

/**
 * Erasure (issue 21 §2): the application's agreements, whose signed files name the parties, lose those
 * files' bytes and the names they were uploaded under (`marker`), and the permittee's name, email… in
 * their title and description (`redact`); their rows stay (kind, status, dates) and say when
 * (`erased_at`). Returns the hashes the files pointed at, for the blob store to delete once the
 * transaction commits.
 */
export async function eraseAgreementFiles(
  db: Kysely<DB>,
  applicationId: string,
  erase: { readonly marker: string; readonly redact: (text: string) => string; readonly now: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('agreements')
    .select(['id', 'title', 'description', 'file_name', 'blob_sha256'])
    .where('application_id', '=', applicationId)
    .where('erased_at', 'is', null)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('agreements')
      .set({
        title: erase.redact(row.title),
        description: row.description === null ? null : erase.redact(row.description),
        file_name: row.file_name === null ? null : erase.marker,
        blob_sha256: null,
        erased_at: erase.now,
      })
      .where('id', '=', row.id)
      .execute();
  }
  return [...new Set(rows.map((row) => row.blob_sha256).filter((sha256): sha256 is string => sha256 !== null))];
}

/** An application's agreements' statuses, in the table's order (the change observer). */
export async function agreementStatusesOf(db: Kysely<DB>, applicationId: string) {
  return db.selectFrom('agreements').select(['id', 'status']).where('application_id', '=', applicationId).execute();
}
