import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ParsedQuery } from '../http/request-guards.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { staffOf } from '../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { exportWorkqueue } from './workqueue.export.js';
import {
  LIST_PARAMETERS,
  WorkqueueCounts,
  WorkqueueExportQuery,
  WorkqueuePage,
  WorkqueueQuery as WorkqueueQuerySchema,
} from './workqueue.schemas.js';
import { countWorkqueues, listWorkqueue, type WorkqueueDeps } from './workqueue.service.js';

/** A parameter sent once arrives as text; the schema wants a list of one. */
async function listsFromRepeatedParameters(request: FastifyRequest): Promise<void> {
  // Before validation: the query is still the parser's, not the schema's type the provider would give it.
  const query = request.query as ParsedQuery;
  for (const name of LIST_PARAMETERS) {
    const value = query[name];
    if (value !== undefined && !Array.isArray(value)) query[name] = [value];
  }
}

/** The workqueues: the filtered, searched listing and the count of each queue. */
export async function workqueueRoutes(fastify: FastifyInstance, options: { deps: WorkqueueDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;

  app.get(
    '/api/v1/staff/applications',
    staffRoute(
      { write: false },
      {
        preValidation: listsFromRepeatedParameters,
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listStaffApplications',
          summary: 'Workqueues: the applications of my agencies, filtered, searched and sorted, a page at a time',
          description:
            "Every staff role reads; the publisher's queue (`queue=awaiting_publication`) is for abs_publisher, chief and admin, and " +
            'is a 403 naming `queue` to the others. `queue` selects a workqueue of GET /api/v1/staff/workqueues; the other filters narrow it (all of them ' +
            'must hold; a repeated parameter matches any of its values). `q` searches. Pages follow `nextCursor` (keyset: a page costs ' +
            'the same however far into the listing it is). A user limited to some agencies sees only theirs, and asking for another ' +
            'agency is a 403.',
          querystring: WorkqueueQuerySchema,
          response: { 200: json('One page.', WorkqueuePage), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request) => listWorkqueue(deps, staffOf(request), request.query),
  );

  app.get(
    '/api/v1/staff/exports/applications',
    staffRoute(
      { write: false },
      {
        preValidation: listsFromRepeatedParameters,
        schema: {
          tags: [STAFF_TAG],
          operationId: 'exportStaffApplications',
          summary: 'Workqueues as CSV: every application of a listing, not one page',
          description:
            'The listing of GET /api/v1/staff/applications with the same filters, search and order (and the same refusals: a bad ' +
            'filter is a 400 naming it, the publisher’s queue a 403 to other roles), every page of it, streamed as CSV: UTF-8 with a ' +
            'byte-order mark, RFC 4180 quoting, CRLF line ends. The columns are the back-office table’s, in its order and words ' +
            '(the publisher’s queue has its own), dates in Asia/Manila; a cell a spreadsheet would read as a formula (starting ' +
            "with `=`, `+`, `-`, `@`, a tab or a carriage return) starts with `'`. The file is named for the queue and the day. Audited.",
          querystring: WorkqueueExportQuery,
          response: {
            200: {
              description: 'The CSV file.',
              content: { 'text/csv': { schema: Type.String({ description: 'CSV (RFC 4180) with a UTF-8 byte-order mark.' }) } },
            },
            400: badRequest,
            ...sessionProblems,
          },
        },
      },
    ),
    async (request, reply) => {
      const csv = await exportWorkqueue(deps, staffOf(request), request.query, auditContextOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(Readable.from(csv.chunks, { objectMode: false }));
    },
  );

  app.get(
    '/api/v1/staff/workqueues',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'countWorkqueues',
          summary: 'The count of each workqueue I see, in my agencies',
          description:
            "The queues of the user's roles (`awaiting_publication`: abs_publisher, chief and admin; every other queue: every role). Each count reads only the entries of its queue in an index of its own (docs/STAFF-API.md), so it stays cheap however many " +
            'applications are stored. List a queue with GET /api/v1/staff/applications?queue=….',
          response: { 200: json('The counts, in the order of the back-office.', WorkqueueCounts), ...sessionProblems },
        },
      },
    ),
    async (request) => countWorkqueues(deps, staffOf(request)),
  );
}
