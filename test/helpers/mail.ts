import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { composeWaitingMessages } from '../../src/mail/mail.consumer.js';
import type { MailSender } from '../../src/mail/mail.sender.js';

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
