import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, requestToken, type TestApp } from './helpers/test-app.js';

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
