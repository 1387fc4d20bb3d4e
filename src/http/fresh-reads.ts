import type { FastifyInstance } from 'fastify';
import { markFreshReads } from '../db/read-replicas.js';

/**
 * With read replicas: every staff write that succeeded marks the browser so that its next reads, for
 * `seconds`, go to the primary (src/db/read-replicas.ts). Without replicas nothing is installed.
 */
export function installFreshReadsMark(app: FastifyInstance, options: { seconds: number; secure: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    const audience = request.routeOptions.config.audience;
    if (audience?.kind === 'staff' && audience.write && reply.statusCode < 400) {
      markFreshReads(reply, options.seconds, options.secure);
    }
  });
}
