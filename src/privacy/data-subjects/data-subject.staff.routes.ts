import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { staffRoute } from '../../http/route-audience.js';
import { json } from '../../http/standard-responses.js';
import { staffOf } from '../../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../../staff/staff.openapi.js';
import { DataSubjectFindings, DataSubjectQuery } from './data-subject.schemas.js';
import { findDataSubject } from './data-subject.service.js';

/** Issue 21 §1: a person found across the applications, with what is held about them (the `dpo` role; docs/PRIVACY.md). */
export async function dataSubjectRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/staff/data-subjects',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'findDataSubject',
          summary: 'Every application, notice, document and audit row about a person (dpo)',
          description:
            'The applications whose permittee has this email (whole, case-blind) and/or whose name holds these words (case- and accent-blind: ' +
            '`Nino` finds `Niño`), in the agencies you work on, with their notices, documents and audit rows. At most 500 applications.',
          querystring: DataSubjectQuery,
          response: { 200: json('What is held about the person.', DataSubjectFindings), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request) => findDataSubject(db, staffOf(request), request.query),
  );
}
