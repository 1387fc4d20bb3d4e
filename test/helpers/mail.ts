import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { composeWaitingMessages } from '../../src/mail/mail.consumer.js';
import type { MessageRow } from '../../src/mail/mail.repository.js';
import type { MailSender } from '../../src/mail/mail.sender.js';
import { newId } from '../../src/shared/ids.js';

/**
 * Email is composed from the events after a change commits (src/mail/mail.consumer.ts): a test that
 * reads the messages an action called for first drains the consumer once, as the service's
 * `mail-compose` job would have by then.
 */
export async function composeMail(db: Kysely<DB>): Promise<void> {
  await composeWaitingMessages(db);
}

/** A test's sender whose `drain` first composes what the events waiting call for, then sends what is due. */
export function composingSender(db: Kysely<DB>, sender: MailSender): MailSender {
  return {
    run: (signal) => sender.run(signal),
    async drain() {
      await composeMail(db);
      return sender.drain();
    },
  };
}

/** A message queued to a staff address, due now, as the composer leaves one (`set` changes any column). */
export function aQueuedMessage(recipient: string, set: Partial<MessageRow> = {}): MessageRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    application_id: null,
    agency_code: null,
    recipient_kind: 'staff',
    recipient,
    staff_user_id: null,
    template: 'digest',
    notice_id: null,
    subject: `For ${recipient}`,
    text_body: 'A message.',
    html_body: '<p>A message.</p>',
    status: 'queued',
    attempts: 0,
    next_attempt_at: now,
    last_attempt_at: null,
    last_response: null,
    last_response_code: null,
    sent_at: null,
    resent_from: null,
    dedupe_key: null,
    created_at: now,
    updated_at: now,
    claimed_by: null,
    ...set,
  };
}
