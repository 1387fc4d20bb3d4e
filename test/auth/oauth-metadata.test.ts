import { decodeJwt } from 'jose';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

const ORIGIN = 'https://permits.example.org';

/** oauth4webapi's HTTP requests, answered by the app in process (its URLs carry PUBLIC_BASE_URL's origin). */
function fetchThrough(t: TestApp): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)));
    const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: Object.entries(response.headers).map(([name, value]) => [name, String(value)] as [string, string]),
    });
  }) as typeof fetch;
}

describe.each(testDialects)('an OAuth 2.0 client and token validator that follow the standards (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect, { TOKEN_ISSUER: ORIGIN, PUBLIC_BASE_URL: ORIGIN });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function tokenFor(clientId: string, clientSecret: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode).toBe(200);
    return json<{ access_token: string }>(response).access_token;
  }

  it('discovers the service from its RFC 8414 metadata, which says what it supports', async () => {
    const issuer = new URL(ORIGIN);
    const discovered = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', [oauth.customFetch]: fetchThrough(t) }),
    );
    expect(discovered).toEqual({
      issuer: ORIGIN,
      token_endpoint: `${ORIGIN}/api/v1/oauth/token`,
      jwks_uri: `${ORIGIN}/.well-known/jwks.json`,
      grant_types_supported: ['client_credentials'],
      response_types_supported: [],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['applications:write', 'applications:read', 'webhooks:manage'],
    });
  });

  it("issues access tokens that oauth4webapi's RFC 9068 validator accepts, with client_id and every required claim", async () => {
    const agency = await t.agency();
    const { clientId, clientSecret } = await t.client(agency);
    const accessToken = await tokenFor(clientId, clientSecret);
    const issuer = new URL(ORIGIN);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', [oauth.customFetch]: fetchThrough(t) }),
    );
    const request = new Request(`${ORIGIN}/api/v1/external/application`, { headers: { authorization: `Bearer ${accessToken}` } });

    const claims = await oauth.validateJwtAccessToken(as, request, t.config.tokens.audience, {
      [oauth.customFetch]: fetchThrough(t),
    });

    expect(claims).toMatchObject({ iss: ORIGIN, aud: t.config.tokens.audience, sub: clientId, client_id: clientId, agency });
    for (const claim of ['exp', 'iat', 'jti']) expect(claims).toHaveProperty(claim);
  });

  it('the validator refuses the token for another audience: the claims are checked, not only read', async () => {
    const agency = await t.agency();
    const { clientId, clientSecret } = await t.client(agency);
    const accessToken = await tokenFor(clientId, clientSecret);
    const as = { issuer: ORIGIN, jwks_uri: `${ORIGIN}/.well-known/jwks.json` };
    const request = new Request(`${ORIGIN}/api/v1/external/application`, { headers: { authorization: `Bearer ${accessToken}` } });
    await expect(oauth.validateJwtAccessToken(as, request, 'urn:another-api', { [oauth.customFetch]: fetchThrough(t) })).rejects.toThrow(
      /aud/,
    );
    expect(decodeJwt(accessToken).client_id).toBe(clientId);
  });

  it("without PUBLIC_BASE_URL, the metadata's URLs start with the address the request reached", async () => {
    const bare = await createTestApp(dialect);
    try {
      const response = await bare.app.inject({
        method: 'GET',
        url: '/.well-known/oauth-authorization-server',
        headers: { host: 'localhost:8080' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json(response)).toMatchObject({
        issuer: bare.config.tokens.issuer,
        token_endpoint: 'http://localhost:8080/api/v1/oauth/token',
        jwks_uri: 'http://localhost:8080/.well-known/jwks.json',
      });
    } finally {
      await bare.close();
    }
  });
});
