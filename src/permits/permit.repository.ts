import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB, PermitCertificateTable, PermitTable } from '../db/schema.js';
import type { PermitStatus } from './permit.vocabulary.js';

/** The SQL of permits and their certificate files. Every function takes the executor (db or a transaction). */

export function insertPermit(db: Kysely<DB>, row: Insertable<PermitTable>): Promise<unknown> {
  return db.insertInto('permits').values(row).execute();
}

export function updatePermit(db: Kysely<DB>, id: string, set: Updateable<PermitTable>): Promise<unknown> {
  return db.updateTable('permits').set(set).where('id', '=', id).execute();
}

export function insertPermitCertificate(db: Kysely<DB>, row: PermitCertificateTable): Promise<unknown> {
  return db.insertInto('permit_certificates').values(row).execute();
}

export function findPermit(db: Kysely<DB>, id: string): Promise<PermitTable | undefined> {
  return db.selectFrom('permits').selectAll().where('id', '=', id).executeTakeFirst();
}

/** At most one row: permit numbers are unique. */
export function findPermitByNumber(db: Kysely<DB>, permitNo: string): Promise<PermitTable | undefined> {
  return db.selectFrom('permits').selectAll().where('permit_no', '=', permitNo).executeTakeFirst();
}

/** An application's permits, oldest first: the original, then each renewal or amendment. */
export function listApplicationPermits(db: Kysely<DB>, applicationId: string): Promise<PermitTable[]> {
  return db.selectFrom('permits').selectAll().where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
}

/** The permit in force or last in force: the newest that nothing superseded and that is not void. */
export async function findCurrentPermit(db: Kysely<DB>, applicationId: string): Promise<PermitTable | undefined> {
  const permits = await listApplicationPermits(db, applicationId);
  return permits.filter((p) => p.superseded_by_id === null && p.status !== 'void').at(-1);
}

/**
 * The permit the Clearing-House record is about: the newest that nothing superseded, void included
 * (a permit voided after its publication must still have its withdrawal recorded).
 */
export async function findPermitOfRecord(db: Kysely<DB>, applicationId: string): Promise<PermitTable | undefined> {
  const permits = await listApplicationPermits(db, applicationId);
  return permits.filter((p) => p.superseded_by_id === null).at(-1);
}

/** Every certificate file of the given permits, oldest first, with the stored bytes' size and type. */
export function listCertificates(db: Kysely<DB>, permitIds: readonly string[]) {
  if (permitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('permit_certificates')
    .innerJoin('blobs', 'blobs.sha256', 'permit_certificates.blob_sha256')
    .select([
      'permit_certificates.id',
      'permit_certificates.permit_id',
      'permit_certificates.kind',
      'permit_certificates.blob_sha256',
      'permit_certificates.file_name',
      'permit_certificates.created_by',
      'permit_certificates.created_at',
      'blobs.size',
      'blobs.content_type',
      'blobs.scan_status',
    ])
    .where('permit_certificates.permit_id', 'in', permitIds)
    .orderBy('permit_certificates.created_at')
    .orderBy('permit_certificates.id')
    .execute();
}

export type CertificateFileRow = Awaited<ReturnType<typeof listCertificates>>[number];

/** The current file of a permit: its newest certificate (a signed scan replaces the generated one). */
export async function findCurrentCertificate(db: Kysely<DB>, permitId: string): Promise<CertificateFileRow | undefined> {
  return (await listCertificates(db, [permitId])).at(-1);
}

/** Issued permits whose date of expiry is at or before `now`, oldest first. */
export function findPermitsToExpire(db: Kysely<DB>, now: string, limit: number): Promise<Pick<PermitTable, 'id' | 'application_id'>[]> {
  return db
    .selectFrom('permits')
    .select(['id', 'application_id'])
    .where('status', '=', 'issued' satisfies PermitStatus)
    .where('date_expired', '<=', now)
    .orderBy('date_expired')
    .limit(limit)
    .execute();
}
