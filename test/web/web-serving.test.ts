import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProblemHandler } from '../../src/http/problem.plugin.js';
import { installRouteIndex } from '../../src/http/route-index.js';
import { CONTENT_SECURITY_POLICY, DEFAULT_WEB_DIST_DIR, webPlugin } from '../../src/web/web.plugin.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * The back-office as the service serves it (web/dist, built by the global setup). It touches no
 * database, so it runs on SQLite only.
 */
let t: TestApp;
let indexHtml: string;
let entryScript: string;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  indexHtml = fs.readFileSync(path.join(DEFAULT_WEB_DIST_DIR, 'index.html'), 'utf8');
  entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(indexHtml)?.[1] ?? '';
});
afterAll(() => t?.close());

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the back-office under /app/', () => {
  it('sends / to /app/', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/');
  });

  it.each(['/app', '/app/', '/app/login?returnTo=%2Fworkqueues', '/app/workqueues', '/app/applications/ABS-2026-000001/documents'])(
    'answers %s with index.html, never cached without revalidation (client-side routes)',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('revalidates index.html with its ETag (304), so a deploy shows at the next load', async () => {
    const first = await t.app.inject({ url: '/app/' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/app/workqueues', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('sends a Content-Security-Policy that runs only its own scripts, and the other protective headers', async () => {
    const response = await t.app.inject({ url: '/app/' });
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // The document viewer's same-origin file route and the certificate preview's blob: URLs, nothing else.
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('builds a page with no inline script, so the policy needs no exception for one', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/app\/assets\/[\w-]+\.js"/);
      expect(body?.trim()).toBe('');
    }
    expect(indexHtml).not.toMatch(/\son[a-z]+=/i);
  });

  it('caches hashed assets for a year, immutable, with their types and the same headers', async () => {
    expect(entryScript).toMatch(/^\/app\/assets\/index-[\w-]+\.js$/);
    const script = await t.app.inject({ url: entryScript });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const stylesheet = /href="(\/app\/assets\/[\w-]+\.css)"/.exec(indexHtml)?.[1] ?? '';
    const style = await t.app.inject({ url: stylesheet });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, gzip to one that takes only gzip, the file to others", async () => {
    const onDisk = fs.readFileSync(path.join(DEFAULT_WEB_DIST_DIR, entryScript.replace(/^\/app\//, '')));
    const brotli = await t.app.inject({ url: entryScript, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(onDisk.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).equals(onDisk)).toBe(true);

    const gzip = await t.app.inject({ url: entryScript, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(onDisk)).toBe(true);

    const plain = await t.app.inject({ url: entryScript, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.equals(onDisk)).toBe(true);
  });

  it('revalidates a compressed asset with its own ETag, and never serves a compressed copy at its own address', async () => {
    const first = await t.app.inject({ url: entryScript, headers: { 'accept-encoding': 'br' } });
    const again = await t.app.inject({
      url: entryScript,
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const stylesheet = /href="(\/app\/assets\/[\w-]+\.css)"/.exec(indexHtml)?.[1] ?? '';
    const style = await t.app.inject({ url: stylesheet, headers: { 'accept-encoding': 'br' } });
    expect(style.headers['content-encoding']).toBe('br');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    // The copies go out only in their file's place: at their own address they are not found.
    for (const copy of [`${entryScript}.br`, `${entryScript}.gz`]) {
      const response = await t.app.inject({ url: copy });
      expect(response.statusCode, copy).toBe(404);
      expect(response.headers['content-type'], copy).toContain('application/problem+json');
    }
  });

  it('answers a missing asset with a 404 problem, never with the page (a browser would run it as script)', async () => {
    const response = await t.app.inject({ url: '/app/assets/index-0ld0ld.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(json<{ code: string }>(response).code).toBe('not_found');
  });

  it('lists no folder and serves nothing from outside web/dist, whatever the path says', async () => {
    const listing = await t.app.inject({ url: '/app/assets/' });
    expect(listing.statusCode).toBe(404);
    for (const url of [
      '/app/assets/..%2f..%2f..%2fpackage.json',
      '/app/assets/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/app/..%2f..%2fpackage.json',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.body, url).not.toContain('"name": "biopermit"');
      if (response.statusCode === 200) expect(response.body, url).toBe(indexHtml);
    }
  });

  it('caches the unhashed favicon for a day only', async () => {
    const response = await t.app.inject({ url: '/app/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers only reads: a POST under /app/ is a 405 naming GET and HEAD', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/app/login', payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('GET');
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('leaves the API and its document alone: no /app/ path in the OpenAPI document, API errors without the page policy', async () => {
    const document = json<{ paths: Record<string, unknown> }>(await t.app.inject({ url: '/openapi.json' }));
    expect(Object.keys(document.paths).filter((route) => route === '/' || route.startsWith('/app'))).toEqual([]);
    const api = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-security-policy']).toBeUndefined();
  });
});

/** The web plugin alone, over a build folder `fill` writes in a new temporary folder; both gone after the block. */
function serverOverBuild(fill: (dist: string) => void = () => {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-web-'));
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    fill(dist);
    installProblemHandler(app, installRouteIndex(app));
    await app.register(webPlugin, { distDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  return app;
}

describe('a server whose back-office was not built', () => {
  const app = serverOverBuild();

  it('says so with a 503 problem naming the command that builds it, at every back-office address', async () => {
    for (const url of ['/app/', '/app/workqueues']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(json<{ code: string; detail: string }>(response)).toMatchObject({
        code: 'service_unavailable',
        detail: expect.stringContaining('npm run web:build'),
      });
    }
  });
});

describe('a build whose page and root files have compressed copies', () => {
  const page = `<!doctype html><html><head><title>biopermit</title></head><body>${'<p>Peñafrancia</p>'.repeat(200)}</body></html>`;
  const app = serverOverBuild((dist) => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), page);
    fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(page));
  });

  it('sends the page compressed at every client-side route, still revalidated on every load', async () => {
    const response = await app.inject({ url: '/app/workqueues', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(page);
  });

  it('never serves a compressed copy at its own address: it is a client-side route like any other', async () => {
    for (const url of ['/app/index.html.br', '/app/index.html.gz']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(page);
    }
  });
});

describe('the policy itself', () => {
  it('allows no inline script and no eval anywhere', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
});
