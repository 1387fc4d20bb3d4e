import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { ERASED_MARKER } from '../audit/subject-keys.js';
import type {
  ApplicationLocationTable,
  ApplicationResourceTable,
  ApplicationTable,
  BlobScanStatus,
  DB,
  PermitCertificateTable,
  PermitTable,
} from '../db/schema.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';

/** The SQL of permits and their certificate files. Every function takes the executor (db or a transaction). */

export function insertPermit(db: Kysely<DB>, row: Insertable<PermitTable>): Promise<unknown> {
  return db.insertInto('permits').values(row).execute();
}

export function updatePermit(db: Kysely<DB>, id: string, set: Updateable<PermitTable>): Promise<unknown> {
  return db.updateTable('permits').set(set).where('id', '=', id).execute();
}

export function insertPermitCertificate(db: Kysely<DB>, row: Insertable<PermitCertificateTable>): Promise<unknown> {
  return db.insertInto('permit_certificates').values(row).execute();
}

export function findPermit(db: Kysely<DB>, id: string): Promise<PermitTable | undefined> {
  return db.selectFrom('permits').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The holder's name as the public verification page shows it: the permittee's first, middle and last
 * name, or the erasure marker once their personal data was erased (issue 21 §2), the permit itself
 * staying verifiable.
 */
export async function findHolderName(db: Kysely<DB>, applicationId: string): Promise<string> {
  const row = await db
    .selectFrom('applications')
    .leftJoin('data_subject_keys', 'data_subject_keys.application_id', 'applications.id')
    .select(['permittee_first_name', 'permittee_middle_name', 'permittee_last_name', 'data_subject_keys.destroyed_at'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  if (row.destroyed_at !== null) return ERASED_MARKER;
  return [row.permittee_first_name, row.permittee_middle_name, row.permittee_last_name]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' ');
}

/** The application a permit is made from, whole: its certificate and its Clearing-House document print it. */
export function findApplicationRow(db: Kysely<DB>, id: string): Promise<ApplicationTable | undefined> {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An application's collection locations, in submission order: the certificate's sites. */
export function listApplicationLocations(db: Kysely<DB>, applicationId: string): Promise<ApplicationLocationTable[]> {
  return db.selectFrom('application_locations').selectAll().where('application_id', '=', applicationId).orderBy('position').execute();
}

/** An application's species, in submission order: the certificate's species. */
export function listApplicationResources(db: Kysely<DB>, applicationId: string): Promise<Selectable<ApplicationResourceTable>[]> {
  return db.selectFrom('application_resources').selectAll().where('application_id', '=', applicationId).orderBy('position').execute();
}

/** How many species an application names: the verification page says how many the permit covers. */
export async function countApplicationSpecies(db: Kysely<DB>, applicationId: string): Promise<number> {
  const species = await db
    .selectFrom('application_resources')
    .select((eb) => eb.fn.count<number | string>('id').as('n'))
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return Number(species?.n ?? 0);
}

/** Whether an application has an executed agreement: the Clearing-House document says mutually agreed terms are established. */
export async function hasExecutedAgreement(db: Kysely<DB>, applicationId: string): Promise<boolean> {
  const executed = await db
    .selectFrom('agreements')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('status', '=', 'executed')
    .executeTakeFirst();
  return executed !== undefined;
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

/**
 * Every certificate file of the given permits, oldest first, with the stored bytes' size and type (from
 * `blobs`; once the file is erased, from its own row, its `blobs` row having gone with the bytes).
 */
export function listCertificates(db: Kysely<DB>, permitIds: readonly string[]) {
  if (permitIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('permit_certificates')
    .leftJoin('blobs', 'blobs.sha256', 'permit_certificates.blob_sha256')
    .select((eb) => [
      'permit_certificates.id',
      'permit_certificates.permit_id',
      'permit_certificates.kind',
      'permit_certificates.blob_sha256',
      'permit_certificates.file_name',
      'permit_certificates.created_by',
      'permit_certificates.created_at',
      'permit_certificates.erased_at',
      eb.fn.coalesce('blobs.size', 'permit_certificates.file_size').as('size'),
      eb.fn.coalesce('blobs.content_type', 'permit_certificates.content_type').as('content_type'),
      'blobs.scan_status',
    ])
    .where('permit_certificates.permit_id', 'in', permitIds)
    .orderBy('permit_certificates.created_at')
    .orderBy('permit_certificates.id')
    .execute();
}

export type CertificateFileRow = Awaited<ReturnType<typeof listCertificates>>[number];

/** A certificate file whose bytes are in the store (not erased). */
export type StoredCertificateFile = CertificateFileRow & {
  readonly blob_sha256: string;
  readonly size: number;
  readonly content_type: string;
  readonly scan_status: BlobScanStatus;
};

export function isStoredCertificate(row: CertificateFileRow): row is StoredCertificateFile {
  return row.erased_at === null && row.blob_sha256 !== null && row.size !== null && row.content_type !== null && row.scan_status !== null;
}

/**
 * The current file of a permit, its newest certificate (a signed scan replaces the generated one),
 * when its bytes are stored: none once erased (issue 21 §2).
 */
export async function findCurrentCertificate(db: Kysely<DB>, permitId: string): Promise<StoredCertificateFile | undefined> {
  const current = (await listCertificates(db, [permitId])).at(-1);
  return current !== undefined && isStoredCertificate(current) ? current : undefined;
}

/**
 * Erasure (issue 21 §2): the certificate files of the application's permits, which name the holder,
 * lose their bytes; their rows stay (kind, name, dates: the names are made from the permit number)
 * and say when (`erased_at`), keeping the size and type the staff view shows. Returns the hashes they
 * pointed at, for the blob store to delete once the transaction commits. The permits stay whole.
 */
export async function eraseCertificateFiles(db: Kysely<DB>, applicationId: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('permit_certificates')
    .innerJoin('permits', 'permits.id', 'permit_certificates.permit_id')
    .leftJoin('blobs', 'blobs.sha256', 'permit_certificates.blob_sha256')
    .select(['permit_certificates.id', 'permit_certificates.blob_sha256', 'blobs.size', 'blobs.content_type'])
    .where('permits.application_id', '=', applicationId)
    .where('permit_certificates.erased_at', 'is', null)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('permit_certificates')
      .set({ blob_sha256: null, erased_at: now, file_size: row.size, content_type: row.content_type })
      .where('id', '=', row.id)
      .execute();
  }
  return [...new Set(rows.map((row) => row.blob_sha256).filter((sha256): sha256 is string => sha256 !== null))];
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

/** An application's permits' numbers and statuses, in the table's order (the change observer). */
export async function permitStatusesOf(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('permits as p')
    .leftJoin('permit_terms as t', 't.permit_id', 'p.id')
    .select(['p.id', 'p.permit_no', 'p.status', 't.version as terms_version'])
    .where('p.application_id', '=', applicationId)
    .execute();
}
