import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { psgcCodeList } from './code-list.service.js';
import { PsgcCodeList, PsgcCodeListQuery } from './place.schemas.js';

/** The PSGC code list for the back-office: its region and province filters name what they send. */
export async function codeListStaffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/v1/staff/code-lists/psgc',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listStaffPsgcCodes',
          summary: 'The Philippine Standard Geographic Code, for staff: regions, or what lies under a code, or a name search',
          description:
            'The same list as GET /api/v1/external/code-lists/psgc, for any signed-in staff user: the back-office names the ' +
            'regions and provinces its filters send as `regionCode` and `provinceCode`. Without parameters: the 18 regions; ' +
            '`parent`: what lies directly under that code; `q`: a name search. An unknown `parent` is a 404.',
          querystring: PsgcCodeListQuery,
          response: {
            200: json('The entries, by name.', PsgcCodeList),
            400: badRequest,
            ...sessionProblems,
            404: notFound('no such PSGC code (`parent`)'),
          },
        },
      },
    ),
    async (request) => psgcCodeList(request.query),
  );
}
