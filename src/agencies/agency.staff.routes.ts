import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { badRequest, conflict, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { AgencyCreate as AgencyCreateSchema, AgencyParams, AgencyUpdate as AgencyUpdateSchema } from './agency.schemas.js';
import { createStaffAgency, listStaffAgencies, updateStaffAgency } from './agency-admin.service.js';

const noAgency = notFound('no agency with this code');

/** Agencies: what `biopermit agency` does, for admins over HTTP (their API clients: api-client.staff.routes.ts). */
export async function staffAgencyRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.get(
    '/api/v1/staff/agencies',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listAgencies',
          summary: 'The agencies I work on (all of them unless my account is limited), with their active API clients',
          description:
            'Staff limited to some agencies see only those; each agency comes with the count of its active (not revoked) API clients.',
          response: { 200: json('The agencies, by code.', Type.Array(Type.Ref('Agency'))), ...sessionProblems },
        },
      },
    ),
    async (request) => listStaffAgencies(deps, staffOf(request)),
  );

  app.post(
    '/api/v1/staff/agencies',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'createAgency',
          summary: 'Register an agency (admin)',
          description:
            "The code is the agency's identifier in the external API and in tokens: it cannot change later. A code already taken is a 409.",
          body: refTo(AgencyCreateSchema),
          response: {
            201: json('Registered.', Type.Ref('Agency')),
            400: badRequest,
            ...sessionProblems,
            409: conflict('an agency with this code exists'),
          },
        },
      },
    ),
    async (request, reply) => reply.code(201).send(await createStaffAgency(deps, staffOf(request), request.body, auditContextOf(request))),
  );

  app.patch(
    '/api/v1/staff/agencies/:code',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'updateAgency',
          summary: "Change an agency's contact address (admin)",
          description:
            'The contact address gets a copy of every notice meant for the agency (docs/EMAIL.md); null removes it. The code and the name do not change.',
          params: AgencyParams,
          body: refTo(AgencyUpdateSchema),
          response: { 200: json('The agency as it now is.', Type.Ref('Agency')), 400: badRequest, ...sessionProblems, 404: noAgency },
        },
      },
    ),
    async (request) => updateStaffAgency(deps, staffOf(request), request.params.code, request.body, auditContextOf(request)),
  );
}
