import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sendStoredFile } from '../blobs/blob-download.js';
import { component } from '../http/openapi-components.js';
import { staffRoute } from '../http/route-audience.js';
import { json, problemResponse } from '../http/standard-responses.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG } from '../staff/staff.openapi.js';
import { CbdStatusSchema } from '../vocabulary/permit.vocabulary.js';
import type { PermitDeps } from './permit.deps.js';
import { readIssuePreview, renderIssuePreview } from './permit.preview.service.js';
import { abschDocumentOf, certificateForStaff, readApplicationPermits, readPermit } from './permit.read.service.js';
import { ApplicationParams, ApplicationPermits, CertificateParams, IssuePreview, PermitParams, StaffPermit } from './permit.views.js';
import { SIGNED_SCAN_TYPES } from './signed-scan.service.js';

/** The staff reads' problems: session, a bad id, nothing readable there. */
export const readProblems = (what: string) => ({
  400: problemResponse(400, 'A path parameter is not valid: `errors` names it.'),
  401: problemResponse(401, 'No session cookie, or one that is unknown, ended, expired, or whose user is disabled.'),
  403: problemResponse(403, 'The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`).'),
  404: problemResponse(404, `${what}, or it belongs to an agency this user is not limited to.`),
  500: problemResponse(500, 'Unexpected error; quote requestId.'),
  503: problemResponse(503, 'The database or the blob store cannot be reached now; retry after `Retry-After` seconds.'),
});

