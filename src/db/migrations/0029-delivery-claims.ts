import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 §3, deliveries claimed row by row: on PostgreSQL every process that runs the work sends
 * webhooks, each claiming the due deliveries it sends (src/webhooks/webhook-claims.repository.ts).
 * `lane` is what one application's deliveries to an endpoint share (its registration number, or the
 * delivery's own id when the event names no application): one at a time per lane, in order.
 * `claimed_by` names the process sending it, until `claimed_until`; past that (its process died), any
 * process may claim it again. Deliveries fanned out before this migration are each a lane of its own.
 * `mail_messages.claimed_by` names the process sending a message (status `sending`), so that one that
 * has ended can be seen to have (src/mail/mail.sender.ts).
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').addColumn('lane', 'text').execute();
  await db.schema.alterTable('webhook_deliveries').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('webhook_deliveries').addColumn('claimed_until', 'text').execute();
  await db.schema.alterTable('mail_messages').addColumn('claimed_by', 'text').execute();
  // An endpoint's pending deliveries, first due first: what a claim reads.
  await db.schema
    .createIndex('webhook_deliveries_pending_by_endpoint')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  // The deliveries under way (claimed), few at any time: what a claim counts against the limits.
  await db.schema
    .createIndex('webhook_deliveries_claimed')
    .on('webhook_deliveries')
    .column('endpoint_id')
    .where(sql.ref('claimed_by'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_claimed').execute();
  await db.schema.dropIndex('webhook_deliveries_pending_by_endpoint').execute();
  await db.schema.alterTable('mail_messages').dropColumn('claimed_by').execute();
  await db.schema.alterTable('webhook_deliveries').dropColumn('claimed_until').execute();
  await db.schema.alterTable('webhook_deliveries').dropColumn('claimed_by').execute();
  await db.schema.alterTable('webhook_deliveries').dropColumn('lane').execute();
}
