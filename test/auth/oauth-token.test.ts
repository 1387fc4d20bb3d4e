import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeClient } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { testDialects } from '../helpers/databases.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

const TOKEN_PATH = '/api/v1/oauth/token';
const FORM = 'application/x-www-form-urlencoded';

interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

interface OAuthErrorBody {
  error: string;
  error_description: string;
}

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

describe.each(testDialects)('POST /api/v1/oauth/token (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A fresh agency and a client of it. */
  async function aClient(scopes?: readonly string[]) {
    const agency = await t.agency();
    return { agency, ...(await t.client(agency, scopes)) };
  }

  function requestToken(body: string, headers: Record<string, string> = {}, contentType = FORM): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: 'POST', url: TOKEN_PATH, headers: { 'content-type': contentType, ...headers }, payload: body });
  }

  function expectOAuthError(response: LightMyRequestResponse, status: number, error: string): OAuthErrorBody {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = json<OAuthErrorBody>(response);
    expect(body.error).toBe(error);
    expect(typeof body.error_description).toBe('string');
    expect(Object.keys(body).sort()).toEqual(['error', 'error_description']);
    return body;
  }

  function expectInvalidClient(response: LightMyRequestResponse): void {
    expectOAuthError(response, 401, 'invalid_client');
    expect(response.headers['www-authenticate']).toMatch(/^Basic realm="biopermit"/);
  }

  describe('issuing a token', () => {
    it('issues a token to a client authenticating with HTTP Basic', async () => {
      const { clientId, clientSecret } = await aClient();
      const response = await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.pragma).toBe('no-cache');
      const body = json<TokenBody>(response);
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBe(t.config.tokens.ttlSeconds);
      expect(body.scope.split(' ').sort()).toEqual(['applications:read', 'applications:write', 'webhooks:manage']);
      expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });

    it('issues a token to a client sending client_id and client_secret in the body', async () => {
      const { clientId, clientSecret } = await aClient();
      const response = await requestToken(form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }));

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = json<TokenBody>(response);
      expect(body.token_type).toBe('Bearer');
      expect(body.expires_in).toBe(t.config.tokens.ttlSeconds);
      expect(typeof body.access_token).toBe('string');
    });

    it('accepts a form content type with a charset parameter', async () => {
      const { clientId, clientSecret } = await aClient();
      const response = await requestToken(
        form({ grant_type: 'client_credentials' }),
        { authorization: basic(clientId, clientSecret) },
        `${FORM}; charset=utf-8`,
      );
      expect(response.statusCode).toBe(200);
    });

    it('issues a token that lists the applications of the client’s agency', async () => {
      const { agency, clientId, clientSecret } = await aClient();
      const issued = json<TokenBody>(
        await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) }),
      );

      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/external/application/agency/${agency}`,
        headers: { authorization: `Bearer ${issued.access_token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual([]);
    });

    it('narrows the token to a requested subset of the client’s scopes', async () => {
      const { agency, clientId, clientSecret } = await aClient();
      const response = await requestToken(form({ grant_type: 'client_credentials', scope: 'applications:read' }), {
        authorization: basic(clientId, clientSecret),
      });
      expect(response.statusCode).toBe(200);
      const body = json<TokenBody>(response);
      expect(body.scope).toBe('applications:read');
      expect(decodeJwt(body.access_token).scope).toBe('applications:read');

      const submit = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { authorization: `Bearer ${body.access_token}`, 'content-type': 'application/json' },
        payload: { sourceAgencyCode: agency },
      });
      expect(submit.statusCode).toBe(403);
    });

    it('grants a client created with fewer scopes only those scopes', async () => {
      const { clientId, clientSecret } = await aClient(['applications:read']);
      const response = await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) });
      expect(response.statusCode).toBe(200);
      expect(json<TokenBody>(response).scope).toBe('applications:read');
    });
  });

  describe('the token it issues', () => {
    it('is an RFC 9068 JWT naming issuer, audience, client, agency and scope', async () => {
      const { agency, clientId, clientSecret } = await aClient();
      const issued = json<TokenBody>(
        await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) }),
      );

      const header = decodeProtectedHeader(issued.access_token);
      expect(header.alg).toBe('EdDSA');
      expect(header.typ).toBe('at+jwt');
      expect(typeof header.kid).toBe('string');
      expect(header.kid).toBe((await t.keyRing.signingKey()).kid);

      const claims = decodeJwt(issued.access_token);
      expect(claims.iss).toBe(t.config.tokens.issuer);
      expect(claims.aud).toBe(t.config.tokens.audience);
      expect(claims.sub).toBe(clientId);
      expect(claims.agency).toBe(agency);
      expect(claims.scope).toBe(issued.scope);
      expect(typeof claims.iat).toBe('number');
      expect(claims.exp).toBe((claims.iat as number) + issued.expires_in);
      expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(300);
      expect(claims.jti).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    });

    it('carries a different jti each time', async () => {
      const { clientId, clientSecret } = await aClient();
      const issue = async () =>
        json<TokenBody>(await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) }));
      const [first, second] = [await issue(), await issue()];
      expect(decodeJwt(first.access_token).jti).not.toBe(decodeJwt(second.access_token).jti);
    });

    it('is verifiable with a key the JWKS publishes, which has no private part', async () => {
      const { clientId, clientSecret } = await aClient();
      const issued = json<TokenBody>(
        await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) }),
      );
      const { kid } = decodeProtectedHeader(issued.access_token);

      const response = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
      expect(response.statusCode).toBe(200);
      const jwks = json<{ keys: Record<string, unknown>[] }>(response);
      const key = jwks.keys.find((k) => k.kid === kid);
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
      expect(typeof key?.x).toBe('string');
      for (const published of jwks.keys) {
        for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k']) expect(published).not.toHaveProperty(secret);
      }
    });
  });

  describe('refusing client authentication (invalid_client, 401)', () => {
    it('refuses a wrong secret', async () => {
      const { clientId } = await aClient();
      expectInvalidClient(
        await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, 'bps_not-the-secret') }),
      );
    });

    it('refuses a wrong secret sent in the body', async () => {
      const { clientId } = await aClient();
      expectInvalidClient(
        await requestToken(form({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'bps_not-the-secret' })),
      );
    });

    it('refuses another client’s secret', async () => {
      const { clientId } = await aClient();
      const other = await aClient();
      expectInvalidClient(
        await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, other.clientSecret) }),
      );
    });

    it('refuses an unknown client id, whether shaped like a client id or not', async () => {
      const { clientSecret } = await aClient();
      for (const id of ['3f0c8a52-9d55-4c33-a3c6-1f4f5f1b2a10', 'no-such-client', '']) {
        expectInvalidClient(await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(id, clientSecret) }));
      }
    });

    it('refuses a revoked client', async () => {
      const { clientId, clientSecret } = await aClient();
      const before = await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) });
      expect(before.statusCode).toBe(200);

      await revokeClient(t.database.db, clientId, OPERATOR_ACTOR);

      expectInvalidClient(await requestToken(form({ grant_type: 'client_credentials' }), { authorization: basic(clientId, clientSecret) }));
      expectInvalidClient(await requestToken(form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret })));
    });

    it.each([
      ['a Basic header that is not base64', 'Basic !!!not-base64!!!'],
      ['a Basic header without a colon', `Basic ${Buffer.from('just-an-id').toString('base64')}`],
      ['a Basic header with nothing after the scheme', 'Basic'],
      ['a Bearer header instead of Basic', 'Bearer abc.def.ghi'],
      ['a Basic header whose parts are not form-encoded properly', `Basic ${Buffer.from('%zz:%zz').toString('base64')}`],
    ])('refuses %s', async (_title, authorization) => {
      expectInvalidClient(await requestToken(form({ grant_type: 'client_credentials' }), { authorization }));
    });

    it('refuses a request with no client credentials at all', async () => {
      expectInvalidClient(await requestToken(form({ grant_type: 'client_credentials' })));
    });

    it('refuses a client_id in the body without a client_secret', async () => {
      const { clientId } = await aClient();
      expectInvalidClient(await requestToken(form({ grant_type: 'client_credentials', client_id: clientId })));
    });
  });

  describe('refusing malformed requests (invalid_request, 400)', () => {
    it('refuses a request without grant_type', async () => {
      const { clientId, clientSecret } = await aClient();
      const body = expectOAuthError(await requestToken(form({}), { authorization: basic(clientId, clientSecret) }), 400, 'invalid_request');
      expect(body.error_description).toContain('grant_type');
    });

    it('refuses a repeated parameter', async () => {
      const { clientId, clientSecret } = await aClient();
      const response = await requestToken('grant_type=client_credentials&grant_type=client_credentials', {
        authorization: basic(clientId, clientSecret),
      });
      expect(expectOAuthError(response, 400, 'invalid_request').error_description).toContain('grant_type');

      const scopes = await requestToken('grant_type=client_credentials&scope=applications:read&scope=applications:write', {
        authorization: basic(clientId, clientSecret),
      });
      expectOAuthError(scopes, 400, 'invalid_request');
    });

    it('refuses a JSON body instead of a form', async () => {
      const { clientId, clientSecret } = await aClient();
      const response = await requestToken(
        JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
        {},
        'application/json',
      );
      expectOAuthError(response, 400, 'invalid_request');
    });

    it.each([
      ['a body without a content type', undefined, 'grant_type=client_credentials'],
      ['a text/plain body', 'text/plain', 'grant_type=client_credentials'],
      ['an XML body', 'application/xml', '<grant_type>client_credentials</grant_type>'],
      ['a malformed JSON body', 'application/json', '{"grant_type":'],
    ])('answers %s with an OAuth error, not a problem document', async (_title, contentType, payload) => {
      const { clientId, clientSecret } = await aClient();
      const response = await t.app.inject({
        method: 'POST',
        url: TOKEN_PATH,
        headers: { authorization: basic(clientId, clientSecret), ...(contentType === undefined ? {} : { 'content-type': contentType }) },
        payload,
      });
      expectOAuthError(response, 400, 'invalid_request');
    });

    it('refuses credentials sent both with HTTP Basic and in the body', async () => {
      const { clientId, clientSecret } = await aClient();
      const both = await requestToken(form({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }), {
        authorization: basic(clientId, clientSecret),
      });
      expectOAuthError(both, 400, 'invalid_request');
    });

    it('refuses a client_secret in the body alongside HTTP Basic', async () => {
      const { clientId, clientSecret } = await aClient();
      const response = await requestToken(form({ grant_type: 'client_credentials', client_secret: clientSecret }), {
        authorization: basic(clientId, clientSecret),
      });
      expectOAuthError(response, 400, 'invalid_request');
    });
  });

  describe('refusing other grants and scopes', () => {
    it.each(['password', 'authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:jwt-bearer', ''])(
      'answers unsupported_grant_type (400) to grant_type "%s"',
      async (grantType) => {
        const { clientId, clientSecret } = await aClient();
        const response = await requestToken(form({ grant_type: grantType }), { authorization: basic(clientId, clientSecret) });
        expectOAuthError(response, 400, 'unsupported_grant_type');
      },
    );

    it('answers invalid_scope (400) to a scope the client was not granted', async () => {
      const { clientId, clientSecret } = await aClient(['applications:read']);
      const response = await requestToken(form({ grant_type: 'client_credentials', scope: 'applications:read applications:write' }), {
        authorization: basic(clientId, clientSecret),
      });
      expect(expectOAuthError(response, 400, 'invalid_scope').error_description).toContain('applications:write');
    });

    it('answers invalid_scope (400) to an empty scope rather than minting a token good for nothing', async () => {
      const { clientId, clientSecret } = await aClient();
      for (const scope of ['', ' ']) {
        const response = await requestToken(form({ grant_type: 'client_credentials', scope }), {
          authorization: basic(clientId, clientSecret),
        });
        expectOAuthError(response, 400, 'invalid_scope');
      }
    });

    it('answers invalid_scope (400) to a scope that does not exist', async () => {
      const { clientId, clientSecret } = await aClient();
      const response = await requestToken(form({ grant_type: 'client_credentials', scope: 'admin' }), {
        authorization: basic(clientId, clientSecret),
      });
      expectOAuthError(response, 400, 'invalid_scope');
    });
  });
});
