import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { insertMessages } from '../../src/mail/mail.repository.js';
import { createMailSender } from '../../src/mail/mail.sender.js';
import { postgresAvailable } from '../helpers/databases.js';
import { aQueuedMessage } from '../helpers/mail.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';
import { until } from '../helpers/processes.js';
import { anSmtpServer } from '../helpers/smtp.js';

/**
 * Outgoing mail claimed message by message on PostgreSQL (issue 30 §3): a sender in every process
 * that runs the work, under no lease. Three senders on three pools send each message once; a message
 * left `sending` by a process that has ended is queued again and sent at once, one a live process is
 * sending is left to it.
 */

/** Quiet, but an error shows. */
const log = { info() {}, warn() {}, error: (details: object, message: string) => console.error(message, details) };

describe.skipIf(!postgresAvailable)('mail claimed message by message (postgres)', () => {
  let database: MigratedDatabase;
  let smtp: Awaited<ReturnType<typeof anSmtpServer>>;
  beforeAll(async () => {
    database = await openMigratedDatabase('postgres');
    smtp = await anSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.drop();
  });

  const config = () => ({ smtpUrl: smtp.url, from: 'permits@bmb.example.ph', retryScheduleMs: [0] });
  const sentTo = (prefix: string) => smtp.received.flatMap((mail) => mail.to).filter((to) => to.startsWith(prefix));

  it('sends each message once from three senders', { timeout: 60_000 }, async () => {
    const recipients = Array.from({ length: 30 }, (_, n) => `many-${n}@example.org`);
    await insertMessages(
      database.db,
      recipients.map((recipient) => aQueuedMessage(recipient)),
    );
    const controller = new AbortController();
    const pools: Database[] = [];
    const runs = [];
    for (let n = 0; n < 3; n++) {
      const pool = await database.open();
      pools.push(pool);
      const claims = { claimer: `sender-${n}`, hasEnded: () => false };
      runs.push(createMailSender({ db: pool.db, log, config: config(), idleMs: 20, claims }).run(controller.signal));
    }
    await until(() => sentTo('many-').length >= recipients.length, 'every message sent');
    controller.abort();
    const totals = await Promise.all(runs);
    expect(sentTo('many-').sort()).toEqual([...recipients].sort());
    expect(totals.reduce((sum, total) => sum + total.sent, 0)).toBe(recipients.length);
  });

  it('queues again at once what an ended process was sending, and leaves a live one’s', { timeout: 60_000 }, async () => {
    await insertMessages(database.db, [
      aQueuedMessage('ended@example.org', { status: 'sending', claimed_by: 'ended-process' }),
      aQueuedMessage('live@example.org', { status: 'sending', claimed_by: 'live-process' }),
    ]);
    const controller = new AbortController();
    const claims = { claimer: 'sender-x', hasEnded: (claimer: string) => claimer === 'ended-process' };
    const run = createMailSender({ db: database.db, log, config: config(), idleMs: 20, claims }).run(controller.signal);
    await until(() => sentTo('ended@').length === 1, 'the ended process’s message sent');
    controller.abort();
    await run;
    expect(sentTo('live@')).toEqual([]);
    const live = await database.db
      .selectFrom('mail_messages')
      .select(['status', 'claimed_by'])
      .where('recipient', '=', 'live@example.org')
      .executeTakeFirstOrThrow();
    expect(live).toEqual({ status: 'sending', claimed_by: 'live-process' });
  });
});
