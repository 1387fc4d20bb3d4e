import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { MailMessage } from '../../src/mail/mail.schemas.js';
import { createMailSender } from '../../src/mail/mail.sender.js';
import { queueUnsentMessages } from '../../src/mail/mail.service.js';
import { composeDigests } from '../../src/mail/mail-digest.job.js';
import { act, actOk, aMember, aTeam, type Member, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { composingSender } from '../helpers/mail.js';
import { meetRequirements } from '../helpers/requirements.js';
import { anSmtpServer } from '../helpers/smtp.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

const silent = { info() {}, warn() {}, error() {} };
const unique = () => randomBytes(4).toString('hex');

/** Per recipient address: how many RCPT TO the server saw. */
const tries = new Map<string, number>();

describe.each(testDialects)('email (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  let smtp: Awaited<ReturnType<typeof anSmtpServer>>;

  beforeAll(async () => {
    // busy-once@ is refused with a 451 the first time, busy-always@ every time, gone@ and unknown@ with a 550.
    smtp = await anSmtpServer((address) => {
      const n = (tries.get(address) ?? 0) + 1;
      tries.set(address, n);
      if (address.startsWith('busy-once') && n === 1) return { code: 451, message: 'Try again later' };
      if (address.startsWith('busy-always')) return { code: 452, message: 'Mailbox busy' };
      if (address.startsWith('gone')) return { code: 550, message: 'No such user here' };
      if (address.startsWith('unknown')) return { code: 550, message: `No mailbox here for ${address}` };
      return undefined;
    });
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, MAIL_FROM: 'permits@bmb.example.ph', MAIL_RETRY_SCHEDULE: '0s,0s' });
    team = await aTeam(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const sender = () => composingSender(t.database.db, createMailSender({ db: t.database.db, log: silent, config: t.config.mail }));
  const unconfigured = () =>
    composingSender(t.database.db, createMailSender({ db: t.database.db, log: silent, config: { ...t.config.mail, smtpUrl: undefined } }));

  /** Submits an application with its own permittee address; sets the agency's contact address over HTTP. */
  async function anApplication(options: { permittee?: string; contact?: string } = {}) {
    const { agency, token } = await t.agencyWithToken();
    const permittee = options.permittee ?? `permittee-${unique()}@example.org`;
    if (options.contact !== undefined) {
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/staff/agencies/${agency}`,
        headers: team.admin.headers,
        payload: { contactEmail: options.contact },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(json<{ contactEmail: string }>(patched).contactEmail).toBe(options.contact);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeEmail: permittee }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = json<{ id: string; registrationNo: string }>(response);
    return { agency, token, permittee, id: receipt.id, registrationNo: receipt.registrationNo };
  }

  const messagesOf = async (who: Member, id: string) => {
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${id}/messages`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ items: MailMessage[] }>(response).items;
  };
  const receivedBy = (address: string) => smtp.received.filter((r) => r.to.includes(address));
  const incomplete = (id: string) =>
    actOk(t, team.intake, id, { action: 'return_incomplete', reasons: 'The clearance is missing.', missingItems: ['LGU clearance'] });

  it('sends the deficiency notice to the permittee and the agency contact, with its subject and text, in the authority’s name', async () => {
    const contact = `permits-${unique()}@agency.example.org`;
    const application = await anApplication({ contact });
    await incomplete(application.id);
    await sender().drain();

    const subject = `Application ${application.registrationNo} is incomplete: action needed`;
    for (const address of [application.permittee, contact]) {
      const mails = receivedBy(address).filter((r) => r.mail.subject === subject);
      expect(mails, address).toHaveLength(1);
      const { mail } = mails[0] as (typeof mails)[number];
      expect(mail.text).toContain(`Application ${application.registrationNo} is incomplete. The clearance is missing.`);
      expect(mail.text).toContain('5. LGU clearance');
      expect(mail.text).toContain('Biodiversity Management Bureau, Department of Environment and Natural Resources');
      expect(mail.html).toContain('<p>');
      expect(mail.from?.value[0]).toMatchObject({
        address: 'permits@bmb.example.ph',
        name: 'Biodiversity Management Bureau, Department of Environment and Natural Resources',
      });
    }
    // The receipt went to the permittee too (the contact was set before the submission).
    expect(receivedBy(application.permittee).map((r) => r.mail.subject)).toContain(`Application ${application.registrationNo} received`);
    expect(smtp.logins).toContain('mailer:s3cret');

    const messages = await messagesOf(team.viewer, application.registrationNo);
    const deficiency = messages.filter((m) => m.template === 'deficiency').sort((a, b) => b.recipientKind.localeCompare(a.recipientKind));
    expect(deficiency.map((m) => [m.recipientKind, m.recipient, m.status, m.attempts, m.lastResponseCode])).toEqual([
      ['permittee', application.permittee, 'sent', 1, 250],
      ['agency_contact', contact, 'sent', 1, 250],
    ]);
    expect(deficiency[0]?.subject).toBe(subject);
  });

  it('tries again after a 4xx answer, never after a 5xx, and gives up a 4xx after the retry schedule', async () => {
    const cases = {
      once: `busy-once-${unique()}@example.org`,
      always: `busy-always-${unique()}@example.org`,
      gone: `gone-${unique()}@example.org`,
    };
    const applications = await Promise.all(Object.values(cases).map((permittee) => anApplication({ permittee })));
    for (const application of applications) await incomplete(application.id);
    await sender().drain();

    const outcome = async (i: number) =>
      (await messagesOf(team.admin, (applications[i] as (typeof applications)[number]).id)).find((m) => m.template === 'deficiency');
    // The first message to busy-once@ (the receipt) met the 451 and went through on its second try.
    const once = await messagesOf(team.admin, (applications[0] as (typeof applications)[number]).id);
    expect(once.map((m) => [m.template, m.status, m.attempts])).toEqual([
      ['received', 'sent', 2],
      ['deficiency', 'sent', 1],
    ]);
    expect(tries.get(cases.once)).toBe(3);
    const always = await outcome(1);
    expect(always).toMatchObject({ status: 'permanent_failure', attempts: 3, lastResponseCode: 452 });
    expect(always?.lastResponse).toContain('gave up after 3 tries');
    const gone = await outcome(2);
    expect(gone).toMatchObject({ status: 'permanent_failure', attempts: 1, lastResponseCode: 550 });
    expect(gone?.lastResponse).toContain('No such user here');
    expect(receivedBy(cases.once).length).toBeGreaterThan(0);
    expect(receivedBy(cases.gone)).toEqual([]);
  });

  it('masks the addresses it logs, the server’s answer included', async () => {
    const permittee = `unknown-${unique()}@example.org`;
    const application = await anApplication({ permittee });
    const lines: unknown[] = [];
    const record = (entry: unknown) => lines.push(entry);
    const log = { info: record, warn: record, error: record };
    await composingSender(t.database.db, createMailSender({ db: t.database.db, log, config: t.config.mail })).drain();
    const failed = (await messagesOf(team.admin, application.id)).find((m) => m.template === 'received');
    expect(failed).toMatchObject({ status: 'permanent_failure', lastResponseCode: 550 });
    expect(failed?.lastResponse).toContain(permittee); // the log staff read keeps the answer whole
    const logged = JSON.stringify(lines);
    expect(logged).toContain('u***@e***.org');
    expect(logged).toContain('No mailbox here for u***@e***.org');
    expect(logged).not.toContain(permittee);
  });

  it('keeps messages as not_sent without SMTP_URL, and sends them once queued again', async () => {
    const application = await anApplication();
    await incomplete(application.id);
    await unconfigured().drain();
    const kept = (await messagesOf(team.intake, application.id)).filter((m) => m.template === 'deficiency');
    expect(kept.map((m) => m.status)).toEqual(['not_sent']);
    expect(receivedBy(application.permittee)).toEqual([]);

    expect(await queueUnsentMessages(t.database.db, application.id)).toBe(2); // the receipt and the deficiency notice
    await sender().drain();
    expect((await messagesOf(team.intake, application.id)).map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(receivedBy(application.permittee)).toHaveLength(2);
  });

  it('resends a message: a new one, queued, that names the original; sent again', async () => {
    const application = await anApplication();
    await incomplete(application.id);
    await sender().drain();
    const original = (await messagesOf(team.intake, application.id)).find((m) => m.template === 'deficiency') as MailMessage;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/applications/${application.id}/messages/${original.id}/resend`,
      headers: team.intake.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = json<MailMessage>(response);
    expect(copy).toMatchObject({
      status: 'queued',
      attempts: 0,
      resentFrom: original.id,
      recipient: original.recipient,
      subject: original.subject,
    });

    // Still queued: a second resend of the copy is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/applications/${application.id}/messages/${copy.id}/resend`,
      headers: team.intake.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toContain('application/problem+json');

    await sender().drain();
    expect(receivedBy(application.permittee).filter((r) => r.mail.subject === original.subject)).toHaveLength(2);
    const after = await messagesOf(team.intake, application.id);
    expect(after.find((m) => m.id === copy.id)?.status).toBe('sent');
    expect(after.find((m) => m.id === original.id)?.status).toBe('sent');
  });

  it('refuses a resend by a viewer, of an unknown message and of another application’s message (problem+json)', async () => {
    const a = await anApplication();
    const b = await anApplication();
    await sender().drain();
    const [ofB] = await messagesOf(team.intake, b.id);
    const [ofA] = await messagesOf(team.intake, a.id);
    const resend = (who: Member, id: string, messageId: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/staff/applications/${id}/messages/${messageId}/resend`, headers: who.headers });

    const byViewer = await resend(team.viewer, a.id, ofA?.id as string);
    expect(byViewer.statusCode).toBe(403);
    expect(json<{ code: string }>(byViewer).code).toBe('not_permitted');
    expect(byViewer.headers['content-type']).toContain('application/problem+json');
    const unknown = await resend(team.intake, a.id, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(json<{ code: string }>(unknown).code).toBe('not_found');
    const foreign = await resend(team.intake, a.id, ofB?.id as string);
    expect(foreign.statusCode).toBe(404);
    expect(json<{ code: string }>(foreign).code).toBe('not_found');

    const all = await t.app.inject({ url: '/api/v1/staff/messages', headers: team.intake.headers });
    expect(all.statusCode).toBe(403);
    expect(json<{ code: string }>(all).code).toBe('not_permitted');
    const badCursor = await t.app.inject({ url: '/api/v1/staff/messages?cursor=not-a-cursor', headers: team.admin.headers });
    expect(badCursor.statusCode).toBe(400);
    const badStatus = await t.app.inject({ url: '/api/v1/staff/messages?status=lost', headers: team.admin.headers });
    expect(badStatus.statusCode).toBe(400);
  });

  it('lists every message for an administrator, filtered by status, template and recipient, page by page', async () => {
    const contact = `filter-${unique()}@agency.example.org`;
    const application = await anApplication({ contact });
    await incomplete(application.id);
    await sender().drain();
    const page = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/staff/messages?${query}`, headers: team.admin.headers });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ items: MailMessage[]; nextCursor: string | null }>(response);
    };
    const found = await page(`status=sent&template=deficiency&recipient=${encodeURIComponent(contact.toUpperCase())}`);
    expect(found.items.map((m) => [m.recipient, m.template, m.status])).toEqual([[contact, 'deficiency', 'sent']]);
    const first = await page(`recipient=${encodeURIComponent(application.permittee)}&limit=1`);
    expect(first.items).toHaveLength(1);
    const second = await page(`recipient=${encodeURIComponent(application.permittee)}&limit=1&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    // The receipt and the deficiency notice, each to the permittee and the contact.
    expect((await page(`application=${application.registrationNo}`)).items).toHaveLength(4);
  });

  it('tells a staff user of an assignment by someone else, and not of their own claim', async () => {
    const application = await anApplication();
    await meetRequirements(t, team.intake, application, 'waive');
    await actOk(t, team.intake, application.id, { action: 'accept' });
    await actOk(t, team.chief, application.id, { action: 'assign', assigneeId: team.evaluator.user.id });
    await sender().drain();
    const subject = `Assigned to you: application ${application.registrationNo}`;
    const mails = receivedBy(team.evaluator.user.email).filter((r) => r.mail.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail.text).toContain(`Application ${application.registrationNo} is assigned to you.`);
    const staffMessages = (await messagesOf(team.chief, application.id)).filter((m) => m.recipientKind === 'staff');
    expect(staffMessages.map((m) => [m.template, m.recipient])).toEqual([['assignment', team.evaluator.user.email]]);
    // A refused action composes nothing.
    const refused = await act(t, team.viewer, application.id, { action: 'assign', assigneeId: team.evaluator2.user.id });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await messagesOf(team.chief, application.id)).filter((m) => m.recipientKind === 'staff')).toHaveLength(1);
  });

  it('tells the evaluator who referred that the referral was answered, not the one who recorded the clearance', async () => {
    const application = await anApplication();
    await meetRequirements(t, team.intake, application, 'waive');
    await actOk(t, team.intake, application.id, { action: 'accept' });
    await actOk(t, team.evaluator, application.id, { action: 'claim' });
    await actOk(t, team.evaluator, application.id, { action: 'start_evaluation' });
    await actOk(t, team.evaluator, application.id, { action: 'refer', body: 'pamb', text: 'Collection inside a protected area.' });
    await actOk(t, team.chief, application.id, { action: 'assign', assigneeId: team.evaluator2.user.id });
    // A refused clearance (not by the assignee) composes nothing.
    const refused = await act(t, team.evaluator, application.id, { action: 'record_clearance', outcome: 'granted', text: 'PAMB Res. 12.' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const referralMessages = async () => (await messagesOf(team.chief, application.id)).filter((m) => m.template === 'referral_answered');
    expect(await referralMessages()).toEqual([]);

    await actOk(t, team.evaluator2, application.id, { action: 'record_clearance', outcome: 'granted', text: 'PAMB Res. 12.' });
    await sender().drain();
    const subject = `Referral answered: application ${application.registrationNo}`;
    const mails = receivedBy(team.evaluator.user.email).filter((r) => r.mail.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.mail.text).toContain(`The clearance of PAMB on application ${application.registrationNo} was recorded: granted.`);
    expect(mails[0]?.mail.text).toContain('PAMB Res. 12.');
    // The new assignee recorded it: told of the assignment, not of their own clearance.
    expect(receivedBy(team.evaluator2.user.email).map((r) => r.mail.subject)).not.toContain(subject);
    expect((await referralMessages()).map((m) => [m.recipientKind, m.recipient, m.status])).toEqual([
      ['staff', team.evaluator.user.email, 'sent'],
    ]);
  });

  it('sends nothing to a disabled staff account: its referral answered is not composed', async () => {
    const referrer = await aMember(t, ['evaluator']);
    const application = await anApplication();
    await meetRequirements(t, team.intake, application, 'waive');
    await actOk(t, team.intake, application.id, { action: 'accept' });
    await actOk(t, referrer, application.id, { action: 'claim' });
    await actOk(t, referrer, application.id, { action: 'start_evaluation' });
    await actOk(t, referrer, application.id, { action: 'refer', body: 'pamb', text: 'Collection inside a protected area.' });
    await actOk(t, team.chief, application.id, { action: 'assign', assigneeId: team.evaluator2.user.id });
    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/staff/users/${referrer.user.id}`,
      headers: team.admin.headers,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await actOk(t, team.evaluator2, application.id, { action: 'record_clearance', outcome: 'refused', text: 'Outside the permit area.' });
    await sender().drain();
    expect((await messagesOf(team.chief, application.id)).filter((m) => m.template === 'referral_answered')).toEqual([]);
    expect(receivedBy(referrer.user.email).filter((r) => r.mail.subject?.startsWith('Referral answered'))).toEqual([]);
  });

  it('composes one daily digest per staff user of their at-risk and overdue applications, once a day', async () => {
    const overdue = await anApplication();
    const atRisk = await anApplication();
    const evaluator = team.evaluator2.user;
    for (const [application, state] of [
      [overdue, 'overdue'],
      [atRisk, 'at_risk'],
    ] as const) {
      await changeApplication(t.database.db, {
        observers: ACTION_REGISTRY.observers,
        applicationId: application.id,
        actor: aStaffActor(['chief']),
        role: 'chief',
        decide: () => ({
          journal: [{ action: 'accepted' }],
          set: { status: 'under_evaluation', assignee_id: evaluator.id, clock_state: state, due_date: '2026-11-20' },
        }),
      });
    }
    const now = new Date().toISOString();
    expect(await composeDigests(t.database.db, now)).toBeGreaterThanOrEqual(1);
    await composeDigests(t.database.db, now); // the same day again: nothing new
    await sender().drain();
    const digests = receivedBy(evaluator.email).filter((r) => r.mail.subject?.startsWith('Your applications on'));
    expect(digests).toHaveLength(1);
    const text = digests[0]?.mail.text ?? '';
    expect(text).toContain(`Overdue (1):\n- ${overdue.registrationNo}`);
    expect(text).toContain(`- ${atRisk.registrationNo}`);
    expect(digests[0]?.mail.subject).toContain('1 overdue, 1 at risk');
    const all = await t.app.inject({
      url: `/api/v1/staff/messages?template=digest&recipient=${encodeURIComponent(evaluator.email)}`,
      headers: team.admin.headers,
    });
    expect(json<{ items: MailMessage[] }>(all).items.map((m) => [m.status, m.applicationId])).toEqual([['sent', null]]);
  });
});
