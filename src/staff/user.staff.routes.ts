import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { refTo, typedAs } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from './audit-context.js';
import { type StaffAuthentication, staffOf } from './staff.hook.js';
import { badRequest, conflict, notFound, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import {
  type StaffUserCreate,
  StaffUserCreate as StaffUserCreateSchema,
  type StaffUserQuery,
  StaffUserQuery as StaffUserQuerySchema,
  type StaffUserUpdate,
  StaffUserUpdate as StaffUserUpdateSchema,
  UserParams,
} from './staff.schemas.js';
import { createStaffUser, getStaffUser, listStaffUsers, updateStaffUser } from './staff-user.service.js';

const noUser = notFound('no staff user with this id');

/**
 * User administration, for the admin role (src/policy/staff.policy.ts decides): list, create, read and
 * change users. Their sessions: user-sessions.staff.routes.ts; a password reset: password-reset.staff.routes.ts.
 */
export async function staffUserRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.get(
    '/api/v1/staff/users',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listStaffUsers',
          summary: 'List staff users (admin)',
          description:
            'All users, by name, each with the count of its live sessions; filter by role, disabled, or part of the name or email.',
          querystring: typedAs<StaffUserQuery>(StaffUserQuerySchema),
          response: { 200: json('The users.', Type.Array(Type.Ref('StaffUser'))), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request) => listStaffUsers(deps, staffOf(request), request.query),
  );

  app.post(
    '/api/v1/staff/users',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'createStaffUser',
          summary: 'Create a staff user (admin); returns a one-time set-up code and link for the first password',
          description:
            'The user has no password until the set-up code is used (within 72 hours). Email addresses are unique, compared without case.',
          body: refTo<StaffUserCreate>(StaffUserCreateSchema),
          response: {
            201: json('Created. Give the set-up link to the user.', Type.Ref('StaffUserCreated')),
            400: badRequest,
            ...sessionProblems,
            409: conflict('a user with this email exists'),
          },
        },
      },
    ),
    async (request, reply) => {
      const created = await createStaffUser(deps, staffOf(request), request.body, auditContextOf(request));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/v1/staff/users/:id',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getStaffUser',
          summary: 'A staff user with its live sessions and pending set-up code (admin)',
          description:
            'Sessions show when they started and were last used, never their tokens; the set-up code itself is never shown again, only its expiry.',
          params: UserParams,
          response: { 200: json('The user.', Type.Ref('StaffUserDetail')), 400: badRequest, ...sessionProblems, 404: noUser },
        },
      },
    ),
    async (request) => getStaffUser(deps, staffOf(request), request.params.id),
  );

  app.patch(
    '/api/v1/staff/users/:id',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'updateStaffUser',
          summary: 'Change the name, roles, agencies or disabled state of a staff user (admin)',
          description:
            'Role and agency changes apply from the next request of each of the user’s sessions; disabling ends them all at once. ' +
            'The last enabled admin cannot be disabled or lose the admin role.',
          params: UserParams,
          body: refTo<StaffUserUpdate>(StaffUserUpdateSchema),
          response: {
            200: json('The user as it is now.', Type.Ref('StaffUser')),
            400: badRequest,
            ...sessionProblems,
            404: noUser,
            409: conflict('the change would leave no enabled admin'),
          },
        },
      },
    ),
    async (request) => updateStaffUser(deps, staffOf(request), request.params.id, request.body, auditContextOf(request)),
  );
}
