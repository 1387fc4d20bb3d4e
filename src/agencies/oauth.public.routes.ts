import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { KeyRing } from '../auth/key-ring.js';
import { AuthorizationServerMetadata, Jwks, OAuthError, type OAuthErrorCode, TokenRequest, TokenResponse } from '../auth/oauth.schemas.js';
import { ALL_SCOPES, parseScopes } from '../auth/scopes.js';
import { issueAccessToken, type TokenSettings } from '../auth/token.service.js';
import type { DB } from '../db/schema.js';
import { PROBLEM_MEDIA_TYPE } from '../http/problem.schema.js';
import { perAddressLimit } from '../http/rate-limit.js';
import { HEADERS, problemSchemaFor, rateLimitedResponse, responseHeaders, standardResponses } from '../http/standard-responses.js';
import { authenticateClient } from './agency.service.js';

export interface OAuthRouteOptions {
  readonly db: Kysely<DB>;
  readonly keyRing: KeyRing;
  readonly tokens: TokenSettings & { readonly ttlSeconds: number };
  /** Requests a minute from one address; 0 for no limit. */
  readonly rateLimitPerMinute: number;
  /** PUBLIC_BASE_URL: the metadata's endpoint URLs start with it; unset, with the request's own origin. */
  readonly publicBaseUrl: string | undefined;
}

const TOKEN_PATH = '/api/v1/oauth/token';
const JWKS_PATH = '/.well-known/jwks.json';

/** RFC 8414 wants absolute URLs: PUBLIC_BASE_URL, or the origin the client reached (Host, and X-Forwarded-* under TRUST_PROXY). */
function baseUrl(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${request.protocol}://${request.host}`;
}

/** RFC 6749 §5.2: token endpoint errors are `{error, error_description}`, never cached. */
function oauthError(reply: FastifyReply, status: number, error: OAuthErrorCode, description: string) {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  if (status === 401) reply.header('www-authenticate', 'Basic realm="biopermit"');
  return reply.code(status).type('application/json').send({ error, error_description: description });
}

/** The token endpoint's responses: RFC 6749 errors as JSON, the HTTP layer's as problem details. */
const tokenResponses = (() => {
  const { 400: requestProblem, ...problems } = standardResponses({});
  return {
    200: {
      description: 'A token. Never cached (`Cache-Control: no-store`).',
      headers: responseHeaders(HEADERS.cacheControl),
      content: { 'application/json': { schema: TokenResponse } },
    },
    400: {
      description:
        '`invalid_request`, `unsupported_grant_type` or `invalid_scope` (RFC 6749 §5.2, application/json); or, as problem ' +
        `details, a request refused before it reaches OAuth: ${requestProblem?.description ?? ''}`,
      content: {
        'application/json': { schema: OAuthError },
        [PROBLEM_MEDIA_TYPE]: { schema: problemSchemaFor(400) },
      },
    },
    401: {
      description: '`invalid_client`: unknown client, wrong secret, revoked client, or no client authentication.',
      headers: responseHeaders(HEADERS.wwwAuthenticate),
      content: { 'application/json': { schema: OAuthError } },
    },
    ...problems,
    413: standardResponses({ jsonBody: true })[413],
    429: rateLimitedResponse('Too many token requests from this address (TOKEN_RATE_LIMIT_PER_MINUTE).'),
  };
})();

