import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { actOk, aMember } from '../helpers/actions.js';
import { aSubmission } from '../helpers/factories.js';
import { anIssuedPermit, type IssuedPermit } from '../helpers/obligations.js';
import { permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { meetRequirements } from '../helpers/requirements.js';
import { createStaff, type TestStaff } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { brokenWords } from './broken-words.js';
import { BackOfficePage, chromiumInstalled, DESKTOP, launchChromium, logInThroughPage } from './browser.js';

/** A tablet in portrait and the narrow end of a laptop: the navigation folds away below 992 px. */
const WIDTHS = [DESKTOP, { width: 768, height: 1024 }] as const;

/** Long but ordinary words, as a reviewer meets them: none of them may be broken. */
const PERMITTEE = { first: 'Maximiliana Concepción', middle: 'Evangelista', last: 'Dimaculangan-Villanueva' };
const EMAIL = 'maximiliana.dimaculangan@bmb.denr.gov.ph';

/**
 * No word broken on any list screen (issue 31: "Submi tted", "Denie d", "Rea son", split email
 * addresses, a clock badge on six lines, the webhook deliveries dialog broken character by character),
 * at 1280 and 768 px, in Chromium against the real service: every word of every table and badge is
 * measured in the page (test/web/broken-words.ts). A table may scroll sideways, or wrap between words.
 */
describe.skipIf(!chromiumInstalled)('the lists break no word at 1280 and 768 px, in Chromium', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let reviewer: TestStaff;
  let dpo: TestStaff;
  let registrationNo: string;
  let permit: IssuedPermit;
  let agencyCode: string;
  beforeAll(async () => {
    const port = await freePort();
    service = await createTestApp(
      'sqlite',
      permitEnv({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' }),
    );
    baseUrl = await service.app.listen({ port, host: '127.0.0.1' });
    reviewer = await createStaff(service, {
      roles: ['admin', 'chief', 'intake'],
      name: 'Ma. Teresita Evangelista-Dimaculangan',
      email: EMAIL,
    });
    dpo = await createStaff(service, { roles: ['dpo'], name: 'Rosalinda Bayani-Macaraeg' });
    const intake = await aMember(service, ['intake']);
    const evaluator = await aMember(service, ['evaluator']);
    const approver = await aMember(service, ['approver']);
    const { agency, token } = await service.agencyWithToken();
    const submission = aSubmission(agency, {
      permiteeFirstName: PERMITTEE.first,
      permiteeMiddleName: PERMITTEE.middle,
      permiteeLastName: PERMITTEE.last,
      permiteeEmail: EMAIL,
    });
    const submitted = await service.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: submission,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const receipt = json<{ id: string; registrationNo: string }>(submitted);
    registrationNo = receipt.registrationNo;
    await meetRequirements(service, intake, { id: receipt.id, agency, token });
    await actOk(service, intake, receipt.id, { action: 'accept' });
    await actOk(service, evaluator, receipt.id, { action: 'claim' });
    await actOk(service, evaluator, receipt.id, { action: 'start_evaluation' });
    await actOk(service, evaluator, receipt.id, {
      action: 'request_information',
      text: 'Send the gratuitous permit',
      answerBy: '2099-12-31',
    });
    // A second application, submitted only: "Submitted" in the intake's queue.
    const second = await service.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency),
    });
    expect(second.statusCode, second.body).toBe(201);
    permit = await anIssuedPermit(service, approver);
    // A webhook endpoint nothing listens on: its deliveries fail with the connection refused.
    const admin = await aMember(service, ['admin']);
    const staffCall = (url: string, payload?: unknown) =>
      service.app.inject({
        method: 'POST',
        url: `/api/v1/staff/agencies/${agency}/webhooks${url}`,
        headers: payload === undefined ? admin.headers : { ...admin.headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    const endpoint = await staffCall('', { url: `http://127.0.0.1:${await freePort()}/hooks`, description: 'Agency permit system' });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    expect((await staffCall(`/${json<{ id: string }>(endpoint).id}/test`)).statusCode).toBe(202);
    const silent = { info() {}, warn() {}, error() {} };
    await createWebhookDispatcher({ db: service.database.db, log: silent, retryScheduleMs: [0], allowPrivateNetworks: true }).drain();
    browser = await launchChromium();
    agencyCode = agency;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  /** Waits for the page's tables to have loaded (no skeleton) and its fonts, then measures. */
  async function expectNoBrokenWord(ui: BackOfficePage, label: string): Promise<void> {
    await ui.page.getByRole('table').first().waitFor();
    await ui.page.waitForFunction(() => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
      return doc.querySelector('table[aria-busy="true"]') === null;
    });
    await ui.page.evaluate(() => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready);
    await ui.screenshot(`words-${label}`, { fullPage: true });
    expect(await brokenWords(ui.page), label).toEqual([]);
  }

  for (const viewport of WIDTHS) {
    it(`breaks no word on the workqueues, the search, the admin lists, the audit trail, the emails and the dashboard at ${viewport.width} px`, async () => {
      const ui = await BackOfficePage.open(browser, baseUrl, viewport);
      const { page } = ui;
      const at = (name: string) => `${name}-${viewport.width}`;
      try {
        await logInThroughPage(ui, reviewer, '/app/workqueues');
        await expectNoBrokenWord(ui, at('workqueues'));
        await page.goto(`${baseUrl}/app/workqueues?q=${encodeURIComponent(registrationNo)}`);
        await page.getByRole('link', { name: registrationNo }).first().waitFor();
        await expectNoBrokenWord(ui, at('search'));
        for (const path of ['/app/admin/users', '/app/admin/agencies', '/app/admin/audit', '/app/admin/messages', '/app/admin/holidays']) {
          await page.goto(`${baseUrl}${path}`);
          await expectNoBrokenWord(ui, at(path.split('/').at(-1) ?? path));
        }
        await page.goto(`${baseUrl}/app/dashboard`);
        await expectNoBrokenWord(ui, at('dashboard'));

        await page.goto(`${baseUrl}/app/admin/agencies/${agencyCode}`);
        await page.getByRole('button', { name: 'Deliveries of Agency permit system' }).click();
        const dialog = page.getByRole('dialog', { name: 'Deliveries' });
        await dialog.getByRole('table').waitFor();
        await dialog.getByText('Failed').first().waitFor();
        await expectNoBrokenWord(ui, at('webhook-deliveries'));
        await page.keyboard.press('Escape');

        await page.goto(`${baseUrl}/app/applications/${permit.receipt.id}`);
        // The permit's obligations: cards with their state's badges (a submission's specimens would be a table).
        await page.getByRole('region', { name: 'Obligations' }).getByRole('heading', { level: 3 }).first().waitFor();
        await expectNoBrokenWord(ui, at('obligations'));
      } finally {
        await ui.close();
      }
    }, 240_000);

    it(`breaks no word on the data protection officer's lists at ${viewport.width} px`, async () => {
      const ui = await BackOfficePage.open(browser, baseUrl, viewport);
      const { page } = ui;
      try {
        await logInThroughPage(ui, dpo, '/app/privacy/requests');
        await expectNoBrokenWord(ui, `privacy-requests-${viewport.width}`);
        await page.goto(`${baseUrl}/app/privacy/incidents`);
        await expectNoBrokenWord(ui, `privacy-incidents-${viewport.width}`);
      } finally {
        await ui.close();
      }
    }, 240_000);
  }
});
