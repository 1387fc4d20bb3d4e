import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookDispatcher, type Dispatcher } from '../../src/webhooks/webhook.dispatcher.js';
import { createStaff, type TestStaff } from '../helpers/staff.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { aWebhookReceiver } from '../helpers/webhook-receiver.js';
import { aSubmittedApplication } from '../helpers/workflow.js';
import { BackOfficePage, chromiumInstalled, launchChromium, logInThroughPage } from './browser.js';

/**
 * Webhooks in the back-office, in Chromium against the real service (issue 19 §5): an admin
 * registers an agency's endpoint (the secret shown once), sends a test event that a real receiver
 * refuses, reads the failed delivery and redelivers it once the receiver answers; the dashboard shows
 * the outbox's health. The service allows a receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE_NETWORKS).
 */
describe.skipIf(!chromiumInstalled)('webhooks in the back-office, in Chromium against the real service', () => {
  let service: TestApp;
  let baseUrl: string;
  let browser: Browser;
  let admin: TestStaff;
  let dispatcher: Dispatcher;
  let receiver: Awaited<ReturnType<typeof aWebhookReceiver>>;
  let answer = 503;
  beforeAll(async () => {
    service = await createTestApp('sqlite', { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SCHEDULE: '0s' });
    baseUrl = await service.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await createStaff(service, { roles: ['admin'], name: 'Luzviminda Pañares' });
    browser = await launchChromium();
    receiver = await aWebhookReceiver(() => answer);
    const silent = { info() {}, warn() {}, error() {} };
    dispatcher = createWebhookDispatcher({ db: service.database.db, log: silent, retryScheduleMs: [0], allowPrivateNetworks: true });
  });
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await service?.close();
  });

  it('registers an endpoint, shows a failed delivery and redelivers it, accessible at each step', async () => {
    const { agency } = await aSubmittedApplication(service);
    // Its application.received event is fanned out now, before the endpoint exists: only the test event goes there.
    await dispatcher.drain();
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, admin, `/app/admin/agencies/${agency}`);
      const section = page.getByRole('region', { name: 'Webhook endpoints' });
      await section.getByText('No webhook endpoint').waitFor();

      await section.getByRole('button', { name: 'New webhook endpoint' }).click();
      const form = page.getByRole('form', { name: 'New webhook endpoint' });
      await form.getByRole('textbox', { name: /^URL/ }).fill(receiver.url);
      await form.getByRole('textbox', { name: /^Label/ }).fill('Agency permit system');
      await ui.assertAccessible(`/app/admin/agencies/${agency} with the new-endpoint form`);
      await form.getByRole('button', { name: 'Register endpoint' }).click();
      const created = page.getByRole('dialog', { name: 'Webhook endpoint registered' });
      await created.getByText(/^whsec_/).waitFor();
      await ui.assertAccessible(`/app/admin/agencies/${agency} with the signing secret`);
      await ui.screenshot('admin-webhook-secret');
      await created.getByRole('button', { name: 'Done' }).click();

      await section.getByRole('button', { name: 'Deliveries of Agency permit system' }).click();
      const deliveries = page.getByRole('dialog', { name: 'Deliveries' });
      await deliveries.getByText('No delivery yet').waitFor();
      await deliveries.getByRole('button', { name: 'Send a test event' }).click();
      await deliveries.getByText('Pending').waitFor();
      await dispatcher.drain();
      expect(receiver.received).toHaveLength(1);
      // The list follows the service: closed and opened again, it reads the outcome.
      await page.keyboard.press('Escape');
      await page.reload();
      await section.getByText('HTTP 503').waitFor();
      await ui.assertAccessible(`/app/admin/agencies/${agency} with a failing endpoint`);
      await ui.screenshot('admin-webhooks', { fullPage: true });

      await section.getByRole('button', { name: 'Deliveries of Agency permit system' }).click();
      await deliveries.getByText('HTTP 503').waitFor();
      answer = 204;
      await deliveries.getByRole('button', { name: /^Redeliver webhook.test/ }).click();
      await deliveries.getByText('Pending').waitFor();
      await ui.assertAccessible(`/app/admin/agencies/${agency} with the deliveries`);
      await ui.screenshot('admin-webhook-deliveries');
      await dispatcher.drain();
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
        receiver.received[0]?.headers['webhook-id'],
        receiver.received[0]?.headers['webhook-id'],
      ]);
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);

  it('shows the outbox’s health on the dashboard: the events waiting and the failing endpoint', async () => {
    await aSubmittedApplication(service);
    const ui = await BackOfficePage.open(browser, baseUrl);
    const { page } = ui;
    try {
      await logInThroughPage(ui, admin, '/app/dashboard');
      const section = page.getByRole('region', { name: 'Events and webhooks' });
      const figures = section.getByLabel('The outbox in figures');
      await figures.getByText('Events waiting').waitFor();
      expect(await figures.textContent()).toMatch(/Events waiting[1-9]/);
      await section.getByRole('table', { name: 'Failing webhook endpoints' }).waitFor();
      await ui.assertAccessible('/app/dashboard with the outbox');
      await section.scrollIntoViewIfNeeded();
      await ui.screenshot('dashboard-outbox');
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.errors).toEqual([]);
    } finally {
      await ui.close();
    }
  }, 120_000);
});
