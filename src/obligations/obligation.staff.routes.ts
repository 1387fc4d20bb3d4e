import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { StaffApplicationParams } from '../attachments/attachment.schemas.js';
import { findStaffApplication } from '../attachments/attachment.service.js';
import type { DB } from '../db/schema.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { StaffObligations } from './obligation.schemas.js';
import { staffObligationsOf } from './obligation.views.js';

export interface StaffObligationRouteOptions {
  readonly auth: StaffAuthentication;
  readonly db: Kysely<DB>;
  readonly publicBaseUrl: string | undefined;
}

/**
 * The staff's read of a permit's obligations (issue 20 §5): each with its submissions (their files
 * are the application's attachments, opened in the document viewer; the specimen rows with their
 * flags) beside the species and places the permit authorises. Accepting, rejecting and waiving are
 * actions of POST /api/v1/staff/applications/{id}/actions (`accept_obligation`, `reject_obligation`,
 * `waive_obligation`).
 */
export async function staffObligationRoutes(fastify: FastifyInstance, options: StaffObligationRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  const base = options.publicBaseUrl ?? '';

  app.get(
    '/api/v1/staff/applications/:id/obligations',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listStaffObligations',
          summary: 'What the application’s permits owe, with the submissions and their flags',
          description:
            'Every obligation of the application’s permits, by due date, with each submission: its files (attachments of the ' +
            'application: `url` is the staff download), the specimen rows of a collection report and the flags found on them ' +
            '(a species or place not on the permit, a date outside the collection period), and `authorisedSpecies`: what the ' +
            'permit authorises, where and when. Staff accept, reject or waive with the actions `accept_obligation`, ' +
            '`reject_obligation` and `waive_obligation`.',
          params: StaffApplicationParams,
          response: {
            200: json('The obligations.', StaffObligations),
            400: badRequest,
            ...sessionProblems,
            404: notFound('no application with this id among the agencies you work for'),
          },
        },
      },
    ),
    async (request) => {
      const application = await findStaffApplication(db, staffOf(request), request.params.id);
      return staffObligationsOf(db, application.id, base);
    },
  );
}
