import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { named } from '../http/openapi-components.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { assertMayManageHolidays } from '../policy/read.policy.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, conflict, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { HolidayAddition, HolidayDate, HolidaySchema, HolidayYear } from './holiday.schemas.js';
import { addHoliday, listHolidays, removeHoliday } from './holiday.service.js';

/** The working-day calendar over HTTP: every staff user reads it, admins add and remove days (audited). */

const Holiday = Type.Object(HolidaySchema.properties, {
  ...named('Holiday'),
  additionalProperties: false,
  description: 'A non-working day.',
});
const HolidayCreate = Type.Object(HolidayAddition.properties, { ...named('HolidayCreate'), additionalProperties: false });

export async function holidayRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  const context = (request: Parameters<typeof auditContextOf>[0]) => ({
    actor: staffOf(request),
    actorRole: 'admin',
    ...auditContextOf(request),
  });

  app.get(
    '/api/v1/staff/holidays',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listHolidays',
          summary: 'The non-working days of a year (Asia/Manila), which the processing clock skips',
          description: 'Seeded from the date-holidays library for the Philippines, then edited by admins. Every staff user may read it.',
          querystring: HolidayYear,
          response: { 200: json('The days in force, by date.', Type.Array(Holiday)), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request) => listHolidays(db, request.query),
  );

  app.post(
    '/api/v1/staff/holidays',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'addHoliday',
          summary: "Add a non-working day, e.g. a proclamation's (admin)",
          description: 'Audited. Clocks take it into account at their next reading. A date that is already a holiday is a 409.',
          body: HolidayCreate,
          response: { 201: json('Added.', Holiday), 400: badRequest, ...sessionProblems, 409: conflict('the date is already a holiday') },
        },
      },
    ),
    async (request, reply) => {
      assertMayManageHolidays(staffOf(request));
      return reply.code(201).send(await addHoliday(db, request.body, context(request)));
    },
  );

  app.delete(
    '/api/v1/staff/holidays/:date',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'removeHoliday',
          summary: 'Make a holiday a working day again (admin)',
          description: "A seeded day a proclamation moved, or an admin's own; audited. A seeding of the year does not bring it back.",
          params: Type.Object({ date: HolidayDate }, { additionalProperties: false }),
          response: {
            200: json('The day removed.', Holiday),
            400: badRequest,
            ...sessionProblems,
            404: notFound('the date is not a holiday'),
          },
        },
      },
    ),
    async (request) => {
      assertMayManageHolidays(staffOf(request));
      return removeHoliday(db, request.params, context(request));
    },
  );
}
