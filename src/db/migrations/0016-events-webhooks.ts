import type { Kysely } from 'kysely';
import { dialectOf, uuidType, withAutoIncrementId } from '../dialect.js';

/**
 * Issue 19: what biopermit tells agencies.
 *
 * - `events`: the transactional outbox. One row per externally visible change, written in the
 *   transaction of the change (it exists if and only if the change committed). `id` (an integer the
 *   database numbers) is the order of the feed and of the dispatcher's fan-out; `event_id` is the
 *   event's public id. Rows are inserted after the change's audit rows, while the transaction holds
 *   the audit chain's head locked until its commit, so numbers are taken in commit order and a reader
 *   past a number never misses an event committed later under a smaller one.
 * - `webhook_endpoints`: an agency's receivers, with their signing secret (and the previous one,
 *   still signing until `previous_secret_expires_at` after a rotation).
 * - `webhook_deliveries`: one row per event and endpoint (and per test or redelivery), its own copy
 *   of the body; `pending` until a 2xx (`succeeded`) or the last try (`failed`).
 * - `webhook_dispatch`: one row, the last event number the dispatcher has fanned out to deliveries.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const uuid = uuidType(dialect);
  await withAutoIncrementId(db.schema.createTable('events'), dialect)
    .addColumn('event_id', uuid, (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('agency_code', 'text', (c) => c.notNull())
    .addColumn('application_id', uuid)
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    // JSON text: the event's `data`.
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_by_agency').on('events').columns(['agency_code', 'id']).execute();
  await db.schema.createIndex('events_by_time').on('events').columns(['occurred_at']).execute();

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('agency_code', 'text', (c) => c.notNull().references('agencies.code'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    // JSON array of event types, or null: every type.
    .addColumn('event_types', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'text')
    // `enabled` or `disabled`.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    // Since when every try has failed (null after a success).
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_endpoints_by_agency').on('webhook_endpoints').columns(['agency_code', 'created_at']).execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('endpoint_id', uuid, (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', uuid, (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    // The body sent: the event, as JSON text.
    .addColumn('payload', 'text', (c) => c.notNull())
    // `pending`, `succeeded` or `failed`.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_response_status', 'integer')
    .addColumn('last_latency_ms', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema
    .createIndex('webhook_deliveries_by_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('webhook_dispatch')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_event', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('webhook_dispatch').values({ id: 1, last_event: 0 }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_dispatch').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
  await db.schema.dropTable('events').execute();
}
