import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database.js';
import { sendProblem } from '../http/problem.plugin.js';
import { problemResponse } from '../http/problem.schema.js';

const Status = Type.Object({ status: Type.String() });

export async function healthRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { quietRequestLog: true },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: the process is up',
        response: { 200: { description: 'Up', content: { 'application/json': { schema: Status } } } },
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
        summary: 'Readiness: the database answers',
        response: {
          200: { description: 'Ready', content: { 'application/json': { schema: Status } } },
          503: problemResponse('The database does not answer'),
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
