import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 28 §1: the permit's terms, as data the authority decides, in versions.
 *
 * - `permit_terms`: one version of an application's terms. `version` 0 is the agency's proposal (status
 *   `proposed`, sent before the evaluation starts); 1, 2… are the authority's: `draft` while the evaluator
 *   and approver decide it, `approved` by the decision, `issued` once a permit was issued with it
 *   (`permit_id`), `superseded` when a later version was issued. `origin` says what the draft started from
 *   (`submission`, `agency_proposal`, `previous_version`). Conditions are JSON arrays of strings: the
 *   permit type's standard ones (the setting, as it was when drafted) and the special ones written for
 *   this case. `decided_by`/`decided_at`/`decision_reason`: the last decision on it (who, when, why).
 * - `permit_term_lines`: what may be taken, per species and site (`location_id`: the application's
 *   location): quantity and unit (null until staff set them), part or state, method, period (null: the
 *   site's). A line's id is fixed for its version: a collection report's row or a movement names it;
 *   `carried_from_id` is the line of the previous version it continues (the balance follows it).
 * - `permit_term_collectors`: who may collect: the holder and the named assistants.
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
  const uuid = sql.raw(uuidType(dialectOf(db)));
  await db.schema
    .createTable('permit_terms')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('permit_id', uuid)
    .addColumn('standard_conditions', 'text', (c) => c.notNull())
    .addColumn('special_conditions', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decision_reason', 'text')
    .execute();
  await db.schema
    .createIndex('permit_terms_application_version')
    .on('permit_terms')
    .columns(['application_id', 'version'])
    .unique()
    .execute();
  // The terms a permit was issued with.
  await db.schema.createIndex('permit_terms_permit').on('permit_terms').column('permit_id').execute();

  await db.schema
    .createTable('permit_term_lines')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('terms_id', uuid, (c) => c.notNull().references('permit_terms.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('location_id', uuid, (c) => c.notNull())
    .addColumn('scientific_name', 'text')
    .addColumn('common_name', 'text')
    .addColumn('quantity', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('part', 'text')
    .addColumn('method', 'text')
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .addColumn('carried_from_id', uuid)
    .execute();
  await db.schema.createIndex('permit_term_lines_terms').on('permit_term_lines').columns(['terms_id', 'position']).execute();

  await db.schema
    .createTable('permit_term_collectors')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('terms_id', uuid, (c) => c.notNull().references('permit_terms.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('affiliation', 'text')
    .addColumn('identification', 'text')
    .execute();
  await db.schema.createIndex('permit_term_collectors_terms').on('permit_term_collectors').columns(['terms_id', 'position']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('permit_term_collectors').execute();
  await db.schema.dropTable('permit_term_lines').execute();
  await db.schema.dropTable('permit_terms').execute();
}
