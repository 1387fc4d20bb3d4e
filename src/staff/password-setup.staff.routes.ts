import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { problemResponse } from '../http/problem.schema.js';
import { publicRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from './audit-context.js';
import { setPasswordWithCode } from './password.service.js';
import type { StaffAuthentication } from './staff.hook.js';
import { STAFF_TAG } from './staff.openapi.js';
import { PasswordSetup as PasswordSetupSchema } from './staff.schemas.js';

/** A password set with a one-time set-up code (a new user's first, or a reset an admin issued: user.staff.routes.ts). */
export async function passwordSetupRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.post(
    '/api/v1/staff/password-setup',
    publicRoute('the one-time set-up code in the body is the proof', {
      schema: {
        tags: [STAFF_TAG],
        operationId: 'setUpPassword',
        summary: 'Set a password with a one-time set-up code (a new user, or a reset)',
        description:
          'No session needed: the code (from an admin or `biopermit staff create` / `reset-password`) is the proof. It works once, ' +
          'for 72 hours; every session of the user ends.',
        security: [],
        body: refTo(PasswordSetupSchema),
        response: {
          200: json('The password is set; log in with it.', Type.Ref('PasswordSetupResult')),
          400: problemResponse('`/code` is unknown, used or expired, or `/password` is too short or too common.'),
          500: problemResponse('Unexpected error; quote requestId.'),
        },
      },
    }),
    async (request) => {
      const body = request.body;
      return { email: await setPasswordWithCode(deps, body.code, body.password, auditContextOf(request)) };
    },
  );
}
