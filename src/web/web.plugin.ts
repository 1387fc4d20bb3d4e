import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../http/problem.plugin.js';

/**
 * Serves the back-office (web/, built by Vite into web/dist) under /app/ from this same process:
 * hashed assets cached for a year, index.html revalidated on every load and answered for every
 * client-side route (history fallback), compressed at build time, and headers that keep the page
 * from running anything but its own files.
 */
export const WEB_BASE_PATH = '/app';
export const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Only the bundle's own files run: no inline script, no eval (Vite's build needs neither).
  "script-src 'self'",
  // Mantine writes the theme's CSS variables into a <style> element at run time and sets `style`
  // attributes for layout props (gap, width, colours). Styles cannot run code; script stays 'self'.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // Framed, and nothing else: the document viewer's staff file route (same origin, served sandboxed)
  // and the certificate preview, a fetched PDF (a logged download) shown from a blob: URL by the
  // browser's own viewer.
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Staff URLs carry searches with people's names: never send them to another site.
  'referrer-policy': 'same-origin',
  // For browsers older than frame-ancestors.
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/** The build's compressed copies of a file, served in its place, never at their own address. */
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Files Vite copies as they are (favicon): their names carry no hash, so a day at most. */
const UNHASHED_FILE_CACHE = 'public, max-age=86400';

export interface WebOptions {
  /** The built back-office; web/dist by default. */
  readonly distDir?: string;
}

/** Hashed assets for a year; the page revalidated on every load (ETag), so a deploy shows at once. */
function cacheControlFor(distDir: string, filePath: string): string {
  // The compressed copy sent in place of a file is cached as the file is (index.html.br too: no-cache).
  const relative = path.relative(distDir, filePath).replace(PRECOMPRESSED_COPY, '');
  if (relative === 'index.html') return 'no-cache';
  if (relative.startsWith(`assets${path.sep}`)) return ASSET_CACHE;
  return UNHASHED_FILE_CACHE;
}

function securityHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  reply.headers(SECURITY_HEADERS);
  // Files go out brotli- or gzip-compressed by what the browser accepts: a cache must key on it.
  reply.header('vary', 'accept-encoding');
  // The file's own caching (set by `setHeaders` on the raw response) wins over the service-wide
  // `no-store` every reply starts with (src/http/request-context.ts), which Fastify would write over it.
  const fileCaching = reply.raw.getHeader('cache-control');
  if (typeof fileCaching === 'string') reply.header('cache-control', fileCaching);
  done(null, payload);
}

export async function webPlugin(app: FastifyInstance, options: WebOptions = {}): Promise<void> {
  const distDir = options.distDir ?? DEFAULT_WEB_DIST_DIR;
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${WEB_BASE_PATH}/`, 302));

  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'the back-office is not built: /app/ answers 503 until `npm run web:build` (npm start builds it)');
    const notBuilt = (request: FastifyRequest, reply: FastifyReply) =>
      sendProblem(
        request,
        reply,
        'service_unavailable',
        'The back-office is not built on this server. Run `npm run web:build`, or start it with `npm start`.',
      );
    app.get(WEB_BASE_PATH, { schema: { hide: true } }, notBuilt);
    app.get(`${WEB_BASE_PATH}/*`, { schema: { hide: true } }, notBuilt);
    return;
  }

  await app.register(async (web) => {
    web.addHook('onSend', securityHeaders);
    await web.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: `${WEB_BASE_PATH}/assets/`,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      // The build's brotli and gzip copies (web/vite/precompress.ts) for a browser that accepts them,
      // for every file this scope sends, index.html included; the file itself otherwise.
      preCompressed: true,
      allowedPath: (pathname) => !PRECOMPRESSED_COPY.test(pathname),
      // One place for every file this scope sends (assets, index.html, favicon), by what it is.
      setHeaders: (response, filePath) => response.setHeader('cache-control', cacheControlFor(distDir, filePath)),
    });
    for (const file of fs.readdirSync(distDir, { withFileTypes: true })) {
      if (!file.isFile() || file.name === 'index.html' || file.name.startsWith('.') || PRECOMPRESSED_COPY.test(file.name)) continue;
      web.get(`${WEB_BASE_PATH}/${file.name}`, { schema: { hide: true } }, (_request, reply) =>
        reply.sendFile(file.name, distDir, { cacheControl: false }),
      );
    }
    // Every other path under /app/ is a client-side route: the same index.html, revalidated each time.
    const page = (_request: FastifyRequest, reply: FastifyReply) => reply.sendFile('index.html', distDir, { cacheControl: false });
    web.get(WEB_BASE_PATH, { schema: { hide: true } }, page);
    web.get(`${WEB_BASE_PATH}/*`, { schema: { hide: true } }, (request, reply) =>
      // A missing asset is a 404, never the page: a browser would try to run HTML as a script.
      request.url.startsWith(`${WEB_BASE_PATH}/assets/`) ? reply.callNotFound() : page(request, reply),
    );
  });
}