/** A certificate is the generated PDF, or a signed scan: PDF, PNG, JPEG or TIFF. */
const fileContent = Object.fromEntries(SIGNED_SCAN_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

export const fileResponses = {
  200: {
    description:
      'The file (PDF, or the scan as uploaded), with `ETag`, `Content-Digest` and `Repr-Digest` (sha-256), `Content-Disposition: attachment`.',
    content: fileContent,
  },
  206: { description: 'One byte range of the file (`Range`), with `Content-Range`.', content: fileContent },
  304: { description: 'Not modified: `If-None-Match` names this file.' },
  410: problemResponse(
    410,
    'The file was erased with the holder’s personal data (`file_erased`, docs/PRIVACY.md): the permit stays, the bytes are deleted.',
  ),
  416: problemResponse(416, 'The range asked for is outside the file; `Content-Range: bytes */size` says its size.'),
};

const AbschExport = component(
  'AbschDocumentExport',
  Type.Object(
    {
      permitNo: Type.String(),
      cbdStatus: Type.Union([CbdStatusSchema, Type.Null()]),
      document: Type.Object(
        {},
        {
          additionalProperties: true,
          description:
            'The `absPermit` document in the shape of the Clearing-House v2023 API (`POST|PUT /api/v2023/documents/schemas/absPermit`); ' +
            'the JSON Schema it is checked against is `src/absch/abs-permit.schema.json`.',
        },
      ),
      problems: Type.Array(
        Type.Object(
          {
            code: Type.String({ description: 'The Clearing-House’s own code, e.g. `Error.Mandatory`.' }),
            property: Type.String(),
            properties: Type.Optional(Type.Array(Type.String())),
            message: Type.String(),
          },
          { additionalProperties: false },
        ),
        { description: 'Empty when the document passes the check; otherwise what the Clearing-House would refuse.' },
      ),
    },
    { additionalProperties: false, description: 'A permit as the ABS Clearing-House document, with the result of its check.' },
  ),
);

/** Staff reads of permits: the application's permits and certificate history, one permit, its files, its Clearing-House document. */
export async function staffPermitRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication; deps: PermitDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = options;
  // As every staff answer: never cached (downloads set their own `private, no-store`).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v1/staff/applications/:id/permits',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'listApplicationPermits',
          summary: 'The permits of an application and the history of its certificates',
          description:
            'Every permit row of the application (the original, then each renewal or amendment, which supersedes the one before), ' +
            'each with every certificate file issued for it, the generated PDF and any signed scan, oldest first. `cbdStatus` and ' +
            '`absLinkCode` say where its ABS Clearing-House publication stands.',
          params: ApplicationParams,
          response: { 200: json('The permits.', ApplicationPermits), ...readProblems('No application with this id') },
        },
      },
    ),
    async (request) => readApplicationPermits(deps, staffOf(request), request.params.id),
  );

  app.get(
    '/api/v1/staff/permits/:id',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getPermit',
          summary: 'One permit, with its certificate files',
          description:
            'The permit as staff see it: status and its reason, the permits it supersedes or that superseded it, the signatory, the conditions and every certificate file.',
          params: PermitParams,
          response: { 200: json('The permit.', StaffPermit), ...readProblems('No permit with this id') },
        },
      },
    ),
    async (request) => readPermit(deps, staffOf(request), request.params.id),
  );

  app.get(
    '/api/v1/staff/permits/:id/certificate',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadPermitCertificate',
          summary: 'Download the current certificate of a permit (logged)',
          description:
            'The newest certificate file: the signed scan when one was uploaded, else the PDF generated at issue. Every download ' +
            'is written to the audit trail (`permit.certificate_downloaded`) with who, when and which file. Answers range requests.',
          params: PermitParams,
          response: { ...fileResponses, ...readProblems('No permit with this id') },
        },
      },
    ),
    async (request, reply) => {
      const { id } = request.params;
      const file = await certificateForStaff(deps, staffOf(request), id, undefined, auditContextOf(request));
      return sendStoredFile(request, reply, deps.store, file);
    },
  );

  app.get(
    '/api/v1/staff/permits/:id/certificates/:certificateId',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadPermitCertificateFile',
          summary: 'Download one certificate file of the history (logged)',
          description: 'Any file of the permit’s certificate history (`certificates[].downloadPath`), logged like the current one.',
          params: CertificateParams,
          response: { ...fileResponses, ...readProblems('No permit with this id, or no such file of it') },
        },
      },
    ),
    async (request, reply) => {
      const { id, certificateId } = request.params;
      const file = await certificateForStaff(deps, staffOf(request), id, certificateId, auditContextOf(request));
      return sendStoredFile(request, reply, deps.store, file);
    },
  );

  app.get(
    '/api/v1/staff/permits/:id/absch-document',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getPermitAbschDocument',
          summary: 'The permit as its ABS Clearing-House document (absPermit), checked',
          description:
            'The document an abs_publisher submits to the ABS Clearing-House (the IRCC), built from the permit, its application and ' +
            'the setting `absch.publication` (the CNA’s record, providers, PIC recipients), and checked against the JSON Schema kept in ' +
            'the repository: `problems` lists what the Clearing-House would refuse, in its own codes. After a renewal or amendment of a ' +
            'published permit (`cbdStatus` `update_pending`) it carries `amendmentIntent` 0 (update); after a revocation ' +
            '(`revocation_pending`), 1 (revoke), with the reason as `amendmentDescription`.',
          params: PermitParams,
          response: { 200: json('The document and its check.', AbschExport), ...readProblems('No permit with this id') },
        },
      },
    ),
    async (request) => abschDocumentOf(deps, staffOf(request), request.params.id),
  );

  const previewProblems = {
    ...readProblems('No application with this id'),
    403: problemResponse(
      403,
      'The roles do not issue permits (`not_permitted`: approvers do), or they need a second factor the user has not enrolled.',
    ),
    409: problemResponse(409, '`action_not_allowed`: the application is not approved, or a permit of it is already standing.'),
  };

  app.get(
    '/api/v1/staff/applications/:id/permit-preview',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getIssuePreview',
          summary: 'What the permit would be issued with now: title, conditions, validity, signatory (who may issue)',
          description:
            'The defaults of the `issue` action for this application, from the settings (`permits.authority`, `permits.conditions`, ' +
            '`permits.validity`, `permits.signatory`), computed as the issue computes them. For whoever may issue it: the issue ' +
            'action’s roles, on an approved application without a standing permit. Reads only: no permit number is taken.',
          params: ApplicationParams,
          response: { 200: json('The issue’s defaults.', IssuePreview), ...previewProblems },
        },
      },
    ),
    async (request) => readIssuePreview(deps, staffOf(request), request.params.id),
  );

  app.get(
    '/api/v1/staff/applications/:id/permit-preview/certificate',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'downloadIssuePreviewCertificate',
          summary: 'A specimen of the certificate the issue would render now (who may issue)',
          description:
            'The certificate PDF exactly as the `issue` action would render it now, with `SPECIMEN` for its number, ' +
            '“SPECIMEN – NOT ISSUED” across every page and no verification code. Stores nothing: no permit number, no row, ' +
            'no file, no journal entry.',
          params: ApplicationParams,
          response: {
            200: {
              description: 'The specimen PDF (`Content-Disposition: inline`).',
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            },
            ...previewProblems,
          },
        },
      },
    ),
    async (request, reply) => {
      const { pdf, fileName } = await renderIssuePreview(deps, staffOf(request), request.params.id);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
    },
  );
}
