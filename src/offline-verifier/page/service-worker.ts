import {
  DATA_CACHE,
  FROM_CACHE_HEADER,
  OFFLINE_SHELL,
  SHELL_CACHE,
  STATUS_LISTS_URL,
  SYNCED_AT_HEADER,
  TRUST_LIST_URL,
} from '../offline-verifier.paths.js';

/**
 * The offline verifier's service worker (served as /verify/offline/sw.js, scope /verify/offline). It
 * keeps the page, its script, manifest and icon, so the page opens with no network; and it keeps the
 * last good answer of the trust list and of each status list, stamped with when it came, so the page
 * can check a permit offline and say how old its lists are. Typed with the few worker interfaces it
 * uses: this program's library is the DOM's, not the worker's.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await (await caches.open(SHELL_CACHE)).addAll([...OFFLINE_SHELL]);
      await worker.skipWaiting();
    })(),
  );
});

// Control the page that installed the worker at once, so its first sync is already kept.
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if ((OFFLINE_SHELL as readonly string[]).includes(url.pathname)) event.respondWith(shell(event));
  else if (url.pathname === TRUST_LIST_URL || url.pathname.startsWith(STATUS_LISTS_URL)) event.respondWith(list(event.request));
});

/** The kept copy at once (a field phone on a weak signal must not wait), refreshed behind it for the next visit. */
async function shell(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const path = new URL(event.request.url).pathname;
  const refresh = fetch(path, { cache: 'no-cache' })
    .then(async (response) => {
      if (response.ok) await cache.put(path, response.clone());
      return response;
    })
    .catch(() => undefined);
  const kept = await cache.match(path);
  if (kept !== undefined) {
    event.waitUntil(refresh);
    return kept;
  }
  return (await refresh) ?? Response.error();
}

/** The service's answer when it can be had (and kept, stamped), the kept one, marked so, when it cannot. */
async function list(request: Request): Promise<Response> {
  const cache = await caches.open(DATA_CACHE);
  const key = new URL(request.url).pathname;
  let response: Response;
  try {
    response = await fetch(key, { cache: 'no-store', headers: request.headers });
  } catch {
    const kept = await cache.match(key);
    if (kept === undefined) return Response.error();
    return restamp(kept, FROM_CACHE_HEADER, '1');
  }
  if (!response.ok) return response;
  const stamped = await restamp(response, SYNCED_AT_HEADER, new Date().toISOString());
  await cache.put(key, stamped.clone());
  return stamped;
}

async function restamp(response: Response, header: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(header, value);
  return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers });
}
