import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sendStoredFile } from '../blobs/blob-download.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import { staffRoute } from '../http/route-audience.js';
import { readLogOf } from '../privacy/read-log/read-log.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { fileResponses } from './attachment.openapi.js';
import { StaffAttachmentParams, StaffFileQuery } from './attachment.schemas.js';
import { staffAttachmentFile } from './attachment.service.js';

/** Staff download a document of an application, internal ones too; each download is in the log of reads of personal data. */
export async function staffAttachmentFileRoutes(
  fastify: FastifyInstance,
  options: { readonly auth: StaffAuthentication; readonly db: Kysely<DB>; readonly store: BlobStore },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;

  app.get(
    '/api/v1/staff/applications/:id/attachments/:attachmentId/file',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadStaffAttachment',
          summary: 'Download a document of an application (staff)',
          description:
            'Any attachment, internal ones too, with the same headers, ranges and conditional requests as the agencies’ download; a ' +
            'quarantined file is never sent (403 `file_quarantined`).',
          params: StaffAttachmentParams,
          querystring: StaffFileQuery,
          response: { ...fileResponses(), 400: badRequest, ...sessionProblems, 404: notFound('no such application or attachment') },
        },
      },
    ),
    async (request, reply) => {
      const params = request.params;
      const actor = staffOf(request);
      const { application, stored } = await staffAttachmentFile(db, actor, params.id, params.attachmentId);
      readLogOf(db).record({
        staffId: actor.id,
        applicationId: application.id,
        what: 'document_download',
        detail: stored.row.id,
        requestId: request.id,
      });
      const { disposition } = request.query;
      return sendStoredFile(request, reply, store, { ...stored, fileName: stored.row.file_name }, disposition ? { disposition } : {});
    },
  );
}
