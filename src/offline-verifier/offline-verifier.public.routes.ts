import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, matchesNoneMatch } from '../blobs/blob-download.js';
import { offlineBundle } from './offline-verifier.bundle.js';
import { OFFLINE_ICON, OFFLINE_MANIFEST, OFFLINE_PAGE_CSP, OFFLINE_PAGE_HTML } from './offline-verifier.page.js';
import { OFFLINE_ASSET, OFFLINE_VERIFIER_PATH } from './offline-verifier.paths.js';

/**
 * `GET /verify/offline` and its files (issue 29 §2; docs/TRUST.md, "The offline verifier"): a page,
 * not part of the API, so hidden from the OpenAPI document as the back-office's files are. Every file
 * is revalidated on each load (ETag, `no-cache`): the service worker keeps the copies a phone uses
 * offline, and refreshes them when it is online, so a deploy reaches it on the next visit.
 */
const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  // The camera for scanning, by this page only; nothing else a phone offers.
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

function send(request: FastifyRequest, reply: FastifyReply, body: string, type: string, extra: Record<string, string> = {}) {
  const etag = etagOf(createHash('sha256').update(body).digest('hex'));
  reply.headers({ ...HEADERS, ...extra, etag, 'cache-control': 'no-cache' });
  if (matchesNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

const hidden = { schema: { hide: true } } as const;

export async function offlineVerifierRoutes(app: FastifyInstance): Promise<void> {
  app.get(OFFLINE_VERIFIER_PATH, hidden, (request, reply) =>
    send(request, reply, OFFLINE_PAGE_HTML, 'text/html; charset=utf-8', {
      'content-security-policy': OFFLINE_PAGE_CSP,
      'x-robots-tag': 'noindex',
    }),
  );
  app.get(OFFLINE_ASSET.script, hidden, async (request, reply) =>
    send(request, reply, (await offlineBundle()).script, 'text/javascript; charset=utf-8'),
  );
  app.get(OFFLINE_ASSET.serviceWorker, hidden, async (request, reply) =>
    send(request, reply, (await offlineBundle()).serviceWorker, 'text/javascript; charset=utf-8', {
      // The worker lives at /verify/offline/sw.js and controls /verify/offline itself, one level up.
      'service-worker-allowed': OFFLINE_VERIFIER_PATH,
    }),
  );
  app.get(OFFLINE_ASSET.manifest, hidden, (request, reply) => send(request, reply, OFFLINE_MANIFEST, 'application/manifest+json'));
  app.get(OFFLINE_ASSET.icon, hidden, (request, reply) => send(request, reply, OFFLINE_ICON, 'image/svg+xml'));
}
