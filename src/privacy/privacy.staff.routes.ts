import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { DataSubjectFindings, DataSubjectQuery } from './data-subjects/data-subject.schemas.js';
import { findDataSubject } from './data-subjects/data-subject.service.js';
import { Incident, IncidentList, NewIncident, RecordIncidentNotice } from './incidents/incident.schemas.js';
import { listIncidents, recordIncident, recordIncidentNotice } from './incidents/incident.service.js';
import { readLogOf } from './read-log/read-log.js';
import { PersonalDataReads } from './read-log/read-log.schemas.js';
import { personalDataReads } from './read-log/read-log.service.js';
import {
  CloseDataSubjectRequest,
  DataSubjectRequest,
  DataSubjectRequestList,
  DataSubjectRequestListQuery,
  ExportChoice,
  NewDataSubjectRequest,
  RequestIdParams,
} from './requests/data-subject-request.schemas.js';
import { closeDataSubjectRequest, listDataSubjectRequests, recordDataSubjectRequest } from './requests/data-subject-request.service.js';
import { exportDataSubject } from './requests/subject-export.js';

/**
 * The Data Privacy Act's staff routes (issue 21 §1, §3; docs/PRIVACY.md): a person's data found and
 * exported, their requests and who read their data (the `dpo` role), breaches (dpo and admin).
 */

const notFound = (what: string) => problemResponse(404, `\`not_found\`: ${what}.`);
const conflict = (what: string) => problemResponse(409, `\`conflict\`: ${what}.`);

export async function privacyRoutes(fastify: FastifyInstance, options: { db: Kysely<DB>; store: BlobStore }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const readLog = readLogOf(db);
  readLog.onError = (error) => app.log.error({ err: error }, 'personal data reads could not be stored');
  app.addHook('onClose', async () => readLog.flush());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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

  app.get(
    '/api/v1/staff/data-subjects/requests',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listDataSubjectRequests',
          summary: "Data subjects' requests, open ones first by due date (dpo)",
          description:
            'Every recorded request (at most 200): open ones first, the soonest due first, each with `overdue` when today (Asia/Manila) ' +
            'is after its due date; then closed ones, newest first. `status` keeps one kind.',
          querystring: DataSubjectRequestListQuery,
          response: { 200: json('The requests.', DataSubjectRequestList), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request) => ({ requests: await listDataSubjectRequests(db, staffOf(request), request.query.status) }),
  );

  app.post(
    '/api/v1/staff/data-subjects/requests',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'recordDataSubjectRequest',
          summary: "Record a data subject's request as received: due 30 working days later (dpo)",
          description:
            'Access, rectification or erasure (RA 10173 §16). The due date is 30 working days after `receivedOn` on the processing ' +
            'calendar (weekends and the holidays in force skipped); an open request past it shows on the dashboard. Audited (the row ' +
            'names the request, never the person).',
          body: NewDataSubjectRequest,
          response: { 201: json('The request.', DataSubjectRequest), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request, reply) =>
      reply.code(201).send(await recordDataSubjectRequest(db, staffOf(request), request.body, auditContextOf(request))),
  );

  app.post(
    '/api/v1/staff/data-subjects/requests/:id/export',
    staffRoute(
      { write: true },
      {
        // The choice is optional: a request sent without a body (the export by email) is one with `{}`.
        preValidation: async (request: FastifyRequest) => {
          if (request.body === undefined) request.body = {};
        },
        schema: {
          tags: [STAFF_TAG],
          operationId: 'exportDataSubject',
          summary: "The person's data as a ZIP: summary.txt, data.json, the documents, certificates and emails (dpo)",
          description:
            'For an open access request: every application of the person as the agency holds it with the fields its record leaves out, ' +
            'the notices and emails sent to the person, the documents’ and permit certificates’ details and bytes (not once erased), ' +
            'the audit rows; `summary.txt` says it in words. Internal notes and staff-only documents stay out. Whose applications: ' +
            'those the request’s email finds, or those the DPO chose among the ones the request finds (`applicationIds`), which a ' +
            'request giving only a name requires (400 without). The export is audited and each application’s read logged.',
          params: RequestIdParams,
          body: ExportChoice,
          response: {
            200: { description: 'The ZIP.', content: { 'application/zip': { schema: Type.String({ format: 'binary' }) } } },
            400: badRequest,
            ...sessionProblems,
            404: notFound('no such request'),
            409: conflict('the request is closed, or asks for something other than access'),
          },
        },
      },
    ),
    async (request, reply) => {
      const exported = await exportDataSubject({ db, store }, staffOf(request), request.params.id, request.body, auditContextOf(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exported.fileName}"`)
        .send(Buffer.from(exported.bytes));
    },
  );

  app.post(
    '/api/v1/staff/data-subjects/requests/:id/close',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'closeDataSubjectRequest',
          summary: 'Close a request with what was answered (dpo)',
          description: 'Records the outcome and when; a closed request is neither exported nor closed again (409). Audited.',
          params: RequestIdParams,
          body: CloseDataSubjectRequest,
          response: {
            200: json('The request, closed.', DataSubjectRequest),
            400: badRequest,
            ...sessionProblems,
            404: notFound('no such request'),
            409: conflict('the request is already closed'),
          },
        },
      },
    ),
    async (request) => closeDataSubjectRequest(db, staffOf(request), request.params.id, request.body.outcome, auditContextOf(request)),
  );

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
          params: RequestIdParams,
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
