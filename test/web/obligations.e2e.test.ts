import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp } from '../helpers/attachments.js';
import { agencyObligations, anIssuedPermit, aSpecimenRow, type IssuedPermit, submitAsAgency } from '../helpers/obligations.js';
import { permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { BackOfficePage, chromiumInstalled, horizontalOverflow, launchChromium, logInThroughPage, TABLET } from './browser.js';

/**
 * A permit's obligations in Chromium against the real service (issue 20 §5): the agency's collection
 * report with a row the permit does not cover is shown beside the permit's species, the row highlighted
 * and the flag said; a chief accepts it on the obligation's row; the page passes axe and fits a tablet.
 */
describe.skipIf(!chromiumInstalled)("a permit's obligations, in Chromium against the real service", () => {
  let x: AttachmentTestApp;
  let baseUrl: string;
  let browser: Browser;
  let chief: Member;
  let permit: IssuedPermit;
  let reportTitle: string;
  beforeAll(async () => {
    const port = await freePort();
    x = await createAttachmentTestApp('sqlite', 'filesystem', permitEnv({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }));
    baseUrl = await x.t.app.listen({ port, host: '127.0.0.1' });
    const approver = await aMember(x.t, ['approver']);
    chief = await aMember(x.t, ['chief']);
    permit = await anIssuedPermit(x.t, approver);
    const report = (await agencyObligations(x.t, permit)).find((obligation) => obligation.type === 'collection_report');
    if (report === undefined) throw new Error('no collection report owed');
    reportTitle = report.title;
    const rows = [aSpecimenRow(), aSpecimenRow({ scientificName: 'Rana catesbeiana', dateCollected: '2026-12-02' })];
    const submitted = await submitAsAgency(x.t, permit, report.id, { specimens: JSON.stringify(rows) });
    if (submitted.statusCode !== 201) throw new Error(`submission answered ${submitted.statusCode}: ${submitted.body}`);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await x?.close();
  });

  it('shows the flagged report beside the permit’s species, and accepts it on its row', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, chief.user, `/app/applications/${permit.receipt.id}`);
      const obligations = page.getByRole('region', { name: 'Obligations', exact: true });
      const report = obligations.getByRole('article', { name: reportTitle });
      const specimens = report.getByRole('table', { name: 'Specimens reported' });
      await specimens.waitFor();
      await report.getByText('1 of 2 rows do not match the permit').waitFor();
      expect(await specimens.locator('mark').allTextContents()).toEqual(['Rana catesbeiana']);
      await specimens.getByText('Species not on the permit').waitFor();
      await report.getByRole('table', { name: 'Authorised by the permit' }).getByText('Platymantis luzonensis').waitFor();
      await ui.assertAccessible('the application page with its obligations');
      await report.scrollIntoViewIfNeeded();
      await ui.screenshot('permit-obligations');

      await report.getByRole('button', { name: `Accept: ${reportTitle}` }).click();
      const form = page.getByRole('form', { name: 'Accept an obligation' });
      await ui.assertAccessible('the accept form');
      await form.getByRole('button', { name: 'Accept an obligation' }).click();
      await form.waitFor({ state: 'detached' });
      await report.getByText('Accepted', { exact: true }).first().waitFor();
      expect(await report.getByRole('button', { name: /^(Accept|Reject|Waive):/ }).count()).toBe(0);
      const status = await x.t.database.db
        .selectFrom('permit_obligations')
        .select('status')
        .where('application_id', '=', permit.receipt.id)
        .where('type', '=', 'collection_report')
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('accepted');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);

  it('fits a tablet with nothing sticking out sideways', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl, TABLET);
    const { page } = ui;
    try {
      await logInThroughPage(ui, chief.user, `/app/applications/${permit.receipt.id}`);
      await page.getByRole('region', { name: 'Obligations', exact: true }).getByRole('table', { name: 'Specimens reported' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await ui.close();
    }
  }, 120_000);
});
