import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, type Member } from '../helpers/actions.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, horizontalOverflow, launchChromium, logInThroughPage, TABLET } from './browser.js';

/** What the page's own code sees, typed here (the service's program has no DOM library). */
interface PageNavigator {
  navigator: { clipboard: { readText(): Promise<string> } };
}

/**
 * The permit in Chromium against the real service: an approver issues the permit of an approved
 * application, previews its certificate, opens its verification link (valid), suspends and
 * reinstates it; an ABS publisher previews, copies and downloads the IRCC document, is refused a
 * step out of order and records the submission; a viewer sees the permit and no action on it.
 */
describe.skipIf(!chromiumInstalled)('the permit and its Clearing-House record, in Chromium against the real service', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let approver: Member;
  let publisher: Member;
  let viewer: Member;
  beforeAll(async () => {
    const port = await freePort();
    service = await createTestApp('sqlite', permitEnv({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }));
    baseUrl = await service.app.listen({ port, host: '127.0.0.1' });
    approver = await aMember(service, ['approver']);
    publisher = await aMember(service, ['abs_publisher']);
    viewer = await aMember(service, ['viewer']);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('issues the permit, previews its certificate, opens its verification link, and suspends and reinstates it', async () => {
    const { receipt } = await anApprovedApplication(service);
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, approver.user, `/app/applications/${receipt.id}`);
      await page.getByRole('heading', { level: 1, name: receipt.registrationNo }).waitFor();
      const permit = page.getByRole('region', { name: 'Permit', exact: true });
      await permit.getByText('Approved: issue the permit').waitFor();
      await ui.assertAccessible('the application page, approved');

      await permit.getByRole('button', { name: 'Issue the permit' }).click();
      const issue = page.getByRole('form', { name: 'Issue the permit' });
      // Before the irreversible step: what the settings put on the permit, and its certificate as a specimen.
      const defaults = issue.getByRole('region', { name: 'The permit will be issued with' });
      await defaults.getByRole('row', { name: /^Valid for 12 months/ }).waitFor();
      await ui.assertAccessible('the issue form');
      await ui.screenshot('issue-dialog');
      const specimenLink = defaults.getByRole('link', { name: /Preview the certificate/ });
      const [specimenTab] = await Promise.all([page.context().waitForEvent('page'), specimenLink.click()]);
      const specimen = await page.request.get(`${baseUrl}${(await specimenLink.getAttribute('href')) ?? ''}`);
      expect(specimen.status()).toBe(200);
      expect(specimen.headers()['content-type']).toBe('application/pdf');
      expect((await specimen.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(new URL(specimenTab?.url() ?? '').pathname).toBe(`/api/v1/staff/applications/${receipt.id}/permit-preview/certificate`);
      await specimenTab?.close();
      await issue.getByRole('button', { name: 'Issue the permit' }).click();
      await issue.waitFor({ state: 'detached' });
      const permitNo =
        (await permit
          .getByText(/^GP-\d{4}-0001$/)
          .first()
          .textContent()) ?? '';
      expect(permitNo).toMatch(/^GP-\d{4}-0001$/);
      await permit.getByText('Issued, in force').first().waitFor();
      await permit
        .getByRole('table', { name: 'Certificate history' })
        .getByRole('link', { name: new RegExp(`\\(${permitNo}\\)`) })
        .waitFor();
      await ui.assertAccessible('the application page, issued');
      await page.evaluate('document.querySelector(\'section[aria-label="Permit"]\').scrollIntoView()');
      await page.mouse.wheel(0, -72);
      await ui.screenshot('permit-issued');

      // The preview: the certificate fetched (a logged download) and shown from a blob: URL, under the page's policy.
      await permit.getByRole('button', { name: 'Preview the certificate' }).click();
      const frame = permit.locator(`iframe[title="Certificate of permit ${permitNo}"]`);
      await frame.waitFor();
      const source = (await frame.getAttribute('src')) ?? '';
      expect(source).toMatch(/^blob:/);
      // Chromium's own PDF viewer (an extension's frame inside the blob's) shows it.
      await expect.poll(() => page.frames().some((inner) => inner.url().startsWith('chrome-extension://')), { timeout: 15_000 }).toBe(true);
      await frame.scrollIntoViewIfNeeded();
      await ui.assertAccessible('the certificate preview');
      await ui.screenshot('permit-certificate');
      const downloads = await service.database.db
        .selectFrom('audit_events')
        .select('action')
        .where('action', '=', 'permit.certificate_downloaded')
        .execute();
      expect(downloads).toHaveLength(1);

      // The verification link, as its QR code prints it: the public page says the permit is valid.
      const link = await permit.getByRole('textbox', { name: /^Verification link/ }).inputValue();
      expect(link.startsWith(`${baseUrl}/verify/${permitNo}?s=`)).toBe(true);
      await permit.getByRole('img', { name: `QR code of the verification link of ${permitNo}` }).waitFor();
      await permit.getByRole('heading', { name: 'Certificate history' }).scrollIntoViewIfNeeded();
      await ui.screenshot('permit-verification');
      const [verification] = await Promise.all([
        page.context().waitForEvent('page'),
        permit.getByRole('link', { name: 'Open the verification page' }).click(),
      ]);
      await verification.getByRole('heading', { level: 2, name: 'Valid' }).waitFor();
      expect(await verification.getByRole('heading', { level: 1 }).textContent()).toContain(permitNo);
      await verification.close();

      // A status action needs its reasons; the status and its reason show once taken.
      await permit.getByRole('button', { name: 'Suspend the permit' }).click();
      const suspend = page.getByRole('form', { name: 'Suspend the permit' });
      await suspend.getByRole('button', { name: 'Suspend the permit' }).click();
      await suspend.getByText('Enter reasons').waitFor();
      await suspend.getByRole('textbox', { name: /^Reasons/ }).fill('Collection outside the permitted barangays, under investigation.');
      await suspend.getByRole('button', { name: 'Suspend the permit' }).click();
      await suspend.waitFor({ state: 'detached' });
      await permit.getByText('Suspended', { exact: true }).first().waitFor();
      await permit.getByText('Collection outside the permitted barangays, under investigation.').waitFor();
      await ui.assertAccessible('the application page, permit suspended');
      // A suspended permit offers reinstatement, not another suspension.
      await permit.getByRole('button', { name: 'Suspend the permit' }).waitFor({ state: 'detached' });
      await permit.getByRole('button', { name: 'Reinstate the permit' }).click();
      const reinstate = page.getByRole('form', { name: 'Reinstate the permit' });
      await reinstate.getByRole('button', { name: 'Reinstate the permit' }).click();
      await reinstate.waitFor({ state: 'detached' });
      await permit.getByText('Issued, in force').first().waitFor();
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 180_000);

  it('lets a publisher copy and download the IRCC document, refuses a step out of order, and records the submission', async () => {
    const { receipt } = await anApprovedApplication(service);
    const issued = await issuePermitFor(service, receipt.id, approver);
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    try {
      await logInThroughPage(ui, publisher.user, `/app/applications/${receipt.id}`);
      await page.getByRole('heading', { level: 1, name: receipt.registrationNo }).waitFor();
      const house = page.getByRole('region', { name: 'ABS Clearing-House' });
      await house.getByText('Ready to submit').waitFor();
      await house.getByRole('button', { name: 'Show the IRCC document' }).click();
      const document = house.getByRole('region', { name: `absPermit document of ${issued.permit_no}` });
      await document.waitFor();
      // A fresh install has no CNA record nor providers in absch.publication: the check says so, field by field.
      await house.getByText('The Clearing-House would refuse this document').waitFor();
      await house.getByText('Competent national authority', { exact: true }).first().waitFor();

      await house.getByRole('button', { name: 'Copy the JSON' }).click();
      await house.getByRole('button', { name: 'Document copied' }).waitFor();
      const copied = JSON.parse(await page.evaluate(() => (globalThis as unknown as PageNavigator).navigator.clipboard.readText())) as {
        header: { schema: string };
        title: unknown;
      };
      expect(copied.header.schema).toBe('absPermit');
      expect(JSON.stringify(copied.title)).toContain(issued.permit_no);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        house.getByRole('link', { name: `Download absPermit-${issued.permit_no}.json` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`absPermit-${issued.permit_no}.json`);
      expect(JSON.parse(await readFile(await download.path(), 'utf8'))).toEqual(copied);
      await house.scrollIntoViewIfNeeded();
      await ui.assertAccessible('the IRCC document');
      await ui.screenshot('permit-clearing-house-document');

      // Published before it was submitted: the service refuses, and the form shows its title and detail.
      await house.getByRole('button', { name: 'Record ABS Clearing-House status' }).click();
      const record = page.getByRole('form', { name: 'Record ABS Clearing-House status' });
      await record.getByRole('combobox', { name: /^Status/ }).selectOption('published');
      await record.getByRole('textbox', { name: /^IRCC identifier/ }).fill('ABSCH-IRCC-PH-260001-1');
      await record.getByRole('button', { name: 'Record ABS Clearing-House status' }).click();
      const refusal = record.getByRole('alert');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(/submitted/);
      await ui.assertAccessible('the refused Clearing-House step');
      await ui.screenshot('permit-clearing-house-refused');
      await record.getByRole('combobox', { name: /^Status/ }).selectOption('submitted');
      await record.getByRole('textbox', { name: /^IRCC identifier/ }).fill('');
      await record.getByRole('button', { name: 'Record ABS Clearing-House status' }).click();
      await record.waitFor({ state: 'detached' });
      await house.getByText('Submitted, waiting for the Publishing Authority').waitFor();
      await house.getByText(issued.id, { exact: true }).waitFor();
      await ui.assertAccessible('the application page, submitted to the Clearing-House');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 180_000);

  it('shows a viewer the permit with no action on it, on a tablet with nothing sticking out sideways', async () => {
    const { receipt } = await anApprovedApplication(service);
    const issued = await issuePermitFor(service, receipt.id, approver);
    const ui = await BackOfficePage.open(browser, baseUrl, TABLET);
    const { page } = ui;
    try {
      await logInThroughPage(ui, viewer.user, `/app/applications/${receipt.id}`);
      await page.getByRole('heading', { level: 1, name: receipt.registrationNo }).waitFor();
      const permit = page.getByRole('region', { name: 'Permit', exact: true });
      await permit.getByText(issued.permit_no, { exact: true }).first().waitFor();
      await page.getByRole('region', { name: 'Actions' }).getByText('No action of yours is open on this application now.').waitFor();
      for (const section of [permit, page.getByRole('region', { name: 'ABS Clearing-House' })]) {
        expect(await section.getByRole('button', { name: /Issue|Suspend|Reinstate|Revoke|Void|Renew|Amend|Record/ }).count()).toBe(0);
      }
      await ui.assertAccessible('the application page, issued, as a viewer');
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);
});
