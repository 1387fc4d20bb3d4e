import { afterEach, describe, expect, it } from 'vitest';
import { principalOf } from '../../src/auth/auth.hook.js';
import { SCOPES } from '../../src/auth/scopes.js';
import { externalRoute } from '../../src/http/route-audience.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * What every route needs is wired once, app-wide (issue 10 §1): a route that a later capability adds
 * under /api/v1/external/, knowing nothing of it, gets in-flight tracking for shutdown, metrics by its
 * pattern, the per-client rate limit, the text checks of its parameters, 405 with Allow, and the
 * common headers. HTTP only: SQLite suffices.
 */
describe('a route added later, by a capability that knows nothing of the wiring', () => {
  let t: TestApp | undefined;
  let release: () => void = () => {};
  let holding = false;
  const held = () =>
    new Promise<void>((resolve) => {
      holding = true;
      release = resolve;
    });
  afterEach(async () => {
    release();
    await t?.close();
    t = undefined;
  });

  async function appWithLaterRoute(env: Record<string, string> = {}): Promise<TestApp> {
    return createTestApp('sqlite', env, {
      extend: ({ app }) => {
        app.get(
          '/api/v1/external/application/:cnaApplicationUniqueNo/responses',
          // Hidden: a route of the test's own, not part of the document every other answer is checked against.
          externalRoute({ scope: SCOPES.read }, { schema: { hide: true } }),
          async (request) => {
            const { cnaApplicationUniqueNo } = request.params as { cnaApplicationUniqueNo: string };
            if (cnaApplicationUniqueNo === 'HOLD') await held();
            return { agency: principalOf(request).agencyCode, number: cnaApplicationUniqueNo };
          },
        );
      },
    });
  }

  it('is rate-limited per client, counted in the metrics by its pattern, and answers 405 with Allow', async () => {
    t = await appWithLaterRoute({ API_RATE_LIMIT_PER_MINUTE: '2' });
    const { agency, token } = await t.agencyWithToken();
    const get = () => t?.app.inject({ url: '/api/v1/external/application/ABS-2026-000001/responses', headers: bearer(token) });
    const first = await get();
    expect(first?.statusCode).toBe(200);
    expect(json(first as never)).toEqual({ agency, number: 'ABS-2026-000001' });
    expect(first?.headers['ratelimit-policy']).toBe('"api";q=2;w=60');
    expect(first?.headers['x-content-type-options']).toBe('nosniff');
    expect(first?.headers['cache-control']).toBe('no-store');
    expect((await get())?.statusCode).toBe(200);
    expect((await get())?.statusCode).toBe(429);

    const metrics = await t.metrics.registry.metrics();
    expect(metrics).toContain('route="/api/v1/external/application/:cnaApplicationUniqueNo/responses",status="200"');
    expect(metrics).not.toContain('ABS-2026-000001');

    const wrongMethod = await t.app.inject({ method: 'POST', url: '/api/v1/external/application/X/responses' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
  });

  it('has its parameters checked like every other text from a request', async () => {
    t = await appWithLaterRoute();
    const { token } = await t.agencyWithToken();
    const response = await t.app.inject({ url: '/api/v1/external/application/A%00B/responses', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: unknown[] }>(response).errors).toEqual([
      { parameter: 'cnaApplicationUniqueNo', detail: 'must not contain the NUL character (U+0000)' },
    ]);
  });

  it('is waited for by shutdown while its handler runs, so the database is not closed under it', async () => {
    t = await appWithLaterRoute();
    const app = t.app;
    const { token } = await t.agencyWithToken();
    const running = app.inject({ url: '/api/v1/external/application/HOLD/responses', headers: bearer(token) });
    await expect.poll(() => holding).toBe(true);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    // A fixed time, kept: what is tested is that close does NOT end while the handler runs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);
    release();
    await closing;
    expect((await running).statusCode).toBe(200);
  });
});
