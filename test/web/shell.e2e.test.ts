import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, DESKTOP, horizontalOverflow, launchChromium, startService, TABLET } from './browser.js';

/**
 * The shell and the building blocks in Chromium against the real service. The service has no staff
 * session yet (issue 10), so the browser itself answers `GET /api/v1/staff/session` with a session
 * of the announced shape; every other request reaches the service. Replace the stand-in with a real
 * log-in once the routes exist.
 */
const STAND_IN_SESSION = {
  user: { id: 'user-1', email: 'maria.penafrancia@bmb.gov.ph', name: 'María Clara Peñafrancia' },
  roles: ['chief', 'admin'],
  agencies: null,
  csrfToken: 'stand-in',
  mfa: { enrolled: true, required: true },
  expiresAt: '2099-01-01T00:00:00.000Z',
};

async function answerSessionInBrowser(page: Page): Promise<void> {
  await page.route('**/api/v1/staff/session', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: STAND_IN_SESSION }) : route.fallback(),
  );
}

describe.skipIf(!chromiumInstalled)('the back-office shell, in Chromium (session stand-in until issue 10)', () => {
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

  it.each([
    ['at 1280×800', DESKTOP],
    ['on a tablet', TABLET],
  ])('shows every screen %s with no WCAG 2.2 AA violation, nothing blocked by the policy, nothing sideways', async (_size, viewport) => {
    const ui = await BackOfficePage.open(browser, baseUrl, viewport);
    try {
      await answerSessionInBrowser(ui.page);
      for (const [path, heading] of [
        ['/app/workqueues', 'Workqueues'],
        ['/app/dashboard', 'Dashboard'],
        ['/app/admin', 'Administration'],
        ['/app/catalog?clock=overdue&sort=permittee', 'Building blocks'],
        ['/app/no-such-page', 'Page not found'],
      ] as const) {
        await ui.visit(path, heading);
        expect(await horizontalOverflow(ui.page), path).toBe(0);
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
      await answerSessionInBrowser(ui.page);
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
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /^Account:/ }).waitFor({ state: 'hidden' });
      // Focus is back on the button that opened it.
      expect((await ui.focused()).name).toMatch(/^Account: .*María Clara Peñafrancia/);
    } finally {
      await ui.close();
    }
  });
});
