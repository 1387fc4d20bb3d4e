import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aMember, type Member } from '../helpers/actions.js';
import { credentialOf, regenerateStatusLists } from '../helpers/credentials.js';
import { testDialects } from '../helpers/databases.js';
import { pdfToolsInstalled, readQrCodes, renderPage, withPdfFile } from '../helpers/pdf-tools.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { freePort } from '../helpers/processes.js';
import { writeBlankVideo, writeQrVideo } from '../helpers/qr-video.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BackOfficePage, chromiumInstalled, launchChromium, launchChromiumWithCamera } from './browser.js';

/** A phone, portrait (iPhone 12–15). */
const PHONE = { width: 390, height: 844 } as const;

/** What the page's own code sees, typed here (the service's program has no DOM library). */
interface PageWorker {
  navigator: { serviceWorker: { ready: Promise<unknown> } };
}
interface CameraTrack {
  readyState: string;
}
interface PageCamera {
  document: { getElementById(id: 'camera'): { srcObject: unknown; currentTime: number } };
  navigator: { mediaDevices: { getUserMedia(constraints: unknown): Promise<{ getTracks(): CameraTrack[] }> } };
  /** Every stream the page was given, and a gate that holds getUserMedia's answer until the test opens it. */
  __streams: { getTracks(): CameraTrack[] }[];
  __gate: Promise<void>;
  __openGate: () => void;
}

/**
 * The offline verifier's camera (issue 29 §2: "reads a QR code from the camera") in Chromium, with
 * real frames: Chromium's fake camera plays a video of the permit's QR code, drawn from the modules
 * the certificate prints (test/helpers/qr-video.ts) for the code zbar reads on the issued certificate.
 * With the network cut, the camera button reads the code and the page says VALID; after the revocation
 * and a sync, offline again, the camera reads REVOKED.
 */
