import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 32 §5, a document once: each agency's document library. `library_documents` holds a file the
 * agency uploaded once (an institution's endorsement, a researcher's CV, a standing clearance) with its
 * title, name, stored bytes (`blob_sha256`, listed in BLOB_REFERENCES), size, sniffed type and whether
 * the scan quarantined it, and the Idempotency-Key it was uploaded with (the shared `idempotency_keys`
 * table answers for an application; a library document has none). `application_attachments.library_document_id` says which library document an
 * attachment was made from: reviewers see where else it is used and when it was accepted before.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite runs migrations outside a transaction (Kysely's adapter); this one is all or nothing.
  if (dialectOf(db) === 'sqlite') await db.transaction().execute(migrate);
  else await migrate(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function migrate(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema
    .createTable('library_documents')
    .addColumn('id', sql.raw(uuid), (c) => c.primaryKey())
    .addColumn('agency_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_extension', 'text', (c) => c.notNull())
    .addColumn('blob_sha256', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('quarantined', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', sql.raw(uuid), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The upload's Idempotency-Key and the fingerprint of its request: a retry gets this document again.
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .execute();
  // One document per key and agency (NULLs are distinct on both databases: uploads without a key).
  await db.schema
    .createIndex('library_documents_idempotency_key')
    .on('library_documents')
    .columns(['agency_code', 'idempotency_key'])
    .unique()
    .execute();
  // The agency's library is listed newest first, in pages.
  await db.schema
    .createIndex('library_documents_agency_created')
    .on('library_documents')
    .columns(['agency_code', 'created_at', 'id'])
    .execute();
  // gc asks, for each stored file, whether a library document still points at it.
  await db.schema.createIndex('library_documents_blob').on('library_documents').column('blob_sha256').execute();
  await db.schema.alterTable('application_attachments').addColumn('library_document_id', sql.raw(uuid)).execute();
  // Where else a library document is attached, and where it was accepted.
  await db.schema
    .createIndex('application_attachments_library_document')
    .on('application_attachments')
    .column('library_document_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('application_attachments_library_document').execute();
  await db.schema.alterTable('application_attachments').dropColumn('library_document_id').execute();
  await db.schema.dropTable('library_documents').execute();
}
