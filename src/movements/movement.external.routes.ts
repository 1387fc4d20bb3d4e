import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AGENCY_APPLICATION_PATH, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { externalRoute } from '../http/route-audience.js';
import { json, problemResponse, standardResponses } from '../http/standard-responses.js';
import { OptionalIdempotencyHeaders } from '../workflow/action-idempotency.js';
import { MOVEMENTS_TAG, Movement, MovementInput, MovementList } from './movement.schemas.js';
import { agencyMovements, type MovementDeps, registerAgencyMovement } from './movement.service.js';

/** The agency's movements of the material collected under a permit of its application (issue 28 §2, §4). */

const PermitParams = Type.Object({
  ...DetailParams.properties,
  permitNo: Type.String({ minLength: 1, maxLength: 64, description: 'The permit’s number (`gp[].permitNo`).' }),
});

export async function externalMovementRoutes(fastify: FastifyInstance, options: { deps: MovementDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  const path = `${AGENCY_APPLICATION_PATH}/permits/:permitNo/movements`;

  app.post(
    path,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: [MOVEMENTS_TAG],
          operationId: 'registerMovement',
          summary: 'Register a movement of material collected under a permit: a transport, a transfer or an export',
          description:
            'What moved (`lineId`, an authorised line of the permit’s terms), how much (in the line’s unit), from which collection ' +
            'report (`collectionReportId`, a submission of the permit’s `collection_report`, not rejected), and how: ' +
            '`domestic_transport` with `transportPermitNo`; `institution_transfer` with `recipientInstitution` and ' +
            '`materialTransferAgreementId` (the MTA uploaded to the agency’s document library first); `export_abroad` with ' +
            '`exportPermitNo` and `destinationCountry`. More than the line holds (collected and not yet moved) is a 409 whose ' +
            '`balance` states the line’s balance. With an `Idempotency-Key`, a retry gets the same answer ' +
            '(`Idempotent-Replayed: true`); the key with another request is a 422. Needs scope `applications:write`.',
          params: PermitParams,
          headers: OptionalIdempotencyHeaders,
          body: MovementInput,
          response: {
            201: json('Recorded: the movement.', Movement),
            ...standardResponses({
              authenticated: true,
              jsonBody: true,
              rateLimited: true,
              resource: 'The agency has no such application, or the application no permit with this number.',
            }),
            409: problemResponse(
              409,
              'More than the line holds (`action_not_allowed` with `balance`); the permit is suspended, revoked or void, or was ' +
                'issued before permits stated their terms. Nothing stored.',
            ),
            422: problemResponse(
              422,
              'The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing stored.',
            ),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode, permitNo } = request.params;
      const principal = principalOf(request);
      assertSameAgency(principal, sourceAgencyCode);
      const { answer, replayed } = await registerAgencyMovement(deps, {
        agencyCode: sourceAgencyCode,
        number: cnaApplicationUniqueNo,
        permitNo,
        body: request.body,
        actor: agencyActor(principal),
        idempotencyKey: request.headers['idempotency-key'],
        requestId: request.id,
        clientAddress: request.ip,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer);
    },
  );

  app.get(
    path,
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: [MOVEMENTS_TAG],
          operationId: 'listMovements',
          summary: 'The movements of a permit’s material, and the balance of each authorised line',
          description:
            'Every movement registered under the permit, oldest first, each export linked to the checkpoint communiqués from its ' +
            'destination country; and per authorised line: authorised, reported collected, transferred, remaining and held. ' +
            'Needs scope `applications:read`.',
          params: PermitParams,
          response: {
            200: json('The movements and the balance.', MovementList),
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no such application, or the application no permit with this number.',
            }),
          },
        },
      },
    ),
    async (request) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode, permitNo } = request.params;
      assertSameAgency(principalOf(request), sourceAgencyCode);
      return agencyMovements(deps.db, sourceAgencyCode, cnaApplicationUniqueNo, permitNo);
    },
  );
}
