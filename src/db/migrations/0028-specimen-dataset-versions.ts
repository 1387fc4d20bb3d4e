import type { Kysely } from 'kysely';

/**
 * Issue 32 §6, the public specimen dataset: every published version of the Darwin Core Archive of
 * accepted collection reports (src/exports/specimen-dataset.service.ts). The archive's bytes are in the
 * blob store (`archive_sha256`, listed in blobs/blob-references.ts so gc keeps them), so a version is
 * the same file byte for byte whenever it is downloaded; its eml.xml is kept here too, to be served
 * without opening the ZIP. `content_sha256` is the digest of the two data files alone: a run whose data
 * is the same as the latest version's publishes nothing.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('specimen_dataset_versions')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('archive_sha256', 'varchar(64)', (c) => c.notNull().references('blobs.sha256'))
    .addColumn('archive_size', 'integer', (c) => c.notNull())
    .addColumn('content_sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('eml', 'text', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('rows_added', 'integer', (c) => c.notNull())
    .addColumn('rows_removed', 'integer', (c) => c.notNull())
    .addColumn('rows_changed', 'integer', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('specimen_dataset_versions').execute();
}