describe.skipIf(!chromiumInstalled).each(testDialects)(
  'the offline verifier’s camera in Chromium, with the network cut (%s)',
  (dialect) => {
    let service: TestApp;
    let baseUrl: string;
    let approver: Member;
    const browsers: Browser[] = [];
    const dir = mkdtempSync(path.join(os.tmpdir(), 'biopermit-camera-'));

    beforeAll(async () => {
      const port = await freePort();
      service = await createTestApp(dialect, permitEnv({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }));
      baseUrl = await service.app.listen({ port, host: '127.0.0.1' });
      approver = await aMember(service, ['approver']);
    });
    afterAll(async () => {
      for (const browser of browsers) await browser.close();
      await service?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('reads the QR code from the camera offline (VALID) and, after the revocation and a sync, (REVOKED)', async () => {
      const { receipt } = await anApprovedApplication(service);
      const permit = await issuePermitFor(service, receipt.id, approver);
      const text = await credentialOf(service, permit);
      expect(text).toMatch(/^BP1:/);
      if (pdfToolsInstalled) {
        // The code the issued certificate prints, read by zbar from its first page, is the one the video shows.
        const download = await service.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
        expect(download.statusCode).toBe(200);
        expect(withPdfFile(download.rawPayload, (file, pdfDir) => readQrCodes(renderPage(file, pdfDir, 1)))).toEqual([text]);
      }
      await regenerateStatusLists(service, baseUrl);
      const video = path.join(dir, 'qr.y4m');
      writeQrVideo(video, text);

      const browser = await launchChromiumWithCamera(video);
      browsers.push(browser);
      const ui = await BackOfficePage.open(browser, baseUrl, PHONE);
      const { page } = ui;
      const result = page.locator('#result');
      const scan = page.getByRole('button', { name: 'Scan with the camera' });
      try {
        await page.goto(`${baseUrl}/verify/offline`);
        await page.getByRole('heading', { level: 1, name: 'Check a permit’s QR code' }).waitFor();
        await page.evaluate(() => (globalThis as unknown as PageWorker).navigator.serviceWorker.ready);
        await page.locator('#sync-status[data-reached="true"]').waitFor();

        await page.context().setOffline(true);
        await page.reload();
        await page.locator('#sync-status[data-reached="false"]').waitFor();

        await scan.click();
        await page.locator('#result[data-state="valid"]').waitFor();
        expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('VALID');
        const shown = await result.innerText();
        expect(shown).toContain(permit.permit_no);
        expect(shown).toContain('Maria Reyes Santos');
        // The camera is released once the code is read: the view is hidden, the button back.
        expect(await page.locator('#camera').isHidden()).toBe(true);
        expect(await scan.isVisible()).toBe(true);
        expect(await page.evaluate(() => (globalThis as unknown as PageCamera).document.getElementById('camera').srcObject)).toBeNull();
        // On a phone the result is below the inputs: the page brings the verdict and the permit number on screen.
        for (const shown of [result.getByRole('heading', { level: 2 }), result.getByText(permit.permit_no)]) {
          const box = await shown.boundingBox();
          expect(box !== null && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
        }
        await ui.screenshot('offline-verifier-camera-valid-screen');
        await ui.assertAccessible('the offline verifier, a valid permit read by the camera');
        await ui.screenshot('offline-verifier-camera-valid', { fullPage: true });

        await permitAction(service, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
        await regenerateStatusLists(service, baseUrl);
        await page.context().setOffline(false);
        await page.getByRole('button', { name: 'Sync now' }).click();
        await page.locator('#sync-status[data-reached="true"]').waitFor();
        await page.context().setOffline(true);
        await page.reload();
        await page.locator('#sync-status[data-reached="false"]').waitFor();

        await scan.click();
        await page.locator('#result[data-state="revoked"]').waitFor();
        expect(await result.getByRole('heading', { level: 2 }).textContent()).toBe('REVOKED');
        expect(await result.innerText()).toContain(permit.permit_no);
        await ui.screenshot('offline-verifier-camera-revoked', { fullPage: true });

        expect(ui.errors).toEqual([]);
        expect(await ui.cspViolations()).toEqual([]);
        expect(ui.elsewhere).toEqual([]);
      } finally {
        await ui.close();
      }
    }, 120_000);

    it('claims nothing from a camera that shows no code, and Stop releases the camera, even when pressed while it is still opening', async () => {
      const video = path.join(dir, 'blank.y4m');
      writeBlankVideo(video);
      const browser = await launchChromiumWithCamera(video);
      browsers.push(browser);
      const ui = await BackOfficePage.open(browser, baseUrl, PHONE);
      const { page } = ui;
      // The camera's answer held until the test lets it through, as while a person reads the permission prompt.
      await page.context().addInitScript(() => {
        const page = globalThis as unknown as PageCamera;
        const devices = page.navigator.mediaDevices;
        const open = devices.getUserMedia.bind(devices);
        page.__streams = [];
        page.__gate = new Promise((resolve) => {
          page.__openGate = resolve;
        });
        devices.getUserMedia = async (constraints) => {
          const stream = await open(constraints);
          page.__streams.push(stream);
          await page.__gate;
          return stream;
        };
      });
      const result = page.locator('#result');
      const scan = page.getByRole('button', { name: 'Scan with the camera' });
      const stop = page.getByRole('button', { name: 'Stop the camera' });
      const allReleased = () =>
        page.waitForFunction(() => {
          const page = globalThis as unknown as PageCamera;
          return page.__streams.every((stream) => stream.getTracks().every((track) => track.readyState === 'ended'));
        });
      try {
        await page.goto(`${baseUrl}/verify/offline`);
        await page.locator('#sync-status[data-reached="true"]').waitFor();

        await scan.click();
        expect(await result.innerText()).toBe('Point the camera at the QR code.');
        await page.waitForFunction(() => (globalThis as unknown as PageCamera).__streams.length === 1);
        await stop.click();
        await page.evaluate(() => (globalThis as unknown as PageCamera).__openGate());
        await allReleased();
        expect(await page.locator('#camera').isHidden()).toBe(true);
        expect(await page.locator('#camera-hint').isHidden()).toBe(true);
        expect(await scan.isVisible()).toBe(true);
        // Stopping is no failure: nothing is reported.
        expect(await result.innerText()).toBe('Point the camera at the QR code.');

        await scan.click();
        // A second of blank paper (ten frames, each given to the decoder) and nothing is claimed.
        await page.waitForFunction(() => (globalThis as unknown as PageCamera).document.getElementById('camera').currentTime > 1);
        expect(await result.getAttribute('data-state')).toBeNull();
        expect(await result.innerText()).toBe('Point the camera at the QR code.');
        // The view, what to do with it and its Stop button are on a phone's screen.
        for (const shown of [stop, page.locator('#camera'), page.getByText('Hold the permit’s QR code flat in the view')]) {
          const box = await shown.boundingBox();
          expect(box !== null && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
        }
        await ui.assertAccessible('the offline verifier, scanning');
        await ui.screenshot('offline-verifier-camera-scanning');
        await stop.click();
        await allReleased();
        expect(await page.evaluate(() => (globalThis as unknown as PageCamera).document.getElementById('camera').srcObject)).toBeNull();
        expect(await page.evaluate(() => (globalThis as unknown as PageCamera).__streams.length)).toBe(2);
        expect(ui.errors).toEqual([]);
        expect(await ui.cspViolations()).toEqual([]);
      } finally {
        await ui.close();
      }
    }, 60_000);

    it('reads a dense credential code held at a distance: half the height of a 720p camera’s frame', async () => {
      const { receipt } = await anApprovedApplication(service);
      const permit = await issuePermitFor(service, receipt.id, approver);
      const text = await credentialOf(service, permit);
      await regenerateStatusLists(service, baseUrl);
      const video = path.join(dir, 'far.y4m');
      writeQrVideo(video, text, { width: 1280, height: 720, side: 360 });
      const browser = await launchChromiumWithCamera(video);
      browsers.push(browser);
      const ui = await BackOfficePage.open(browser, baseUrl, PHONE);
      const { page } = ui;
      try {
        await page.goto(`${baseUrl}/verify/offline`);
        await page.locator('#sync-status[data-reached="true"]').waitFor();
        await page.getByRole('button', { name: 'Scan with the camera' }).click();
        await page.locator('#result[data-state="valid"]').waitFor();
        expect(await page.locator('#result').innerText()).toContain(permit.permit_no);
      } finally {
        await ui.close();
      }
    }, 60_000);

    // The shared browser has no fake camera: on a machine with none of its own, it has no camera at all.
    it.skipIf(existsSync('/dev/video0'))('says what to do when the device has no camera', async () => {
      const browser = await launchChromium();
      const ui = await BackOfficePage.open(browser, baseUrl, PHONE);
      const { page } = ui;
      // Allowed, so what the page meets is the missing device, not a refused permission.
      await page.context().grantPermissions(['camera']);
      try {
        await page.goto(`${baseUrl}/verify/offline`);
        await page.locator('#sync-status[data-reached="true"]').waitFor();
        await page.getByRole('button', { name: 'Scan with the camera' }).click();
        const result = page.locator('#result');
        await page.getByText('No camera was found on this device.').waitFor();
        expect(await result.innerText()).toBe(
          'No camera was found on this device. Please choose a photo of the QR code instead, or paste its text.',
        );
        expect(await page.locator('#camera').isHidden()).toBe(true);
        expect(await page.getByRole('button', { name: 'Scan with the camera' }).isVisible()).toBe(true);
        expect(ui.errors).toEqual([]);
      } finally {
        await ui.close();
        await browser.close();
      }
    });
  },
);
