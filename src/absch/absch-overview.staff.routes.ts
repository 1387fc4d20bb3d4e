import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AbschConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { readProblems } from '../permits/permit.openapi.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { AbschOverview } from './absch.schemas.js';
import { readAbschOverview } from './absch-view.service.js';

/** The Clearing-House at a glance, for the publisher's queue and the dashboard: drift to look at, communiqués per year. */
export async function abschOverviewRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; db: Database['db']; config: AbschConfig | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = options;
  app.get(
    '/api/v1/staff/absch/overview',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getAbschOverview',
          summary: 'The Clearing-House at a glance: drift to look at, communiqués per year',
          description:
            'For the publisher’s queue and the dashboard: the permits whose Clearing-House record differs from what biopermit holds ' +
            '(the nightly reconciliation; limited to the user’s agencies), and the checkpoint communiqués received per year.',
          response: {
            200: json('The overview.', AbschOverview),
            ...readProblems('Never'),
          },
        },
      },
    ),
    async (request) => readAbschOverview(db, config, staffOf(request)),
  );
}
