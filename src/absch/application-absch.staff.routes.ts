import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AbschConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { readProblems } from '../permits/permit.openapi.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { ApplicationAbsch } from './absch.schemas.js';
import { readApplicationAbsch } from './absch-view.service.js';

/**
 * The publisher's view of one application on the Clearing-House (issue 20 §5): every publication with
 * the Clearing-House's answers (validation errors by field, the request, the IRCC and its link), the
 * checkpoint communiqués and the reconciliation's drift. The overview of them all: absch-overview.staff.routes.ts.
 */
export async function applicationAbschRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; db: Database['db']; config: AbschConfig | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = options;
  app.get(
    '/api/v1/staff/applications/:id/absch',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getApplicationAbsch',
          summary: 'The permit’s publication on the ABS Clearing-House, its answers and checkpoint communiqués',
          description:
            'Every publication biopermit made of the application’s permits (action `publish_to_absch`, or the automatic publication) ' +
            'with the Clearing-House’s answers: validation errors by field, the Publishing Authority’s request and decision, the ' +
            'IRCC and its link; the checkpoint communiqués that name the IRCC (flagged when the entity named is not the holder); ' +
            'and what the nightly reconciliation found different.',
          params: Type.Object({
            id: Type.String({
              minLength: 1,
              maxLength: 100,
              description: 'The application’s id or registration number.',
              examples: ['ABS-2026-000123'],
            }),
          }),
          response: {
            200: json('The publication and its answers.', ApplicationAbsch),
            ...readProblems('No application with this id'),
          },
        },
      },
    ),
    async (request) => readApplicationAbsch(db, config, staffOf(request), request.params.id),
  );
}
