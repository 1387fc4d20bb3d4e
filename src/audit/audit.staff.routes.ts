import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import {
  ApplicationAuditQuery as ApplicationAuditQuerySchema,
  ApplicationRefParams,
  AuditExportQuery,
  AuditPage,
  AuditTrailQuery,
  AuditVerification,
} from './audit.schemas.js';
import { applicationAudit, auditTrail, exportTrail, verifyTrail } from './audit-read.service.js';

const noApplication = notFound('no application with this registration number or id (or not one of your agencies)');

/** The audit trail for staff (issue 10 §8): an application's rows, and for admins the whole trail, its check and its export. */
export async function auditRoutes(fastify: FastifyInstance, options: { database: Pick<Database, 'db'> }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options.database;

  app.get(
    '/api/v1/staff/applications/:id/audit',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listApplicationAudit',
          summary: "An application's audit rows, in the order they were written",
          description:
            'Every act on the application (submission, each workflow action, with before and after), oldest first, a page at a time. ' +
            'Whoever may read the application may read them.',
          params: ApplicationRefParams,
          querystring: ApplicationAuditQuerySchema,
          response: { 200: json('One page.', AuditPage), 400: badRequest, ...sessionProblems, 404: noApplication },
        },
      },
    ),
    async (request) => applicationAudit(db, staffOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/staff/audit',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listAuditTrail',
          summary: 'The audit trail, newest first, filtered by actor, action, subject, application and time (admin)',
          description:
            'Every act of every actor: log-ins (and failed ones), user and role changes, settings and holidays, every action on an ' +
            'application. All filters must hold. Pages follow `nextCursor`.',
          querystring: AuditTrailQuery,
          response: { 200: json('One page.', AuditPage), 400: badRequest, ...sessionProblems, 404: noApplication },
        },
      },
    ),
    async (request) => auditTrail(db, staffOf(request), request.query),
  );

  app.get(
    '/api/v1/staff/audit/verification',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'verifyAuditTrail',
          summary: 'Check the whole hash chain now and name the first broken row (admin)',
          description:
            'What `biopermit audit verify` does: every row numbered without a gap, each hash over its contents and the row before. ' +
            'It reads the whole trail, so it takes time on a large one.',
          response: { 200: json('The result (`ok` false names the first broken row).', AuditVerification), ...sessionProblems },
        },
      },
    ),
    async (request) => verifyTrail(db, staffOf(request)),
  );

  app.get(
    '/api/v1/staff/audit/export',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'exportAuditTrail',
          summary: 'The audit rows as JSON lines, in chain order, each with its hash (admin)',
          description:
            'What `biopermit audit export` writes, with the same filters (`from`, `to`, `application`), streamed: one AuditEntry ' +
            'record per line (without `actorName`), so an archive can be checked row by row without the database.',
          querystring: AuditExportQuery,
          response: {
            200: { description: 'JSON lines.', content: { 'application/jsonl': { schema: Type.String() } } },
            400: badRequest,
            ...sessionProblems,
            404: noApplication,
          },
        },
      },
    ),
    async (request, reply) => {
      const lines = await exportTrail(db, staffOf(request), request.query);
      const from = request.query.from ?? 'start';
      return reply
        .type('application/jsonl; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${from.slice(0, 10)}.jsonl"`)
        .send(Readable.from(lines));
    },
  );
}
