import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { AGENCY_APPLICATION_PATH, DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { uploadRefusals } from '../attachments/attachment.openapi.js';
import { multipartBody } from '../attachments/attachment.schemas.js';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { FilesConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { json, problemResponse, standardResponses } from '../http/standard-responses.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUploads, uploadDependencies } from '../uploads/upload.pipeline.js';
import { OptionalIdempotencyHeaders } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { AgencySubmission, OBLIGATIONS_TAG, SubmissionUploadFields } from './obligation.schemas.js';
import { submitObligationUpload } from './obligation.service.js';

export interface ObligationSubmissionRouteOptions {
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  readonly files: FilesConfig;
  readonly publicBaseUrl: string | undefined;
}

/** The specimen rows of a collection report travel as a field: room for a thousand rows. */
const SPECIMENS_FIELD_BYTES = 256 * 1024;
/** Files one submission may carry (a report and its annexes, scans of deposit receipts…). */
export const MAX_SUBMISSION_FILES = 10;

const ObligationParams = Type.Object({
  ...DetailParams.properties,
  obligationId: Type.String({ format: 'uuid', description: 'The obligation’s `id`.' }),
});

const specimensExample = JSON.stringify([
  {
    scientificName: 'Platymantis luzonensis',
    count: 4,
    unit: 'tissue samples',
    state: 'preserved in ethanol',
    location: { province: 'Laguna', cityOrMunicipality: 'Los Baños', barangay: 'Batong Malake', latitude: 14.1486, longitude: 121.2158 },
    dateCollected: '2026-12-14',
  },
]);

/** The agency's submission of a permit's obligation (issue 20 §1): its files, and a collection report's specimen rows. */
export async function obligationSubmissionRoutes(fastify: FastifyInstance, options: ObligationSubmissionRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, store } = options;
  const base = options.publicBaseUrl ?? '';
  const uploads = uploadDependencies(options.files, store);
  await installMultipart(app, options.files.uploadLimitBytes, SPECIMENS_FIELD_BYTES, MAX_SUBMISSION_FILES);

  app.post(
    `${AGENCY_APPLICATION_PATH}/obligations/:obligationId/submissions`,
    externalRoute(
      { scope: SCOPES.write },
      {
        schema: {
          tags: [OBLIGATIONS_TAG],
          operationId: 'submitObligation',
          summary: 'Submit an obligation of the permit (a report, a certificate of deposit…)',
          description:
            `Multipart: one to ${MAX_SUBMISSION_FILES} files, each in a part named \`file\` (through the same pipeline as ` +
            'documents: sniffed, checked against the allowlist, scanned, stored durably; each up to the upload limit), an ' +
            'optional `note`, and for a `collection_report` the part `specimens`: a JSON array of rows (`SpecimenRow`: ' +
            'scientific name, count, unit, state, the location it came from, the date collected). Every file is checked before ' +
            'any is stored: one refused file refuses the submission (its problem points at `/file/{position}` when several ' +
            'were sent), and one file too many is a 400. Each file becomes an attachment of the application; the obligation ' +
            'becomes `submitted` until staff accept or reject it. ' +
            'Rows whose species or place the permit does not name, or whose date falls outside the collection period, are ' +
            'flagged for the evaluator, not refused. Only a `pending` or `overdue` obligation takes a submission (409 ' +
            'otherwise). With an `Idempotency-Key`, a retry gets the same answer (`Idempotent-Replayed: true`) and stores ' +
            'nothing more; the key with another request is a 422. Needs scope `applications:write`.',
          params: ObligationParams,
          headers: OptionalIdempotencyHeaders,
          body: multipartBody(
            SubmissionUploadFields,
            { specimens: specimensExample, note: 'Collected in two trips.' },
            MAX_SUBMISSION_FILES,
          ),
          response: {
            201: json('Recorded: the submission.', AgencySubmission),
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no application with this number, or the application no such obligation.',
            }),
            ...uploadRefusals({ idempotent: true }),
            409: problemResponse(
              409,
              'The obligation is submitted (waiting for review), accepted or waived; or the application has no permit issued ' +
                '(`action_not_allowed`).',
            ),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode, obligationId } = request.params;
      const principal = principalOf(request);
      assertSameAgency(principal, sourceAgencyCode);
      const { answer, replayed } = await submitObligationUpload(db, store, {
        actions: options.actions,
        agencyCode: sourceAgencyCode,
        applicationNumber: cnaApplicationUniqueNo,
        obligationId,
        actor: agencyActor(principal),
        idempotencyKey: request.headers['idempotency-key'],
        receive: (checks) => receiveUploads(request, uploads, SubmissionUploadFields, { maxFiles: MAX_SUBMISSION_FILES, ...checks }),
        base,
        requestId: request.id,
        clientAddress: request.ip,
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer);
    },
  );
}
