import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { fileResponses, uploadRefusals } from '../attachments/attachment.openapi.js';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { sendStoredFile } from '../blobs/blob-download.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { FilesConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { HEADERS, json, responseHeaders, standardResponses } from '../http/standard-responses.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUpload, uploadDependencies } from '../uploads/upload.pipeline.js';
import { OptionalIdempotencyHeaders } from '../workflow/action-idempotency.js';
import {
  LIBRARY_TAG,
  LibraryDocument,
  LibraryDocumentList,
  LibraryDocumentParams,
  LibraryListQuery,
  LibraryUploadBody,
  LibraryUploadFields,
} from './library-document.schemas.js';
import {
  deleteLibraryDocument,
  getLibraryDocument,
  libraryDocumentFile,
  libraryDocumentViews,
  listLibraryDocuments,
  uploadLibraryDocument,
} from './library-document.service.js';

export interface LibraryRouteOptions {
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  readonly files: FilesConfig;
  readonly publicBaseUrl: string | undefined;
}

const LIBRARY_PATH = '/api/v1/external/documents';
// A library document is never erased (its 410): erasure of an application leaves the agency's library alone.
const { 410: _erased, ...libraryFileResponses } = fileResponses();
const NOT_FOUND = 'The agency’s library has no such document (another agency’s is not found either).';

/** The agency's document library (issue 32 §5): upload once, list, read, download. Attaching: library-attach.external.routes.ts. */
export async function libraryRoutes(fastify: FastifyInstance, options: LibraryRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const base = options.publicBaseUrl ?? '';
  const uploads = uploadDependencies(options.files, store);
  await installMultipart(app, options.files.uploadLimitBytes);

  app.post(
    LIBRARY_PATH,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: [LIBRARY_TAG],
          operationId: 'uploadLibraryDocument',
          summary: 'Upload a document to the agency’s library',
          description:
            'Multipart: the `file`, `sourceAgencyCode` (the token’s agency: 403 otherwise), a `title` and an optional `description`. ' +
            'The same pipeline as an attachment’s upload: the type read from the content and checked against the allowlist and the ' +
            'extension, the size bounded, scanned for malware, stored durably once (the same bytes attached to many applications ' +
            'are stored once). Attach it to applications with `POST …/attachments/from-library` and its `id`. A refused upload ' +
            'stores nothing. With an `Idempotency-Key`, a retry of the same upload gets the same document (with ' +
            '`Idempotent-Replayed: true`); the key with another request is a 422. Needs scope `applications:write`.',
          headers: OptionalIdempotencyHeaders,
          body: LibraryUploadBody,
          response: {
            201: json('Stored: the document as the library lists it.', LibraryDocument),
            ...standardResponses({ authenticated: true, rateLimited: true }),
            ...uploadRefusals({ idempotent: true }),
          },
        },
      },
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const { answer, replayed } = await uploadLibraryDocument(db, store, {
        actor: agencyActor(principal),
        agencyCode: principal.agencyCode,
        idempotencyKey: request.headers['idempotency-key'],
        receive: (checks) => receiveUpload(request, uploads, LibraryUploadFields, checks),
        base,
        requestId: request.id,
        clientAddress: request.ip,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer);
    },
  );

  app.get(
    LIBRARY_PATH,
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: [LIBRARY_TAG],
          operationId: 'listLibraryDocuments',
          summary: 'List the agency’s library',
          description:
            'The token’s agency’s documents, newest first, each with the attachments made from it. Keyset paging: follow ' +
            '`Link: <…>; rel="next"` until it is absent. Needs scope `applications:read`.',
          querystring: LibraryListQuery,
          response: {
            200: {
              description: 'A page of the library.',
              headers: responseHeaders(HEADERS.link),
              content: { 'application/json': { schema: LibraryDocumentList } },
            },
            ...standardResponses({ authenticated: true, rateLimited: true }),
          },
        },
      },
    ),
    async (request, reply) => {
      const limit = request.query.limit ?? 100;
      const page = await listLibraryDocuments(db, principalOf(request).agencyCode, { limit, cursor: request.query.cursor, base });
      if (page.nextCursor !== undefined) {
        const next = new URLSearchParams({ limit: String(limit), cursor: page.nextCursor });
        reply.header('link', `<${base}${LIBRARY_PATH}?${next}>; rel="next"`);
      }
      return { items: page.items, nextCursor: page.nextCursor ?? null };
    },
  );

  app.get(
    `${LIBRARY_PATH}/:documentId`,
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: [LIBRARY_TAG],
          operationId: 'getLibraryDocument',
          summary: 'Read a document of the agency’s library',
          description:
            'Its metadata and where it is attached (`attachedTo`: each application’s number, the attachment and its review status). ' +
            'Another agency’s document is not found. Needs scope `applications:read`.',
          params: LibraryDocumentParams,
          response: {
            200: json('The document.', LibraryDocument),
            ...standardResponses({ authenticated: true, rateLimited: true, resource: NOT_FOUND }),
          },
        },
      },
    ),
    async (request) => {
      const row = await getLibraryDocument(db, principalOf(request).agencyCode, request.params.documentId);
      const [view] = await libraryDocumentViews(db, [row], base);
      return view;
    },
  );

  app.delete(
    `${LIBRARY_PATH}/:documentId`,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: [LIBRARY_TAG],
          operationId: 'deleteLibraryDocument',
          summary: 'Delete a document from the agency’s library',
          description:
            'The document can no longer be attached, read or downloaded; its file is deleted unless an attachment made from it ' +
            'still uses it (an attachment belongs to its application, and goes with the application’s own erasure). ' +
            'Needs scope `applications:write`.',
          params: LibraryDocumentParams,
          response: {
            204: { description: 'Deleted.' },
            ...standardResponses({ authenticated: true, rateLimited: true, resource: NOT_FOUND }),
          },
        },
      },
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      await deleteLibraryDocument(db, store, {
        actor: agencyActor(principal),
        agencyCode: principal.agencyCode,
        documentId: request.params.documentId,
        requestId: request.id,
        clientAddress: request.ip,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    `${LIBRARY_PATH}/:documentId/file`,
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: [LIBRARY_TAG],
          operationId: 'downloadLibraryDocument',
          summary: 'Download a document of the agency’s library',
          description:
            'The file (its `url` is this link), answered as an attachment’s download: ranges, `If-None-Match`, `ETag` and ' +
            '`Repr-Digest`; a quarantined file is never sent (403 `file_quarantined`). Needs scope `applications:read`.',
          params: LibraryDocumentParams,
          response: {
            ...libraryFileResponses,
            ...standardResponses({ authenticated: true, rateLimited: true, resource: NOT_FOUND }),
          },
        },
      },
    ),
    async (request, reply) => {
      const file = await libraryDocumentFile(db, principalOf(request).agencyCode, request.params.documentId);
      return sendStoredFile(request, reply, store, file);
    },
  );
}
