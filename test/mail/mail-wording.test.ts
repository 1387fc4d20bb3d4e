import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLD_WINDOW_MS } from '../../src/mail/mail.fold.js';
import type { MailMessage } from '../../src/mail/mail.schemas.js';
import { createMailSender } from '../../src/mail/mail.sender.js';
import { actOk, aTeam, staffViewOf, type Team } from '../helpers/actions.js';
import { uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { composingSender } from '../helpers/mail.js';
import { anApprovedApplication, BASE_URL, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { pdf } from '../helpers/sample-files.js';
import { anSmtpServer } from '../helpers/smtp.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 31: the permittee's emails speak to a permittee (no checklist codes, the permit type's
 * label, no upload they cannot make, their own personal data, the permit's verification page), and
 * the acceptances of several documents come as one email. Read as delivered through a real SMTP
 * server (smtp-server, parsed with mailparser).
 */

const silent = { info() {}, warn() {}, error() {} };
const unique = () => randomBytes(4).toString('hex');
/** A checklist code or attachment type in brackets: `(application_form)`, `(gp)`. */
const CODE = /\([a-z]+(?:_[a-z]+)*\)/;

describe.each(testDialects)('the permittee’s emails (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  let smtp: Awaited<ReturnType<typeof anSmtpServer>>;

  beforeAll(async () => {
    smtp = await anSmtpServer();
    t = await createTestApp(dialect, permitEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'permits@bmb.example.ph' }));
    team = await aTeam(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Sends what is due now, or (`later`) once the folding window has passed. */
  const send = (later = false) =>
    composingSender(
      t.database.db,
      createMailSender({
        db: t.database.db,
        log: silent,
        config: t.config.mail,
        now: later ? () => Date.now() + FOLD_WINDOW_MS + 1000 : Date.now,
      }),
    ).drain();
  const mailsTo = (address: string) => smtp.received.filter((r) => r.to.includes(address)).map((r) => r.mail);

  async function anApplication() {
    const { agency, token } = await t.agencyWithToken();
    const permittee = `permittee-${unique()}@example.org`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeEmail: permittee }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = json<{ id: string; registrationNo: string }>(response);
    const agencyName = (await t.database.db.selectFrom('agencies').select('name').where('code', '=', agency).executeTakeFirstOrThrow())
      .name;
    return { agency, token, permittee, agencyName, ...receipt };
  }
  type Application = Awaited<ReturnType<typeof anApplication>>;

  /** Uploads every required document of the checklist as the agency; returns the attachments' ids and titles. */
  async function uploadChecklist(application: Application) {
    const view = await staffViewOf(t, team.intake, application.id);
    const items = view.documents.checklist.filter((item) => view.documents.missingRequirements.includes(item.type));
    const uploaded: { id: string; title: string; type: string }[] = [];
    for (const item of items) {
      const response = await uploadAsAgency(
        t,
        { agency: application.agency, token: application.token, application: application.id },
        { fileName: `${item.type}.pdf`, content: pdf(item.title) },
        { type: item.type, title: item.title },
      );
      expect(response.statusCode, response.body).toBe(201);
      uploaded.push({ id: json<{ id: string }>(response).id, title: item.title, type: item.type });
    }
    return uploaded;
  }

  it('acknowledges receipt with the reader’s own personal data and the privacy notice', async () => {
    const application = await anApplication();
    await send();
    const [mail] = mailsTo(application.permittee);
    expect(mail?.subject).toBe(`Application ${application.registrationNo} received`);
    expect(mail?.text).toContain(
      `We hold your personal data to process your application; how we use it, and your rights: ${BASE_URL}/privacy`,
    );
    expect(mail?.text).not.toContain('the permittee’s personal data');
    expect(mail?.text).not.toContain("the permittee's personal data");
    expect(mail?.html).toContain(`<a href="${BASE_URL}/privacy">`);
    // Staff read it as sent, text and HTML, wherever they may read the application (a viewer too).
    const listed = await t.app.inject({ url: `/api/v1/staff/applications/${application.id}/messages`, headers: team.viewer.headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const message = json<{ items: MailMessage[] }>(listed).items.find((m) => m.recipientKind === 'permittee') as MailMessage;
    expect(message.text.trimEnd()).toBe(mail?.text?.trimEnd());
    expect(message.html).toContain(`<a href="${BASE_URL}/privacy">`);
    expect(message.html.startsWith('<!doctype html>')).toBe(true);
  });

  it('names what is missing without codes, and tells the permittee that the agency sends the documents', async () => {
    const application = await anApplication();
    await actOk(t, team.intake, application.id, { action: 'return_incomplete', reasons: 'The clearance is missing.' });
    await send();
    const mail = mailsTo(application.permittee).find((m) => m.subject?.includes('incomplete'));
    const text = mail?.text ?? '';
    expect(text).toContain('The following requirements are missing');
    expect(text).not.toMatch(CODE);
    expect(text).not.toMatch(/upload/i);
    expect(text).toContain(`${application.agencyName}, which submitted your application, sends us its documents`);
  });

  it('folds the acceptances of several documents into one email listing them; the agency still gets one event per document', async () => {
    const application = await anApplication();
    const documents = await uploadChecklist(application);
    expect(documents.length).toBeGreaterThanOrEqual(2);
    await send(); // the receipt
    const eventsBefore = await t.database.db
      .selectFrom('events')
      .select('data')
      .where('application_id', '=', application.id)
      .where('type', '=', 'notice.created')
      .execute();
    for (const document of documents) await actOk(t, team.intake, application.id, { action: 'accept_document', attachmentId: document.id });

    await send(); // within the window: nothing yet
    expect(mailsTo(application.permittee).filter((m) => m.subject?.includes('accepted'))).toEqual([]);
    await send(true);
    const accepted = mailsTo(application.permittee).filter((m) => m.subject?.includes('accepted'));
    expect(accepted.map((m) => m.subject)).toEqual([`${documents.length} documents accepted on application ${application.registrationNo}`]);
    const text = accepted[0]?.text ?? '';
    for (const document of documents) expect(text).toContain(`- “${document.title}”`);
    expect(text).not.toMatch(CODE);

    const listed = await t.app.inject({ url: `/api/v1/staff/applications/${application.id}/messages`, headers: team.admin.headers });
    const messages = json<{ items: MailMessage[] }>(listed).items.filter((m) => m.template === 'document_accepted');
    expect(messages.map((m) => [m.recipientKind, m.status])).toEqual([['permittee', 'sent']]);
    const events = await t.database.db
      .selectFrom('events')
      .select('data')
      .where('application_id', '=', application.id)
      .where('type', '=', 'notice.created')
      .execute();
    const acceptances = events
      .slice(eventsBefore.length)
      .filter((e) => (JSON.parse(e.data) as { log: string }).log === 'document_accepted');
    expect(acceptances).toHaveLength(documents.length);
  });

  it('sends a single acceptance as it is, without its code, once the window has passed', async () => {
    const application = await anApplication();
    const [first] = await uploadChecklist(application);
    await actOk(t, team.intake, application.id, { action: 'accept_document', attachmentId: first?.id });
    await send(true);
    const accepted = mailsTo(application.permittee).filter((m) => m.subject?.includes('accepted'));
    expect(accepted.map((m) => m.subject)).toEqual([`Document accepted on application ${application.registrationNo}`]);
    expect(accepted[0]?.text).toContain(`The document “${first?.title}” of application ${application.registrationNo} is accepted`);
  });

  it('issues the permit in words a permittee reads, with the permit type and the verification page', async () => {
    const submitted = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, submitted.receipt.id, team.approver);
    await send();
    const listed = await t.app.inject({ url: `/api/v1/staff/applications/${submitted.receipt.id}/messages`, headers: team.admin.headers });
    const issued = json<{ items: MailMessage[] }>(listed).items.filter((m) => m.template === 'permit_issued');
    const toPermittee = issued.find((m) => m.recipientKind === 'permittee') as MailMessage;
    const [mail] = mailsTo(toPermittee.recipient).filter((m) => m.subject?.startsWith('Permit issued'));
    const text = mail?.text ?? '';
    expect(text).toContain(`Permit ${permit.permit_no} is issued`);
    expect(text).toContain('your Gratuitous Permit');
    expect(text).not.toMatch(CODE);
    const link = new RegExp(`${BASE_URL}/verify/${permit.permit_no}\\?s=[A-Za-z0-9_-]{96}`).exec(text)?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`<a href="${link}">`);
    // The link is the certificate's own: the verification page answers it.
    const page = await t.app.inject({ url: (link as string).slice(BASE_URL.length), headers: { accept: 'application/json' } });
    expect(page.statusCode, page.body).toBe(200);
  });
});
