import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { installMultipart } from '../uploads/multipart.plugin.js';
import { receiveUpload, type UploadDependencies } from '../uploads/upload.pipeline.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import type { PermitDeps } from './permit.deps.js';
import { readProblems } from './permit.openapi.js';
import { PermitParams, StaffPermit } from './permit.views.js';
import { SIGNED_SCAN_ACCEPTS, uploadSignedScan } from './signed-scan.service.js';

/** The approver's upload of a permit's signed, scanned certificate (its own plugin: it takes multipart bodies). */
export async function signedScanRoutes(
  fastify: FastifyInstance,
  options: { auth: StaffAuthentication; deps: PermitDeps; actions: ActionRegistry; uploads: UploadDependencies },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await installMultipart(app, options.uploads.limitBytes);

  app.post(
    '/api/v1/staff/permits/:id/certificates',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'uploadPermitSignedScan',
          summary: 'Upload the signed, scanned certificate of a permit in force (approver; multipart: `file`)',
          description:
            'The scan of the signed paper certificate (PDF, PNG, JPEG or TIFF) becomes a new version of the permit’s certificate ' +
            'history (`kind` `signed_scan`) and, being the newest, the file both certificate downloads serve, staff’s and the ' +
            'agency’s. The agency’s `gp` entry names it and carries `fileUploadedBy`; the agency gets the notice ' +
            '`signed_certificate_uploaded`; journal entry `signed_scan_uploaded`, audited. Through the upload pipeline (streamed, ' +
            'sniffed, the malware scan when configured): a refused file stores nothing. Only for a permit that is `issued`.',
          params: PermitParams,
          consumes: ['multipart/form-data'],
          response: {
            201: json('The permit, with the scan as its newest certificate.', StaffPermit),
            ...readProblems('No permit with this id'),
            400: problemResponse(400, 'A parameter or a part of the body is not valid (no `file` part, an empty file): `errors` names it.'),
            403: problemResponse(
              403,
              'The CSRF header is missing or wrong, the roles do not allow it (`not_permitted`: approvers upload signed certificates), ' +
                'or the file is infected (`file_quarantined`).',
            ),
            409: problemResponse(409, '`action_not_allowed`: the permit is not `issued` (suspended, revoked, expired, superseded, void).'),
            413: problemResponse(413, 'The file is larger than UPLOAD_LIMIT_BYTES.'),
            415: problemResponse(415, 'Not multipart/form-data, or not a PDF, PNG, JPEG or TIFF file (the detail says what it is).'),
          },
        },
      },
    ),
    async (request, reply) => {
      const receive = () =>
        receiveUpload(request, options.uploads, Type.Object({}, { additionalProperties: false }), { accepts: SIGNED_SCAN_ACCEPTS });
      const permit = await uploadSignedScan(
        { ...options.deps, actions: options.actions },
        staffOf(request),
        request.params.id,
        receive,
        auditContextOf(request),
      );
      return reply.code(201).send(permit);
    },
  );
}
