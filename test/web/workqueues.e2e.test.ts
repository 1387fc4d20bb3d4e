import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { meetRequirements } from '../helpers/requirements.js';
import type { TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';
import { BackOfficePage, chromiumInstalled, launchChromium, logInThroughPage, startService } from './browser.js';

/**
 * The workqueues and the application page in Chromium against the real service: an agency submits
 * through the external API; intake finds it in its queue, searches for it, opens it; a colleague
 * acts on it meanwhile, so the page's action meets a 412 and offers the reload; then intake accepts it.
 * The agency has uploaded the required documents and intake accepted them beforehand (`accept`
 * waits for the checklist), through the same routes.
 */
describe.skipIf(!chromiumInstalled)('workqueues and the application page, in Chromium against the real service', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let intake: Member;
  let colleague: Member;
  let registrationNo: string;
  let applicationId: string;
  beforeAll(async () => {
    ({ service, baseUrl } = await startService());
    intake = await aMember(service, ['intake']);
    colleague = await aMember(service, ['intake']);
    const { receipt, agency, token } = await aSubmittedApplication(service);
    registrationNo = receipt.registrationNo;
    applicationId = receipt.id;
    await meetRequirements(service, intake, { id: receipt.id, agency, token });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('finds a submitted application in the intake queue, opens it, meets a 412, reloads and accepts it', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, intake.user, '/app/workqueues?queue=unassigned_intake');
      await page.getByRole('heading', { level: 1, name: 'Workqueues' }).waitFor();
      const queues = page.getByRole('navigation', { name: 'Workqueues' });
      const intakeQueue = queues.getByRole('button', { name: /Unassigned intake/ });
      await intakeQueue.waitFor();
      await page.waitForFunction(() =>
        (globalThis as unknown as { document: { querySelector(s: string): { textContent: string } | null } }).document
          .querySelector('nav[aria-label="Workqueues"] [aria-current="true"]')
          ?.textContent.includes('1'),
      );
      const table = page.getByRole('table', { name: 'Unassigned intake applications' });
      await table.getByRole('link', { name: registrationNo }).waitFor();
      await ui.assertAccessible('/app/workqueues?queue=unassigned_intake');
      await ui.screenshot('workqueues');

      // Search, accents ignored by the service; the search lands in the URL.
      await page.getByRole('searchbox', { name: 'Search applications' }).fill('santos');
      await page.keyboard.press('Enter');
      await page.waitForURL(/q=santos/);
      // A search looks in every application the user may read, whatever queue was chosen (issue 18).
      await page.getByRole('table', { name: 'All applications' }).getByRole('link', { name: registrationNo }).waitFor();
      await page.getByRole('searchbox', { name: 'Search applications' }).fill('nobody-by-this-name');
      await page.keyboard.press('Enter');
      await page.getByText('No application matches').waitFor();
      await ui.assertAccessible('/app/workqueues with no match');

      await page.goto(`${baseUrl}/app/workqueues?queue=unassigned_intake`);
      await table.getByRole('link', { name: registrationNo }).click();
      await page.getByRole('heading', { level: 1, name: registrationNo }).waitFor();
      await page.getByRole('region', { name: 'Timeline' }).getByText('Submitted').first().waitFor();
      await ui.assertAccessible(`/app/applications/${applicationId}`);
      await ui.screenshot('application', { fullPage: true });

      await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Accept as complete' }).click();
      const accept = page.getByRole('dialog', { name: 'Accept as complete' });
      await ui.assertAccessible('the accept form');
      await accept.getByRole('button', { name: 'Accept as complete' }).click();
      await accept.waitFor({ state: 'hidden' });
      await page.getByText('Accepted', { exact: true }).first().waitFor();
      await page.getByRole('region', { name: 'Timeline' }).getByText('Notice of acceptance', { exact: true }).waitFor();
      await ui.assertAccessible('the application page, accepted');

      // Another application: a colleague returns it as incomplete behind this page's back, so the page's version is stale.
      const { receipt: second, agency, token } = await aSubmittedApplication(service);
      await meetRequirements(service, colleague, { id: second.id, agency, token }, 'waive');
      await page.goto(`${baseUrl}/app/applications/${second.id}`);
      await page.getByRole('heading', { level: 1, name: second.registrationNo }).waitFor();
      await actOk(service, colleague, second.id, {
        action: 'return_incomplete',
        missingItems: ['Prior informed consent'],
        reasons: 'The PIC is missing.',
      });
      await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Accept as complete' }).click();
      const stale = page.getByRole('dialog', { name: 'Accept as complete' });
      await stale.getByRole('button', { name: 'Accept as complete' }).click();
      await stale.getByText('Someone else changed this record').waitFor();
      await ui.assertAccessible('the application page with the 412');
      await ui.screenshot('application-stale');
      await stale.getByRole('button', { name: 'Reload' }).click();
      await page.getByText('Incomplete', { exact: true }).first().waitFor();
      await page
        .getByRole('region', { name: 'Actions' })
        .getByRole('button', { name: 'Accept as complete' })
        .waitFor({ state: 'detached' });
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);

  it('downloads a search as CSV with the Export CSV button: the file Excel opens, the rows the table lists', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, intake.user, '/app/workqueues?q=santos');
      const table = page.getByRole('table', { name: 'All applications' });
      await table.getByRole('link', { name: registrationNo }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^search-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
      expect(header).toEqual(['Registration no.', 'Clock', 'Permittee', 'Agency', 'Application type', 'Status', 'Assignee', 'Received']);
      const shown = await table.locator('tbody tr').count();
      expect(rows).toHaveLength(shown);
      expect(rows.map((row) => row[0])).toContain(registrationNo);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 60_000);
});
