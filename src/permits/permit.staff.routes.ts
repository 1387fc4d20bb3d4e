import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import type { PermitDeps } from './permit.deps.js';
import { readProblems } from './permit.openapi.js';
import { readApplicationPermits, readPermit } from './permit.read.service.js';
import { ApplicationParams, ApplicationPermits, PermitParams, StaffPermit } from './permit.views.js';

/**
 * Staff reads of permits: the application's permits with their certificate history, and one permit. Its
 * certificate files: certificate.staff.routes.ts; its Clearing-House document: permit-absch-document.staff.routes.ts;
 * the preview: issue-preview.staff.routes.ts.
 */
export async function staffPermitRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication; deps: PermitDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    '/api/v1/staff/applications/:id/permits',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listApplicationPermits',
          summary: 'The permits of an application and the history of its certificates',
          description:
            'Every permit row of the application (the original, then each renewal or amendment, which supersedes the one before), ' +
            'each with every certificate file issued for it, the generated PDF and any signed scan, oldest first. `cbdStatus` and ' +
            '`absLinkCode` say where its ABS Clearing-House publication stands.',
          params: ApplicationParams,
          response: { 200: json('The permits.', ApplicationPermits), ...readProblems('No application with this id') },
        },
      },
    ),
    async (request) => readApplicationPermits(deps, staffOf(request), request.params.id),
  );

  app.get(
    '/api/v1/staff/permits/:id',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getPermit',
          summary: 'One permit, with its certificate files',
          description:
            'The permit as staff see it: status and its reason, the permits it supersedes or that superseded it, the signatory, the conditions and every certificate file.',
          params: PermitParams,
          response: { 200: json('The permit.', StaffPermit), ...readProblems('No permit with this id') },
        },
      },
    ),
    async (request) => readPermit(deps, staffOf(request), request.params.id),
  );
}
