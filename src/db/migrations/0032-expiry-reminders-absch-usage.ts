import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 28:
 * - `permit_expiry_reminders` (§2): one row per expiry reminder sent for a permit (90, 30 or 7 days before
 *   its date of expiry) and the calendar days then left. Its key (permit, days before) makes each reminder
 *   once per permit, whatever restarts or processes there are (src/permits/permit-expiry.reminders.ts).
 * - `absch_publications.usage` (§3): the Clearing-House usage (`commercial`, `noncommercial`) the publisher
 *   chose for a permit whose application type the setting `absch.publication` maps to none; null: the setting's.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema
    .createTable('permit_expiry_reminders')
    .addColumn('permit_id', uuid, (c) => c.notNull().references('permits.id'))
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('days_left', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('permit_expiry_reminders_pk', ['permit_id', 'days_before'])
    .execute();
  await db.schema.createIndex('permit_expiry_reminders_by_application').on('permit_expiry_reminders').column('application_id').execute();
  await db.schema.alterTable('absch_publications').addColumn('usage', 'varchar(20)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('absch_publications').dropColumn('usage').execute();
  await db.schema.dropTable('permit_expiry_reminders').execute();
}
