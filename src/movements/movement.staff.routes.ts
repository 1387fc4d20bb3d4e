import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { StaffApplicationParams } from '../attachments/attachment.schemas.js';
import { findStaffApplication } from '../attachments/attachment.service.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { findPermitByNumber } from '../permits/permit.repository.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { MovementList } from './movement.schemas.js';
import { movementListOf } from './movement.service.js';

/** The staff's read of a permit's balance and movements (issue 28 §2): what the permit page shows beside the permit. */
export async function staffMovementRoutes(fastify: FastifyInstance, options: { readonly db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/staff/applications/:id/permits/:permitNo/movements',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listStaffPermitMovements',
          summary: 'A permit’s balance per authorised line and the movements of its material',
          description:
            'Per authorised line of the terms the permit was issued with: authorised, reported collected, transferred, remaining ' +
            'and held; and every movement the agency registered (transport, transfer with its MTA, export with the checkpoint ' +
            'communiqués from its destination country). Empty for a permit issued before permits stated their terms.',
          params: Type.Object({ ...StaffApplicationParams.properties, permitNo: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: {
            200: json('The balance and the movements.', MovementList),
            400: badRequest,
            ...sessionProblems,
            404: notFound('no application with this id among the agencies you work for, or no permit with this number on it'),
          },
        },
      },
    ),
    async (request) => {
      const application = await findStaffApplication(db, staffOf(request), request.params.id);
      const permit = await findPermitByNumber(db, request.params.permitNo);
      if (permit === undefined || permit.application_id !== application.id) {
        throw new AppError('not_found', `Application ${application.registrationNo} has no permit ${request.params.permitNo}`);
      }
      return movementListOf(db, permit);
    },
  );
}
