import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.js';
import type { FilesConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { assertMayUploadDocuments } from '../policy/attachment.policy.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { badRequest, notFound, STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUpload, uploadDependencies } from '../uploads/upload.pipeline.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { uploadRefusals } from './attachment.openapi.js';
import {
  StaffApplicationParams,
  StaffAttachment,
  StaffAttachments,
  StaffDocumentUploadBody,
  StaffDocumentUploadFields,
} from './attachment.schemas.js';
import { findStaffApplication } from './attachment.service.js';
import { uploadStaffDocument } from './attachment-upload.service.js';
import { staffDocuments } from './staff-documents.js';

export interface StaffAttachmentRouteOptions {
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  readonly auth: StaffAuthentication;
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  readonly files: FilesConfig;
  readonly publicBaseUrl: string | undefined;
}

const noApplication = notFound('no application with this id among the agencies you work for');

/** The staff side of documents: list with the checklist, upload (internal or not). Their download: attachment-file.staff.routes.ts. */
export async function staffAttachmentRoutes(fastify: FastifyInstance, options: StaffAttachmentRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const base = options.publicBaseUrl ?? '';
  const uploads = uploadDependencies(options.files, store);
  await installMultipart(app, options.files.uploadLimitBytes);

  app.get(
    '/api/v1/staff/applications/:id/attachments',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listStaffAttachments',
          summary: "An application's documents, internal ones too, and its checklist",
          description:
            'Every attachment, oldest first, superseded and quarantined ones included, and each item of the checklist of the ' +
            'application type with its state (`missing`, `uploaded`, `accepted`, `rejected`, `waived`). `missingRequirements` ' +
            'lists the required items the `accept` action still waits for.',
          params: StaffApplicationParams,
          response: {
            200: json('The documents and the checklist.', StaffAttachments),
            400: badRequest,
            ...sessionProblems,
            404: noApplication,
          },
        },
      },
    ),
    async (request) => {
      const application = await findStaffApplication(db, staffOf(request), request.params.id);
      return staffDocuments(db, application.id, base);
    },
  );

  app.post(
    '/api/v1/staff/applications/:id/attachments',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'uploadStaffAttachment',
          summary: 'Add a document to an application (staff)',
          description:
            'As the agencies’ upload (the file, `type`, `title`, `description`), and `internal=true` for a document only staff ' +
            'see: it is never listed for the agency nor downloadable by it, and it supersedes only internal files of its type. ' +
            `Needs the intake, evaluator, chief, approver or admin role.`,
          params: StaffApplicationParams,
          body: StaffDocumentUploadBody,
          response: {
            201: json('Recorded.', StaffAttachment),
            400: badRequest,
            ...sessionProblems,
            404: noApplication,
            ...uploadRefusals(),
            503: problemResponse(503, 'The malware scanner or the file store cannot be reached; send the file again after `Retry-After`.'),
          },
        },
      },
    ),
    async (request, reply) => {
      const actor = staffOf(request);
      assertMayUploadDocuments(actor);
      const { answer } = await uploadStaffDocument(db, store, {
        actions: options.actions,
        actor,
        applicationId: request.params.id,
        receive: (checks) => receiveUpload(request, uploads, StaffDocumentUploadFields, checks),
        base,
        requestId: request.id,
        clientAddress: request.ip,
      });
      return reply.code(201).send(answer);
    },
  );
}
