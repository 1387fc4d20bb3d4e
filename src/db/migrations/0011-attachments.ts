import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Attachments keep real files (issue 11 §2): `application_attachments` gets the checklist `type`, the
 * stored file (`blob_sha256`, its size and sniffed type, copied from `blobs` so a listing reads one
 * table), whether it is `internal` (staff only, never shown to the agency), who uploaded it (actor
 * uuid and kind), the review (who, when, the reason of a rejection), `superseded_by` (the newer file
 * of the same type) and `updated_at`. Every new column is nullable or defaulted: the seed's rows
 * (there are none in practice) stay valid.
 * Frozen in time: no application code is imported.
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
  const columns: [string, string, 'null' | 'internal' | 'type'][] = [
    ['type', 'text', 'type'],
    ['blob_sha256', 'text', 'null'],
    ['file_size', 'integer', 'null'],
    ['content_type', 'text', 'null'],
    ['internal', 'integer', 'internal'],
    ['uploaded_by', uuid, 'null'],
    ['uploaded_by_kind', 'text', 'null'],
    ['reviewed_by', uuid, 'null'],
    ['reviewed_at', 'text', 'null'],
    ['reason', 'text', 'null'],
    ['superseded_by', uuid, 'null'],
    ['updated_at', 'text', 'null'],
  ];
  for (const [name, type, kind] of columns) {
    // Constant defaults: PostgreSQL 11+ adds the columns without rewriting the table.
    await db.schema
      .alterTable('application_attachments')
      .addColumn(name, sql.raw(type), (c) =>
        kind === 'null' ? c : kind === 'internal' ? c.notNull().defaultTo(0) : c.notNull().defaultTo('other'),
      )
      .execute();
  }
  // The checklist and supersession look up an application's files of one type.
  await db.schema
    .createIndex('application_attachments_application_type')
    .on('application_attachments')
    .columns(['application_id', 'type'])
    .execute();
  // gc asks, for each stored file, whether an attachment still points at it.
  await db.schema.createIndex('application_attachments_blob').on('application_attachments').column('blob_sha256').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('application_attachments_blob').execute();
  await db.schema.dropIndex('application_attachments_application_type').execute();
  for (const name of [
    'updated_at',
    'superseded_by',
    'reason',
    'reviewed_at',
    'reviewed_by',
    'uploaded_by_kind',
    'uploaded_by',
    'internal',
    'content_type',
    'file_size',
    'blob_sha256',
    'type',
  ]) {
    await db.schema.alterTable('application_attachments').dropColumn(name).execute();
  }
}
