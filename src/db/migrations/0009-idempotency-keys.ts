import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * The answers of the external operations that take an `Idempotency-Key` (issue 10 §6: an agency's
 * response and withdrawal): one row per agency and key, written in the transaction of the change it
 * answers, so that a retry gets the same answer and a different request under the key is refused.
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('agency_code', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // e.g. `respond`, `withdraw`: a key names one operation on one application.
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('application_id', uuid, (c) => c.notNull().references('applications.id'))
    // SHA-256 of the canonical request (operation, application, body).
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['agency_code', 'idempotency_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
