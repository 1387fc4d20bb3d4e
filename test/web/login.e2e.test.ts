import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, horizontalOverflow, launchChromium, startService, TABLET } from './browser.js';

if (!chromiumInstalled) console.warn('Chromium not found: the back-office end-to-end tests are SKIPPED.');

describe.skipIf(!chromiumInstalled)('the back-office log-in page, in Chromium against the real service', () => {
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

  it('renders from the service alone, under its Content-Security-Policy, with no WCAG 2.2 AA violation', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    try {
      await ui.visit('/app/login', 'Log in');
      await ui.screenshot('login');
      expect(await ui.page.title()).toBe('Log in · biopermit');
      expect(await ui.page.getByRole('textbox', { name: /^Email/ }).isVisible()).toBe(true);
      expect(await ui.page.locator('input[type="password"][autocomplete="current-password"]').isVisible()).toBe(true);
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.elsewhere).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('logs nothing to the console before log-in: the session probe at start is no failed request', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    const logged: string[] = [];
    ui.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
    });
    const failed: string[] = [];
    ui.page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    try {
      // A deep link: the app asks for the session, then sends the visitor to the log-in page.
      await ui.page.goto(`${baseUrl}/app/workqueues`);
      await ui.page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 20_000 });
      await ui.page.getByRole('textbox', { name: /^Email/ }).waitFor();
      expect(failed).toEqual([]);
      expect(logged).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it("is operable by keyboard alone: Tab through the fields, Enter submits, the service's answer is shown as its title and detail", async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    try {
      await ui.visit('/app/login?returnTo=%2Fworkqueues', 'Log in');
      const { page } = ui;
      await page.keyboard.press('Tab');
      expect((await ui.focused()).name).toBe('Email *');
      await page.keyboard.type('maria.penafrancia@bmb.gov.ph');
      await page.keyboard.press('Tab');
      expect((await ui.focused()).name).toBe('Password *');
      await page.keyboard.type('a long enough password');
      // The next stop is the button (the password field's show/hide toggle is a mouse convenience).
      await page.keyboard.press('Tab');
      const button = await ui.focused();
      expect(button).toMatchObject({ tag: 'button', name: 'Log in' });
      expect(button.outline, 'a visible focus indicator').not.toMatch(/^none/);

      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/api/v1/staff/session') && response.request().method() === 'POST',
      );
      await page.keyboard.press('Enter');
      const problem = (await (await answered).json()) as { title: string; detail: string };
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const shown = await alert.innerText();
      expect(shown).toContain(problem.title);
      expect(shown).toContain(problem.detail);
      expect(new URL(page.url()).pathname).toBe('/app/login');
      await ui.assertAccessible('/app/login with the problem shown');
      await ui.screenshot('login-problem');
      expect(await ui.cspViolations()).toEqual([]);
    } finally {
      await ui.close();
    }
  });

  it('has an accessibility check that does find violations (a button with no name, text of too low contrast)', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl);
    try {
      await ui.page.setContent('<html lang="en"><title>t</title><main><button></button><p style="color:#bbb">faint</p></main></html>');
      const found = (await ui.axeViolations()).map((violation) => violation.id);
      expect(found).toEqual(expect.arrayContaining(['button-name', 'color-contrast']));
    } finally {
      await ui.close();
    }
  });

  it('fits a tablet in portrait with no WCAG 2.2 AA violation', async () => {
    const ui = await BackOfficePage.open(browser, baseUrl, TABLET);
    try {
      await ui.visit('/app/login', 'Log in');
      expect(await horizontalOverflow(ui.page)).toBe(0);
    } finally {
      await ui.close();
    }
  });
});
