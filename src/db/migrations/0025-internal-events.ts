import { type Kysely, sql } from 'kysely';

/**
 * Issue 27 §2, one outbox: email is composed from the events (src/mail/mail.consumer.ts), no longer in
 * the transaction of the change.
 *
 * - `events.audience`: null for an event published to agencies (the feed, the webhooks); for an internal
 *   event (src/events/internal-events.ts: an assignment, a referral answered) the JSON of who is to be
 *   told. Internal events are numbered in commit order with the others, and never published.
 * - `mail_compose`: one row, the last event number the mail consumer has composed messages for. It
 *   starts after every event already there: their messages were composed in their changes.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('audience', 'text').execute();
  await db.schema
    .createTable('mail_compose')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_event', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into mail_compose (id, last_event) select 1, coalesce(max(id), 0) from events`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_compose').execute();
  await db.schema.alterTable('events').dropColumn('audience').execute();
}
