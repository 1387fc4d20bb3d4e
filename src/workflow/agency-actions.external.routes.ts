import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { DetailParams } from '../applications/application.schemas.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { problemResponse, standardResponses } from '../http/standard-responses.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import type { ActionRegistry } from './action-registry.js';
import { AgencyResponse, ExternalActionResult, IdempotencyHeaders, Withdrawal } from './external-actions.schemas.js';
import { type ExternalActionRequest, takeExternalAction } from './external-actions.service.js';

/**
 * The agency's operations on its own application: respond (to a deficiency notice or a request for
 * information) and withdraw. Same token, scope and agency rules as the seed's three operations.
 */

export interface ExternalActionRouteOptions {
  readonly db: Kysely<DB>;
  readonly actions: ActionRegistry;
  readonly settings: SettingsReader;
}

const BASE = '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode';

const answered = (description: string, example: ExternalActionResult) => ({
  description: `${description} A retry with the same Idempotency-Key and body gets the same answer, with \`Idempotent-Replayed: true\`.`,
  content: { 'application/json': { schema: ExternalActionResult, example } },
});

const refusals = {
  ...standardResponses({
    authenticated: true,
    jsonBody: true,
    rateLimited: true,
    resource: 'The agency has no application with this registration number or uuid.',
  }),
  409: problemResponse(
    409,
    'The application is not in a state that allows this (`action_not_allowed`; `detail` says why). Nothing changed.',
  ),
  422: problemResponse(422, 'The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing changed.'),
};

/** A request of either operation, as the route schemas below type it (one handler serves both). */
type ExternalActionHttpRequest = FastifyRequest & {
  readonly params: Static<typeof DetailParams>;
  readonly headers: Static<typeof IdempotencyHeaders>;
  readonly body: Static<typeof AgencyResponse> | Static<typeof Withdrawal>;
};

export async function externalActionRoutes(fastify: FastifyInstance, options: ExternalActionRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: options.db, actions: options.actions, settings: options.settings };
  const handle = (action: ExternalActionRequest['action']) => async (request: ExternalActionHttpRequest, reply: FastifyReply) => {
    const { cnaApplicationUniqueNo, sourceAgencyCode } = request.params;
    const answer = await takeExternalAction(deps, principalOf(request), {
      agencyCode: sourceAgencyCode,
      number: cnaApplicationUniqueNo,
      action,
      body: request.body,
      idempotencyKey: request.headers['idempotency-key'],
      requestId: request.id,
      clientAddress: request.ip,
    });
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(answer.status).send(answer.body);
  };

  app.post(
    `${BASE}/responses`,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: ['Applications'],
          operationId: 'respondToNotice',
          summary: 'Answer a deficiency notice or a request for information',
          description:
            'When the application is `incomplete`, the answer to its deficiency notice: it goes back to `submitted` for the ' +
            'completeness check. When it is on hold with a request for information, the answer ends the hold and the processing ' +
            'clock resumes. Otherwise a 409. Idempotent under `Idempotency-Key`. Needs scope `applications:write`.',
          params: DetailParams,
          headers: IdempotencyHeaders,
          body: { ...AgencyResponse, examples: [{ message: 'The LGU clearance and the endorsement letter are attached to our record.' }] },
          response: {
            200: answered('The answer is recorded.', {
              cnaApplicationUniqueNo: 'ABS-2026-000123',
              action: 'respond',
              status: 'submitted',
              updatedAt: '2026-11-24T03:15:00.000Z',
            }),
            ...refusals,
          },
        },
      },
    ),
    handle('respond'),
  );

  app.post(
    `${BASE}/withdrawal`,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: ['Applications'],
          operationId: 'withdrawApplication',
          summary: 'Withdraw the application before the decision',
          description:
            'Allowed while the application is `submitted`, `incomplete`, `accepted`, `under_evaluation`, `for_agreement` or ' +
            '`for_decision`; it becomes `withdrawn` (final) and a `withdrawal_acknowledged` notice is written. After the decision, ' +
            'a 409. Idempotent under `Idempotency-Key`. Needs scope `applications:write`.',
          params: DetailParams,
          headers: IdempotencyHeaders,
          body: { ...Withdrawal, examples: [{ reason: 'The research project was postponed.' }] },
          response: {
            200: answered('The application is withdrawn.', {
              cnaApplicationUniqueNo: 'ABS-2026-000123',
              action: 'withdraw',
              status: 'withdrawn',
              updatedAt: '2026-11-24T03:15:00.000Z',
            }),
            ...refusals,
          },
        },
      },
    ),
    handle('withdraw'),
  );
}
