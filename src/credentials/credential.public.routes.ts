import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';
import { etagOf, matchesNoneMatch } from '../blobs/blob-download.js';
import { AppError } from '../http/errors.js';
import { publicRoute } from '../http/route-audience.js';
import { HEADERS, problemResponse, rateLimitedResponse, responseHeaders, standardResponses } from '../http/standard-responses.js';
import { type CredentialDeps, TRUST_LIST_PATH } from './credential.deps.js';
import { STATUS_LIST_TTL_SECONDS, statusListCredential } from './status-list.service.js';
import { publishedTrustListOf } from './trust-list.js';
import { PublishedTrustList } from './trust-list.schema.js';
import { VC_JWT_MEDIA_TYPE } from './verifiable-credential.js';

/**
 * What an offline verifier syncs (issue 29 §2, §3; docs/TRUST.md): the trust list (the issuer's
 * credential keys) and the status lists. Public, cacheable, rate-limited per address with the other
 * public lookups. Without PUBLIC_BASE_URL the service issues no credential, so there is nothing to serve.
 */
const TAG = 'Credentials';
const TRUST_LIST_CACHE = 'public, max-age=3600';
const STATUS_LIST_CACHE = `public, max-age=${STATUS_LIST_TTL_SECONDS}`;

const notIssuing = () =>
  new AppError('not_found', 'This service issues no credentials: PUBLIC_BASE_URL is not set, and it names the issuer');

function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: string, mediaType: string, cache: string) {
  const etag = etagOf(createHash('sha256').update(body).digest('hex'));
  reply.headers({ etag, 'cache-control': cache });
  if (matchesNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(mediaType).send(body);
}

const problems = (notFound: string) => ({
  304: { description: 'Not modified: `If-None-Match` names the current ETag.' },
  404: problemResponse(404, notFound),
  429: rateLimitedResponse('Too many requests from this address (shared with the other public lookups).'),
  ...standardResponses(),
});

export async function credentialPublicRoutes(
  fastify: FastifyInstance,
  options: { deps: Omit<CredentialDeps, 'issuer'> & { issuer: string | undefined }; limiter: onRequestHookHandler | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = options.limiter === undefined ? [] : [options.limiter];
  const deps = (): CredentialDeps => {
    const { issuer } = options.deps;
    if (issuer === undefined) throw notIssuing();
    return { ...options.deps, issuer };
  };

  app.get(
    TRUST_LIST_PATH,
    publicRoute('public keys: what anyone needs to check a permit credential', {
      onRequest,
      schema: {
        tags: [TAG],
        operationId: 'getCredentialTrustList',
        summary: 'The trust list: the keys that sign permit credentials, each with its period of service',
        description:
          'A JWKS (RFC 7517) of Ed25519 keys; each key carries `nbf` and, once retired, `exp` (NumericDate seconds): a credential ' +
          'verifies with a key when its `iat` falls in that period, so a rotation never invalidates a credential already issued. ' +
          '`signedList` is the same list as a JWS (typ `trust-list+jwt`) signed by the key in service, for a copy kept in a file. ' +
          'A new key appears here days before it signs: sync at least weekly. Cacheable for an hour; ETag and 304.',
        security: [],
        response: {
          200: {
            description: 'The trust list.',
            headers: responseHeaders(HEADERS.cacheControl),
            content: { 'application/json': { schema: PublishedTrustList } },
          },
          ...problems('PUBLIC_BASE_URL is not set: this service issues no credentials.'),
        },
      },
    }),
    async (request, reply) => {
      const { keys, issuer } = deps();
      const list = await publishedTrustListOf(keys, issuer);
      return sendCacheable(request, reply, JSON.stringify(list), 'application/json', TRUST_LIST_CACHE);
    },
  );

  app.get(
    '/api/v1/public/status-lists/:id',
    publicRoute('public revocation and suspension bits: no permit is named in them', {
      onRequest,
      schema: {
        tags: [TAG],
        operationId: 'getCredentialStatusList',
        summary: 'A status list credential (W3C Bitstring Status List), revocation or suspension',
        description:
          'A `BitstringStatusListCredential` secured as vc+jwt (VC-JOSE-COSE), signed by a key of the trust list. A credential ' +
          'names its list and index in its status entries; the bit is 1 when the permit is revoked (or superseded, or void) in ' +
          '`revocation-N`, suspended in `suspension-N`. Regenerated within a minute of every status change and at least daily; ' +
          `its \`ttl\` and Cache-Control agree (${STATUS_LIST_TTL_SECONDS} seconds).`,
        security: [],
        params: Type.Object({
          id: Type.String({
            pattern: '^(revocation|suspension)-(0|[1-9][0-9]{0,6})$',
            description: 'The purpose and number of the list, as the credential names it.',
            examples: ['revocation-0'],
          }),
        }),
        response: {
          200: {
            description: 'The status list credential, a compact JWS.',
            headers: responseHeaders(HEADERS.cacheControl),
            content: { [VC_JWT_MEDIA_TYPE]: { schema: Type.String() } },
          },
          ...problems('No credential points into this list.'),
        },
      },
    }),
    async (request, reply) => {
      const resolved = deps();
      const jwt = await statusListCredential(resolved.db, resolved, request.params.id);
      if (jwt === undefined) throw new AppError('not_found', `No credential points into the status list ${request.params.id}`);
      return sendCacheable(request, reply, jwt, VC_JWT_MEDIA_TYPE, STATUS_LIST_CACHE);
    },
  );
}
