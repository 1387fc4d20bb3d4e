import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, type Member } from '../helpers/actions.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, launchChromium, logInThroughPage } from './browser.js';

/** What the measuring code in the page uses, typed here (the service's program has no DOM library). */
interface LayoutShiftPage {
  __layoutShifts: { value: number; sources: string[] }[];
  document: { fonts: { ready: Promise<unknown> }; querySelectorAll(selector: string): { length: number } };
  PerformanceObserver: new (
    callback: (list: {
      getEntries(): {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: { nodeName: string; className?: unknown; textContent: string | null } | null }[];
      }[];
    }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
}

/**
 * The application page as it loads (issue 31): nothing on screen moves once shown. Chromium reports every
 * layout shift (`layout-shift` entries, the Layout Instability API Lighthouse reads); their sum over the load,
 * the cumulative layout shift, stays below 0.1, Google's "good".
 */
describe.skipIf(!chromiumInstalled)('the application page in Chromium, as it loads', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let approver: Member;
  beforeAll(async () => {
    const port = await freePort();
    service = await createTestApp('sqlite', permitEnv({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }));
    baseUrl = await service.app.listen({ port, host: '127.0.0.1' });
    approver = await aMember(service, ['approver']);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  it('does not shift as its sections load: a cumulative layout shift below 0.1', async () => {
    const { receipt } = await anApprovedApplication(service);
    await issuePermitFor(service, receipt.id, approver);
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, approver.user, '/app/workqueues');
      await page.context().addInitScript(() => {
        const window = globalThis as unknown as LayoutShiftPage;
        window.__layoutShifts = [];
        new window.PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map((source) =>
              `${source.node?.nodeName ?? '?'}.${String(source.node?.className ?? '')} ${(source.node?.textContent ?? '').slice(0, 40)}`.trim(),
            );
            window.__layoutShifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A fresh load of the page, as when it is opened from a link or reloaded.
      await page.goto(`${baseUrl}/app/applications/${receipt.id}`);
      await page.getByRole('heading', { level: 1, name: receipt.registrationNo }).waitFor();
      const permit = page.getByRole('region', { name: 'Permit', exact: true });
      await permit.getByText('Issued, in force').first().waitFor();
      await page.getByRole('region', { name: 'Documents' }).getByRole('table', { name: 'Requirement checklist' }).waitFor();
      // Every section read (no "Loading…" left, no skeleton), the fonts in: nothing left that could move the page.
      await expect.poll(() => page.getByText(/^Loading/).count()).toBe(0);
      await expect.poll(() => page.locator('.mantine-Skeleton-root').count()).toBe(0);
      await page.evaluate(() => (globalThis as unknown as LayoutShiftPage).document.fonts.ready.then(() => undefined));
      // Two frames, so that a shift of the last render is reported.
      await page.evaluate(() => {
        const window = globalThis as unknown as { requestAnimationFrame(callback: () => void): void };
        return new Promise<void>((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(resolve)));
      });
      const shifts = await page.evaluate(() => (globalThis as unknown as LayoutShiftPage).__layoutShifts);
      const cumulative = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cumulative, JSON.stringify(shifts, null, 1)).toBeLessThan(0.1);
      await ui.screenshot('application-page-loaded');
    } finally {
      await ui.close();
    }
  }, 120_000);
});
