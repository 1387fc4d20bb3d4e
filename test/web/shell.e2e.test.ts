import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../helpers/staff.js';
import type { TestApp } from '../helpers/test-app.js';
import {
  BackOfficePage,
  chromiumInstalled,
  DESKTOP,
  horizontalOverflow,
  launchChromium,
  logInThroughPage,
  startService,
  TABLET,
} from './browser.js';

/** The shell and its screens in Chromium, logged in to the real service as a chief and administrator. */
describe.skipIf(!chromiumInstalled)('the back-office shell, in Chromium against the real service', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let chief: TestStaff;
  beforeAll(async () => {
    ({ service, baseUrl } = await startService());
    chief = await createStaff(service, { roles: ['chief', 'admin'], name: 'María Clara Peñafrancia' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it.each([
    ['at 1280×800', DESKTOP],
    ['on a tablet', TABLET],
  ])('shows every screen %s with no WCAG 2.2 AA violation, nothing blocked by the policy, nothing sideways', async (_size, viewport) => {
    const ui = await BackOfficePage.open(browser, baseUrl, viewport);
    try {
      await logInThroughPage(ui, chief);
      for (const [path, heading] of [
        ['/app/workqueues', 'Workqueues'],
        ['/app/dashboard', 'Dashboard'],
        ['/app/reports', 'Reports'],
        ['/app/admin', 'Users'],
        ['/app/no-such-page', 'Page not found'],
      ] as const) {
        await ui.visit(path, heading);
        expect(await horizontalOverflow(ui.page), path).toBe(0);
        if (viewport === DESKTOP && path === '/app/workqueues') await ui.screenshot('workqueues-empty');
      }
      expect(ui.checked).toHaveLength(5);
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.elsewhere).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('opens the navigation and the account popover by keyboard, and checks them too', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl, TABLET);
    try {
      await logInThroughPage(ui, chief);
      await ui.visit('/app/workqueues', 'Workqueues');
      const { page } = ui;
      await page.keyboard.press('Tab');
      expect((await ui.focused()).name).toBe('Skip to main content');
      await page.keyboard.press('Tab');
      expect((await ui.focused()).name).toBe('Open navigation');
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
      await ui.assertAccessible('/app/workqueues with the navigation open');
      await page.getByRole('link', { name: 'Dashboard' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await ui.assertAccessible('/app/dashboard');

      await page.getByRole('button', { name: /^Account:/ }).focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('dialog', { name: /^Account:/ })
        .getByRole('button', { name: 'Log out' })
        .waitFor();
      await ui.assertAccessible('/app/dashboard with the account popover open');
      await ui.screenshot('account-menu-tablet');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /^Account:/ }).waitFor({ state: 'hidden' });
      // Focus is back on the button that opened it.
      expect((await ui.focused()).name).toMatch(/^Account: .*María Clara Peñafrancia/);
    } finally {
      await ui.close();
    }
  });
});
