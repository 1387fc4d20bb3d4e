import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { typedAs } from '../http/schema-helpers.js';
import { problemResponse } from '../http/standard-responses.js';
import { type StaffAuthentication, staffOf } from './staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import { type StaffDirectoryQuery, StaffDirectoryQuery as StaffDirectoryQuerySchema } from './staff.schemas.js';
import { type AssigneeRefusal, listStaffDirectory } from './staff-directory.service.js';

/** The staff directory: whom a chief may assign an application to (src/policy/read.policy.ts decides who reads it). */
export async function staffDirectoryRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; assigneeRefusal: AssigneeRefusal },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  app.get(
    '/api/v1/staff/directory',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listStaffDirectory',
          summary: 'The staff directory: colleagues to assign work to (chief, admin)',
          description:
            'Enabled users, by name, with id, name, roles and agencies only. `role=evaluator&agency=BMB` lists who may evaluate ' +
            "that agency's applications; `assignableTo={id}` lists only those the application may be assigned to now (the " +
            'assign form). A user limited to some agencies sees only colleagues of those agencies; asking for another agency is ' +
            'a 403 naming `agency`, for an application they may not read a 404.',
          querystring: typedAs<StaffDirectoryQuery>(StaffDirectoryQuerySchema),
          response: {
            200: {
              description: 'The colleagues.',
              content: { 'application/json': { schema: Type.Array(Type.Ref('StaffDirectoryEntry')) } },
            },
            400: badRequest,
            ...sessionProblems,
            404: problemResponse(404, 'No application `assignableTo` that you may read.'),
          },
        },
      },
    ),
    async (request) => listStaffDirectory(auth.deps, options.assigneeRefusal, staffOf(request), request.query),
  );
}
