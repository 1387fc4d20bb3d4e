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
import {
  CloseDataSubjectRequest,
  DataSubjectRequest,
  DataSubjectRequestList,
  DataSubjectRequestListQuery,
  NewDataSubjectRequest,
  RequestIdParams,
} from './data-subject-request.schemas.js';
import { closeDataSubjectRequest, listDataSubjectRequests, recordDataSubjectRequest } from './data-subject-request.service.js';

/**
 * Issue 21 §1: data subjects' requests recorded with their due date, listed and closed (the `dpo` role;
 * docs/PRIVACY.md). An access request's export is subject-export.staff.routes.ts; an erasure request is
 * carried out by ../erasure/erasure.staff.routes.ts.
 */
export async function dataSubjectRequestRoutes(fastify: FastifyInstance, options: { db: Kysely<DB> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;

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
}
