import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type VerifyPageInput, verifyResponse } from '../../src/permits/verify.page.js';
import { PANEL_COLORS } from '../../src/permits/verify.style.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumInstalled = fs.existsSync(CHROMIUM);
if (!chromiumInstalled && process.env.CI === 'true') {
  throw new Error(`CI=true but Chromium is not at ${CHROMIUM}: .ci/run installs it`);
}
if (!chromiumInstalled) console.warn(`Chromium not found at ${CHROMIUM}: the browser test of the verification page is SKIPPED.`);

const HOLDER = 'Ma. Señora Peñafrancia Ibáñez-Dela Cruz';
const genuine = {
  verified: true as const,
  permitNo: 'GP-2026-0001',
  holderName: HOLDER,
  speciesCount: 6,
  authorises: {
    speciesCount: 6,
    sites: [{ province: 'Laguna', municipalities: ['Los Baños'] }],
    authorisedLines: 6,
    totals: [{ unit: 'specimens', quantity: 30 }],
  },
  logIndex: 41,
  issuedBy: 'Biodiversity Management Bureau, Department of Environment and Natural Resources',
};
const dates = { dateIssued: '2026-02-26T02:30:00Z', dateExpired: '2027-02-25T15:59:59Z' };
const STATES: Record<string, { input: VerifyPageInput; panel: keyof typeof PANEL_COLORS; heading: string }> = {
  valid: { input: { ...genuine, ...dates, status: 'valid' }, panel: 'valid', heading: 'Valid' },
  suspended: { input: { ...genuine, ...dates, status: 'suspended' }, panel: 'suspended', heading: 'Suspended' },
  revoked: { input: { ...genuine, ...dates, status: 'revoked' }, panel: 'revoked', heading: 'Revoked' },
  expired: { input: { ...genuine, ...dates, status: 'expired' }, panel: 'expired', heading: 'Expired' },
  superseded: { input: { ...genuine, ...dates, status: 'superseded' }, panel: 'superseded', heading: 'Superseded' },
  forged: { input: { verified: false, permitNo: 'GP-2026-0001' }, panel: 'not_valid', heading: 'Not valid' },
};

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe.skipIf(!chromiumInstalled)('the verification page in a real browser, on a phone-sized screen', () => {
  let server: http.Server;
  let baseUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    // Served as the route will serve it: the status code, the headers (with the CSP) and the body.
    server = http.createServer((request, response) => {
      const state = STATES[(request.url ?? '/').slice(1)];
      if (state === undefined) return void response.writeHead(404).end();
      const answer = verifyResponse(state.input, 'html');
      response.writeHead(answer.statusCode, answer.headers).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it.each(Object.keys(STATES))(
    'renders the %s state styled under its CSP, loading nothing else, without sideways scrolling',
    async (name) => {
      const state = STATES[name] as (typeof STATES)[string];
      const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
      const problems: string[] = [];
      const requests: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused/i.test(message.text())) problems.push(message.text());
      });
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));

      await page.goto(`${baseUrl}/${name}`);

      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2 }).innerText()).toBe(state.heading);
      // Evaluated in the page, as strings: this project's TypeScript has no DOM types.
      const border = await page.evaluate("getComputedStyle(document.querySelector('section.panel')).borderTopColor");
      expect(border).toBe(rgb(PANEL_COLORS[state.panel].border));
      expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      if (state.input.verified) expect(await page.locator('dd').first().innerText()).toBe(HOLDER);
      else expect(await page.locator('dl').count()).toBe(0);
      expect(problems).toEqual([]);
      expect(requests.filter((p) => p !== '/favicon.ico')).toEqual([`/${name}`]);

      await page.screenshot({ path: path.join(os.tmpdir(), `biopermit-verify-${name}.png`), fullPage: true });
      await page.close();
    },
  );
});
