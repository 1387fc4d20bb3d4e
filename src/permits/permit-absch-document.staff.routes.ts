import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import type { PermitDeps } from './permit.deps.js';
import { readProblems } from './permit.openapi.js';
import { abschDocumentOf } from './permit.read.service.js';
import { AbschDocumentExport, PermitParams } from './permit.views.js';

/** A permit as the ABS Clearing-House document the abs_publisher submits, checked against its schema. */
export async function permitAbschDocumentRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: PermitDeps },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    '/api/v1/staff/permits/:id/absch-document',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getPermitAbschDocument',
          summary: 'The permit as its ABS Clearing-House document (absPermit), checked',
          description:
            'The document an abs_publisher submits to the ABS Clearing-House (the IRCC), built from the permit, its application and ' +
            'the setting `absch.publication` (the CNA’s record, providers, PIC recipients), and checked against the JSON Schema kept in ' +
            'the repository: `problems` lists what the Clearing-House would refuse, in its own codes. After a renewal or amendment of a ' +
            'published permit (`cbdStatus` `update_pending`) it carries `amendmentIntent` 0 (update); after a revocation ' +
            '(`revocation_pending`), 1 (revoke), with the reason as `amendmentDescription`.',
          params: PermitParams,
          response: { 200: json('The document and its check.', AbschDocumentExport), ...readProblems('No permit with this id') },
        },
      },
    ),
    async (request) => abschDocumentOf(deps, staffOf(request), request.params.id),
  );
}
