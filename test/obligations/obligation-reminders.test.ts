import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { systemActor } from '../../src/auth/actor.js';
import type { Dashboard } from '../../src/dashboard/dashboard.schemas.js';
import { createMailSender } from '../../src/mail/mail.sender.js';
import { watchObligations } from '../../src/obligations/obligation.job.js';
import type { WorkqueueCounts } from '../../src/workqueues/workqueue.schemas.js';
import { act, actOk, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { composingSender } from '../helpers/mail.js';
import { onManilaDay } from '../helpers/manila-day.js';
import { anIssuedPermit, aSpecimenRow, type IssuedPermit, obligationOfType, submitAsAgency } from '../helpers/obligations.js';
import { permitEnv } from '../helpers/permits.js';
import { anSmtpServer } from '../helpers/smtp.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * The `obligations` job: reminders 30, 7 and 0 days before the due date and weekly while overdue,
 * the obligation overdue the day after its due date, the workqueue and the dashboard that count them,
 * and the renewal they block. Months must pass: the job runs with Date moved to the day (only Date,
 * as the processing clock's tests do); what staff and agencies read is read back in real time.
 */
/** The first permit of a run loads PDFKit and its fonts; PostgreSQL on a loaded machine is slow. */
const TEST_TIMEOUT_MS = 120_000;

describe.each(testDialects)('the obligations job (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let chief: Member;
  let evaluator: Member;
  let admin: Member;
  let smtp: Awaited<ReturnType<typeof anSmtpServer>>;
  const job = systemActor('obligations');

  beforeAll(async () => {
    smtp = await anSmtpServer();
    t = await createTestApp(dialect, permitEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'permits@bmb.example.ph' }));
    approver = await aMember(t, ['approver']);
    admin = await aMember(t, ['admin']);
    chief = await aMember(t, ['chief']);
    evaluator = await aMember(t, ['evaluator']);
  }, TEST_TIMEOUT_MS);
  afterEach(() => {
    vi.useRealTimers();
  }, TEST_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const on = onManilaDay;
  const runOn = (date: string) => on(date, () => watchObligations(t.database.db, ACTION_REGISTRY, job));
  /** The job, then the mail sender as the `mail-send` job runs it, that day: what the SMTP server received. */
  async function runAndSendOn(date: string) {
    const silent = { info() {}, warn() {}, error() {} };
    await on(date, async () => {
      await watchObligations(t.database.db, ACTION_REGISTRY, job);
      await composingSender(t.database.db, createMailSender({ db: t.database.db, log: silent, config: t.config.mail })).drain();
    });
  }

  const remindersOf = async (applicationId: string, obligationId: string) =>
    (
      await t.database.db
        .selectFrom('events')
        .select(['type', 'data'])
        .where('application_id', '=', applicationId)
        .where('type', 'in', ['obligation.reminder', 'obligation.status_changed'])
        .orderBy('id')
        .execute()
    )
      .map((e) => ({ type: e.type, data: JSON.parse(e.data) as Record<string, unknown> }))
      .filter((e) => e.data.obligationId === obligationId)
      .map((e) => (e.type === 'obligation.reminder' ? String(e.data.reminder) : `status:${String(e.data.obligationStatus)}`));
  const noticesOf = async (applicationId: string) =>
    t.database.db
      .selectFrom('application_notices')
      .select(['log', 'message'])
      .where('application_id', '=', applicationId)
      .where('log', '=', 'obligation_reminder')
      .orderBy('id')
      .execute();

  it(
    'reminds 30, 7 and 0 days before the due date, each once, then marks it overdue and reminds weekly',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      expect(report.dueDate).toBe('2027-04-30');

      await runOn('2027-03-30');
      expect(await remindersOf(p.receipt.id, report.id)).toEqual([]);
      await runOn('2027-03-31');
      await runOn('2027-03-31');
      expect(await remindersOf(p.receipt.id, report.id)).toEqual(['due_in_30_days']);
      await runOn('2027-04-23');
      await runOn('2027-04-30');
      expect(await remindersOf(p.receipt.id, report.id)).toEqual(['due_in_30_days', 'due_in_7_days', 'due_today']);
      expect((await obligationOfType(t, p, 'collection_report')).status).toBe('pending');

      const overdue = await runOn('2027-05-01');
      expect(overdue.overdue).toBeGreaterThanOrEqual(1);
      expect((await obligationOfType(t, p, 'collection_report')).status).toBe('overdue');
      await runOn('2027-05-07');
      await runOn('2027-05-08');
      await runOn('2027-05-15');
      expect(await remindersOf(p.receipt.id, report.id)).toEqual([
        'due_in_30_days',
        'due_in_7_days',
        'due_today',
        'status:overdue',
        'overdue_0',
        'overdue_1',
        'overdue_2',
      ]);
      const messages = (await noticesOf(p.receipt.id)).map((n) => n.message).filter((m) => m.includes('Collection report'));
      expect(messages[0]).toContain('is due in 30 days (due 2027-04-30)');
      expect(messages[2]).toContain('is due today');
      expect(messages[3]).toContain('is overdue by 1 day');
      const journal = await t.database.db
        .selectFrom('application_journal')
        .select(['action', 'actor_kind'])
        .where('application_id', '=', p.receipt.id)
        .where('action', 'in', ['obligation_overdue', 'obligation_reminded'])
        .execute();
      expect(journal.every((j) => j.actor_kind === 'system')).toBe(true);
      expect(journal.filter((j) => j.action === 'obligation_overdue')).toHaveLength(1);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'emails each reminder to the agency’s contact address (and the permittee) on its day, once, and weekly while overdue',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const contact = `permits-${p.agency.toLowerCase()}@agency.example.org`;
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/staff/agencies/${p.agency}`,
        headers: admin.headers,
        payload: { contactEmail: contact },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const report = await obligationOfType(t, p, 'collection_report');
      expect(report.dueDate).toBe('2027-04-30');
      const reminderMails = () =>
        smtp.received
          .filter((r) => r.to.includes(contact))
          .map((r) => r.mail)
          .filter((mail) => mail.subject?.startsWith('Reminder:') && mail.text?.includes('Collection report'));

      const mailLog = () =>
        t.database.db
          .selectFrom('mail_messages')
          .select(['recipient', 'status', 'created_at', 'next_attempt_at', 'last_response', 'subject'])
          .where('application_id', '=', p.receipt.id)
          .execute();
      await runAndSendOn('2027-03-30');
      expect(reminderMails()).toEqual([]);
      await runAndSendOn('2027-03-31');
      await runAndSendOn('2027-03-31');
      expect(
        reminderMails().map((m) => m.text?.match(/is due in 30 days \(due 2027-04-30\)/)?.[0]),
        JSON.stringify(await mailLog(), null, 1),
      ).toEqual(['is due in 30 days (due 2027-04-30)']);
      await runAndSendOn('2027-04-22');
      expect(reminderMails()).toHaveLength(1);
      await runAndSendOn('2027-04-23');
      await runAndSendOn('2027-04-30');
      await runAndSendOn('2027-05-01');
      await runAndSendOn('2027-05-07');
      await runAndSendOn('2027-05-08');
      const texts = reminderMails().map((m) => m.text ?? '');
      expect(texts, JSON.stringify({ texts, log: await mailLog() }, null, 1)).toHaveLength(5);
      expect(texts[1]).toContain('is due in 7 days (due 2027-04-30)');
      expect(texts[2]).toContain('is due today (due 2027-04-30)');
      expect(texts[3]).toContain('is overdue by 1 day');
      expect(texts[4]).toContain('is overdue by 8 days');
      expect(texts.every((text) => text.includes(`To `) && text.includes(p.receipt.registrationNo))).toBe(true);
      expect(reminderMails()[0]?.subject).toBe(
        `Reminder: an obligation of application ${p.receipt.registrationNo} is due soon, due today or overdue`,
      );

      // Logged with the application's messages, as sent to the agency's contact and the permittee.
      const logged = await t.database.db
        .selectFrom('mail_messages')
        .select(['recipient_kind', 'recipient', 'status'])
        .where('application_id', '=', p.receipt.id)
        .where('template', '=', 'obligation_reminder')
        .execute();
      const toContact = logged.filter((m) => m.recipient_kind === 'agency_contact');
      expect(toContact.filter((m) => m.recipient === contact)).toHaveLength(toContact.length);
      expect(logged.filter((m) => m.recipient_kind === 'permittee').length).toBe(toContact.length);
      expect(logged.every((m) => m.status === 'sent')).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stops reminding once submitted, accepted or waived; a late submission is still taken',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      await runOn('2027-05-02');
      expect((await obligationOfType(t, p, 'collection_report')).status).toBe('overdue');
      const late = await submitAsAgency(t, p, report.id, { specimens: JSON.stringify([aSpecimenRow()]) });
      expect(late.statusCode, late.body).toBe(201);
      const before = await remindersOf(p.receipt.id, report.id);
      await runOn('2027-05-20');
      expect(await remindersOf(p.receipt.id, report.id)).toEqual(before);
      // Rejected after its due date, it is owed again at once as overdue.
      await actOk(t, evaluator, p.receipt.id, { action: 'reject_obligation', obligationId: report.id, reasons: 'Counts missing.' });
      expect((await obligationOfType(t, p, 'collection_report')).status).toBe('overdue');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses to renew a permit while an obligation that blocks renewal is overdue, listing it; a waiver lifts it',
    async () => {
      const p = await anIssuedPermit(t, approver);
      const report = await obligationOfType(t, p, 'collection_report');
      const final = await obligationOfType(t, p, 'final_report');
      await runOn('2027-05-01');
      const refused = await act(t, approver, p.receipt.id, { action: 'renew_permit', reasons: 'Second season.' });
      expect(refused.statusCode).toBe(409);
      const problem = json<{ code: string; detail: string; overdueObligations: { id: string; type: string; dueDate: string }[] }>(refused);
      expect(problem.code).toBe('action_not_allowed');
      expect(problem.detail).toContain('Collection report');
      expect(problem.overdueObligations).toEqual([
        expect.objectContaining({ id: report.id, type: 'collection_report', dueDate: '2027-04-30' }),
      ]);
      expect(problem.overdueObligations.map((o) => o.id)).not.toContain(final.id);
      const permits = await t.database.db.selectFrom('permits').select('id').where('application_id', '=', p.receipt.id).execute();
      expect(permits).toHaveLength(1);

      await actOk(t, chief, p.receipt.id, { action: 'waive_obligation', obligationId: report.id, reasons: 'Reported on paper.' });
      await actOk(t, approver, p.receipt.id, { action: 'renew_permit', reasons: 'Second season.' });
      const renewed = await t.database.db
        .selectFrom('permits')
        .select(['id', 'status'])
        .where('application_id', '=', p.receipt.id)
        .orderBy('created_at')
        .execute();
      expect(renewed.map((r) => r.status)).toEqual(['superseded', 'issued']);
      // The renewal owes its own obligations.
      const owed = await t.database.db
        .selectFrom('permit_obligations')
        .select('type')
        .where('permit_id', '=', renewed[1]?.id as string)
        .execute();
      expect(owed.map((o) => o.type).sort()).toEqual(['certificate_of_deposit', 'collection_report', 'final_report']);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'lists applications with an overdue obligation in the workqueue obligations_overdue, and the dashboard counts them',
    async () => {
      const p: IssuedPermit = await anIssuedPermit(t, approver);
      const count = async () =>
        json<WorkqueueCounts>(await t.app.inject({ url: '/api/v1/staff/workqueues', headers: chief.headers })).queues.find(
          (q) => q.queue === 'obligations_overdue',
        )?.count ?? 0;
      const dashboard = async () => json<Dashboard>(await t.app.inject({ url: '/api/v1/staff/dashboard', headers: chief.headers }));
      const listed = async () =>
        json<{ items: { id: string }[] }>(
          await t.app.inject({ url: '/api/v1/staff/applications?queue=obligations_overdue&limit=100', headers: chief.headers }),
        ).items.map((i) => i.id);

      const before = { count: await count(), dashboard: (await dashboard()).obligationsOverdue };
      expect(await listed()).not.toContain(p.receipt.id);
      // A year on, every obligation of this permit is overdue (and those of the other tests' permits).
      await runOn('2028-01-15');
      expect(await listed()).toContain(p.receipt.id);
      expect(await count()).toBeGreaterThan(before.count);
      expect((await dashboard()).obligationsOverdue).toBeGreaterThanOrEqual(before.dashboard + 3);
    },
    TEST_TIMEOUT_MS,
  );
});
