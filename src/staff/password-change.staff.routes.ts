import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { problemResponse } from '../http/problem.schema.js';
import { staffRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { changePassword } from './account.service.js';
import { auditContextOf } from './audit-context.js';
import { type StaffAuthentication, staffOf } from './staff.hook.js';
import { noContent, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import { PasswordChange as PasswordChangeSchema } from './staff.schemas.js';

/** A user changes their own password (the current one in hand). */
export async function passwordChangeRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.post(
    '/api/v1/staff/me/password',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'changePassword',
          summary: 'Change my password',
          description: 'Needs the current password. Every other session of the user ends; this one goes on.',
          body: refTo(PasswordChangeSchema),
          response: {
            204: noContent('Changed.'),
            400: problemResponse('`/currentPassword` is wrong, or `/newPassword` is too short, too common, or the same.'),
            ...sessionProblems,
            429: problemResponse('`login_throttled`: too many wrong passwords; see Retry-After.'),
          },
        },
      },
    ),
    async (request, reply) => {
      await changePassword(deps, staffOf(request), request.body, auditContextOf(request));
      return reply.code(204).send();
    },
  );
}
