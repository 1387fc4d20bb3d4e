import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 11 §3–§5: what a permit's lifecycle, its certificates, the agreements and the ABS
 * Clearing-House publication need on top of the seed's `permits` and `agreements` tables (which have
 * always been empty, so the new NOT NULL columns get defaults only to satisfy the dialects).
 * Frozen in time: never imports application code.
 *
 * - permits: why its status last changed, the row it supersedes and the one that superseded it
 *   (renewal, amendment), who signed it, the conditions printed on it, and its Clearing-House record
 *   (`absch_identifier`: the document identifier it was first published under; `ircc_identifier`:
 *   the ABSCH-IRCC-PH-… code once published).
 * - permit_certificates: every certificate file of a permit, generated or a signed scan, oldest
 *   first: the history the staff view shows, and the blob references gc must keep.
 * - agreements: kind, status (draft → for_signature → executed → terminated), the signed file.
 * - applications.cbd_status exists since 0001; the IRCC identifier is the permit's.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  const addToPermits = (column: string, type: 'text' | 'uuid', notNullDefault?: string) =>
    db.schema
      .alterTable('permits')
      .addColumn(column, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
      .execute();
  // `original`, `renewal` or `amendment`.
  await addToPermits('issuance', 'text', 'original');
  await addToPermits('status_reason', 'text');
  await addToPermits('status_changed_at', 'text');
  await addToPermits('supersedes_id', uuid);
  await addToPermits('superseded_by_id', uuid);
  await addToPermits('signatory_name', 'text');
  await addToPermits('signatory_position', 'text');
  // JSON array of strings: the numbered conditions printed on the certificate.
  await addToPermits('conditions', 'text', '[]');
  await addToPermits('absch_identifier', 'text');
  await addToPermits('ircc_identifier', 'text');
  await addToPermits('updated_at', 'text');
  // The expiry job looks for issued permits past their date.
  await db.schema.createIndex('permits_status_expiry').on('permits').columns(['status', 'date_expired']).execute();

  await db.schema
    .createTable('permit_certificates')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('permit_id', uuid, (c) => c.notNull().references('permits.id').onDelete('cascade'))
    // `generated` (made by biopermit at issue) or `signed_scan` (uploaded, replaces it as the current file).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('blob_sha256', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_by', uuid, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('permit_certificates_permit').on('permit_certificates').column('permit_id').execute();
  await db.schema.createIndex('permit_certificates_blob').on('permit_certificates').column('blob_sha256').execute();

  const addToAgreements = (column: string, type: 'text' | 'uuid', notNullDefault?: string) =>
    db.schema
      .alterTable('agreements')
      .addColumn(column, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
      .execute();
  // memorandum_of_agreement | affidavit_of_undertaking | benefit_sharing_agreement
  await addToAgreements('kind', 'text', 'memorandum_of_agreement');
  await addToAgreements('status', 'text', 'draft');
  await addToAgreements('status_reason', 'text');
  await addToAgreements('blob_sha256', 'text');
  await addToAgreements('executed_at', 'text');
  await addToAgreements('updated_at', 'text');
  await db.schema.createIndex('agreements_blob').on('agreements').column('blob_sha256').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agreements_blob').execute();
  for (const column of ['kind', 'status', 'status_reason', 'blob_sha256', 'executed_at', 'updated_at']) {
    await db.schema.alterTable('agreements').dropColumn(column).execute();
  }
  await db.schema.dropTable('permit_certificates').execute();
  await db.schema.dropIndex('permits_status_expiry').execute();
  for (const column of [
    'issuance',
    'status_reason',
    'status_changed_at',
    'supersedes_id',
    'superseded_by_id',
    'signatory_name',
    'signatory_position',
    'conditions',
    'absch_identifier',
    'ircc_identifier',
    'updated_at',
  ]) {
    await db.schema.alterTable('permits').dropColumn(column).execute();
  }
}
