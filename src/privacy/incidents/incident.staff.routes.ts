import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { staffRoute } from '../../http/route-audience.js';
import { json } from '../../http/standard-responses.js';
import { auditContextOf } from '../../staff/audit-context.js';
import { staffOf } from '../../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../../staff/staff.openapi.js';
import { conflict, notFound } from '../privacy.openapi.js';
import { Incident, IncidentIdParams, IncidentList, NewIncident, RecordIncidentNotice } from './incident.schemas.js';
import { listIncidents, recordIncident, recordIncidentNotice } from './incident.service.js';

/** Issue 21 §3: personal data breaches and the 72-hour notice to the Commission (dpo and admin; docs/PRIVACY.md). */
export async function incidentRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;

  app.get(
    '/api/v1/staff/incidents',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listIncidents',
          summary: 'Personal data breaches, those awaiting their notice to the Commission first (dpo, admin)',
          description:
            'At most 200: those whose notice is not recorded, the soonest due first; then the others, newest first. Each carries its ' +
            'notice draft.',
          response: { 200: json('The incidents.', IncidentList), ...sessionProblems },
        },
      },
    ),
    async (request) => ({ incidents: await listIncidents(db, staffOf(request)) }),
  );

  app.post(
    '/api/v1/staff/incidents',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'recordIncident',
          summary: 'Record a personal data breach: the 72-hour countdown to the Commission’s notice starts (dpo, admin)',
          description:
            'What happened, when it was discovered, whose data and how many. The notice to the National Privacy Commission is due 72 ' +
            'hours after the discovery (NPC Circular 16-03 §17); the dashboard counts down until it is recorded. `noticeDraft` is the ' +
            'notice filled from the incident. Audited.',
          body: NewIncident,
          response: { 201: json('The incident.', Incident), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request, reply) => reply.code(201).send(await recordIncident(db, staffOf(request), request.body, auditContextOf(request))),
  );

  app.post(
    '/api/v1/staff/incidents/:id/notice',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'recordIncidentNotice',
          summary: 'Record that the notice went to the Commission: the countdown stops (dpo, admin)',
          description:
            'The text sent (the draft when left out) and when (now when left out; not before the discovery). Recorded once (409 after). Audited.',
          params: IncidentIdParams,
          body: RecordIncidentNotice,
          response: {
            200: json('The incident.', Incident),
            400: badRequest,
            ...sessionProblems,
            404: notFound('no such incident'),
            409: conflict('the notice is already recorded'),
          },
        },
      },
    ),
    async (request) => recordIncidentNotice(db, staffOf(request), request.params.id, request.body, auditContextOf(request)),
  );
}
