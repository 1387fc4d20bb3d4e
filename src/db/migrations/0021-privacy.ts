import type { Kysely } from 'kysely';
import { dialectOf, uuidType, withAutoIncrementId } from '../dialect.js';

/**
 * Issue 21 §1–3: the Data Privacy Act's duties (src/privacy/).
 *
 * - `personal_data_reads`: every staff read of an application's personal data (the staff view, a
 *   document download, a data subject's export): who, when, what. Appended in batches by
 *   privacy/read-log.ts, never updated.
 * - `data_subject_requests`: a data subject's request (access, rectification, erasure), its date
 *   received and its due date (30 working days later on the processing calendar), and how it ended.
 * - `privacy_incidents`: a personal data breach, its discovery and the 72-hour deadline of the
 *   notice to the National Privacy Commission, until the notice is recorded.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const uuid = uuidType(dialect);
  await withAutoIncrementId(db.schema.createTable('personal_data_reads'), dialect)
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addColumn('staff_id', uuid, (c) => c.notNull())
    .addColumn('application_id', uuid, (c) => c.notNull())
    // `staff_view`, `document_download` or `export`.
    .addColumn('what', 'text', (c) => c.notNull())
    // The document's id for a download, the request's id for an export.
    .addColumn('detail', 'text')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('personal_data_reads_by_application').on('personal_data_reads').columns(['application_id', 'id']).execute();

  await db.schema
    .createTable('data_subject_requests')
    .addColumn('id', uuid, (c) => c.primaryKey())
    // `access`, `rectification` or `erasure`.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_email', 'text')
    .addColumn('subject_name', 'text')
    // Dates in Asia/Manila, YYYY-MM-DD.
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    // `open`, `closed` or `refused`.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('outcome', 'text')
    .addColumn('created_by', uuid, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('exported_at', 'text')
    .addColumn('closed_by', uuid)
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema.createIndex('data_subject_requests_open').on('data_subject_requests').columns(['status', 'due_on']).execute();

  await db.schema
    .createTable('privacy_incidents')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text')
    .addColumn('discovered_at', 'text', (c) => c.notNull())
    // Whose data: a description of the data subjects and the personal data involved.
    .addColumn('data_subjects', 'text', (c) => c.notNull())
    .addColumn('affected_count', 'integer', (c) => c.notNull())
    // 0 or 1: sensitive personal information involved.
    .addColumn('sensitive', 'integer', (c) => c.notNull())
    // discovered_at + 72 hours.
    .addColumn('notice_due_at', 'text', (c) => c.notNull())
    .addColumn('notice_recorded_at', 'text')
    .addColumn('notice_text', 'text')
    .addColumn('created_by', uuid, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_incidents').execute();
  await db.schema.dropTable('data_subject_requests').execute();
  await db.schema.dropTable('personal_data_reads').execute();
}
