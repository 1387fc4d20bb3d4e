import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import type { PermitDeps } from './permit.deps.js';
import { readProblems } from './permit.openapi.js';
import { readIssuePreview, renderIssuePreview } from './permit.preview.service.js';
import { ApplicationParams, IssuePreview } from './permit.views.js';

const previewProblems = {
  ...readProblems('No application with this id'),
  403: problemResponse(
    403,
    'The roles do not issue permits (`not_permitted`: approvers do), or they need a second factor the user has not enrolled.',
  ),
  409: problemResponse(409, '`action_not_allowed`: the application is not approved, or a permit of it is already standing.'),
};

/** What the permit would be issued with now, for whoever may issue it: the issue's defaults and a specimen certificate. */
export async function issuePreviewRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: PermitDeps },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    '/api/v1/staff/applications/:id/permit-preview',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getIssuePreview',
          summary: 'What the permit would be issued with now: title, conditions, validity, signatory (who may issue)',
          description:
            'The defaults of the `issue` action for this application, from the settings (`permits.authority`, `permits.conditions`, ' +
            '`permits.validity`, `permits.signatory`), computed as the issue computes them. For whoever may issue it: the issue ' +
            'action’s roles, on an approved application without a standing permit. Reads only: no permit number is taken.',
          params: ApplicationParams,
          response: { 200: json('The issue’s defaults.', IssuePreview), ...previewProblems },
        },
      },
    ),
    async (request) => readIssuePreview(deps, staffOf(request), request.params.id),
  );

  app.get(
    '/api/v1/staff/applications/:id/permit-preview/certificate',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadIssuePreviewCertificate',
          summary: 'A specimen of the certificate the issue would render now (who may issue)',
          description:
            'The certificate PDF exactly as the `issue` action would render it now, with `SPECIMEN` for its number, ' +
            '“SPECIMEN – NOT ISSUED” across every page and no verification code. Stores nothing: no permit number, no row, ' +
            'no file, no journal entry.',
          params: ApplicationParams,
          response: {
            200: {
              description: 'The specimen PDF (`Content-Disposition: inline`).',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
            ...previewProblems,
          },
        },
      },
    ),
    async (request, reply) => {
      const { pdf, fileName } = await renderIssuePreview(deps, staffOf(request), request.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
    },
  );
}
