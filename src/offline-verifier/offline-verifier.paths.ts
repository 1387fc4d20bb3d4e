/**
 * The addresses and names the offline verifier's server routes, its page and its service worker share
 * (no DOM, no Node: all three import it). The page and the worker live under one path so that the
 * worker's scope covers exactly them.
 */
export const OFFLINE_VERIFIER_PATH = '/verify/offline';
export const OFFLINE_ASSET = {
  script: `${OFFLINE_VERIFIER_PATH}/app.js`,
  serviceWorker: `${OFFLINE_VERIFIER_PATH}/sw.js`,
  manifest: `${OFFLINE_VERIFIER_PATH}/manifest.webmanifest`,
  icon: `${OFFLINE_VERIFIER_PATH}/icon.svg`,
} as const;
/** What the worker keeps for the page to open with no network. */
export const OFFLINE_SHELL = [OFFLINE_VERIFIER_PATH, OFFLINE_ASSET.script, OFFLINE_ASSET.manifest, OFFLINE_ASSET.icon] as const;

/** What the page syncs (src/credentials/credential.public.routes.ts serves them). */
export const TRUST_LIST_URL = '/api/v1/public/trust-list';
export const STATUS_LISTS_URL = '/api/v1/public/status-lists/';

/** Cache Storage: the shell, and the synced lists (kept apart so a new shell never drops the lists). */
export const SHELL_CACHE = 'biopermit-offline-shell-v1';
export const DATA_CACHE = 'biopermit-offline-data-v1';
/** Set by the worker on a list it stored: when it came from the service (ISO 8601). */
export const SYNCED_AT_HEADER = 'x-biopermit-synced-at';
/** Set by the worker on a list it answered from its cache because the service could not be reached. */
export const FROM_CACHE_HEADER = 'x-biopermit-from-cache';
