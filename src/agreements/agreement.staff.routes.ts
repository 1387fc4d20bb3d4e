import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { Uuid } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import type { UploadDependencies } from '../uploads/upload.pipeline.js';
import { AgreementCreate, agreementProblems, StaffAgreement } from './agreement.schemas.js';
import { type AgreementDeps, createAgreement, listAgreements } from './agreement.service.js';

/**
 * Agreements of an application (issue 11 §4): staff list them and draft them. Their steps:
 * agreement-status.staff.routes.ts; the signed file: agreement-signed-file.staff.routes.ts.
 */
export async function agreementRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: AgreementDeps; uploads: UploadDependencies },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  // Multipart bodies are parsed here as well, as when these routes shared the signed file's plugin: one sent
  // by mistake is a documented 400 (the body must be an object), not the 415 of routes without the parser.
  await installMultipart(app, options.uploads.limitBytes);

  app.get(
    '/api/v1/staff/applications/:id/agreements',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listAgreements',
          summary: 'The agreements of an application, with their status',
          description: 'Oldest first: memoranda of agreement, affidavits of undertaking, benefit-sharing agreements.',
          params: Type.Object({ id: Uuid }),
          response: {
            200: json('The agreements.', Type.Array(StaffAgreement)),
            ...agreementProblems('No application with this id', false),
          },
        },
      },
    ),
    async (request) => listAgreements(deps, staffOf(request), request.params.id),
  );

  app.post(
    '/api/v1/staff/applications/:id/agreements',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'createAgreement',
          summary: 'Draft an agreement for an application (evaluator, chief, admin)',
          description: 'A new agreement in `draft`, in the agency’s `moa` at once; journal entry `agreement_drafted`, audited.',
          params: Type.Object({ id: Uuid }),
          body: AgreementCreate,
          response: { 201: json('Drafted.', StaffAgreement), ...agreementProblems('No application with this id', true) },
        },
      },
    ),
    async (request, reply) => {
      const body = request.body;
      const created = await createAgreement(deps, staffOf(request), request.params.id, body, auditContextOf(request));
      return reply.code(201).send(created);
    },
  );
}
