import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { createStaffUser, endStaffUserSessions } from '../../src/staff/staff-user.service.js';
import { totpCode, totpStep } from '../../src/staff/totp.js';
import { staffDeps } from '../helpers/staff.js';
import type { TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, launchChromium, startService } from './browser.js';

/**
 * A new approver's first day, in Chromium against the real service: the set-up link, the password,
 * the log-in, the authenticator their role needs (QR code, code, recovery codes shown once), then a
 * session ended under them and the log-in that brings them back where they were.
 */
describe.skipIf(!chromiumInstalled)('the set-password and account pages, in Chromium against the real service', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  beforeAll(async () => {
    ({ service, baseUrl } = await startService());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('takes a new approver from the set-up link to an enrolled authenticator, accessible at each step', async () => {
    const email = 'jose.anonuevo@bmb.gov.ph';
    const created = await createStaffUser(staffDeps(service), OPERATOR_ACTOR, {
      email,
      name: 'José Añonuevo',
      roles: ['approver'],
      agencyCodes: null,
    });
    const password = 'Tarsier sleeps in Bohol at noon';
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await ui.visit(`/app/set-password#code=${created.setup.code}`, 'Set your password');
      await page.getByLabel(/^New password \*/).fill('short');
      await page.getByLabel(/^New password again/).fill('short');
      await page.keyboard.press('Enter');
      await page.getByRole('alert').waitFor();
      await ui.assertAccessible('/app/set-password with the problem shown');
      await ui.screenshot('set-password-problem');

      await page.getByLabel(/^New password \*/).fill(password);
      await page.getByLabel(/^New password again/).fill(password);
      await page.keyboard.press('Enter');
      await page.getByText('Your password is set. Log in with it.').waitFor();
      expect(await page.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(email);

      await page.locator('input[autocomplete="current-password"]').fill(password);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/app/account');
      await ui.assertAccessible('/app/account, enrolment required');
      await ui.screenshot('account-enrolment-required');

      await page.getByRole('button', { name: 'Set up an authenticator' }).click();
      await page.getByRole('img', { name: /^QR code to add/ }).waitFor();
      await ui.assertAccessible('/app/account with the QR code');
      await ui.screenshot('account-qr-code');
      const secret = (await page.getByLabel('Key to type into the app').innerText()).replace(/\s+/g, '');
      await page.getByRole('textbox', { name: /^Code from the app/ }).fill(totpCode(secret, totpStep()));
      await page.keyboard.press('Enter');
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      await ui.assertAccessible('/app/account with the recovery codes');
      await ui.screenshot('account-recovery-codes');
      const recoveryCodes = await codes.allInnerTexts();

      await page.getByRole('button', { name: 'I have saved them, continue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Workqueues' }).waitFor();

      // An administrator ends the sessions; the next call from the page finds it ended.
      await ui.visit('/app/account', 'Your account');
      await endStaffUserSessions(staffDeps(service), OPERATOR_ACTOR, created.user.id);
      const changeForm = page.getByRole('form', { name: 'Change password' });
      await changeForm.getByLabel(/^Current password/).fill(password);
      await changeForm.getByLabel(/^New password \*/).fill(`${password} again`);
      await changeForm.getByLabel(/^New password again/).fill(`${password} again`);
      await changeForm.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your session has ended. Log in again to continue where you were.').waitFor();
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/account');

      // Back in with a recovery code instead of the authenticator, and back on the account page.
      await page.getByRole('textbox', { name: /^Email/ }).fill(email);
      await page.locator('input[autocomplete="current-password"]').fill(password);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: /^Recovery code/ }).fill(recoveryCodes[0] ?? '');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/app/account');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.elsewhere).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);
});
