import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, requestToken, type TestApp } from '../helpers/test-app.js';

/** The fields of draft-ietf-httpapi-ratelimit-headers-10: `"name";q=…;w=…` and `"name";r=…;t=…`. */
function rateLimitFields(response: LightMyRequestResponse): { policy: string; remaining: number; reset: number } {
  const policy = String(response.headers['ratelimit-policy']);
  const current = /^"(\w+)";r=(\d+);t=(\d+)$/.exec(String(response.headers.ratelimit));
  expect(current, String(response.headers.ratelimit)).not.toBeNull();
  return { policy, remaining: Number(current?.[2]), reset: Number(current?.[3]) };
}

describe('the token endpoint rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => t?.close());

  const tokenRequest = (ip: string, clientSecret: string, clientId: string) =>
    requestToken(t.app, { clientId, clientSecret }, { remoteAddress: ip });

  it('answers 429 with Retry-After once an address has made its requests for the minute, good or bad', async () => {
    const agency = await t.agency();
    const { clientId, clientSecret } = await t.client(agency);
    expect((await tokenRequest('10.1.1.1', 'wrong', clientId)).statusCode).toBe(401);
    expect((await tokenRequest('10.1.1.1', 'wrong', clientId)).statusCode).toBe(401);
    expect((await tokenRequest('10.1.1.1', clientSecret, clientId)).statusCode).toBe(200);
    const limited = await tokenRequest('10.1.1.1', clientSecret, clientId);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(json<{ code: string }>(limited).code).toBe('rate_limited');
  });

  it('states its policy and what is left in the IETF RateLimit-Policy and RateLimit fields', async () => {
    const agency = await t.agency();
    const { clientId, clientSecret } = await t.client(agency);
    const first = await tokenRequest('10.4.4.4', clientSecret, clientId);
    expect(first.headers['ratelimit-policy']).toBe('"token";q=3;w=60');
    expect(rateLimitFields(first).remaining).toBe(2);
    await tokenRequest('10.4.4.4', clientSecret, clientId);
    await tokenRequest('10.4.4.4', clientSecret, clientId);
    const limited = await tokenRequest('10.4.4.4', clientSecret, clientId);
    const fields = rateLimitFields(limited);
    expect(fields.remaining).toBe(0);
    expect(fields.reset).toBe(Number(limited.headers['retry-after']));
    // The draft-03 fields are gone: one syntax for the whole service.
    expect(limited.headers['ratelimit-limit']).toBeUndefined();
    expect(limited.headers['ratelimit-remaining']).toBeUndefined();
  });

  it('counts each address on its own, and leaves the API alone', async () => {
    const agency = await t.agency();
    const { clientId, clientSecret } = await t.client(agency);
    for (let i = 0; i < 4; i++) await tokenRequest('10.2.2.2', 'wrong', clientId);
    expect((await tokenRequest('10.3.3.3', clientSecret, clientId)).statusCode).toBe(200);
    const token = await t.token(agency);
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        url: `/api/v1/external/application/agency/${agency}`,
        remoteAddress: '10.2.2.2',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe.each(testDialects)('the per-client rate limit on the external API (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { API_RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(async () => t?.close());

  it('answers every external operation with the policy, and the fifth request of a client in a minute with 429', async () => {
    const agency = await t.agency();
    const token = await t.clientToken(agency);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency),
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.headers['ratelimit-policy']).toBe('"api";q=4;w=60');
    expect(rateLimitFields(submitted).remaining).toBe(3);
    const detail = await t.app.inject({ url: String(submitted.headers.location), headers: bearer(token) });
    expect(detail.statusCode).toBe(200);
    expect(rateLimitFields(detail).remaining).toBe(2);
    const list = () => t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);

    const limited = await list();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(json<{ code: string; detail: string }>(limited)).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringContaining('by this client'),
    });
    const fields = rateLimitFields(limited);
    expect(fields.remaining).toBe(0);
    expect(Number(limited.headers['retry-after'])).toBe(fields.reset);
    expect(fields.reset).toBeGreaterThan(0);
    expect(fields.reset).toBeLessThanOrEqual(60);
  });

  it('refuses a limited client before reading its body, and stores nothing', async () => {
    const agency = await t.agency();
    const token = await t.clientToken(agency);
    for (let i = 0; i < 4; i++) await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    const body = aSubmission(agency);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(refused.statusCode).toBe(429);
    const stored = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('source_unique_no', '=', body.sourceAgencyApplicationNumber)
      .execute();
    expect(stored).toEqual([]);
  });

  it('counts each client on its own, also two clients of one agency and tokens minted for a subject', async () => {
    const agency = await t.agency();
    const first = await t.clientToken(agency);
    const second = await t.clientToken(agency);
    const list = (token: string) => t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    for (let i = 0; i < 4; i++) expect((await list(first)).statusCode).toBe(200);
    expect((await list(first)).statusCode).toBe(429);
    expect((await list(second)).statusCode).toBe(200);
    // A second token of the same client shares its count.
    const firstAgain = await t.clientToken(agency);
    expect((await list(firstAgain)).statusCode).toBe(200);
    expect((await list(await t.token(agency))).statusCode).toBe(200);
  });

  it('leaves routes outside /api/v1/external/ alone', async () => {
    for (let i = 0; i < 8; i++) expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz' })).headers.ratelimit).toBeUndefined();
  });

  it('is off with API_RATE_LIMIT_PER_MINUTE=0', async () => {
    const unlimited = await createTestApp(dialect, { API_RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const { agency, token } = await unlimited.agencyWithToken();
      for (let i = 0; i < 10; i++) {
        const response = await unlimited.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        expect(response.headers.ratelimit).toBeUndefined();
      }
    } finally {
      await unlimited.close();
    }
  });
});
