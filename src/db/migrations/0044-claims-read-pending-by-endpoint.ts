import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Issue 30 §3, delivery rate (PostgreSQL): the claims' reads of due work left one index to take.
 *
 * A claim finds each endpoint's first due deliveries by the index of pending deliveries by endpoint
 * (`endpoint_id, next_attempt_at, id` where pending: migration 0029). The index of all deliveries in
 * the order they are tried (`status, next_attempt_at, id`: migration 0040, for the dispatcher on SQLite,
 * which reads every endpoint's due deliveries at once) served the same reads, filtered by endpoint. With
 * statistics taken while few deliveries were pending — a service's usual state: autovacuum analyses a
 * table of sent deliveries, then a burst is fanned out — the planner counted one pending row either way,
 * took that index, and each probe read every endpoint's pending deliveries (those under way first) to
 * find its own: 408 index entries a delivery against 17, PostgreSQL's CPU a delivery 0.23 ms against 0.13
 * (bench:events:processes, 8 endpoints; the claims test now checks the plans on such statistics).
 *
 * On PostgreSQL that index goes: nothing there reads every endpoint's due deliveries in order (the
 * dispatchers claim per endpoint). What else it served, the deliveries that failed since a moment
 * (outbox health, webhooks/outbox-health.repository.ts), gets an index of its own, on the failed ones
 * alone. SQLite keeps it: its one dispatcher reads that way, and no probe per endpoint runs there.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.schema.dropIndex('webhook_deliveries_due_in_order').execute();
  await db.schema
    .createIndex('webhook_deliveries_failed')
    .on('webhook_deliveries')
    .column('last_attempt_at')
    .where(sql.ref('status'), '=', 'failed')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.schema.dropIndex('webhook_deliveries_failed').execute();
  await db.schema
    .createIndex('webhook_deliveries_due_in_order')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
}
