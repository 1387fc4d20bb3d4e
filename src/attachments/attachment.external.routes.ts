import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { renderAttachment } from '../applications/application.rendering.js';
import { AgencyAttachment, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { sendStoredFile } from '../blobs/blob-download.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { FilesConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { externalRoute } from '../http/route-audience.js';
import { json, standardResponses } from '../http/standard-responses.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUpload, uploadDependencies } from '../uploads/upload.pipeline.js';
import { DocumentUploadFields } from '../uploads/upload.schemas.js';
import { type ActionIdempotency, OptionalIdempotencyHeaders, storedAnswer } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { ATTACHMENTS_TAG, fileResponses, uploadRefusals } from './attachment.openapi.js';
import { findStoredAttachment } from './attachment.repository.js';
import { DocumentUploadBody } from './attachment.schemas.js';
import { assertTakesDocuments, type DocumentFields, findAgencyApplication, recordUpload, uploadIdempotency } from './attachment.service.js';
import { checklistOfType } from './checklist.service.js';
import { checklistTypeCheck } from './checklist-type.check.js';

export interface AttachmentRouteOptions {
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  readonly files: FilesConfig;
  readonly publicBaseUrl: string | undefined;
}

const APPLICATION_PATH = '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode';

const FileParams = Type.Object({
  ...DetailParams.properties,
  attachmentId: Type.String({ format: 'uuid', description: 'The attachment’s `id` (its `url` is the whole link).' }),
});

/** The agencies' side of documents (issue 11 §2): upload to their own applications, download what they may see. */
export async function attachmentRoutes(fastify: FastifyInstance, options: AttachmentRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const base = options.publicBaseUrl ?? '';
  const uploads = uploadDependencies(options.files, store);
  await installMultipart(app, options.files.uploadLimitBytes);

  app.post(
    `${APPLICATION_PATH}/attachments`,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: [ATTACHMENTS_TAG],
          operationId: 'uploadAttachment',
          summary: 'Upload a document to an application',
          description:
            'Multipart: the `file`, its `type` (an item of the checklist of the application type, e.g. `endorsement_letter`), ' +
            'a `title` and an optional `description`. The file is streamed, its type read from its content, checked against the ' +
            'allowlist and its extension, scanned for malware when the service has a scanner, and stored durably before it is ' +
            'recorded. A newer file of the same type supersedes the older one. An infected file is kept `quarantined` and never ' +
            'served. The application then lists it in `attachments` (its `updatedAt` moves). A refused upload stores nothing. ' +
            'With an `Idempotency-Key`, a retry of the same upload gets the same answer (with `Idempotent-Replayed: true`) and ' +
            'stores nothing more; the key with another request is a 422. Needs scope `applications:write`.',
          params: DetailParams,
          headers: OptionalIdempotencyHeaders,
          body: DocumentUploadBody,
          response: {
            201: json('Recorded: the attachment as the application lists it.', AgencyAttachment),
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no application with this registration number or uuid.',
            }),
            ...uploadRefusals({ idempotent: true }),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode } = request.params;
      const principal = principalOf(request);
      assertSameAgency(principal, sourceAgencyCode);
      // Everything that can refuse without the file is decided before a byte of it is read.
      const application = await findAgencyApplication(db, sourceAgencyCode, cnaApplicationUniqueNo);
      assertTakesDocuments(application);
      const checklist = await checklistOfType(db, application.applicationType);
      const key = request.headers['idempotency-key'];
      let idempotency: ActionIdempotency | undefined;
      const upload = await receiveUpload(request, uploads, DocumentUploadFields, {
        checkFields: checklistTypeCheck(checklist),
        // The key is checked with the file's digest, before the file is stored: a key reused for another request stores nothing.
        beforeStoring: async ([file], values) => {
          if (key === undefined || file === undefined) return;
          idempotency = uploadIdempotency(sourceAgencyCode, key, application.id, file, { ...values });
          await storedAnswer(db, idempotency);
        },
      });
      const { answer, replayed } = await recordUpload(db, store, {
        actions: options.actions,
        application,
        actor: agencyActor(principal),
        upload: { ...upload, fields: upload.fields as DocumentFields },
        internal: false,
        base,
        view: renderAttachment,
        idempotency,
        requestId: request.id,
        clientAddress: request.ip,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer);
    },
  );

  app.get(
    `${APPLICATION_PATH}/attachments/:attachmentId/file`,
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
      const application = await findAgencyApplication(db, params.sourceAgencyCode, params.cnaApplicationUniqueNo);
      const stored = await findStoredAttachment(db, application.id, params.attachmentId.toLowerCase(), { forAgency: true });
      // An internal document does not exist for the agency: the same 404 as an unknown id.
      if (stored === undefined || stored.row.internal !== 0) {
        throw new AppError('not_found', `Application ${application.registrationNo} has no attachment ${params.attachmentId}`);
      }
      return sendStoredFile(request, reply, store, { ...stored, fileName: stored.row.file_name });
    },
  );
}
