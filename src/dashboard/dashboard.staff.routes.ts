import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { StaleReads } from '../db/read-replicas.js';
import { staffRoute } from '../http/route-audience.js';
import { staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { Dashboard } from './dashboard.schemas.js';
import { type DashboardDeps, dashboardOf } from './dashboard.service.js';

export async function dashboardRoutes(fastify: FastifyInstance, options: { deps: DashboardDeps; reads: StaleReads }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps, reads } = options;
  app.get(
    '/api/v1/staff/dashboard',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getDashboard',
          summary:
            'The office in figures: received and decided per month, processing time against the limit, clocks per evaluator (chief, approver, admin)',
          description:
            'Over the last 12 months (Asia/Manila), in the agencies the user works on: applications received and decided per month, ' +
            'the working days decisions took beside the limit in force, decisions after their due date, open applications at risk ' +
            'or overdue per assignee, decisions by outcome, the obligations of permits overdue, and the checkpoint communiqués ' +
            'naming the permits’ IRCCs per year.',
          response: { 200: { description: 'The figures.', content: { 'application/json': { schema: Dashboard } } }, ...sessionProblems },
        },
      },
    ),
    // Figures that may be a moment old: a replica answers them when there is one.
    async (request) => dashboardOf({ ...deps, db: reads.for(request) }, staffOf(request)),
  );
}
