import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { AGENCY_APPLICATION_PATH, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { sendStoredFile } from '../blobs/blob-download.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { standardResponses } from '../http/standard-responses.js';
import { ATTACHMENTS_TAG, fileResponses } from './attachment.openapi.js';
import { agencyAttachmentFile } from './attachment.service.js';

const FileParams = Type.Object({
  ...DetailParams.properties,
  attachmentId: Type.String({ format: 'uuid', description: 'The attachment’s `id` (its `url` is the whole link).' }),
});

/** The agencies' download of a document of their own applications (issue 11 §2): what they may see, never an internal one. */
export async function attachmentFileRoutes(
  fastify: FastifyInstance,
  options: { readonly db: Kysely<DB>; readonly store: BlobStore },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;

  app.get(
    `${AGENCY_APPLICATION_PATH}/attachments/:attachmentId/file`,
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: [ATTACHMENTS_TAG],
          operationId: 'downloadAttachment',
          summary: 'Download a document of an application',
          description:
            "The file of one of the application's `attachments` (its `url` is this link). Range requests, `If-None-Match` and " +
            '`If-Range` are answered; `ETag` and `Repr-Digest` carry the SHA-256. Documents staff keep internal are not found ' +
            'here, and a quarantined file is never sent (403 `file_quarantined`). Needs scope `applications:read`.',
          params: FileParams,
          response: {
            ...fileResponses(),
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no application with this number, or the application no such (visible) attachment.',
            }),
          },
        },
      },
    ),
    async (request, reply) => {
      const params = request.params;
      assertSameAgency(principalOf(request), params.sourceAgencyCode);
      const stored = await agencyAttachmentFile(db, params.sourceAgencyCode, params.cnaApplicationUniqueNo, params.attachmentId);
      return sendStoredFile(request, reply, store, { ...stored, fileName: stored.row.file_name });
    },
  );
}
