import type { TrustList } from '../../credentials/trust-list.schema.js';
import { DATA_CACHE, FROM_CACHE_HEADER, STATUS_LISTS_URL, SYNCED_AT_HEADER, TRUST_LIST_URL } from '../offline-verifier.paths.js';
import { isTrustList } from '../offline-verifier.trust-list.js';

/**
 * The lists the page checks against: fetched through the service worker, which keeps the last good copy
 * of each in Cache Storage (page/service-worker.ts), read back from there when the network is gone.
 * Without a worker (a browser without one), what the last sync fetched stays in memory for the visit.
 */
export interface SyncOutcome {
  /** Whether the service answered (false: the copies are the worker's, or there are none). */
  readonly reached: boolean;
  /** When the lists in use came from the service; undefined when there are none. */
  readonly syncedAt: Date | undefined;
  readonly trustList: TrustList | undefined;
}

/** Every list number is asked for until the service says there is none; a bound keeps a broken answer from looping. */
const MAX_LISTS = 64;
const memory = new Map<string, Response>();

async function fetchList(url: string): Promise<Response | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json, application/vc+jwt' } });
    if (response.ok) memory.set(url, response.clone());
    return response;
  } catch {
    return undefined;
  }
}

/** A list as last synced: the worker's cache, or this visit's memory. */
async function storedList(url: string): Promise<Response | undefined> {
  if ('caches' in globalThis) {
    const cached = await (await caches.open(DATA_CACHE)).match(url);
    if (cached !== undefined) return cached;
  }
  return memory.get(url)?.clone();
}

function syncedAtOf(response: Response | undefined): Date | undefined {
  const header = response?.headers.get(SYNCED_AT_HEADER);
  if (header === null || header === undefined) return response === undefined ? undefined : new Date();
  const date = new Date(header);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

async function trustListFrom(response: Response | undefined): Promise<TrustList | undefined> {
  if (response === undefined || !response.ok) return undefined;
  try {
    const body: unknown = await response.json();
    return isTrustList(body) ? { issuer: body.issuer, keys: body.keys } : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the trust list and every status list from the service (the worker stores them). */
export async function sync(): Promise<SyncOutcome> {
  const response = await fetchList(TRUST_LIST_URL);
  if (!response?.ok || response.headers.get(FROM_CACHE_HEADER) !== null) return lastSynced();
  const trustList = await trustListFrom(response.clone());
  for (let n = 0; n < MAX_LISTS; n++) {
    const answers = await Promise.all(['revocation', 'suspension'].map((purpose) => fetchList(`${STATUS_LISTS_URL}${purpose}-${n}`)));
    if (answers.some((answer) => answer === undefined || !answer.ok)) break;
  }
  return { reached: true, syncedAt: syncedAtOf(response), trustList };
}

/** What the last sync left, without the network. */
export async function lastSynced(): Promise<SyncOutcome> {
  const stored = await storedList(TRUST_LIST_URL);
  return { reached: false, syncedAt: syncedAtOf(stored), trustList: await trustListFrom(stored) };
}

/**
 * The status list credential (vc+jwt) a credential names, from the last sync; fetched (and so stored)
 * when none was synced yet and the service answers. Only lists of the trust list's own issuer are
 * looked for; checkCredential verifies what it gets against the trust list.
 */
export async function statusListFor(url: string, trustList: TrustList): Promise<string | undefined> {
  const base = `${trustList.issuer}${STATUS_LISTS_URL}`;
  if (!url.startsWith(base)) return undefined;
  const local = `${STATUS_LISTS_URL}${url.slice(base.length)}`;
  const response = (await storedList(local)) ?? (await fetchList(local));
  if (response === undefined || !response.ok) return undefined;
  return response.text();
}
