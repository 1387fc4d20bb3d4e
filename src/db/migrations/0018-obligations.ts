import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 20 §1: what a permit owes after its issue.
 *
 * - `permit_obligations`: one row per obligation of a permit (a collection report, a certificate of
 *   deposit, a final report…), made when the permit is issued from the setting `permits.obligations`.
 *   `status` is `pending`, `submitted`, `accepted`, `waived` or `overdue` (src/obligations/
 *   obligation.vocabulary.ts); a rejected submission puts it back to `pending` (or `overdue`) with the
 *   reason in `status_reason`. `due_date` is a Manila date (YYYY-MM-DD). `reminders_sent` is a JSON
 *   array of the reminders already sent (`due_in_30_days`, `due_in_7_days`, `due_today`,
 *   `overdue_0`, `overdue_1`…), so the job sends each once.
 * - `obligation_submissions`: what the agency sent for an obligation: the attachments its files
 *   became (JSON array of attachment ids), the specimen rows of a collection report (JSON, or null)
 *   and the flags found on them (JSON array), and the review (`submitted`, `accepted`, `rejected`).
 *
 * Written only by the workflow's actions, in the application's transaction (the write path lint).
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema
    .createTable('permit_obligations')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('permit_id', uuid, (c) => c.notNull().references('permits.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('blocks_renewal', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('reminders_sent', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('permit_obligations_by_application')
    .on('permit_obligations')
    .columns(['application_id', 'due_date'])
    .execute();
  // The job's scan (open obligations by due date) and the overdue workqueue.
  await db.schema.createIndex('permit_obligations_open').on('permit_obligations').columns(['status', 'due_date']).execute();

  await db.schema
    .createTable('obligation_submissions')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('obligation_id', uuid, (c) => c.notNull().references('permit_obligations.id'))
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('attachment_ids', 'text', (c) => c.notNull())
    .addColumn('specimens', 'text')
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('obligation_submissions_by_obligation')
    .on('obligation_submissions')
    .columns(['obligation_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('obligation_submissions').execute();
  await db.schema.dropTable('permit_obligations').execute();
}
