import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 20 §2-3: publication to the ABS Clearing-House, and the checkpoint communiqués that name our IRCCs.
 *
 * - `absch_publications`: one row per attempt to put a permit on the Clearing-House (a first
 *   submission, an update, a revocation), asked by an abs_publisher (`publish_to_absch`) or by the
 *   automatic publication. `state`: `requested` (to be worked on), `submitting` (the intent, committed
 *   before the submit call: a crash after it is reconciled by the record's identifier, never submitted
 *   again), `submitted` (the Publishing Authority's request is open: `workflow_id`), then `published`,
 *   `rejected`, `invalid` (the Clearing-House's validation answered errors: `errors`, JSON) or
 *   `failed` (the credentials were refused). `attempts` and `next_attempt_at`: the retries' backoff.
 *   `answer`: the Clearing-House's last answer, as shown to the publisher (JSON).
 * - `absch_drift`: what the nightly reconciliation found different between biopermit and the
 *   Clearing-House, one row per permit (cleared when they agree again).
 * - `absch_communiques`: checkpoint communiqués (`absCheckpointCommunique`) of the public index that
 *   name one of our IRCCs, one per record and permit.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema
    .createTable('absch_publications')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('permit_id', uuid, (c) => c.notNull().references('permits.id'))
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    // `submit`, `update` or `revoke`.
    .addColumn('intent', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('document_identifier', 'text', (c) => c.notNull())
    .addColumn('workflow_id', 'text')
    .addColumn('ircc_identifier', 'text')
    .addColumn('errors', 'text')
    .addColumn('answer', 'text')
    .addColumn('reason', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('absch_publications_due').on('absch_publications').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('absch_publications_by_permit').on('absch_publications').columns(['permit_id', 'created_at']).execute();

  await db.schema
    .createTable('absch_drift')
    .addColumn('permit_id', uuid, (c) => c.primaryKey().references('permits.id'))
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('found_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('absch_communiques')
    .addColumn('id', uuid, (c) => c.primaryKey())
    // The communiqué's record on the Clearing-House (its identifier, or its uniqueness key in the index).
    .addColumn('record_identifier', 'text', (c) => c.notNull())
    .addColumn('permit_id', uuid, (c) => c.notNull().references('permits.id'))
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    .addColumn('ircc_identifier', 'text', (c) => c.notNull())
    .addColumn('checkpoints', 'text')
    .addColumn('entity', 'text')
    .addColumn('source_countries', 'text')
    // 1 when the entity the communiqué names is not the permit's holder.
    .addColumn('entity_mismatch', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('absch_communiques_unique')
    .on('absch_communiques')
    .columns(['record_identifier', 'permit_id'])
    .unique()
    .execute();
  await db.schema.createIndex('absch_communiques_by_application').on('absch_communiques').columns(['application_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('absch_communiques').execute();
  await db.schema.dropTable('absch_drift').execute();
  await db.schema.dropTable('absch_publications').execute();
}
