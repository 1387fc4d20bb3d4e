import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { SCOPES } from '../auth/scopes.js';
import { matchesNoneMatch } from '../blobs/blob-download.js';
import { headerRef } from '../http/openapi-components.js';
import { externalRoute } from '../http/route-audience.js';
import { HEADERS, standardResponses } from '../http/standard-responses.js';
import { etagOfCodeList, psgcCodeList } from './code-list.service.js';
import { PsgcCodeList, PsgcCodeListQuery } from './place.schemas.js';

/** A day: the list changes only with a new PSGC release (a new version of biopermit). */
const CACHE_CONTROL = 'private, max-age=86400';

/** The PSGC code list (issue 21 §5), for agency systems to offer the names biopermit codes. */
export async function externalPlaceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/external/code-lists/psgc',
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: ['Code lists'],
          operationId: 'listPsgcCodes',
          summary: 'The Philippine Standard Geographic Code: regions, or what lies under a code, or a name search',
          description:
            'The PSGC release biopermit codes locations with (the Philippine Statistics Authority’s; `release` says which quarter). ' +
            'Without parameters: the 18 regions. `parent`: what lies directly under that code (a region’s provinces, NCR’s cities, a ' +
            'province’s cities and municipalities, a city’s barangays). `q`: names containing those words, case-, accent- and ' +
            'punctuation-blind. Cacheable: `ETag` and `Cache-Control`; send `If-None-Match` to get a 304. An unknown `parent` is a ' +
            '404. Needs scope `applications:read`.',
          querystring: PsgcCodeListQuery,
          response: {
            200: {
              description: 'The entries, by name.',
              headers: { [HEADERS.etag]: headerRef(HEADERS.etag), [HEADERS.cacheControl]: headerRef(HEADERS.cacheControl) },
              content: { 'application/json': { schema: PsgcCodeList } },
            },
            304: { description: 'Not modified: `If-None-Match` names this answer.' },
            ...standardResponses({ authenticated: true, rateLimited: true, resource: 'No such PSGC code (`parent`).' }),
          },
        },
      },
    ),
    async (request, reply) => {
      const body = JSON.stringify(psgcCodeList(request.query));
      const etag = etagOfCodeList(body);
      reply.headers({ etag, 'cache-control': CACHE_CONTROL });
      if (matchesNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
