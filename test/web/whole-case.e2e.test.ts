import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../src/applications/application.schemas.js';
import { aMember, type Member, staffViewOf } from '../helpers/actions.js';
import { uploadAsAgency } from '../helpers/attachments.js';
import { permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { pdf } from '../helpers/sample-files.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';
import { BackOfficePage, chromiumInstalled, launchChromium, logInThroughPage } from './browser.js';

/** The Manila calendar date `days` from today (an answer-by date must be after today). */
function manilaDateIn(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The whole case, as issue 12 §4 tells it: an agency submits through the external API; then, in
 * Chromium against the real service, intake returns it as incomplete; the agency answers with its
 * documents; intake accepts each document and the application; an evaluator claims it, requests
 * information (the agency answers), refers it, records the clearance and recommends; a chief
 * endorses; an approver approves and issues the permit; and the permit's public verification page
 * says it is valid. Each person works in a browser of their own; every page is checked by axe.
 */
describe.skipIf(!chromiumInstalled)('an application from submission to a verified permit, in Chromium against the real service', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let intake: Member;
  let evaluator: Member;
  let chief: Member;
  let approver: Member;
  beforeAll(async () => {
    const port = await freePort();
    service = await createTestApp('sqlite', permitEnv({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }));
    baseUrl = await service.app.listen({ port, host: '127.0.0.1' });
    intake = await aMember(service, ['intake']);
    evaluator = await aMember(service, ['evaluator']);
    chief = await aMember(service, ['chief']);
    approver = await aMember(service, ['approver']);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  /** Opens the application's page as `who`, in a browser context of their own. */
  async function openAs(who: Member, applicationId: string, registrationNo: string): Promise<BackOfficePage> {
    const ui = await BackOfficePage.open(browser, baseUrl);
    await logInThroughPage(ui, who.user, `/app/applications/${applicationId}`);
    await ui.page.getByRole('heading', { level: 1, name: registrationNo }).waitFor();
    return ui;
  }

  /** Takes an action from the page's action bar: its button, its form filled by `fill`, sent. */
  async function act(page: Page, label: string, fill?: (form: Locator) => Promise<void>): Promise<void> {
    await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: label, exact: true }).click();
    const form = page.getByRole('dialog', { name: label });
    await fill?.(form);
    await form.getByRole('button', { name: label, exact: true }).click();
    await form.waitFor({ state: 'hidden' });
  }

  async function showsStatus(page: Page, status: string): Promise<void> {
    await page.getByText(status, { exact: true }).first().waitFor();
  }

  it('is submitted, completed, evaluated, decided and issued, and its permit verifies as valid', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(service);
    const { id, registrationNo } = receipt;
    const agencyPost = async (what: 'responses', body: object) => {
      const response = await service.app.inject({
        method: 'POST',
        url: `/api/v1/external/application/${registrationNo}/agency/${agency}/${what}`,
        headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };

    // Intake returns it as incomplete, naming what is missing.
    let ui = await openAs(intake, id, registrationNo);
    await act(ui.page, 'Return as incomplete', async (form) => {
      await form.getByRole('textbox', { name: /^Missing requirements/ }).fill('Every document of the checklist');
      await form.getByRole('textbox', { name: /^Reasons/ }).fill('The application came with no documents.');
    });
    await showsStatus(ui.page, 'Incomplete');
    await ui.assertAccessible('the application, incomplete');

    // The agency answers with each required document, through the external API.
    const { documents } = await staffViewOf(service, intake, id);
    const required = documents.checklist.filter((item) => documents.missingRequirements.includes(item.type));
    expect(required.length).toBeGreaterThan(0);
    const titles: string[] = [];
    for (const item of required) {
      const uploaded = await uploadAsAgency(
        service,
        { agency, token, application: registrationNo },
        { fileName: `${item.type}.pdf`, content: pdf(item.title) },
        { type: item.type, title: item.title },
      );
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      titles.push(json<Attachment>(uploaded).title);
    }
    await agencyPost('responses', { message: 'The documents are attached.' });

    // Intake accepts each document, then the application.
    await ui.page.reload();
    await showsStatus(ui.page, 'Submitted');
    const files = ui.page.getByRole('region', { name: 'Documents' }).getByRole('table', { name: 'Documents' });
    for (const title of titles) {
      // One click each, straight after the other: each sends the ETag the last acceptance produced.
      await files.getByRole('button', { name: `Accept ${title}`, exact: true }).click();
      await ui.page.getByText(`Accepted: ${title}.`).waitFor();
    }
    await act(ui.page, 'Accept as complete');
    await showsStatus(ui.page, 'Accepted');
    await ui.assertAccessible('the application, accepted');
    await ui.close();

    // The evaluator claims it, asks for information, refers it, records the clearance, recommends.
    ui = await openAs(evaluator, id, registrationNo);
    await act(ui.page, 'Claim');
    await act(ui.page, 'Start evaluation');
    await showsStatus(ui.page, 'Under evaluation');
    await act(ui.page, 'Request information', async (form) => {
      await form.getByRole('textbox', { name: /^What is needed/ }).fill('The GPS coordinates of each collection site.');
      await form.getByLabel(/^Answer by/).fill(manilaDateIn(14));
    });
    await ui.page
      .getByRole('region', { name: 'Timeline' })
      .getByText(/request for information/i)
      .first()
      .waitFor();
    await agencyPost('responses', { message: 'Coordinates: 14.1652 N, 121.2411 E and 14.1701 N, 121.2398 E.' });
    await ui.page.reload();
    await ui.page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Refer', exact: true }).waitFor();
    await act(ui.page, 'Refer', async (form) => {
      await form.getByRole('combobox', { name: /^Referral body/ }).selectOption('pamb');
      await form
        .getByRole('textbox', { name: /^What the body is asked/ })
        .fill('Clearance for collection inside the protected area, please.');
    });
    await act(ui.page, 'Record the clearance', async (form) => {
      await form.getByRole('combobox', { name: /^Outcome/ }).selectOption('granted');
      await form.getByRole('textbox', { name: /^Clearance details/ }).fill('PAMB Resolution No. 12, series of 2026: cleared.');
    });
    // Issue 28 §1: the evaluator drafts the permit's terms (a quantity per species × site, an assistant) before recommending.
    const terms = ui.page.getByRole('form', { name: 'Permit’s terms' });
    const lines = await terms.getByLabel(/^Quantity, line/).count();
    expect(lines).toBeGreaterThan(0);
    for (let line = 1; line <= lines; line++) {
      await terms.getByLabel(`Quantity, line ${line}`).fill(String(10 * line));
      await terms.getByRole('combobox', { name: `Unit, line ${line}` }).selectOption('specimens');
    }
    await terms.getByRole('button', { name: 'Add an assistant' }).click();
    await terms.getByLabel('Name, assistant 1').fill('Jose Cruz');
    await terms.getByLabel('Affiliation, assistant 1').fill('University of the Philippines Los Baños');
    await terms.getByRole('button', { name: 'Add a special condition' }).click();
    await expect.poll(() => terms.getByText(/^Printed on the certificate as condition \d+$/).count()).toBe(1);
    await terms.getByRole('textbox', { name: 'Special condition 1' }).fill('Voucher specimens are deposited at the National Museum.');
    await ui.screenshot('terms-editor', { fullPage: true });
    await terms.getByRole('button', { name: 'Save the terms' }).click();
    await terms.getByRole('status').getByText('The terms are saved.').waitFor();
    await ui.assertAccessible('the application, terms drafted');
    await act(ui.page, 'Recommend', async (form) => {
      await form.getByRole('combobox', { name: /^Recommendation/ }).selectOption('approve');
      await form.getByRole('textbox', { name: /^Reasons/ }).fill('Complete, cleared by PAMB, and within the limits of the species listed.');
    });
    await showsStatus(ui.page, 'For decision');
    await ui.assertAccessible('the application, for decision');
    await ui.close();

    // The chief takes it, endorses, and hands it to the approver (each signatory acts on it assigned).
    ui = await openAs(chief, id, registrationNo);
    const page = ui.page;
    const assignTo = async (name: string) =>
      act(page, 'Assign', async (form) => {
        const option = form.getByRole('option', { name: new RegExp(`^${name} \\(`) });
        await option.waitFor({ state: 'attached' });
        await form.getByRole('combobox', { name: /^Assignee/ }).selectOption({ label: (await option.textContent()) ?? '' });
      });
    await assignTo(chief.user.name);
    await act(page, 'Endorse');
    await page
      .getByRole('region', { name: 'Timeline' })
      .getByText(/endorse/i)
      .first()
      .waitFor();
    await assignTo(approver.user.name);
    await ui.close();

    // The approver approves and issues the permit; its verification page says it is valid.
    ui = await openAs(approver, id, registrationNo);
    // The approver changes the draft (the first line's quantity), saying why: the journal keeps it.
    const decided = ui.page.getByRole('form', { name: 'Permit’s terms' });
    await decided.getByLabel('Quantity, line 1').fill('6');
    await decided.getByRole('button', { name: 'Save the terms' }).click();
    await decided.getByText('Say why the terms change: it is journalled').waitFor();
    await decided.getByRole('textbox', { name: /^Reason for the change/ }).fill('Six are enough for the phylogeography.');
    await decided.getByRole('button', { name: 'Save the terms' }).click();
    await decided.getByRole('status').getByText('The terms are saved.').waitFor();
    await act(ui.page, 'Approve', async (form) => {
      await form.getByText(/Becomes a special condition of the permit/).waitFor();
      await form.getByRole('textbox', { name: /^Conditions or remarks/ }).fill('No collection within 200 metres of a nesting site.');
    });
    await showsStatus(ui.page, 'Approved');
    const permit = ui.page.getByRole('region', { name: 'Permit', exact: true });
    await permit.getByRole('button', { name: 'Issue the permit' }).click();
    const issue = ui.page.getByRole('form', { name: 'Issue the permit' });
    // The preview before the irreversible step: the approved terms, the approver's condition among them.
    const specimens = issue.getByRole('table', { name: 'Authorised specimens the permit will state' });
    await specimens.getByRole('cell', { name: '6 specimens' }).waitFor();
    await issue.getByText('No collection within 200 metres of a nesting site.').waitFor();
    await issue.getByText(/Jose Cruz/).waitFor();
    await issue.getByRole('button', { name: 'Issue the permit' }).click();
    // A refusal stays in the form: say it, rather than time out waiting for the form to close.
    const refused = issue.getByRole('alert');
    await Promise.race([
      issue.waitFor({ state: 'detached' }),
      refused.waitFor().then(async () => expect.fail(`the issue was refused: ${await refused.innerText()}`)),
    ]);
    await permit.getByText('Issued, in force').first().waitFor();
    await ui.assertAccessible('the application, permit issued');
    // The permit page: the terms it was issued with, and the balance per line (nothing collected yet).
    const issuedTerms = ui.page.getByRole('region', { name: 'Permit’s terms' });
    await issuedTerms.getByText(/issued: in force/).waitFor();
    await issuedTerms.getByRole('cell', { name: '6 specimens' }).waitFor();
    await issuedTerms.getByText('No collection within 200 metres of a nesting site.').waitFor();
    const balance = ui.page
      .getByRole('region', { name: 'Balance and movements' })
      .getByRole('table', { name: 'Balance per authorised line' });
    await balance.getByRole('cell', { name: '6 specimens' }).waitFor();
    await ui.screenshot('permit-terms-balance', { fullPage: true });
    const link = await permit.getByRole('textbox', { name: /^Verification link/ }).inputValue();
    expect(link.startsWith(`${baseUrl}/verify/GP-`)).toBe(true);
    await ui.page.goto(link);
    await ui.page.getByRole('heading', { level: 2, name: 'Valid' }).waitFor();
    expect(ui.errors).toEqual([]);
    await ui.close();

    // What the agency reads back: the permit, issued.
    const detail = await service.app.inject({
      url: `/api/v1/external/application/${registrationNo}/agency/${agency}`,
      headers: bearer(token),
    });
    const readBack = json<{ status: string; gp: { permitNo: string }[] }>(detail);
    expect(readBack.status).toBe('issued');
    expect(link).toContain(`/verify/${readBack.gp[0]?.permitNo}?`);
  }, 240_000);
});
