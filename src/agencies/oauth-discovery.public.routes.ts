import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KeyRing } from '../auth/key-ring.js';
import { AuthorizationServerMetadata, Jwks } from '../auth/oauth.schemas.js';
import { ALL_SCOPES } from '../auth/scopes.js';
import { HEADERS, responseHeaders, standardResponses } from '../http/standard-responses.js';
import { TOKEN_PATH } from './oauth.public.routes.js';

export interface OAuthDiscoveryRouteOptions {
  readonly keyRing: KeyRing;
  /** The tokens' `iss`. */
  readonly issuer: string;
  /** PUBLIC_BASE_URL: the metadata's endpoint URLs start with it; unset, with the request's own origin. */
  readonly publicBaseUrl: string | undefined;
}

const JWKS_PATH = '/.well-known/jwks.json';

/** RFC 8414 wants absolute URLs: PUBLIC_BASE_URL, or the origin the client reached (Host, and X-Forwarded-* under TRUST_PROXY). */
function baseUrl(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${request.protocol}://${request.host}`;
}

/** What a client or a token validator discovers: the keys that verify the tokens (RFC 7517), the server's metadata (RFC 8414). */
export async function oauthDiscoveryRoutes(app: FastifyInstance, options: OAuthDiscoveryRouteOptions): Promise<void> {
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
        issuer: options.issuer,
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
