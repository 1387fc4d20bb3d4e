import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumInstalled = fs.existsSync(CHROMIUM);
if (!chromiumInstalled && process.env.CI === 'true') {
  throw new Error(`CI=true but Chromium is not at ${CHROMIUM}: .ci/run installs it`);
}
if (!chromiumInstalled) console.warn(`Chromium not found at ${CHROMIUM}: the browser test of /docs is SKIPPED.`);

describe.skipIf(!chromiumInstalled)('the interactive reference in a real browser', () => {
  let t: TestApp;
  let browser: Browser;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  // Swagger UI renders the whole document (every operation, the event schemas and webhooks): 10-15 s
  // alone on a busy 2-core machine and more within the whole suite, so the first wait gets most of the 90 s.
  it('renders every operation from the service alone, requesting nothing elsewhere', async () => {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseUrl) && !url.startsWith('data:')) elsewhere.push(url);
    });
    await page.goto(`${baseUrl}/docs/`);
    await page.waitForSelector('.opblock-summary-path', { timeout: 70_000 });
    const paths = await page.locator('.opblock-summary-path').allInnerTexts();
    const flat = paths.map((p) => p.replace(/\u200b/g, '').trim());
    expect(flat).toEqual(
      expect.arrayContaining([
        '/api/v1/external/application',
        '/api/v1/external/application/agency/{sourceAgencyCode}',
        '/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}',
        '/api/v1/oauth/token',
      ]),
    );
    expect(await page.locator('.title').first().innerText()).toContain('biopermit');
    await page.screenshot({ path: path.join(os.tmpdir(), 'biopermit-docs.png'), fullPage: false });
    // Branded as biopermit: its title, favicon and logo, and none of the viewer's own branding.
    expect(await page.title()).toBe('biopermit API reference');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toContain('biopermit.svg');
    const logo = page.locator('.topbar img').first();
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml|biopermit/);
    expect(await page.locator('.topbar').innerText()).not.toMatch(/swagger/i);
    expect(await page.locator('link[rel="icon"][href*="favicon-32x32"]').count()).toBe(0);
    // OAuth 2.0 client credentials is offered by Authorize, with the token URL from the document.
    await page.locator('.btn.authorize').first().click();
    await page.waitForSelector('.auth-container', { timeout: 10_000 });
    const dialog = await page.locator('.modal-ux').innerText();
    expect(dialog).toContain('clientCredentials');
    expect(dialog).toContain('/api/v1/oauth/token');
    expect(elsewhere).toEqual([]);
    await page.close();
  }, 90_000);
});
