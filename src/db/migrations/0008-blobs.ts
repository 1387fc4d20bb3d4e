import type { Kysely } from 'kysely';

/**
 * The register of stored files' bytes (issue 11 §1). The bytes themselves live in the blob store
 * (`BLOB_STORE_URL`), named by their SHA-256; a row here is written in the transaction of the row
 * that references it, after the bytes are durable. `biopermit blobs gc` removes the bytes and rows
 * nothing references any more. Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blobs')
    // Lower-case hex SHA-256 of the bytes: the content address.
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    // A 32-bit integer on both databases (pg returns bigint as a string); uploads are capped at 1 GiB.
    .addColumn('size', 'integer', (c) => c.notNull())
    // The sniffed media type, never the one the client claimed.
    .addColumn('content_type', 'text', (c) => c.notNull())
    // not_scanned | clean | infected: an infected blob is kept (quarantined) and never served.
    .addColumn('scan_status', 'text', (c) => c.notNull())
    .addColumn('scan_signature', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // gc looks for unreferenced rows older than its grace period.
  await db.schema.createIndex('blobs_created').on('blobs').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blobs').execute();
}
