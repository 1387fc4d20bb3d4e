import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519Signer } from '../../src/credentials/credential-signer.js';
import { decodePermitCredential, encodePermitCredential, verifyPermitCredential } from '../../src/credentials/permit-credential.codec.js';
import type { PublishedTrustList } from '../../src/credentials/trust-list.schema.js';
import { aMember, type Member } from '../helpers/actions.js';
import { credentialOf, regenerateStatusLists } from '../helpers/credentials.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, manySpecies } from '../helpers/factories.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, horizontalOverflow, launchChromium } from './browser.js';

/** A phone, portrait (iPhone 12–15). */
const PHONE = { width: 390, height: 844 } as const;

/** What the page's own code sees, typed here (the service's program has no DOM library). */
interface PageWorker {
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
}

/**
 * The offline verifier (issue 29 §2) in Chromium against the real service: the page installs its
 * service worker and syncs; with the network cut it reloads from the worker's cache and checks a
 * permit's QR code from an image (VALID), a forged code pasted (INVALID); after the permit is revoked
 * and the page has synced once more, offline again, the same QR code reads REVOKED.
 */
describe.skipIf(!chromiumInstalled).each(testDialects)('the offline verifier in Chromium, with the network cut (%s)', (dialect) => {
  let service: TestApp;
  let baseUrl: string;
  let approver: Member;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'biopermit-offline-'));

  beforeAll(async () => {
    const port = await freePort();
    service = await createTestApp(dialect, permitEnv({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }));
    baseUrl = await service.app.listen({ port, host: '127.0.0.1' });
    approver = await aMember(service, ['approver']);
  });
  afterAll(async () => {
    await service?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('checks a QR image offline (VALID), refuses a forged code (INVALID), and shows the revocation after a sync (REVOKED)', async () => {
    const { receipt } = await anApprovedApplication(service);
    const permit = await issuePermitFor(service, receipt.id, approver);
    const text = await credentialOf(service, permit);
    const logIndex = (await decodePermitCredential(text))?.claims.permit.logIndex;
    expect(logIndex).toEqual(expect.any(Number));
    // A permit of 80 lines, whose code carries the digest of its terms instead (issue 29 §2).
    const { receipt: large } = await anApprovedApplication(service, undefined, {
      locations: [0, 1].map((i) => aLocation({ barangay: `Barangay ${i + 1}`, species: manySpecies(40, i) })),
    });
    const digestText = await credentialOf(service, await issuePermitFor(service, large.id, approver));
    const digest = (await decodePermitCredential(digestText))?.claims.permit.termsDigest;
    expect(digest).toEqual(expect.any(String));
    await regenerateStatusLists(service, baseUrl);
    const qrPng = path.join(dir, 'qr.png');
    await QRCode.toFile(qrPng, text, { errorCorrectionLevel: 'M', margin: 4, scale: 4 });

    const browser = await launchChromium();
    const ui = await BackOfficePage.open(browser, baseUrl, PHONE);
    const { page } = ui;
    const syncLine = page.locator('#sync-status');
    const result = page.locator('#result');
    try {
      await page.goto(`${baseUrl}/verify/offline`);
      await page.getByRole('heading', { level: 1, name: 'Check a permit’s QR code' }).waitFor();
      await page.evaluate(() => (globalThis as unknown as PageWorker).navigator.serviceWorker.ready);
      // The first sync runs once the worker controls the page, so the worker keeps what it fetched.
      await page.locator('#sync-status[data-reached="true"]').waitFor();
      expect(await syncLine.textContent()).toMatch(/^Last synced: .+\. Ready to check permits offline\.$/);
      expect(await page.evaluate(() => (globalThis as unknown as PageWorker).navigator.serviceWorker.controller !== null)).toBe(true);
      await ui.assertAccessible('the offline verifier, synced');
      // What Chromium requires to offer "Install": a manifest with a name, start URL, icons and a controlling worker.
      const devtools = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await devtools.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // A test's browser context is incognito, which alone is no fault of the page.
      expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Check a permit’s QR code' }).waitFor();
      // Read together with its state: at load the page shows what it last synced (offline), then syncs,
      // saying "Syncing…" meanwhile; a read of the text after seeing the state could fall in between.
      await page
        .locator('#sync-status[data-reached="false"]', { hasText: /^Offline\. Checking against the keys and lists last synced: / })
        .waitFor();

      await page.setInputFiles('#qr-file', qrPng);
      await page.locator('#result[data-state="valid"]').waitFor();
      expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('VALID');
      const shown = await result.innerText();
      expect(shown).toContain(permit.permit_no);
      expect(shown).toContain('Maria Reyes Santos');
      expect(shown).toMatch(/Biodiversity Management Bureau/);
      expect(shown).toContain('2 species');
      expect(shown).toContain('Status lists synced');
      expect(shown).toMatch(new RegExp(`Public log entry\\s+No\\. ${logIndex} · its inclusion proof`));
      expect(await result.getByRole('link', { name: /its inclusion proof/ }).getAttribute('href')).toBe(
        `${baseUrl}/api/v1/public/log/proof/inclusion?index=${logIndex}`,
      );
      expect(await horizontalOverflow(page)).toBe(0);
      await ui.assertAccessible('the offline verifier, a valid permit');
      await ui.screenshot('offline-verifier-valid', { fullPage: true });

      // Another key under the trusted key's kid: everything else the genuine permit's.
      const trustList = (await (await fetch(`${baseUrl}/api/v1/public/trust-list`)).json()) as PublishedTrustList;
      const genuine = await verifyPermitCredential(text, { trustList });
      if (!genuine.valid) throw new Error(genuine.reason);
      const other = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as unknown as {
        privateKey: Parameters<typeof ed25519Signer>[0];
      };
      const forged = await encodePermitCredential(genuine.claims, ed25519Signer(other.privateKey, genuine.kid));
      expect(forged).not.toBe(text);
      await page.getByLabel('Or paste the code’s text (it starts with BP1:)').fill(forged);
      await page.getByRole('button', { name: 'Check this text' }).click();
      await page.locator('#result[data-state="not_valid"]').waitFor();
      expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('INVALID');
      expect(await result.innerText()).toContain('Its signature does not match its contents');
      // Nothing of a forged code is shown as the permit's.
      expect(await result.innerText()).not.toContain('Maria Reyes Santos');
      await ui.assertAccessible('the offline verifier, a forged code');
      await ui.screenshot('offline-verifier-invalid', { fullPage: true });

      await page.getByLabel('Or paste the code’s text (it starts with BP1:)').fill(digestText);
      await page.getByRole('button', { name: 'Check this text' }).click();
      await page.locator('#result[data-state="valid"]').waitFor();
      expect(await result.innerText()).toContain(`80 authorised lines: compare with the certificate’s embedded terms (digest ${digest}).`);
      await ui.assertAccessible('the offline verifier, a permit carrying its terms’ digest');

      await permitAction(service, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
      await regenerateStatusLists(service, baseUrl);
      // Still offline: the page knows nothing of it yet.
      await page.setInputFiles('#qr-file', qrPng);
      await page.locator('#result[data-state="valid"]').waitFor();

      const before = await syncLine.getAttribute('data-synced');
      // Back online the page syncs by itself too (its `online` listener); the button is what a person presses.
      await page.context().setOffline(false);
      await page.getByRole('button', { name: 'Sync now' }).click();
      await page.locator('#sync-status[data-reached="true"]').waitFor();
      expect(await syncLine.getAttribute('data-synced')).not.toBe(before);
      await page.context().setOffline(true);
      await page.reload();
      await page.locator('#sync-status[data-reached="false"]').waitFor();
      await page.setInputFiles('#qr-file', qrPng);
      await page.locator('#result[data-state="revoked"]').waitFor();
      expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('REVOKED');
      expect(await result.innerText()).toContain(permit.permit_no);
      expect(await result.innerText()).toContain('Date of expiry');
      await ui.screenshot('offline-verifier-revoked', { fullPage: true });

      expect(ui.errors).toEqual([]);
      expect(await ui.cspViolations()).toEqual([]);
      expect(ui.elsewhere).toEqual([]);
    } finally {
      await ui.close();
      await browser.close();
    }
  }, 120_000);
});
