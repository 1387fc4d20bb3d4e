import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, requestToken, type TestApp } from '../helpers/test-app.js';

const IDP_ISSUER = 'https://idp.example';
const IDP_AUDIENCE = 'biopermit';
const IDP_KID = 'idp-key-1';
const BOTH_SCOPES = 'applications:read applications:write';

/** A stand-in identity provider: an ES256 key pair whose public half is served as a JWKS on 127.0.0.1. */
interface FakeIdp {
  readonly jwksUrl: string;
  readonly privateKey: CryptoKey;
  /** How often the JWKS was fetched. */
  fetches(): number;
  close(): Promise<void>;
}

/** `status` other than 200 makes the provider fail to serve its keys. */
async function startFakeIdp(status = 200): Promise<FakeIdp> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: IDP_KID, alg: 'ES256', use: 'sig' };
  let fetches = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== '/jwks') {
      response.writeHead(404).end();
      return;
    }
    fetches += 1;
    if (status !== 200) {
      response.writeHead(status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    privateKey,
    fetches: () => fetches,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function idpEnv(idp: FakeIdp, extra: Record<string, string> = {}): Record<string, string> {
  return { AUTH_JWKS_URL: idp.jwksUrl, AUTH_ISSUER: IDP_ISSUER, AUTH_AUDIENCE: IDP_AUDIENCE, AUTH_AGENCY_CLAIM: 'org.agency', ...extra };
}

/** A token as the identity provider would issue it; `claims` overrides or (with undefined) removes claims. */
async function idpToken(
  key: CryptoKey,
  agency: string | undefined,
  claims: Record<string, unknown> = {},
  header: { alg?: string; kid?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: JWTPayload = {
    iss: IDP_ISSUER,
    aud: IDP_AUDIENCE,
    sub: 'user-7f3a',
    iat: now,
    exp: now + 300,
    jti: randomUUID(),
    scope: BOTH_SCOPES,
    ...(agency === undefined ? {} : { org: { agency } }),
    ...claims,
  };
  for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
  return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: IDP_KID, typ: 'JWT', ...header }).sign(key);
}

function listUrl(agency: string): string {
  return `/api/v1/external/application/agency/${agency}`;
}

describe.each(testDialects)('trusting an external identity provider (%s)', (dialect) => {
  let idp: FakeIdp;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startFakeIdp();
    t = await createTestApp(dialect, idpEnv(idp));
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  function list(agency: string, token: string) {
    return t.app.inject({ method: 'GET', url: listUrl(agency), headers: bearer(token) });
  }

  it("lets the provider's token list the applications of the agency in its nested agency claim", async () => {
    const agency = await t.agency();
    const response = await list(agency, await idpToken(idp.privateKey, agency));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([]);
    expect(idp.fetches()).toBeGreaterThan(0);
  });

  it("lets the provider's token submit an application, which it can then read", async () => {
    const agency = await t.agency();
    const token = await idpToken(idp.privateKey, agency);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency),
    });
    expect(submitted.statusCode).toBe(201);
    const { id } = json<{ id: string }>(submitted);

    const listed = json<{ id: string }[]>(await list(agency, token));
    expect(listed.map((a) => a.id)).toEqual([id]);
  });

  it('accepts scopes given as an scp array', async () => {
    const agency = await t.agency();
    const token = await idpToken(idp.privateKey, agency, { scope: undefined, scp: ['applications:read'] });
    expect((await list(agency, token)).statusCode).toBe(200);
  });

  it('refuses a token of the provider for another audience', async () => {
    const agency = await t.agency();
    const response = await list(agency, await idpToken(idp.privateKey, agency, { aud: 'some-other-api' }));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('refuses a token without the agency claim', async () => {
    const agency = await t.agency();
    const response = await list(agency, await idpToken(idp.privateKey, undefined));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('refuses a token naming the agency at the top level rather than at the configured path', async () => {
    const agency = await t.agency();
    const response = await list(agency, await idpToken(idp.privateKey, undefined, { agency }));
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token whose agency claim is not a string', async () => {
    const agency = await t.agency();
    const response = await list(agency, await idpToken(idp.privateKey, undefined, { org: { agency: [agency] } }));
    expect(response.statusCode).toBe(401);
  });

  it("refuses a token of the provider's issuer signed by another key under the provider's kid", async () => {
    const agency = await t.agency();
    const attacker = await generateKeyPair('ES256');
    const response = await list(agency, await idpToken(attacker.privateKey, agency));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token of the provider', async () => {
    const agency = await t.agency();
    const now = Math.floor(Date.now() / 1000);
    const response = await list(agency, await idpToken(idp.privateKey, agency, { iat: now - 900, exp: now - 600 }));
    expect(response.statusCode).toBe(401);
  });

  it("refuses a provider's token issued beyond the clock skew in the future, saying so", async () => {
    const agency = await t.agency();
    const now = Math.floor(Date.now() / 1000);
    const response = await list(agency, await idpToken(idp.privateKey, agency, { iat: now + 600, exp: now + 900 }));
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/error_description="The access token's iat is \d+ s in the future/);
  });

  it("refuses a provider's token living longer than AUTH_MAX_TOKEN_LIFETIME_SECONDS (default a day), saying so", async () => {
    const agency = await t.agency();
    const now = Math.floor(Date.now() / 1000);
    const yearLong = await list(agency, await idpToken(idp.privateKey, agency, { iat: now, exp: now + 365 * 86_400 }));
    expect(yearLong.statusCode).toBe(401);
    expect(yearLong.headers['www-authenticate']).toContain('longer than the 86400 s accepted');
    expect((await list(agency, await idpToken(idp.privateKey, agency, { iat: now, exp: now + 86_400 }))).statusCode).toBe(200);
  });

  it("takes the longest lifetime of the provider's tokens from AUTH_MAX_TOKEN_LIFETIME_SECONDS", async () => {
    const strict = await createTestApp(dialect, idpEnv(idp, { AUTH_MAX_TOKEN_LIFETIME_SECONDS: '600' }));
    try {
      const agency = await strict.agency();
      const now = Math.floor(Date.now() / 1000);
      const inject = (token: string) => strict.app.inject({ method: 'GET', url: listUrl(agency), headers: bearer(token) });
      expect((await inject(await idpToken(idp.privateKey, agency, { iat: now, exp: now + 600 }))).statusCode).toBe(200);
      const response = await inject(await idpToken(idp.privateKey, agency, { iat: now, exp: now + 601 }));
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toContain('lifetime (exp - iat) is 601 s, longer than the 600 s accepted');
    } finally {
      await strict.close();
    }
  });

  it('refuses a token whose kid the provider does not publish', async () => {
    const agency = await t.agency();
    const response = await list(agency, await idpToken(idp.privateKey, agency, {}, { kid: 'retired-key' }));
    expect(response.statusCode).toBe(401);
  });

  it("refuses the provider's token on another agency's applications with 403", async () => {
    const agency = await t.agency();
    const other = await t.agency();
    const response = await list(other, await idpToken(idp.privateKey, agency));
    expect(response.statusCode).toBe(403);
  });

  it("refuses the provider's token without the scope a route needs", async () => {
    const agency = await t.agency();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(await idpToken(idp.privateKey, agency, { scope: 'applications:read' })), 'content-type': 'application/json' },
      payload: aSubmission(agency),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['www-authenticate']).toContain('error="insufficient_scope"');
  });

  it("still accepts the service's own tokens by default", async () => {
    const { agency, token } = await t.agencyWithToken();
    expect((await list(agency, token)).statusCode).toBe(200);
  });
});

