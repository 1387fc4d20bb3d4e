import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from './audit-context.js';
import { type StaffAuthentication, staffOf } from './staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import { UserParams } from './staff.schemas.js';
import { endStaffUserSessions } from './staff-user.service.js';

const noUser = notFound('no staff user with this id');

/** A user's sessions, ended by an admin (a lost or stolen device). */
export async function staffUserSessionRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.delete(
    '/api/v1/staff/users/:id/sessions',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'endStaffUserSessions',
          summary: "End every session of a staff user (admin); the user's next request is refused",
          description: 'For a lost or stolen device: every session of the user ends at once, and the user must log in again.',
          params: UserParams,
          response: {
            200: json('How many live sessions ended.', Type.Ref('EndedSessions')),
            400: badRequest,
            ...sessionProblems,
            404: noUser,
          },
        },
      },
    ),
    async (request) => ({
      endedSessions: await endStaffUserSessions(deps, staffOf(request), request.params.id, auditContextOf(request)),
    }),
  );
}
