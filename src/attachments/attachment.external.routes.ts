import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AGENCY_APPLICATION_PATH, AgencyAttachment, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { FilesConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { json, standardResponses } from '../http/standard-responses.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUpload, uploadDependencies } from '../uploads/upload.pipeline.js';
import { DocumentUploadFields } from '../uploads/upload.schemas.js';
import { OptionalIdempotencyHeaders } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { ATTACHMENTS_TAG, uploadRefusals } from './attachment.openapi.js';
import { DocumentUploadBody } from './attachment.schemas.js';
import { uploadAgencyDocument } from './attachment-upload.service.js';

export interface AttachmentRouteOptions {
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  readonly files: FilesConfig;
  readonly publicBaseUrl: string | undefined;
}

/** The agencies' side of documents (issue 11 §2): upload to their own applications. Their download: attachment-file.external.routes.ts. */
export async function attachmentRoutes(fastify: FastifyInstance, options: AttachmentRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const base = options.publicBaseUrl ?? '';
  const uploads = uploadDependencies(options.files, store);
  await installMultipart(app, options.files.uploadLimitBytes);

  app.post(
    `${AGENCY_APPLICATION_PATH}/attachments`,
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
      const { answer, replayed } = await uploadAgencyDocument(db, store, {
        actions: options.actions,
        actor: agencyActor(principal),
        agencyCode: sourceAgencyCode,
        applicationNumber: cnaApplicationUniqueNo,
        idempotencyKey: request.headers['idempotency-key'],
        receive: (checks) => receiveUpload(request, uploads, DocumentUploadFields, checks),
        base,
        requestId: request.id,
        clientAddress: request.ip,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer);
    },
  );
}
