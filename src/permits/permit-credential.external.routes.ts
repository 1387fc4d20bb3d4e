import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { DetailParams } from '../applications/application.schemas.js';
import { assertSameAgency } from '../applications/application.service.js';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { permitVcJwt } from '../credentials/permit-vc.js';
import { VC_JWT_MEDIA_TYPE } from '../credentials/verifiable-credential.js';
import { AppError } from '../http/errors.js';
import { externalRoute } from '../http/route-audience.js';
import { standardResponses } from '../http/standard-responses.js';
import type { PermitDeps } from './permit.deps.js';
import { permitOfAgency } from './permit.read.service.js';

/** The agency's download of a permit as a W3C Verifiable Credential (issue 29 §2), for the holder's wallet. */
export async function externalPermitCredentialRoutes(fastify: FastifyInstance, options: { deps: PermitDeps }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/permits/:permitNo/credential',
    externalRoute(
      { scope: SCOPES.read },
      {
        schema: {
          tags: ['Applications'],
          operationId: 'getPermitCredentialForAgency',
          summary: 'The permit as a W3C Verifiable Credential (vc+jwt), for the holder’s wallet',
          description:
            'A VC 2.0 secured with JOSE as VC-JOSE-COSE defines it (`typ: vc+jwt`, alg Ed25519, `kid` a key of the public trust list ' +
            '`/api/v1/public/trust-list`): the same permit as the QR credential its certificate carries, with its two ' +
            '`BitstringStatusListEntry` (revocation, suspension). Only the agency that submitted the application may download it. ' +
            'Needs scope `applications:read`.',
          params: Type.Object({
            ...DetailParams.properties,
            permitNo: Type.String({
              minLength: 1,
              maxLength: 64,
              description: 'The permit’s number (`gp[].permitNo`).',
              examples: ['GP-2026-0042'],
            }),
          }),
          response: {
            200: {
              description: 'The credential, a compact JWS whose payload is the VC.',
              content: { [VC_JWT_MEDIA_TYPE]: { schema: Type.String() } },
            },
            ...standardResponses({
              authenticated: true,
              rateLimited: true,
              resource: 'The agency has no such permit on this application, or the permit has no credential (issued before credentials).',
            }),
          },
        },
      },
    ),
    async (request, reply) => {
      const { cnaApplicationUniqueNo, sourceAgencyCode, permitNo } = request.params;
      assertSameAgency(principalOf(request), sourceAgencyCode);
      const permit = await permitOfAgency(options.deps, sourceAgencyCode, cnaApplicationUniqueNo, permitNo, { byNumber: true });
      const keys = options.deps.credentialKeys;
      const jwt = keys === undefined ? undefined : await permitVcJwt({ db: options.deps.db, keys }, permit.id);
      if (jwt === undefined) throw new AppError('not_found', `Permit ${permit.permit_no} has no credential`);
      return reply.type(VC_JWT_MEDIA_TYPE).send(jwt);
    },
  );
}
