import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AGENCY_APPLICATION_PATH, AgencyAttachment, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { ATTACHMENTS_TAG } from '../attachments/attachment.openapi.js';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { json, problemResponse, standardResponses } from '../http/standard-responses.js';
import { OptionalIdempotencyHeaders } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { attachLibraryDocument } from './library-attach.service.js';
import { AttachLibraryDocumentBody, LIBRARY_TAG } from './library-document.schemas.js';

export interface LibraryAttachRouteOptions {
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  readonly publicBaseUrl: string | undefined;
}

/** Attaching a document of the agency's library to one of its applications (issue 32 §5), beside the upload of a file. */
export async function libraryAttachRoutes(fastify: FastifyInstance, options: LibraryAttachRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const base = options.publicBaseUrl ?? '';

  app.post(
    `${AGENCY_APPLICATION_PATH}/attachments/from-library`,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: [ATTACHMENTS_TAG, LIBRARY_TAG],
          operationId: 'attachLibraryDocument',
          summary: 'Attach a document of the agency’s library to an application',
          description:
            'JSON: the library document’s `documentId`, the checklist item it answers (`type`), and optionally a `title` and ' +
            '`description` (the library document’s when absent). The attachment is recorded exactly as an upload of the same ' +
            'file: it supersedes an older file of its type, the application lists it in `attachments`, staff review it, and ' +
            'the bytes are not stored again. A document of another agency’s library, or an unknown one, is a 400 naming ' +
            '`/documentId`; a `type` not on the checklist a 400 naming `/type`; a quarantined document a 403. With an ' +
            '`Idempotency-Key`, a retry gets the same answer (`Idempotent-Replayed: true`). Needs scope `applications:write`.',
          params: DetailParams,
          headers: OptionalIdempotencyHeaders,
          body: AttachLibraryDocumentBody,
          response: {
            201: json('Recorded: the attachment as the application lists it.', AgencyAttachment),
            ...standardResponses({
              authenticated: true,
              jsonBody: true,
              rateLimited: true,
              resource: 'The agency has no application with this registration number or uuid.',
            }),
            409: problemResponse(
              409,
              'The application is issued, denied, withdrawn, abandoned or cancelled: it takes no documents (`action_not_allowed`).',
            ),
            422: problemResponse(422, 'The Idempotency-Key was used before with another request (`idempotency_key_reused`).'),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode } = request.params;
      const principal = principalOf(request);
      assertSameAgency(principal, sourceAgencyCode);
      const { answer, replayed } = await attachLibraryDocument(db, store, {
        actions: options.actions,
        actor: agencyActor(principal),
        agencyCode: sourceAgencyCode,
        applicationNumber: cnaApplicationUniqueNo,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        base,
        requestId: request.id,
        clientAddress: request.ip,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer);
    },
  );
}
