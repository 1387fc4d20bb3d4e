import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { systemActor } from '../../src/auth/actor.js';
import { addDays, type IsoDate, manilaDate, manilaStartOfDay } from '../../src/clock/manila-time.js';
import { createMailSender } from '../../src/mail/mail.sender.js';
import { expirePermit } from '../../src/permits/permit-expiry.job.js';
import { expiryReminderDue } from '../../src/permits/permit-expiry.reminders.js';
import { remindExpiringPermits } from '../../src/permits/permit-expiry-reminder.job.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { expectValidEvent } from '../helpers/event-schemas.js';
import { composingSender } from '../helpers/mail.js';
import { onManilaDay } from '../helpers/manila-day.js';
import { anIssuedPermit, type IssuedPermit } from '../helpers/obligations.js';
import { permitAction, permitEnv } from '../helpers/permits.js';
import { anSmtpServer } from '../helpers/smtp.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Expiry reminders (issue 28 §2): 90, 30 and 7 days before a permit's date of expiry, to the agency
 * (event `permit.expiring`, notice) and the holder (email), each once per permit, only for a permit in
 * force, and only those whose day came after the issue. Months must pass: the job runs with Date moved
 * to the day (only Date, as the obligations' reminders do); what was written is read back in real time.
 */
const TEST_TIMEOUT_MS = 120_000;

describe('expiryReminderDue', () => {
  const permit = { dateIssued: '2026-01-10', dateExpired: '2027-01-10', sent: [] as number[] };
  it.each([
    ['2026-10-11', undefined],
    ['2026-10-12', { daysBefore: 90, daysLeft: 90 }],
    ['2026-12-11', { daysBefore: 30, daysLeft: 30 }],
    ['2027-01-03', { daysBefore: 7, daysLeft: 7 }],
    ['2027-01-10', { daysBefore: 7, daysLeft: 0 }],
    ['2027-01-11', undefined],
  ])('on %s: %j', (today, due) => {
    expect(expiryReminderDue(permit, today)).toEqual(due);
  });
  it('sends none twice, and only the latest when the job was late', () => {
    expect(expiryReminderDue({ ...permit, sent: [90] }, '2026-10-20')).toBeUndefined();
    expect(expiryReminderDue({ ...permit, sent: [] }, '2027-01-05')).toEqual({ daysBefore: 7, daysLeft: 5 });
    expect(expiryReminderDue({ ...permit, sent: [90, 30, 7] }, '2027-01-05')).toBeUndefined();
  });
  it('skips a reminder whose day came before the issue: 20 days before the expiry, only the 7-day one', () => {
    const late = { dateIssued: '2026-12-21', dateExpired: '2027-01-10', sent: [] };
    expect(expiryReminderDue(late, '2026-12-21')).toBeUndefined();
    expect(expiryReminderDue(late, '2027-01-02')).toBeUndefined();
    expect(expiryReminderDue(late, '2027-01-03')).toEqual({ daysBefore: 7, daysLeft: 7 });
  });
});

describe.each(testDialects)('the permit-expiry-reminders job (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let smtp: Awaited<ReturnType<typeof anSmtpServer>>;
  const job = systemActor('permit-expiry-reminders');

  beforeAll(async () => {
    smtp = await anSmtpServer();
    t = await createTestApp(dialect, permitEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'permits@bmb.example.ph' }));
    approver = await aMember(t, ['approver']);
  }, TEST_TIMEOUT_MS);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const on = onManilaDay;
  const runOn = (date: IsoDate) => on(date, () => remindExpiringPermits(t.database.db, ACTION_REGISTRY, job));
  const sendMailOn = (date: IsoDate) =>
    on(date, async () => {
      const silent = { info() {}, warn() {}, error() {} };
      await composingSender(t.database.db, createMailSender({ db: t.database.db, log: silent, config: t.config.mail })).drain();
    });

  const permitRow = (permitId: string) =>
    t.database.db.selectFrom('permits').selectAll().where('id', '=', permitId).executeTakeFirstOrThrow();
  /** The permit's date of expiry (Manila), and the day `n` days before it. */
  async function expiryOf(p: IssuedPermit) {
    const expires = manilaDate((await permitRow(p.permitId)).date_expired as string);
    return { expires, daysAhead: (n: number) => addDays(expires, -n) };
  }
  const expiringEvents = async (applicationId: string) =>
    (
      await t.database.db
        .selectFrom('events')
        .select(['event_id', 'type', 'occurred_at', 'data'])
        .where('application_id', '=', applicationId)
        .where('type', '=', 'permit.expiring')
        .orderBy('id')
        .execute()
    ).map((e) => ({ id: e.event_id, type: e.type, timestamp: e.occurred_at, data: JSON.parse(e.data) as Record<string, unknown> }));
  const reminded = async (applicationId: string) => (await expiringEvents(applicationId)).map((e) => e.data.daysBefore);

  it(
    'reminds 90, 30 and 7 days before the expiry, each once, with the days left; the notice, the journal and the event say so',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const { expires, daysAhead } = await expiryOf(p);

      await runOn(daysAhead(91));
      expect(await reminded(p.receipt.id)).toEqual([]);
      await runOn(daysAhead(90));
      await runOn(daysAhead(90));
      await runOn(daysAhead(89));
      expect(await reminded(p.receipt.id)).toEqual([90]);
      await runOn(daysAhead(30));
      // Late: the job did not run on the 7th day before; it reminds on the 5th, once.
      await runOn(daysAhead(5));
      await runOn(daysAhead(2));
      expect(await reminded(p.receipt.id)).toEqual([90, 30, 7]);

      const events = await expiringEvents(p.receipt.id);
      for (const event of events) expectValidEvent(event);
      expect(events.map((e) => e.data)).toEqual(
        [
          [90, 90],
          [30, 30],
          [7, 5],
        ].map(([daysBefore, daysLeft]) =>
          expect.objectContaining({ permitId: p.permitId, dateExpired: expires, daysBefore, daysLeft, sourceAgencyCode: p.agency }),
        ),
      );
      const notices = await t.database.db
        .selectFrom('application_notices')
        .select(['message', 'visibility'])
        .where('application_id', '=', p.receipt.id)
        .where('log', '=', 'permit_expiring')
        .orderBy('id')
        .execute();
      expect(notices.map((n) => n.visibility)).toEqual(['external', 'external', 'external']);
      expect(notices[0]?.message).toContain(`expires in 90 days, on ${expires}`);
      expect(notices[2]?.message).toContain(`expires in 5 days, on ${expires}`);
      const journal = await t.database.db
        .selectFrom('application_journal')
        .select(['actor_kind'])
        .where('application_id', '=', p.receipt.id)
        .where('action', '=', 'permit_expiry_reminded')
        .execute();
      expect(journal.map((j) => j.actor_kind)).toEqual(['system', 'system', 'system']);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'emails the holder each reminder on its day',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const { expires, daysAhead } = await expiryOf(p);
      const holder = (
        await t.database.db.selectFrom('applications').select('permittee_email').where('id', '=', p.receipt.id).executeTakeFirstOrThrow()
      ).permittee_email;
      const mails = () =>
        smtp.received
          .filter((r) => r.to.includes(holder) && r.mail.text?.includes(`on ${expires}`))
          .map((r) => r.mail)
          // Other tests' permits expire on the same day, to the same holder: this application's alone.
          .filter((mail) => mail.subject?.includes(p.receipt.registrationNo));
      await runOn(daysAhead(30));
      await sendMailOn(daysAhead(30));
      await runOn(daysAhead(30));
      await sendMailOn(daysAhead(30));
      expect(mails().map((m) => m.subject)).toEqual([`Reminder: the permit of application ${p.receipt.registrationNo} expires soon`]);
      expect(mails()[0]?.text).toContain('in 30 days');
      expect(mails()[0]?.text).toContain('apply for its renewal before it expires');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reminds no permit revoked, suspended, superseded or expired; the amendment in force is reminded, once',
    async () => {
      const revoked = await anIssuedPermit(t, approver);
      await permitAction(t, approver, revoked.receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
      const suspended = await anIssuedPermit(t, approver);
      await permitAction(t, approver, suspended.receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
      const amended = await anIssuedPermit(t, approver);
      const amendment = await permitAction(t, approver, amended.receipt.id, { action: 'amend_permit', reasons: 'A second site added.' });
      const { daysAhead } = await expiryOf(revoked);

      await runOn(daysAhead(30));
      expect(await reminded(revoked.receipt.id)).toEqual([]);
      expect(await reminded(suspended.receipt.id)).toEqual([]);
      const events = await expiringEvents(amended.receipt.id);
      // The amendment keeps the date of expiry: it alone is reminded, not the permit it superseded.
      expect(events.map((e) => e.data.permitId)).toEqual([amendment.id]);

      // Expired (the expiry job ran): no reminder, not even a late one.
      const expired = await anIssuedPermit(t, approver);
      const row = await permitRow(expired.permitId);
      const afterExpiry = new Date(Date.parse(row.date_expired as string) + 1000).toISOString();
      expect(await expirePermit(t.database.db, ACTION_REGISTRY, job, expired.permitId, expired.receipt.id, afterExpiry)).toBe(true);
      await runOn((await expiryOf(expired)).daysAhead(3));
      expect(await reminded(expired.receipt.id)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reminds a permit issued 20 days before its expiry only 7 days before it',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const issued = manilaDate((await permitRow(p.permitId)).date_issued as string);
      // Validity is counted in months: the permit's date of expiry is moved to 20 days after its issue.
      const expires = addDays(issued, 20);
      await t.database.db
        .updateTable('permits')
        .set({ date_expired: new Date(Date.parse(manilaStartOfDay(addDays(expires, 1))) - 1).toISOString() })
        .where('id', '=', p.permitId)
        .execute();
      for (const day of [0, 1, 5, 12]) await runOn(addDays(issued, day));
      expect(await reminded(p.receipt.id)).toEqual([]);
      await runOn(addDays(expires, -7));
      await runOn(addDays(expires, -1));
      expect(await reminded(p.receipt.id)).toEqual([7]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sends a reminder once when two runs of the job race on the same day',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const { daysAhead } = await expiryOf(p);
      await on(daysAhead(90), () =>
        Promise.all([
          remindExpiringPermits(t.database.db, ACTION_REGISTRY, job),
          remindExpiringPermits(t.database.db, ACTION_REGISTRY, systemActor('another-process')),
        ]),
      );
      expect(await reminded(p.receipt.id)).toEqual([90]);
    },
    TEST_TIMEOUT_MS,
  );
});
