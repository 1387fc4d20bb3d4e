import type { Kysely } from 'kysely';

/**
 * Issue 30 §3, delivery rate: the pending deliveries in the order they are tried (first due, then by
 * id), so that reading the first few due (src/webhooks/webhook.repository.ts, dueDeliveryHeads: the
 * dispatcher on SQLite) stops after them. With `(status, next_attempt_at)` alone, a backlog fanned out
 * together (one `next_attempt_at`) was sorted whole at every read: thousands of rows for each few tries.
 * The index replaces that one (its columns and one more), rather than sit beside it.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_due').execute();
  await db.schema
    .createIndex('webhook_deliveries_due_in_order')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_due_in_order').execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
}
