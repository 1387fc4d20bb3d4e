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
import type { PermitDeps } from './permit.deps.js';
import { fileResponses } from './permit.openapi.js';
import { certificateForAgency } from './permit.read.service.js';

/** The agency's download of a permit's certificate: the `url` of each `gp` entry in its records. */
export async function externalPermitRoutes(fastify: FastifyInstance, options: { deps: PermitDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/permits/:permitId/certificate',
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: ['Applications'],
          operationId: 'downloadPermitCertificateForAgency',
          summary: 'Download the certificate of a permit of one of the agency’s applications',
          description:
            'The `url` of a `gp` entry: the current certificate of the permit (the signed scan when staff uploaded one, else the PDF ' +
            'generated at issue). Only the agency that submitted the application may download it. Answers range requests. Needs ' +
            'scope `applications:read`.',
          params: Type.Object({ ...DetailParams.properties, permitId: Uuid }),
          response: {
            ...fileResponses,
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no such permit on this application.',
            }),
            416: problemResponse(416, 'The range asked for is outside the file; `Content-Range: bytes */size` says its size.'),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode, permitId } = request.params;
      assertSameAgency(principalOf(request), sourceAgencyCode);
      const file = await certificateForAgency(options.deps, sourceAgencyCode, cnaApplicationUniqueNo, permitId);
      return sendStoredFile(request, reply, options.deps.store, file);
    },
  );
}
