import type { FastifyInstance } from 'fastify';
import { installValidators } from '../http/validation.js';
import type { StaffAuthentication } from './staff.hook.js';
import { STAFF_SCHEMAS } from './staff.schemas.js';
import { staffAgencyRoutes } from './staff-agencies.routes.js';
import { staffDirectoryRoutes } from './staff-directory.routes.js';
import { staffReadRoutes } from './staff-reads.plugin.js';
import { staffSessionRoutes } from './staff-session.routes.js';
import { staffUserRoutes } from './staff-users.routes.js';

/**
 * The staff API under /api/v1/staff/: its named schemas (OpenAPI components) and its routes. Every
 * answer is `Cache-Control: no-store`: sessions, CSRF tokens and one-time secrets are in them.
 */
export async function staffRoutes(app: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  for (const schema of STAFF_SCHEMAS) app.addSchema(schema);
  // Adding schemas gives this plugin Fastify's default validator; put ours back, aware of them.
  installValidators(app, STAFF_SCHEMAS);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(staffSessionRoutes, options);
  await app.register(staffUserRoutes, options);
  await app.register(staffDirectoryRoutes, options);
  await app.register(staffAgencyRoutes, options);
  await app.register(staffReadRoutes, options);
}
