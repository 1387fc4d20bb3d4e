import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AGENCY_APPLICATION_PATH, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { findAgencyApplication } from '../attachments/attachment.service.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { json, standardResponses } from '../http/standard-responses.js';
import { AgencyObligationList, OBLIGATIONS_TAG } from './obligation.schemas.js';
import { agencyObligationsOf } from './obligation.views.js';

/** The agency's side of a permit's obligations (issue 20 §1): what it owes. Its submissions: obligation-submission.external.routes.ts. */
export async function obligationRoutes(
  fastify: FastifyInstance,
  options: { readonly db: Kysely<DB>; readonly publicBaseUrl: string | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  const base = options.publicBaseUrl ?? '';

  app.get(
    `${AGENCY_APPLICATION_PATH}/obligations`,
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: [OBLIGATIONS_TAG],
          operationId: 'listObligations',
          summary: 'What the permit holder owes: the obligations of the application’s permits',
          description:
            'Each obligation the permits of the application owe since their issue (setting `permits.obligations`: a collection ' +
            'report, a certificate of deposit, a final report…), by due date, with its status and every submission made for it. ' +
            'Empty before a permit is issued. Needs scope `applications:read`.',
          params: DetailParams,
          response: {
            200: json('The obligations.', AgencyObligationList),
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no application with this registration number or uuid.',
            }),
          },
        },
      },
    ),
    async (request) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode } = request.params;
      assertSameAgency(principalOf(request), sourceAgencyCode);
      const application = await findAgencyApplication(db, sourceAgencyCode, cnaApplicationUniqueNo);
      return { items: await agencyObligationsOf(db, application, base) };
    },
  );
}
