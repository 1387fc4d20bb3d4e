import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { staffRoute } from '../../http/route-audience.js';
import { json } from '../../http/standard-responses.js';
import { staffOf } from '../../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../../staff/staff.openapi.js';
import { DataSubjectQuery } from '../data-subjects/data-subject.schemas.js';
import { PersonalDataReads } from './read-log.schemas.js';
import { personalDataReads } from './read-log.service.js';

/** Issue 21 §1: who read a person's personal data, from the read log (the `dpo` role; docs/PRIVACY.md). */
export async function personalDataReadRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/staff/data-subjects/reads',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listPersonalDataReads',
          summary: "Who read a person's personal data, when and how (dpo)",
          description:
            'Every staff read of the applications of the person (the same search as `findDataSubject`): the staff view, a document ' +
            'download (the document named by its title), an export. The same staff user reading the same thing again is one entry ' +
            'with `count` and the first and last time. Reads are stored in batches, a fraction of a second after they happen.',
          querystring: DataSubjectQuery,
          response: { 200: json('The reads, the latest first.', PersonalDataReads), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request) => personalDataReads(db, staffOf(request), request.query),
  );
}