/** Form bodies, parsed strictly: RFC 6749 §3.2 says a parameter may appear once. */
function parseForm(body: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(body)) fields.set(key, [...(fields.get(key) ?? []), value]);
  return fields;
}

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined | 'malformed' {
  if (header === undefined) return undefined;
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header);
  if (match?.[1] === undefined) return 'malformed';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon === -1) return 'malformed';
  try {
    // RFC 6749 §2.3.1: both parts are form-urlencoded before Basic encoding.
    return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

export async function oauthRoutes(app: FastifyInstance, options: OAuthRouteOptions): Promise<void> {
  // This plugin's own parsers (encapsulated): forms become a Map; any other body, or a body without a
  // content type, reaches the handler as text, so the refusal is an RFC 6749 error rather than a 415 or
  // a malformed-JSON problem.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    TOKEN_PATH,
    {
      onRequest: options.rateLimitPerMinute > 0 ? perAddressLimit(options.rateLimitPerMinute) : [],
      schema: {
        tags: ['Authentication'],
        operationId: 'requestAccessToken',
        summary: 'Get an access token (OAuth 2.0 client credentials)',
        description:
          'RFC 6749 §4.4: `grant_type=client_credentials` in an application/x-www-form-urlencoded body. Authenticate the ' +
          'client with HTTP Basic (`Authorization: Basic base64(client_id:client_secret)`, each part form-urlencoded first), or ' +
          "with `client_id` and `client_secret` in the form. The token acts for the client's agency only; send it as " +
          '`Authorization: Bearer <access_token>`. Errors follow RFC 6749 §5.2.',
        // HTTP Basic, or no header with the credentials in the form ({}).
        security: [{ clientBasic: [] }, {}],
        body: { content: { 'application/x-www-form-urlencoded': { schema: TokenRequest } } },
        response: tokenResponses,
      },
      // The form is checked by hand below: OAuth errors have their own format, not problem+json.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      if (!(request.body instanceof Map)) {
        return oauthError(reply, 400, 'invalid_request', 'Send the request as application/x-www-form-urlencoded');
      }
      // The form parser (above) makes the body a Map of each name's values; validation is off for it.
      const form: Map<string, string[]> = request.body;
      for (const [key, values] of form) {
        if (values.length > 1) return oauthError(reply, 400, 'invalid_request', `Parameter ${key} is repeated`);
      }
      const field = (name: string) => form.get(name)?.[0];
      const grantType = field('grant_type');
      if (grantType === undefined) return oauthError(reply, 400, 'invalid_request', 'grant_type is required');

      const basic = basicCredentials(request.headers.authorization);
      if (basic === 'malformed') return oauthError(reply, 401, 'invalid_client', 'Malformed Basic credentials');
      // RFC 6749 §2.3: one authentication method per request; a body secret beside Basic is a second one.
      if (basic !== undefined && (field('client_id') !== undefined || field('client_secret') !== undefined)) {
        return oauthError(reply, 400, 'invalid_request', 'Use one way to authenticate: HTTP Basic or client_id in the body');
      }
      const credentials = basic ?? { id: field('client_id'), secret: field('client_secret') };
      if (credentials.id === undefined || credentials.secret === undefined) {
        return oauthError(reply, 401, 'invalid_client', 'Client authentication is required');
      }
      if (grantType !== 'client_credentials') {
        return oauthError(reply, 400, 'unsupported_grant_type', 'Only client_credentials is supported');
      }
      const client = await authenticateClient(options.db, credentials.id, credentials.secret);
      if (client === undefined) {
        request.log.info({ clientId: credentials.id }, 'token refused: unknown, revoked or wrong secret');
        return oauthError(reply, 401, 'invalid_client', 'Unknown client, wrong secret, or revoked client');
      }
      const allowed = parseScopes(client.scopes);
      const requested = field('scope') === undefined ? allowed : parseScopes(field('scope'));
      // RFC 6749 §3.3: a scope is one or more tokens; an empty one would mint a token good for nothing.
      if (requested.length === 0) return oauthError(reply, 400, 'invalid_scope', 'scope is empty; leave it out for all granted scopes');
      const refused = requested.filter((s) => !allowed.includes(s));
      if (refused.length > 0) return oauthError(reply, 400, 'invalid_scope', `Scope not granted to this client: ${refused.join(' ')}`);

      const token = await issueAccessToken(options.keyRing, options.tokens, {
        subject: client.id,
        agencyCode: client.agency_code,
        scopes: requested,
        ttlSeconds: options.tokens.ttlSeconds,
      });
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
    },
  );

  app.get(
    JWKS_PATH,
    {
      schema: {
        tags: ['Authentication'],
        operationId: 'getJsonWebKeySet',
        summary: "Public keys that verify this service's access tokens (RFC 7517)",
        description:
          "Every key that may have signed a token still valid: a token's `kid` header names its key. Keys change on rotation; " +
          'fetch the set again when a token names a `kid` you do not have.',
        security: [],
        response: {
          200: {
            description: 'The JSON Web Key Set; may be cached for five minutes.',
            headers: responseHeaders(HEADERS.cacheControl),
            content: { 'application/json': { schema: Jwks } },
          },
          ...standardResponses(),
        },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(await options.keyRing.jwks()),
  );
  app.get(
    '/.well-known/oauth-authorization-server',
    {
      schema: {
        tags: ['Authentication'],
        operationId: 'getAuthorizationServerMetadata',
        summary: 'OAuth 2.0 authorization server metadata (RFC 8414)',
        description:
          'The issuer, the token endpoint, the key set, the one grant (`client_credentials`) and the two ways a client ' +
          'authenticates: what a client library or a token validator discovers. URLs start with PUBLIC_BASE_URL when it is set, ' +
          'otherwise with the address the request reached.',
        security: [],
        response: {
          200: {
            description: 'The metadata; may be cached for five minutes.',
            headers: responseHeaders(HEADERS.cacheControl),
            content: { 'application/json': { schema: AuthorizationServerMetadata } },
          },
          ...standardResponses(),
        },
      },
    },
    async (request, reply) => {
      const base = baseUrl(request, options.publicBaseUrl);
      return reply.header('cache-control', 'public, max-age=300').send({
        issuer: options.tokens.issuer,
        token_endpoint: `${base}${TOKEN_PATH}`,
        jwks_uri: `${base}${JWKS_PATH}`,
        grant_types_supported: ['client_credentials'],
        response_types_supported: [],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: [...ALL_SCOPES],
      });
    },
  );
}
