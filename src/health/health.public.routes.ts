import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database.js';
import { component } from '../http/openapi-components.js';
import { sendProblem } from '../http/problem.plugin.js';
import { standardResponses } from '../http/standard-responses.js';

const HealthStatus = component(
  'HealthStatus',
  Type.Object({ status: Type.Literal('ok', { description: 'Always `ok`: any other state is an error status.' }) }),
);

export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { quietRequestLog: true },
      schema: {
        tags: ['Operations'],
        operationId: 'getLiveness',
        summary: 'Liveness: the process is up',
        description: 'Answers while the process runs, whatever the database does. For load balancers and orchestrators.',
        security: [],
        response: { 200: { description: 'Up', content: { 'application/json': { schema: HealthStatus } } }, ...standardResponses() },
      },
    },
    async () => ({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      config: { quietRequestLog: true },
      schema: {
        tags: ['Operations'],
        operationId: 'getReadiness',
        summary: 'Readiness: the database answers',
        description: 'Answers 200 when the database answers a query, 503 `service_unavailable` when it does not.',
        security: [],
        response: {
          200: { description: 'Ready', content: { 'application/json': { schema: HealthStatus } } },
          ...standardResponses(),
        },
      },
    },
    async (request, reply) => {
      try {
        await options.database.ping();
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return sendProblem(request, reply, 'service_unavailable', 'The database does not answer');
      }
    },
  );
}
