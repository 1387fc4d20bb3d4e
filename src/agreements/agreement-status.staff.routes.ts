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
import { AgreementStatusChange, agreementProblems, StaffAgreement } from './agreement.schemas.js';
import { type AgreementDeps, changeAgreementStatus } from './agreement.service.js';

/** An agreement's steps: draft → for_signature → executed → terminated. */
export async function agreementStatusRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: AgreementDeps; uploads: UploadDependencies },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  // Multipart bodies are parsed here as well, as when these routes shared the signed file's plugin: one sent
  // by mistake is a documented 400 (the body must be an object), not the 415 of routes without the parser.
  await installMultipart(app, options.uploads.limitBytes);

  app.post(
    '/api/v1/staff/agreements/:id/status',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'changeAgreementStatus',
          summary: 'Move an agreement on: for_signature, executed (needs the signed file), terminated (needs a reason)',
          description:
            'draft → for_signature (notice to the agency) → executed → terminated (notice, with the reason); for_signature may go back ' +
            'to draft. The workflow action `agreement_executed` needs an executed agreement.',
          params: Type.Object({ id: Uuid }),
          body: AgreementStatusChange,
          response: { 200: json('The agreement as it is now.', StaffAgreement), ...agreementProblems('No agreement with this id', true) },
        },
      },
    ),
    async (request) => {
      const body = request.body;
      return changeAgreementStatus(deps, staffOf(request), request.params.id, body, auditContextOf(request));
    },
  );
}
