import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { badRequest, conflict, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { AgencyParams, type ApiClientCreate, ApiClientCreate as ApiClientCreateSchema, ClientParams } from './agency.schemas.js';
import { createAgencyClient, listAgencyClients, revokeAgencyClient } from './agency-admin.service.js';

const noAgency = notFound('no agency with this code');

/** An agency's API clients: what `biopermit client` does, for admins over HTTP. */
export async function staffApiClientRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.get(
    '/api/v1/staff/agencies/:code/clients',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listAgencyClients',
          summary: "An agency's API clients, revoked ones too, never their secrets (admin)",
          description:
            'Revoked clients are listed with the time they were revoked, so an audit can tell which client made which submission.',
          params: AgencyParams,
          response: { 200: json('The clients.', Type.Array(Type.Ref('ApiClient'))), 400: badRequest, ...sessionProblems, 404: noAgency },
        },
      },
    ),
    async (request) => listAgencyClients(deps, staffOf(request), request.params.code),
  );

  app.post(
    '/api/v1/staff/agencies/:code/clients',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'createAgencyClient',
          summary: 'Create an API client for an agency; its secret is shown once (admin)',
          description:
            "The secret is stored only as a hash: copy it from this response into the agency's system; a lost secret means a new client.",
          params: AgencyParams,
          body: refTo<ApiClientCreate>(ApiClientCreateSchema),
          response: { 201: json('Created.', Type.Ref('ApiClientCreated')), 400: badRequest, ...sessionProblems, 404: noAgency },
        },
      },
    ),
    async (request, reply) => {
      const created = await createAgencyClient(deps, staffOf(request), request.params.code, request.body, auditContextOf(request));
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/v1/staff/agencies/:code/clients/:clientId',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'revokeAgencyClient',
          summary: 'Revoke an API client: no new tokens, and its tokens stop working within 10 seconds (admin)',
          description: "Revoking cannot be undone; the client's submissions stay, attributed to it. Create a new client to restore access.",
          params: ClientParams,
          response: {
            200: json('The client, revoked.', Type.Ref('ApiClient')),
            400: badRequest,
            ...sessionProblems,
            404: notFound('the agency has no such client'),
            409: conflict('the client is revoked already'),
          },
        },
      },
    ),
    async (request) => {
      const { code, clientId } = request.params;
      return revokeAgencyClient(deps, staffOf(request), code, clientId, auditContextOf(request));
    },
  );
}
