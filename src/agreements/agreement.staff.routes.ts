import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { component } from '../http/openapi-components.js';
import { staffRoute } from '../http/route-audience.js';
import { DateTime, nullable, optionalText, requiredText, Uuid } from '../http/schema-helpers.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUpload, type UploadDependencies } from '../uploads/upload.pipeline.js';
import { AgreementKindSchema, AgreementStatusSchema } from '../vocabulary/agreement.vocabulary.js';
import { type AgreementDeps, changeAgreementStatus, createAgreement, listAgreements, recordSignedFile } from './agreement.service.js';

const StaffAgreement = component(
  'StaffAgreement',
  Type.Object(
    {
      id: Uuid,
      applicationId: Uuid,
      kind: AgreementKindSchema,
      title: Type.String(),
      description: nullable(Type.String()),
      status: AgreementStatusSchema,
      statusReason: nullable(Type.String()),
      fileName: nullable(Type.String({ description: 'The signed file, once uploaded.' })),
      fileExtension: nullable(Type.String()),
      createdBy: Uuid,
      fileUploadedBy: nullable(Uuid),
      createdAt: DateTime,
      executedAt: nullable(DateTime),
      updatedAt: nullable(DateTime),
      allowedActions: Type.Array(AgreementStatusSchema, {
        description:
          'The steps you may take now: each a `to` of POST …/agreements/{id}/status, in the order of the steps (`executed` once the ' +
          'signed file is uploaded). Decided by the same policy that accepts or refuses the step.',
      }),
      mayUploadSignedFile: Type.Boolean({
        description: 'Whether you may upload (or replace) the signed file now: while a draft or for signature, with a writing role.',
      }),
    },
    { additionalProperties: false, description: 'An agreement of an application as staff see it (the agency’s `moa` has no status).' },
  ),
);

const AgreementCreate = component(
  'AgreementCreate',
  Type.Object(
    { kind: AgreementKindSchema, title: requiredText(500, 'Title of the agreement.'), description: optionalText(2000, 'What it covers.') },
    { additionalProperties: false },
  ),
);
const AgreementStatusChange = component(
  'AgreementStatusChange',
  Type.Object(
    { to: AgreementStatusSchema, reason: optionalText(2000, 'Required to terminate; kept with the status.') },
    { additionalProperties: false },
  ),
);

const problems = (what: string, write: boolean) => ({
  400: problemResponse(400, 'The body or a parameter is not valid: `errors` names each field.'),
  401: problemResponse(401, 'No valid staff session.'),
  403: problemResponse(
    403,
    write ? 'The CSRF header is missing or wrong, or the roles do not allow writing agreements.' : 'Second factor enrolment required.',
  ),
  404: problemResponse(404, `${what}, or it belongs to an agency this user is not limited to.`),
  ...(write
    ? {
        409: problemResponse(
          409,
          '`action_not_allowed`: the agreement’s status, or the application’s, does not allow it; `detail` says why.',
        ),
      }
    : {}),
  500: problemResponse(500, 'Unexpected error; quote requestId.'),
  503: problemResponse(503, 'The database or the blob store cannot be reached now; retry after `Retry-After` seconds.'),
});

/** Agreements (issue 11 §4): staff draft them, move them along, and upload the signed file. */
export async function agreementRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: AgreementDeps; uploads: UploadDependencies },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  await installMultipart(app, options.uploads.limitBytes);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v1/staff/applications/:id/agreements',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listAgreements',
          summary: 'The agreements of an application, with their status',
          description: 'Oldest first: memoranda of agreement, affidavits of undertaking, benefit-sharing agreements.',
          params: Type.Object({ id: Uuid }),
          response: { 200: json('The agreements.', Type.Array(StaffAgreement)), ...problems('No application with this id', false) },
        },
      },
    ),
    async (request) => listAgreements(deps, staffOf(request), request.params.id),
  );

  app.post(
    '/api/v1/staff/applications/:id/agreements',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'createAgreement',
          summary: 'Draft an agreement for an application (evaluator, chief, admin)',
          description: 'A new agreement in `draft`, in the agency’s `moa` at once; journal entry `agreement_drafted`, audited.',
          params: Type.Object({ id: Uuid }),
          body: AgreementCreate,
          response: { 201: json('Drafted.', StaffAgreement), ...problems('No application with this id', true) },
        },
      },
    ),
    async (request, reply) => {
      const body = request.body;
      const created = await createAgreement(deps, staffOf(request), request.params.id, body, auditContextOf(request));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/v1/staff/agreements/:id/status',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'changeAgreementStatus',
          summary: 'Move an agreement on: for_signature, executed (needs the signed file), terminated (needs a reason)',
          description:
            'draft → for_signature (notice to the agency) → executed → terminated (notice, with the reason); for_signature may go back ' +
            'to draft. The workflow action `agreement_executed` needs an executed agreement.',
          params: Type.Object({ id: Uuid }),
          body: AgreementStatusChange,
          response: { 200: json('The agreement as it is now.', StaffAgreement), ...problems('No agreement with this id', true) },
        },
      },
    ),
    async (request) => {
      const body = request.body;
      return changeAgreementStatus(deps, staffOf(request), request.params.id, body, auditContextOf(request));
    },
  );

  app.put(
    '/api/v1/staff/agreements/:id/signed-file',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'uploadAgreementSignedFile',
          summary: 'Upload the signed file of an agreement (multipart: `file`)',
          description:
            'Through the upload pipeline (streamed, sniffed, the allowlist, the malware scan when configured): a refused file leaves ' +
            'nothing. Allowed while the agreement is a draft or for signature; sets `fileUploadedBy`, and the agency’s `moa.url` to its ' +
            'download link (with PUBLIC_BASE_URL).',
          params: Type.Object({ id: Uuid }),
          consumes: ['multipart/form-data'],
          response: {
            200: json('The agreement with its signed file.', StaffAgreement),
            ...problems('No agreement with this id', true),
            413: problemResponse(
              413,
              'The file is larger than UPLOAD_LIMIT_BYTES, or a DOCX, XLSX or ODT that would inflate past the zip bounds.',
            ),
            415: problemResponse(415, 'Not multipart/form-data, or a file type that is not accepted (the detail says what it is).'),
          },
        },
      },
    ),
    async (request) => {
      const receive = () => receiveUpload(request, options.uploads, Type.Object({}, { additionalProperties: false }));
      return recordSignedFile(deps, staffOf(request), request.params.id, receive, auditContextOf(request));
    },
  );
}
