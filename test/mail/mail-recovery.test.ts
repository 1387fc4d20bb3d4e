import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import type { MailMessage } from '../../src/mail/mail.schemas.js';
import { createMailSender } from '../../src/mail/mail.sender.js';
import { STUCK_SENDING_MS } from '../../src/mail/mail.vocabulary.js';
import { aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { composeMail } from '../helpers/mail.js';
import { until } from '../helpers/processes.js';
import { anSmtpServer } from '../helpers/smtp.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 31: an email never stays `sending`. The database fails the write of the outcome after the
 * SMTP server accepted the message (a trigger refuses it, as a dropped connection would), and a
 * message is left `sending` by a sender that died.
 */

const silent = { info() {}, warn() {}, error() {} };
const unique = () => randomBytes(4).toString('hex');

/** Makes the database refuse every change of a `flaky-…` message out of `sending`: the outcome's write and its fallback. */
async function failOutcomeWrites(database: Database): Promise<void> {
  if (database.dialect === 'sqlite') {
    await sql`create trigger fail_mail_outcome before update on mail_messages
      when old.status = 'sending' and new.status <> 'sending' and old.recipient like 'flaky-%'
      begin select raise(abort, 'failure injected by the test'); end`.execute(database.db);
    return;
  }
  await sql`create function fail_mail_outcome() returns trigger language plpgsql as $$
    begin
      if old.status = 'sending' and new.status <> 'sending' and old.recipient like 'flaky-%' then
        raise exception 'failure injected by the test';
      end if;
      return new;
    end $$`.execute(database.db);
  await sql`create trigger fail_mail_outcome before update on mail_messages
    for each row execute function fail_mail_outcome()`.execute(database.db);
}

async function healOutcomeWrites(database: Database): Promise<void> {
  await sql`drop trigger fail_mail_outcome${sql.raw(database.dialect === 'sqlite' ? '' : ' on mail_messages')}`.execute(database.db);
  if (database.dialect === 'postgres') await sql`drop function fail_mail_outcome()`.execute(database.db);
}

describe.each(testDialects)('email stuck in sending (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  let smtp: Awaited<ReturnType<typeof anSmtpServer>>;

  beforeAll(async () => {
    smtp = await anSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'permits@bmb.example.ph', MAIL_RETRY_SCHEDULE: '0s,0s' });
    team = await aTeam(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function anApplication(permittee: string) {
    const { agency, token } = await t.agencyWithToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeEmail: permittee }),
    });
    expect(response.statusCode, response.body).toBe(201);
    await composeMail(t.database.db);
    return json<{ id: string; registrationNo: string }>(response);
  }
  const receipt = async (applicationId: string) => {
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${applicationId}/messages`, headers: team.admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ items: MailMessage[] }>(response).items.find((m) => m.template === 'received') as MailMessage;
  };
  const deliveries = (address: string) => smtp.received.filter((r) => r.to.includes(address)).length;
  /** Leaves a message `sending`, claimed `minutesAgo` minutes ago, as a sender that died would. */
  const leaveSending = (id: string, minutesAgo: number) =>
    t.database.db
      .updateTable('mail_messages')
      .set({ status: 'sending', updated_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() })
      .where('id', '=', id)
      .execute();

  /** A sender running as the service's job does, until the test ends it. */
  function aRunningSender() {
    const stop = new AbortController();
    const done = createMailSender({ db: t.database.db, log: silent, config: t.config.mail, idleMs: 20 }).run(stop.signal);
    return {
      async stop() {
        stop.abort();
        return done;
      },
    };
  }

  it('records the outcome once the database takes writes again: the message ends sent, delivered once', async () => {
    const permittee = `flaky-${unique()}@example.org`;
    await failOutcomeWrites(t.database);
    const sender = aRunningSender();
    try {
      const application = await anApplication(permittee);
      await until(() => deliveries(permittee) === 1, 'the receipt delivered');
      // Delivered, but neither its outcome nor the fallback could be written.
      expect((await receipt(application.id)).status).toBe('sending');
      await healOutcomeWrites(t.database);
      await until(async () => (await receipt(application.id)).status === 'sent', 'the receipt recorded as sent');
      expect(await receipt(application.id)).toMatchObject({ status: 'sent', attempts: 1, lastResponseCode: 250 });
      expect(deliveries(permittee)).toBe(1);
    } finally {
      await sender.stop();
    }
  });

  it('takes up again a message left sending longer than the bound, and leaves a recent claim alone', async () => {
    const sender = aRunningSender();
    try {
      const stuck = `stuck-${unique()}@example.org`;
      const recent = `recent-${unique()}@example.org`;
      const [old, fresh] = [await anApplication(stuck), await anApplication(recent)];
      await until(() => deliveries(stuck) === 1 && deliveries(recent) === 1, 'both receipts delivered');
      await until(async () => (await receipt(old.id)).status === 'sent' && (await receipt(fresh.id)).status === 'sent', 'both sent');
      await leaveSending((await receipt(old.id)).id, STUCK_SENDING_MS / 60_000 + 1);
      await leaveSending((await receipt(fresh.id)).id, 1);
      await until(() => deliveries(stuck) === 2, 'the stuck receipt delivered again');
      await until(async () => (await receipt(old.id)).status === 'sent', 'the stuck receipt recorded as sent');
      expect((await receipt(old.id)).attempts).toBe(2);
      // Still within the bound: the sender that claimed it may be sending it now.
      expect((await receipt(fresh.id)).status).toBe('sending');
      expect(deliveries(recent)).toBe(1);
    } finally {
      await sender.stop();
    }
  });

  it('lets staff resend a message stuck in sending past the bound, not one sending now', async () => {
    const permittee = `resend-${unique()}@example.org`;
    const application = await anApplication(permittee);
    await createMailSender({ db: t.database.db, log: silent, config: t.config.mail }).drain();
    const original = await receipt(application.id);
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/applications/${application.id}/messages/${original.id}/resend`,
        headers: team.intake.headers,
      });

    await leaveSending(original.id, 1);
    const refused = await resend();
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(json<{ detail: string }>(refused).detail).toContain('is sending');

    expect((await receipt(application.id)).stuck).toBe(false);
    await leaveSending(original.id, STUCK_SENDING_MS / 60_000 + 1);
    expect(await receipt(application.id)).toMatchObject({ status: 'sending', stuck: true });
    const resent = await resend();
    expect(resent.statusCode, resent.body).toBe(201);
    const copy = json<MailMessage>(resent);
    expect(copy).toMatchObject({ status: 'queued', resentFrom: original.id });
    const closed = await receipt(application.id);
    expect(closed.status).toBe('permanent_failure');
    expect(closed.lastResponse).toContain(`Resent as ${copy.id}`);

    await createMailSender({ db: t.database.db, log: silent, config: t.config.mail }).drain();
    expect(deliveries(permittee)).toBe(2);
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${application.id}/messages`, headers: team.admin.headers });
    expect(json<{ items: MailMessage[] }>(response).items.find((m) => m.id === copy.id)?.status).toBe('sent');
  });
});
