import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { sendStoredFile } from '../blobs/blob-download.js';
import { externalRoute } from '../http/route-audience.js';
import { Uuid } from '../http/schema-helpers.js';
import { problemResponse, standardResponses } from '../http/standard-responses.js';
import { ALLOWED_TYPES } from '../uploads/allowed-types.js';
import { type AgreementDeps, agreementFileForAgency } from './agreement.service.js';

/** Any type of the upload allowlist: an agreement's signed file is what staff uploaded. */
const anyFile = Object.fromEntries(
  ALLOWED_TYPES.map((type) => [type.contentType.split(';')[0] as string, { schema: { type: 'string', format: 'binary' } }]),
);

/** The agency's download of an agreement's signed file: the `url` of each `moa` entry in its records. */
export async function externalAgreementRoutes(fastify: FastifyInstance, options: { deps: AgreementDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/agreements/:agreementId/file',
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: ['Applications'],
          operationId: 'downloadAgreementFileForAgency',
          summary: 'Download the signed file of an agreement of one of the agency’s applications',
          description:
            'The `url` of a `moa` entry, once staff uploaded the signed file: the file as uploaded, with its sniffed `Content-Type`, ' +
            '`ETag`, `Content-Digest` and `Repr-Digest` (sha-256) and a `Content-Disposition` safe for any file name. Only the agency ' +
            'that submitted the application may download it. Answers range requests. Needs scope `applications:read`.',
          params: Type.Object({ ...DetailParams.properties, agreementId: Uuid }),
          response: {
            200: { description: 'The signed file.', content: anyFile },
            206: { description: 'One byte range of the file (`Range`), with `Content-Range`.', content: anyFile },
            304: { description: 'Not modified: `If-None-Match` names this file.' },
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no such agreement on this application, or it has no signed file yet.',
            }),
            410: problemResponse(
              410,
              'The signed file was erased with the permittee’s personal data (`file_erased`, docs/PRIVACY.md): the agreement stays.',
            ),
            416: problemResponse(416, 'The range asked for is outside the file; `Content-Range: bytes */size` says its size.'),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode, agreementId } = request.params;
      assertSameAgency(principalOf(request), sourceAgencyCode);
      const file = await agreementFileForAgency(options.deps, sourceAgencyCode, cnaApplicationUniqueNo, agreementId);
      return sendStoredFile(request, reply, options.deps.store, file);
    },
  );
}
