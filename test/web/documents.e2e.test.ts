import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../src/applications/application.schemas.js';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { bandedPng, pdf } from '../helpers/sample-files.js';
import { json } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';
import { BackOfficePage, chromiumInstalled, horizontalOverflow, launchChromium, logInThroughPage } from './browser.js';

/** A real multi-page PDF (the permit certificate's golden file), so the viewer has pages to show. */
const FORM_PDF = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/permits/certificate.golden.pdf'));

/**
 * The documents of an application in Chromium against the real service: an agency uploads through
 * the external API; intake views a PDF and an image in place, rejects one with a reason, accepts
 * another, waives a requirement; a colleague's review behind the page's back makes the next one a
 * 412 that offers the reload; a viewer's upload is refused with the problem's title and detail.
 */
describe.skipIf(!chromiumInstalled)('the documents of an application, in Chromium against the real service', () => {
  let x: AttachmentTestApp;
  let baseUrl: string;
  let browser: Browser;
  let intake: Member;
  let colleague: Member;
  let viewer: Member;
  let applicationId: string;
  let registrationNo: string;
  beforeAll(async () => {
    x = await createAttachmentTestApp('sqlite', 'filesystem');
    baseUrl = await x.t.app.listen({ port: 0, host: '127.0.0.1' });
    intake = await aMember(x.t, ['intake']);
    colleague = await aMember(x.t, ['intake']);
    viewer = await aMember(x.t, ['viewer']);
    const { agency, token, receipt } = await aSubmittedApplication(x.t);
    applicationId = receipt.id;
    registrationNo = receipt.registrationNo;
    const who = { agency, token, application: receipt.registrationNo };
    const uploads: [string, Buffer, string, string][] = [
      ['application-form.pdf', FORM_PDF, 'application_form', 'Application form'],
      ['endorsement.png', bandedPng(), 'endorsement_letter', 'Endorsement of the Dean'],
      ['proposal.pdf', pdf('Research proposal'), 'research_proposal', 'Research proposal'],
    ];
    for (const [fileName, content, type, title] of uploads) {
      const response = await uploadAsAgency(x.t, who, { fileName, content }, { type, title });
      if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
      json<Attachment>(response);
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await x?.close();
  });

  it('views documents in place, rejects, accepts and waives, meets a 412 and reloads', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, intake.user, `/app/applications/${applicationId}`);
      await page.getByRole('heading', { level: 1, name: registrationNo }).waitFor();
      const documents = page.getByRole('region', { name: 'Documents' });
      const checklist = documents.getByRole('table', { name: 'Requirement checklist' });
      const files = documents.getByRole('table', { name: 'Documents' });
      await checklist
        .getByRole('row', { name: /Application form/ })
        .getByText('To review')
        .waitFor();
      await ui.assertAccessible(`/app/applications/${applicationId} with documents`);
      expect(await horizontalOverflow(page)).toBe(0);

      // The PDF in the browser's own viewer, framed from the inline file route.
      const inline = page.waitForResponse((response) => response.url().includes('/file?disposition=inline'));
      await files.getByRole('button', { name: 'View Application form' }).click();
      const answer = await inline;
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-disposition']).toMatch(/^inline;/);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      const viewerFigure = documents.getByRole('figure', { name: 'Viewer: Application form' });
      await viewerFigure.locator('iframe[title="Application form"]').waitFor();
      await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
      await ui.assertAccessible('the PDF viewer');
      await viewerFigure.scrollIntoViewIfNeeded();
      await ui.screenshot('application-document-viewer');

      // An image as itself; by keyboard this time.
      await files.getByRole('button', { name: 'View Endorsement of the Dean' }).focus();
      await page.keyboard.press('Enter');
      const image = documents.getByRole('img', { name: 'Endorsement of the Dean' });
      await image.waitFor({ state: 'attached' });
      await expect.poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)).toBe(480);
      await image.waitFor();

      // Reject one with a reason.
      await files.getByRole('button', { name: 'Reject Research proposal' }).click();
      const reject = page.getByRole('dialog', { name: 'Reject a document' });
      await reject.getByRole('textbox', { name: /^Reason/ }).fill('The proposal has no methodology section.');
      await ui.assertAccessible('the reject form');
      await reject.getByRole('button', { name: 'Reject a document' }).click();
      await reject.waitFor({ state: 'hidden' });
      await checklist
        .getByRole('row', { name: /Research proposal/ })
        .getByText('The proposal has no methodology section.')
        .waitFor();
      await files
        .getByRole('row', { name: /Research proposal/ })
        .getByText('Rejected')
        .waitFor();

      // Accept another: one click, no form; the focus lands on what was done.
      await files.getByRole('button', { name: 'Accept Application form' }).click();
      await documents.getByRole('status').filter({ hasText: 'Accepted: Application form.' }).waitFor();
      expect((await ui.focused()).name).toContain('Accepted: Application form.');
      await checklist
        .getByRole('row', { name: /Application form/ })
        .getByText('Accepted')
        .waitFor();

      // Waive a requirement with no file.
      await checklist.getByRole('button', { name: /^Waive Prior clearance/ }).click();
      const waive = page.getByRole('dialog', { name: 'Waive a requirement' });
      await waive.getByRole('textbox', { name: /^Reason/ }).fill('Collection is on private land with the owner’s consent.');
      await waive.getByRole('button', { name: 'Waive a requirement' }).click();
      await waive.waitFor({ state: 'hidden' });
      await checklist
        .getByRole('row', { name: /Prior clearance/ })
        .getByText('Waived')
        .waitFor();
      await page
        .getByRole('region', { name: 'Timeline' })
        .getByText(/Requirement waived/)
        .first()
        .waitFor();
      await ui.assertAccessible('the documents, reviewed');
      // The section at the top of the window, below the shell's header.
      await documents.evaluate((element) => {
        (element as unknown as { scrollIntoView(options: object): void }).scrollIntoView({ block: 'start' });
        (globalThis as unknown as { scrollBy(x: number, y: number): void }).scrollBy(0, -80);
      });
      await ui.screenshot('application-documents');

      // A colleague accepts the endorsement behind this page's back: this page's review is stale.
      const endorsementId = await files
        .getByRole('link', { name: 'endorsement.png' })
        .getAttribute('href')
        .then((href) => href?.split('/attachments/')[1]?.split('/')[0]);
      await actOk(x.t, colleague, applicationId, { action: 'accept_document', attachmentId: endorsementId });
      await files.getByRole('button', { name: 'Reject Endorsement of the Dean' }).click();
      const stale = page.getByRole('dialog', { name: 'Reject a document' });
      await stale.getByRole('textbox', { name: /^Reason/ }).fill('Unsigned.');
      await stale.getByRole('button', { name: 'Reject a document' }).click();
      await stale.getByText('Someone else changed this record').waitFor();
      await ui.assertAccessible('the reject form with the 412');
      await stale.getByRole('button', { name: 'Reload' }).click();
      await stale.waitFor({ state: 'hidden' });
      await files
        .getByRole('row', { name: /Endorsement of the Dean/ })
        .getByText('Accepted')
        .waitFor();

      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
      // The browser's own PDF viewer loads its files from the browser (chrome-extension:, chrome:); nothing goes to another site.
      expect(ui.elsewhere.filter((url) => !/^chrome(-extension)?:\/\//.test(url))).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 180_000);

  it('offers a viewer no upload and no review (the service would refuse both), and still shows every file', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, viewer.user, `/app/applications/${applicationId}`);
      await page.getByRole('heading', { level: 1, name: registrationNo }).waitFor();
      const documents = page.getByRole('region', { name: 'Documents' });
      await documents.getByRole('table', { name: 'Documents' }).waitFor();
      expect(await documents.getByRole('button', { name: /^(Accept|Reject|Waive) / }).count()).toBe(0);
      // The session's uploadDocuments is false for a viewer: the upload the service refuses
      // ("Adding documents needs the intake, evaluator, chief, approver or admin role") is not offered.
      expect(await documents.getByRole('button', { name: 'Upload a document' }).count()).toBe(0);
      expect(await documents.getByRole('button', { name: /^View / }).count()).toBeGreaterThan(0);
      await ui.assertAccessible("a viewer's documents");
      await ui.screenshot('application-documents-viewer');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);
});
