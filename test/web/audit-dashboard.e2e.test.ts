import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOk, aMember, type Member } from '../helpers/actions.js';
import { meetRequirements } from '../helpers/requirements.js';
import { createStaff, loginAs, type TestStaff } from '../helpers/staff.js';
import type { TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';
import { BackOfficePage, chromiumInstalled, launchChromium, logInThroughPage, startService } from './browser.js';

/**
 * The audit trail, the assign form and the dashboard in Chromium against the real service: an agency
 * submits, intake accepts; a chief assigns the application to an evaluator chosen by name from the
 * staff directory and reads the dashboard; an admin reads the trail, filters it by the application,
 * runs the chain check and downloads the export. axe-core checks each screen.
 */
describe.skipIf(!chromiumInstalled)('audit trail, assignment and dashboard, in Chromium against the real service', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let admin: TestStaff;
  let chief: Member;
  let registrationNo: string;
  let applicationId: string;
  beforeAll(async () => {
    ({ service, baseUrl } = await startService());
    admin = await createStaff(service, { roles: ['admin'], name: 'Luzviminda Pañares' });
    chief = await aMember(service, ['chief']);
    // The assign form lists only colleagues who can take the next action: an account taken up (logged in once).
    await loginAs(service, await createStaff(service, { roles: ['evaluator'], name: 'María Clara Peñafrancia' }));
    const intake = await aMember(service, ['intake']);
    const { receipt, agency, token } = await aSubmittedApplication(service);
    await aSubmittedApplication(service);
    registrationNo = receipt.registrationNo;
    applicationId = receipt.id;
    // accept waits for the requirement checklist: intake waives the documents first.
    await meetRequirements(service, intake, { id: applicationId, agency, token }, 'waive');
    await actOk(service, intake, applicationId, { action: 'accept' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('lets a chief assign by name from the directory, then shows the dashboard with its figures as tables', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, chief.user, `/app/applications/${applicationId}`);
      await page.getByRole('heading', { level: 1, name: registrationNo }).waitFor();
      await page.getByRole('button', { name: 'Assign' }).click();
      const form = page.getByRole('form', { name: 'Assign' });
      const evaluator = form.getByRole('combobox', { name: /Assignee/ });
      await form.getByRole('option', { name: 'María Clara Peñafrancia (Evaluator)' }).waitFor({ state: 'attached' });
      await ui.assertAccessible('the assign form');
      await evaluator.selectOption({ label: 'María Clara Peñafrancia (Evaluator)' });
      await form.getByRole('button', { name: 'Assign' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('region', { name: 'Summary and clock' }).getByText('María Clara Peñafrancia').waitFor();

      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const year = page.getByRole('region', { name: 'The year in figures' });
      await year.getByText('Received').waitFor();
      expect(await year.textContent()).toContain('Received2');
      await page.getByRole('img', { name: /^Received and decided per month: .* 2 received, 0 decided/ }).waitFor();
      await ui.assertAccessible('/app/dashboard');
      await ui.screenshot('dashboard', { fullPage: true });
      const flow = page.getByRole('region', { name: 'Received and decided per month' });
      await flow.getByText('The figures as a table').click();
      await flow.getByRole('table', { name: 'Received and decided per month' }).waitFor();
      await ui.assertAccessible('/app/dashboard with a table open');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);

  it('shows an admin the trail, filters it by the application, checks the chain and downloads the export', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, admin, '/app/admin/audit');
      await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
      const table = page.getByRole('table', { name: 'Audit rows' });
      await table.getByText('application.assigned').first().waitFor();
      await ui.assertAccessible('/app/admin/audit');

      const check = page.getByRole('region', { name: 'Chain check' });
      await check.getByRole('button', { name: 'Check the chain' }).click();
      await check.getByText('The chain is intact').waitFor();
      await ui.assertAccessible('/app/admin/audit with the chain check');
      await ui.screenshot('admin-audit');

      const filters = page.getByRole('form', { name: 'Audit filters' });
      await filters.getByRole('textbox', { name: 'Application' }).fill(registrationNo);
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => page.url()).toContain(`application=${registrationNo}`);
      await table.getByText('application.accepted').waitFor();
      await expect.poll(() => table.getByText('staff_user.created').count()).toBe(0);

      const href = await page.getByRole('link', { name: 'Export (JSON lines)' }).getAttribute('href');
      expect(href).toContain(`application=${registrationNo}`);
      const exported = await page.request.get(`${baseUrl}${href}`);
      expect(exported.status()).toBe(200);
      expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="audit-/);
      const lines = (await exported.text()).trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ applicationId, hash: expect.any(String) });

      await page.goto(`${baseUrl}/app/applications/${applicationId}`);
      await page.getByRole('link', { name: 'Audit trail of the application' }).click();
      await page.getByRole('heading', { level: 1, name: 'Audit of the application' }).waitFor();
      await page.getByRole('table', { name: 'Audit rows of the application' }).getByText('application.submitted').first().waitFor();
      await ui.assertAccessible('/app/applications/{id}/audit');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);
});
