import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 28 §2: the movements of material collected under a permit, as the agency registers them.
 *
 * - `permit_movements`: one movement of one authorised line (`line_id`: `permit_term_lines.id`), from one
 *   collection report (`submission_id`: `obligation_submissions.id`), `quantity` in the line's unit.
 *   `kind`: `domestic_transport` (with `transport_permit_no`), `institution_transfer` (with
 *   `recipient_institution` and the material transfer agreement, `mta_document_id`: a document of the
 *   agency's library), `export_abroad` (with `export_permit_no` and `destination_country`, ISO 3166-1
 *   alpha-2). Never changed once written: a correction is a later movement.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = sql.raw(uuidType(dialectOf(db)));
  await db.schema
    .createTable('permit_movements')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('permit_id', uuid, (c) => c.notNull())
    .addColumn('line_id', uuid, (c) => c.notNull())
    .addColumn('submission_id', uuid, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text')
    .addColumn('transport_permit_no', 'text')
    .addColumn('recipient_institution', 'text')
    .addColumn('mta_document_id', uuid)
    .addColumn('export_permit_no', 'text')
    .addColumn('destination_country', 'text')
    .addColumn('moved_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('permit_movements_permit').on('permit_movements').columns(['permit_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('permit_movements').execute();
}
