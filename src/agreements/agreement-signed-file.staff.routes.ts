import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { Uuid } from '../http/schema-helpers.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUpload, type UploadDependencies } from '../uploads/upload.pipeline.js';
import { agreementProblems, StaffAgreement } from './agreement.schemas.js';
import { type AgreementDeps, recordSignedFile } from './agreement.service.js';

/** The signed file of an agreement, uploaded by staff (its own plugin: it takes multipart bodies). */
export async function agreementSignedFileRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: AgreementDeps; uploads: UploadDependencies },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  await installMultipart(app, options.uploads.limitBytes);

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
            ...agreementProblems('No agreement with this id', true),
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
