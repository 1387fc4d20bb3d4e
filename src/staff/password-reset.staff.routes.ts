import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { problemResponse } from '../http/problem.schema.js';
import { staffRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from './audit-context.js';
import { type StaffAuthentication, staffOf } from './staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import { PasswordResetRequest as PasswordResetRequestSchema, UserParams } from './staff.schemas.js';
import { issuePasswordReset } from './staff-user.service.js';

const noUser = notFound('no staff user with this id');

/** A password reset an admin issues: a one-time code the user sets a new password with (password-setup.staff.routes.ts). */
export async function passwordResetRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.post(
    '/api/v1/staff/users/:id/password-reset',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'issuePasswordReset',
          summary: 'Issue a one-time code and link with which the user sets a new password (admin)',
          description:
            'The current password works until the code is used; using it ends every session of the user. With `resetSecondFactor`, ' +
            'the TOTP factor and recovery codes are removed at once and the sessions end (for a lost device).',
          params: UserParams,
          body: refTo(PasswordResetRequestSchema),
          response: {
            201: json('The code, shown once.', Type.Ref('SetupCode')),
            400: badRequest,
            ...sessionProblems,
            404: noUser,
            500: problemResponse('Unexpected error; quote requestId.'),
          },
        },
      },
    ),
    async (request, reply) => {
      const issued = await issuePasswordReset(deps, staffOf(request), request.params.id, request.body, auditContextOf(request));
      return reply.code(201).send(issued);
    },
  );
}
