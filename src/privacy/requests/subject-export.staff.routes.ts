import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { DB } from '../../db/schema.js';
import { staffRoute } from '../../http/route-audience.js';
import { auditContextOf } from '../../staff/audit-context.js';
import { staffOf } from '../../staff/staff.hook.js';
import { badRequest, STAFF_TAG, sessionProblems } from '../../staff/staff.openapi.js';
import { conflict, notFound } from '../privacy.openapi.js';
import { ExportChoice, RequestIdParams } from './data-subject-request.schemas.js';
import { exportDataSubject } from './subject-export.js';

/** Issue 21 §1: an open access request answered with the person's data as a ZIP (the `dpo` role; docs/PRIVACY.md). */
export async function subjectExportRoutes(fastify: FastifyInstance, options: { db: Kysely<DB>; store: BlobStore }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;

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
}
