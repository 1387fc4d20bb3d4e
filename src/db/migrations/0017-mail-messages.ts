import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 19 §4: email.
 *
 * - `agencies.contact_email`: where an agency wants its copy of every notice meant for it (null: none).
 * - `mail_messages`: every message biopermit composes, written in the transaction of the change that
 *   makes it (like the events outbox), with its whole content, and the log of its sending: `queued`
 *   until the sender takes it (`sending`), then `sent`, `temporary_failure` (a 4xx answer or no
 *   answer: tried again at `next_attempt_at`), `permanent_failure` (a 5xx answer, or the last try), or
 *   `not_sent` (no SMTP_URL: kept to be sent once mail is configured). `dedupe_key` makes a message
 *   that a job may compose twice (the daily digest after a lost lease) a no-op the second time.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema.alterTable('agencies').addColumn('contact_email', 'text').execute();
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid)
    .addColumn('agency_code', 'text')
    // `permittee`, `agency_contact` or `staff`.
    .addColumn('recipient_kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', uuid)
    // A notice type, or `assignment`, `referral_answered`, `digest`.
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('notice_id', uuid)
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_attempt_at', 'text')
    // The SMTP server's answer to the last try (or why there was none).
    .addColumn('last_response', 'text')
    .addColumn('last_response_code', 'integer')
    .addColumn('sent_at', 'text')
    // The message this one sends again (a resend).
    .addColumn('resent_from', uuid)
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mail_messages_due').on('mail_messages').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_messages_by_application').on('mail_messages').columns(['application_id', 'created_at']).execute();
  await db.schema.createIndex('mail_messages_by_time').on('mail_messages').columns(['created_at', 'id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_messages').execute();
  await db.schema.alterTable('agencies').dropColumn('contact_email').execute();
}
