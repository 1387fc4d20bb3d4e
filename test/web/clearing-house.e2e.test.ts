import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abschJobs } from '../../src/absch/absch.jobs.js';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { AbschConfig } from '../../src/config.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { type AbschStandIn, startAbschStandIn } from '../helpers/absch-stand-in.js';
import { aMember, type Member } from '../helpers/actions.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, launchChromium, logInThroughPage } from './browser.js';

const silent = { info() {}, warn() {}, error() {} };
const CNA = 'C84C7E6C-7A3D-4A4B-9E1F-2E1D3C4B5A69@1';
const SETTING = {
  government: 'ph',
  cnaIdentifier: CNA,
  providers: { references: [CNA] },
  picRecipients: null,
  keywords: ['2D2CAF72-A892-42CE-87F7-975EFBADAF4F'],
};

/**
 * The ABS Clearing-House section in Chromium, biopermit publishing through the stand-in of its API
 * (issue 31), in each state a publisher meets: a document the Clearing-House would refuse (Publish
 * outlined, what to put right and where), one it takes (Publish filled), a publication queued
 * (no Publish), published (the IRCC once), and stopped by an IRCC another permit holds.
 */
describe.skipIf(!chromiumInstalled)('the Clearing-House section, in Chromium, publishing through the stand-in', () => {
  let service: TestApp;
  let standIn: AbschStandIn;
  let baseUrl: string;
  let browser: Browser;
  let approver: Member;
  let publisher: Member;
  let admin: Member;
  let jobs: ReturnType<typeof abschJobs>;
  let clock = Date.now();

  beforeAll(async () => {
    standIn = await startAbschStandIn({ realm: 'ABS-DEV' });
    const port = await freePort();
    service = await createTestApp(
      'sqlite',
      permitEnv({
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        ABSCH_API_URL: standIn.url,
        ABSCH_REALM: 'ABS-DEV',
        ABSCH_EMAIL: standIn.email,
        ABSCH_PASSWORD: standIn.password,
      }),
    );
    baseUrl = await service.app.listen({ port, host: '127.0.0.1' });
    jobs = abschJobs({ config: service.config.absch as AbschConfig, store: service.permits.store, log: silent, actions: ACTION_REGISTRY });
    approver = await aMember(service, ['approver']);
    publisher = await aMember(service, ['abs_publisher']);
    admin = await aMember(service, ['admin']);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await standIn?.close();
  });

  async function setting(value: unknown): Promise<void> {
    const response = await service.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/settings/absch.publication',
      headers: admin.headers,
      payload: { value },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** One run of the absch-publish job, as the scheduler runs it (its clock a day on, so every step is due). */
  async function publishJob(): Promise<void> {
    clock += 24 * 60 * 60 * 1000;
    const at = clock;
    const scheduler = createScheduler({ db: service.database.db, log: silent, tickMs: 1000, now: () => at });
    const job = jobs.find((j) => j.name === 'absch-publish');
    if (job === undefined) throw new Error('absch-publish');
    scheduler.register(job);
    await scheduler.runDueJobs();
  }

  it('leads the publisher from what the Clearing-House would refuse, through the queue, to the IRCC printed once', async () => {
    await setting({ ...SETTING, cnaIdentifier: null });
    const { receipt } = await anApprovedApplication(service);
    const permit = await issuePermitFor(service, receipt.id, approver);
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, publisher.user, `/app/applications/${receipt.id}`);
      await page.getByRole('heading', { level: 1, name: receipt.registrationNo }).waitFor();
      const house = page.getByRole('region', { name: 'ABS Clearing-House' });
      const publish = house.getByRole('button', { name: 'Publish to the ABS Clearing-House' });

      // The CNA's record is not set: Publish is outlined, under what to put right and where.
      const refusal = house.getByRole('alert').filter({ hasText: 'The Clearing-House would refuse this document' });
      await refusal.getByText('Competent national authority', { exact: true }).waitFor();
      expect(await refusal.textContent()).toContain('its field “cnaIdentifier” (Administration → Settings)');
      expect(await refusal.getByText('Error.Mandatory — absCNA — absCNA is mandatory').isVisible()).toBe(false);
      expect(await publish.getAttribute('data-variant')).toBe('default');
      await house.scrollIntoViewIfNeeded();
      await ui.assertAccessible('the Clearing-House section, the document refused');
      await ui.screenshot('clearing-house-would-refuse');
      await refusal.getByText('Details').click();
      await refusal.getByText('Error.Mandatory — absCNA — absCNA is mandatory').waitFor();

      // Set as the walk-through sets it: nothing to refuse, Publish is the step to take.
      await setting(SETTING);
      await page.reload();
      await house.getByText(/passes the Clearing-House’s checks/).waitFor();
      await expect.poll(() => publish.getAttribute('data-variant')).toBe('filled');
      await house.scrollIntoViewIfNeeded();
      await ui.screenshot('clearing-house-ready');

      // Queued: its state stands where Publish was, in Manila time.
      await publish.click();
      const form = page.getByRole('form', { name: 'Publish to the ABS Clearing-House' });
      await form.getByRole('button', { name: 'Publish to the ABS Clearing-House' }).click();
      await form.waitFor({ state: 'detached' });
      await house.getByRole('status').filter({ hasText: 'Publication under way' }).waitFor();
      await house.getByText('Queued for the publication job', { exact: true }).waitFor();
      expect(await house.textContent()).toMatch(/\(first publication, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\)/);
      expect(await publish.count()).toBe(0);
      expect(await house.textContent()).not.toContain('UTC');
      await house.scrollIntoViewIfNeeded();
      await ui.assertAccessible('the Clearing-House section, a publication queued');
      await ui.screenshot('clearing-house-queued');

      // Submitted, approved, published: the IRCC once, linked.
      await publishJob();
      standIn.decide(permit.id, 'approve');
      await publishJob();
      const ircc = `ABSCH-IRCC-PH-${standIn.document(permit.id)?.documentID}-1`;
      await page.reload();
      await house.getByRole('link', { name: ircc }).waitFor();
      expect(await house.getByText(ircc).count()).toBe(1);
      await house.scrollIntoViewIfNeeded();
      await ui.assertAccessible('the Clearing-House section, published');
      await ui.screenshot('clearing-house-published');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);

      // A second permit the Clearing-House answers with the same IRCC: refused, flagged, recorded on neither.
      const second = await anApprovedApplication(service);
      const secondPermit = await issuePermitFor(service, second.receipt.id, approver);
      standIn.giveNextRecordTheIrccOf(permit.id);
      await page.goto(`${baseUrl}/app/applications/${second.receipt.id}`);
      await page.getByRole('heading', { level: 1, name: second.receipt.registrationNo }).waitFor();
      await publish.click();
      await form.getByRole('button', { name: 'Publish to the ABS Clearing-House' }).click();
      await form.waitFor({ state: 'detached' });
      await publishJob();
      standIn.decide(secondPermit.id, 'approve');
      await publishJob();
      await page.reload();
      const stopped = house.getByRole('alert').filter({ hasText: 'The publication stopped' });
      await stopped.getByText(/already holds it/).waitFor();
      expect(await stopped.textContent()).toContain(ircc);
      expect(await house.getByText(/already holds it/).count()).toBe(1);
      await house.getByText('Not published yet').waitFor();
      await house.scrollIntoViewIfNeeded();
      await ui.assertAccessible('the Clearing-House section, an IRCC another permit holds');
      await ui.screenshot('clearing-house-duplicate-ircc');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 240_000);
});
