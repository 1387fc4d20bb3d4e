import type { FastifyInstance, FastifyReply } from 'fastify';
import { OAuthError, type OAuthErrorCode, TokenRequest, TokenResponse } from '../auth/oauth.schemas.js';
import { PROBLEM_MEDIA_TYPE } from '../http/problem.schema.js';
import { perAddressLimit, type WindowCounters } from '../http/rate-limit.js';
import { HEADERS, problemSchemaFor, rateLimitedResponse, responseHeaders, standardResponses } from '../http/standard-responses.js';
import { type ClientCredentialsDeps, grantClientCredentials } from './client-credentials.service.js';

export interface OAuthRouteOptions extends ClientCredentialsDeps {
  /** Requests a minute from one address; 0 for no limit. */
  readonly rateLimitPerMinute: number;
  /** Where the per-address count is kept (src/app.ts); in this process when left out. */
  readonly rateLimits?: WindowCounters;
}

export const TOKEN_PATH = '/api/v1/oauth/token';

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

/** The token endpoint (OAuth 2.0 client credentials). What a client discovers about it: oauth-discovery.public.routes.ts. */
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
      onRequest: options.rateLimitPerMinute > 0 ? perAddressLimit(options.rateLimitPerMinute, 'token', options.rateLimits) : [],
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
      // The form is checked by hand (client-credentials.service.ts): OAuth errors have their own format, not problem+json.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      if (!(request.body instanceof Map)) {
        return oauthError(reply, 400, 'invalid_request', 'Send the request as application/x-www-form-urlencoded');
      }
      // The form parser (above) makes the body a Map of each name's values; validation is off for it.
      const form: Map<string, string[]> = request.body;
      const granted = await grantClientCredentials(options, form, request.headers.authorization);
      if ('refused' in granted) {
        const { status, error, description, unknownClient } = granted.refused;
        if (unknownClient !== undefined) {
          request.log.info({ clientId: unknownClient }, 'token refused: unknown, revoked or wrong secret');
        }
        return oauthError(reply, status, error, description);
      }
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(granted.token);
    },
  );
}
