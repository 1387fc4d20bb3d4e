import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AGENCY_APPLICATION_PATH, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { named } from '../http/openapi-components.js';
import { externalRoute } from '../http/route-audience.js';
import { json, problemResponse, standardResponses } from '../http/standard-responses.js';
import { LineBalanceSchema } from '../movements/movement.schemas.js';
import { PermitTerms, ProposedTermsInput, TERMS_TAG } from './terms.schemas.js';
import { proposeAgencyTerms, readAgencyPermitTerms, type TermsDeps } from './terms.service.js';

/**
 * The agency's side of the permit's terms (issue 28 §4): it reads the terms a permit of its application
 * was issued with (a resource linked from `gp`, the spec's shape unchanged), and may propose quantities
 * and collectors before the evaluation starts.
 */

/** What the agency reads of a permit's terms: the terms and each line's balance (src/movements/). */
const AgencyPermitTerms = Type.Object(
  { ...PermitTerms.properties, balance: Type.Array(LineBalanceSchema) },
  { ...named('AgencyPermitTerms'), description: 'The permit’s terms and the running balance of each authorised line.' },
);

export async function externalTermsRoutes(fastify: FastifyInstance, options: { deps: TermsDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    `${AGENCY_APPLICATION_PATH}/permits/:permitNo/terms`,
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: [TERMS_TAG],
          operationId: 'getPermitTerms',
          summary: 'The terms a permit of the agency’s application was issued with',
          description:
            'What the permit authorises: per species and site the quantity, unit, part, method and period (each line’s `id` is ' +
            'what a report or a movement names), who may collect (holder and assistants), and the standard and special ' +
            'conditions. Only the agency that submitted the application reads them. Needs scope `applications:read`.',
          params: Type.Object({
            ...DetailParams.properties,
            permitNo: Type.String({
              minLength: 1,
              maxLength: 64,
              description: 'The permit’s number (`gp[].permitNo`).',
              examples: ['GP-2026-0042'],
            }),
          }),
          response: {
            200: json(
              'The permit’s terms, with the running balance of each authorised line (authorised, collected, transferred, remaining).',
              AgencyPermitTerms,
            ),
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no such application, or the application no permit with this number (or none with recorded terms).',
            }),
          },
        },
      },
    ),
    async (request) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode, permitNo } = request.params;
      assertSameAgency(principalOf(request), sourceAgencyCode);
      return readAgencyPermitTerms(deps, sourceAgencyCode, cnaApplicationUniqueNo, permitNo);
    },
  );

  app.put(
    `${AGENCY_APPLICATION_PATH}/proposed-terms`,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: [TERMS_TAG],
          operationId: 'proposeTerms',
          summary: 'Propose quantities and collectors for the agency’s application, before its evaluation starts',
          description:
            'The submission names species and sites but no quantities: the agency may propose them here (each line a species ' +
            'of the application at one of its locations, `locationId` as in the detail’s `locations`, with quantity and unit), ' +
            'and the assistants who would collect. The evaluator’s draft starts from it. Sent again, it replaces the earlier ' +
            'proposal (the same body twice changes nothing). Refused once the evaluation has started (409). Needs scope ' +
            '`applications:write`.',
          params: DetailParams,
          body: ProposedTermsInput,
          response: {
            200: json('Recorded: the proposal.', PermitTerms),
            ...standardResponses({
              authenticated: true,
              jsonBody: true,
              rateLimited: true,
              resource: 'The agency has no application with this registration number or uuid.',
            }),
            409: problemResponse(409, 'The evaluation has started, or the application is closed (`action_not_allowed`). Nothing changed.'),
          },
        },
      },
    ),
    async (request) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode } = request.params;
      const principal = principalOf(request);
      assertSameAgency(principal, sourceAgencyCode);
      return proposeAgencyTerms(deps, agencyActor(principal), cnaApplicationUniqueNo, request.body, {
        requestId: request.id,
        clientAddress: request.ip,
      });
    },
  );
}
