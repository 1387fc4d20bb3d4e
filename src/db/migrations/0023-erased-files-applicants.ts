import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 21 §2, completed: erasure reaches the permits' certificates, the agreements' signed files and
 * the applicant record (src/workflow/actions/anonymise-personal-data.action.ts, docs/PRIVACY.md).
 *
 * - `permit_certificates`: `blob_sha256` may be null (the bytes of an erased certificate are deleted
 *   from the blob store, and the row must stop referencing them or gc would keep them); `erased_at`
 *   says when; `file_size` and `content_type` keep what the staff view shows of the file once its
 *   `blobs` row is gone with its bytes (null until then: `blobs` holds them). SQLite cannot drop a NOT
 *   NULL constraint, so the table is rebuilt (nothing references it; its rows are few: one or two a permit).
 * - `agreements`: `erased_at` (its `blob_sha256` has always been nullable).
 * - Applicants: an anonymised application points at its agency's erased applicant, a row holding no
 *   personal data (email `[erased]`, which no submission can give: the email is format-checked), and
 *   the person's own row is deleted once no application points at it, in the same transaction: its
 *   row goes in the action's effects, before the write path repoints the application, so the foreign
 *   key is checked at the commit (`deferForeignKeyChecks`). On PostgreSQL that needs the constraint
 *   DEFERRABLE (INITIALLY IMMEDIATE: every other writer is checked per statement as before); SQLite
 *   defers any key on request. The applications already
 *   anonymised before this migration (their subject key destroyed) are moved here, their renderings
 *   marked outdated (`rendering_version` 0: they still name the old applicant id until
 *   `biopermit renderings rebuild --outdated` re-makes them), and the rows left without an application
 *   deleted (the earlier erasure had set their email to `erased:<id>`).
 *
 * Frozen in time: never imports application code. The erased applicant's email is the marker the
 * code uses (ERASED_APPLICANT_EMAIL in src/applications/application.repository.ts).
 */

const ERASED_APPLICANT_EMAIL = '[erased]';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  // On SQLite Kysely runs migrations outside a transaction: this one opens its own, all or nothing.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const migrate = async (trx: Kysely<any>) => {
    if (dialect === 'sqlite') await rebuildCertificatesForSqlite(trx);
    else {
      await trx.schema
        .alterTable('permit_certificates')
        .alterColumn('blob_sha256', (c) => c.dropNotNull())
        .execute();
      await trx.schema.alterTable('permit_certificates').addColumn('erased_at', 'text').execute();
      await trx.schema.alterTable('permit_certificates').addColumn('file_size', 'integer').execute();
      await trx.schema.alterTable('permit_certificates').addColumn('content_type', 'text').execute();
      await makeApplicantKeyDeferrable(trx);
    }
    await trx.schema.alterTable('agreements').addColumn('erased_at', 'text').execute();
    await moveErasedApplications(trx);
  };
  if (dialect === 'sqlite') await db.transaction().execute(migrate);
  else await migrate(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function rebuildCertificatesForSqlite(trx: Kysely<any>): Promise<void> {
  const uuid = uuidType('sqlite');
  await trx.schema
    .createTable('permit_certificates_0023')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('permit_id', uuid, (c) => c.notNull().references('permits.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('blob_sha256', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_by', uuid, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('erased_at', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('content_type', 'text')
    .execute();
  await sql`insert into permit_certificates_0023 (id, permit_id, kind, blob_sha256, file_name, created_by, created_at)
    select id, permit_id, kind, blob_sha256, file_name, created_by, created_at from permit_certificates`.execute(trx);
  await trx.schema.dropTable('permit_certificates').execute();
  await sql`alter table permit_certificates_0023 rename to permit_certificates`.execute(trx);
  await trx.schema.createIndex('permit_certificates_permit').on('permit_certificates').column('permit_id').execute();
  await trx.schema.createIndex('permit_certificates_blob').on('permit_certificates').column('blob_sha256').execute();
}

/** PostgreSQL: the foreign key from applications to applicants, made DEFERRABLE INITIALLY IMMEDIATE (no rewrite). */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function makeApplicantKeyDeferrable(trx: Kysely<any>): Promise<void> {
  const found = await sql<{ conname: string }>`select conname from pg_constraint
    where contype = 'f' and conrelid = 'applications'::regclass and confrelid = 'applicants'::regclass`.execute(trx);
  for (const { conname } of found.rows) {
    await sql`alter table applications alter constraint ${sql.id(conname)} deferrable initially immediate`.execute(trx);
  }
}

/** The applications anonymised before this migration, moved to their agency's erased applicant. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function moveErasedApplications(trx: Kysely<any>): Promise<void> {
  const erased: { id: string; agency_code: string; applicant_id: string }[] = await trx
    .selectFrom('applications')
    .innerJoin('data_subject_keys', 'data_subject_keys.application_id', 'applications.id')
    .innerJoin('applicants', 'applicants.id', 'applications.applicant_id')
    .select(['applications.id', 'applications.agency_code', 'applications.applicant_id'])
    .where('data_subject_keys.destroyed_at', 'is not', null)
    .where('applicants.email_normalized', '<>', ERASED_APPLICANT_EMAIL)
    .execute();
  const now = new Date().toISOString();
  for (const agencyCode of new Set(erased.map((row) => row.agency_code))) {
    await trx
      .insertInto('applicants')
      .values({ id: randomUUID(), agency_code: agencyCode, email_normalized: ERASED_APPLICANT_EMAIL, created_at: now })
      .onConflict((oc) => oc.columns(['agency_code', 'email_normalized']).doNothing())
      .execute();
    const { id } = await trx
      .selectFrom('applicants')
      .select('id')
      .where('agency_code', '=', agencyCode)
      .where('email_normalized', '=', ERASED_APPLICANT_EMAIL)
      .executeTakeFirstOrThrow();
    const ids = erased.filter((row) => row.agency_code === agencyCode).map((row) => row.id);
    for (let start = 0; start < ids.length; start += 500) {
      await trx
        .updateTable('applications')
        .set({ applicant_id: id, rendering_version: 0 })
        .where('id', 'in', ids.slice(start, start + 500))
        .execute();
    }
  }
  const applicants = [...new Set(erased.map((row) => row.applicant_id))];
  for (let start = 0; start < applicants.length; start += 500) {
    await trx
      .deleteFrom('applicants')
      .where('id', 'in', applicants.slice(start, start + 500))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('applications').select('applications.id').whereRef('applications.applicant_id', '=', 'applicants.id'))),
      )
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  // The moved applications stay with their agency's erased applicant: the deleted rows held only an email
  // that was already erased. The columns go; erased certificates (null hash) cannot go back to NOT NULL.
  await db.schema.alterTable('agreements').dropColumn('erased_at').execute();
  for (const column of ['erased_at', 'file_size', 'content_type']) {
    await db.schema.alterTable('permit_certificates').dropColumn(column).execute();
  }
}
