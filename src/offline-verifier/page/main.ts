import { checkCredential } from '../../credentials/credential-check.js';
import { verifyPermitCredential } from '../../credentials/permit-credential.codec.js';
import type { TrustList } from '../../credentials/trust-list.schema.js';
import { OFFLINE_ASSET, OFFLINE_VERIFIER_PATH } from '../offline-verifier.paths.js';
import { cameraFailure, readQrFromFile, scanWithCamera } from './qr-reader.js';
import { moment, renderCheck, renderMessage } from './render.js';
import { lastSynced, type SyncOutcome, statusListFor, sync } from './sync.js';

/**
 * The offline verifier page's script: registers the service worker, syncs the trust list and status
 * lists when the service answers, and checks a permit's `BP1:` code from the camera, an image or
 * pasted text, entirely in the page.
 */
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const result = byId<HTMLElement>('result');
const syncLine = byId<HTMLElement>('sync-status');
const syncButton = byId<HTMLButtonElement>('sync-now');
const fileInput = byId<HTMLInputElement>('qr-file');
const textInput = byId<HTMLTextAreaElement>('qr-text');
const textForm = byId<HTMLFormElement>('text-form');
const cameraStart = byId<HTMLButtonElement>('camera-start');
const cameraStop = byId<HTMLButtonElement>('camera-stop');
const video = byId<HTMLVideoElement>('camera');
const cameraHint = byId<HTMLElement>('camera-hint');

let trustList: TrustList | undefined;
let syncedAt: Date | undefined;

function showSync(outcome: SyncOutcome): void {
  trustList = outcome.trustList ?? trustList;
  syncedAt = outcome.syncedAt ?? syncedAt;
  syncLine.dataset.synced = outcome.syncedAt?.toISOString() ?? '';
  syncLine.dataset.reached = String(outcome.reached);
  if (outcome.syncedAt === undefined || trustList === undefined) {
    syncLine.textContent = 'Not synced yet. Connect to the internet once so this page can fetch the issuer’s keys and lists.';
  } else if (outcome.reached) {
    syncLine.textContent = `Last synced: ${moment(outcome.syncedAt)}. Ready to check permits offline.`;
  } else {
    syncLine.textContent = `Offline. Checking against the keys and lists last synced: ${moment(outcome.syncedAt)}.`;
  }
}

async function syncNow(): Promise<void> {
  syncButton.disabled = true;
  syncLine.textContent = 'Syncing…';
  // Neither reached nor not until this sync ends: what the line says is about to change.
  syncLine.dataset.reached = 'syncing';
  try {
    showSync(await sync());
  } finally {
    syncButton.disabled = false;
  }
}

async function check(text: string): Promise<void> {
  if (trustList === undefined) showSync(await lastSynced());
  const list = trustList;
  if (list === undefined) {
    renderMessage(result, 'This page has no keys to check against yet. Connect to the internet and press “Sync now”.');
    return;
  }
  const checked = await checkCredential(text, { trustList: list, statusList: (url) => statusListFor(url, list) });
  // Why a code is not valid, in the codec's own terms, so the page can say it plainly.
  const verified = checked.outcome === 'not_valid' ? await verifyPermitCredential(text, { trustList: list }) : undefined;
  renderCheck(result, checked, { failure: verified?.valid === false ? verified.reason : undefined, listsSyncedAt: syncedAt });
}

/**
 * A code read from the camera or an image, checked, with the verdict and the permit's first details
 * brought to the top of the screen: on a phone they open below the inputs, out of a ranger's sight.
 */
async function checkRead(text: string): Promise<void> {
  await check(text);
  result.scrollIntoView({ block: 'start' });
}

/** The worker controls this page before the first sync, so what that sync fetches is kept for offline use. */
async function startWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(OFFLINE_ASSET.serviceWorker, { scope: OFFLINE_VERIFIER_PATH });
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller === null) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  } catch {
    // No worker (a private window may refuse one): the page still checks, with what this visit synced.
  }
}

fileInput.addEventListener('change', async () => {
  const file = fileInput.files?.[0];
  if (file === undefined) return;
  renderMessage(result, 'Reading the image…');
  const text = await readQrFromFile(file).catch(() => undefined);
  fileInput.value = '';
  if (text === undefined) renderMessage(result, 'No QR code could be read in this image. Try a sharper photo with the whole code in view.');
  else await checkRead(text);
});

textForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void check(textInput.value);
});

let camera: AbortController | undefined;
function cameraOff(): void {
  camera?.abort();
  camera = undefined;
  video.hidden = true;
  cameraHint.hidden = true;
  cameraStop.hidden = true;
  cameraStart.hidden = false;
}
cameraStart.addEventListener('click', async () => {
  const scan = new AbortController();
  camera = scan;
  video.hidden = false;
  cameraHint.hidden = false;
  cameraStop.hidden = false;
  cameraStart.hidden = true;
  renderMessage(result, 'Point the camera at the QR code.');
  try {
    await scanWithCamera(
      video,
      (text) => {
        cameraOff();
        void checkRead(text);
      },
      scan.signal,
    );
    // On a phone the view opens below the fold: bring it and its hint on screen, the Stop button just
    // above them (the view is at most 60vh tall, so all three fit).
    if (!scan.signal.aborted) cameraHint.scrollIntoView({ block: 'nearest' });
  } catch (error) {
    // Stopped while opening: the person chose to, nothing to report.
    if (scan.signal.aborted) return;
    cameraOff();
    renderMessage(result, cameraFailure(error));
  }
});
cameraStop.addEventListener('click', cameraOff);
syncButton.addEventListener('click', () => void syncNow());
window.addEventListener('online', () => void syncNow());

showSync(await lastSynced());
await startWorker();
await syncNow();