describe.each(testDialects)('trusting only an external identity provider (TOKEN_ACCEPT_LOCAL=false) (%s)', (dialect) => {
  let idp: FakeIdp;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startFakeIdp();
    t = await createTestApp(dialect, idpEnv(idp, { TOKEN_ACCEPT_LOCAL: 'false' }));
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  it("refuses a token signed by the service's own key", async () => {
    const { agency, token } = await t.agencyWithToken();
    const response = await t.app.inject({ method: 'GET', url: listUrl(agency), headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('offers no token endpoint of its own', async () => {
    const agency = await t.agency();
    const response = await requestToken(t.app, await t.client(agency));
    expect(response.statusCode).toBe(404);
  });

  it("accepts the provider's token", async () => {
    const agency = await t.agency();
    const response = await t.app.inject({ method: 'GET', url: listUrl(agency), headers: bearer(await idpToken(idp.privateKey, agency)) });
    expect(response.statusCode).toBe(200);
  });
});

describe.each(testDialects)('when the identity provider cannot serve its keys (%s)', (dialect) => {
  let failing: FakeIdp;
  let gone: FakeIdp;
  let behindFailing: TestApp;
  let behindGone: TestApp;

  beforeAll(async () => {
    failing = await startFakeIdp(503);
    behindFailing = await createTestApp(dialect, idpEnv(failing));
    // A provider that has stopped: its port refuses connections.
    gone = await startFakeIdp();
    await gone.close();
    behindGone = await createTestApp(dialect, idpEnv(gone));
  });
  afterAll(async () => {
    await behindFailing?.close();
    await behindGone?.close();
    await failing?.close();
  });

  it('answers 503, not 401, when the provider answers with an error', async () => {
    const agency = await behindFailing.agency();
    const response = await behindFailing.app.inject({
      method: 'GET',
      url: listUrl(agency),
      headers: bearer(await idpToken(failing.privateKey, agency)),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(failing.fetches()).toBeGreaterThan(0);
  });

  it('answers 503, not 500, when the provider cannot be reached', async () => {
    const agency = await behindGone.agency();
    const response = await behindGone.app.inject({
      method: 'GET',
      url: listUrl(agency),
      headers: bearer(await idpToken(gone.privateKey, agency)),
    });
    expect(response.statusCode).toBe(503);
    expect(json<{ code: string }>(response).code).toBe('service_unavailable');
  });

  it("still accepts the service's own tokens", async () => {
    const { agency, token } = await behindGone.agencyWithToken();
    const response = await behindGone.app.inject({ method: 'GET', url: listUrl(agency), headers: bearer(token) });
    expect(response.statusCode).toBe(200);
  });
});
