import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { KeyRing } from '../auth/key-ring.js';
import type { Database } from '../db/database.js';
import type { StaleReads } from '../db/read-replicas.js';
import { component } from '../http/openapi-components.js';
import { perAddressLimit, type WindowCounters } from '../http/rate-limit.js';
import { rateLimitedResponse, standardResponses } from '../http/standard-responses.js';
import { verifyResponse } from './verify.page.js';
import { PermitVerification } from './verify.schemas.js';
import { verificationOf } from './verify.service.js';

// The schema carries its $id for Ajv users; in the document it is a named component like the others.
const { $id: _id, ...verificationSchema } = PermitVerification as typeof PermitVerification & { $id?: string };
const Verification = component('PermitVerification', verificationSchema);

const pageContent = {
  'text/html': { schema: { type: 'string', description: 'The page for a person who scanned the QR code.' } },
  'application/json': { schema: Verification },
};

/** JSON when the client asks for it before HTML; HTML otherwise (a phone's browser). */
function formatOf(request: FastifyRequest): 'html' | 'json' {
  const accept = request.headers.accept ?? '';
  const json = accept.indexOf('application/json');
  const html = accept.indexOf('text/html');
  return json !== -1 && (html === -1 || json < html) ? 'json' : 'html';
}

/** The per-address limit of the public permit lookups (VERIFY_RATE_LIMIT_PER_MINUTE; 0: none). */
export function verifyLimiter(perMinute: number, counters?: WindowCounters): onRequestHookHandler | undefined {
  return perMinute > 0 ? perAddressLimit(perMinute, 'verify', counters) : undefined;
}

/** `GET /verify/{permitNo}?s=…`: the public page a certificate's QR code opens (issue 11 §3). */
export async function verifyRoutes(
  fastify: FastifyInstance,
  options: {
    db: Database['db'];
    /** Verification may read a moment-old copy: a replica when there is one (src/db/read-replicas.ts). */
    reads: StaleReads;
    keyRing: KeyRing;
    rateLimitPerMinute: number;
    /** A limiter shared with the other public permit lookups (the count is one per address across them). */
    limiter?: onRequestHookHandler | undefined;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limiter = options.limiter ?? verifyLimiter(options.rateLimitPerMinute);
  const limit = limiter === undefined ? [] : [limiter];
  app.get(
    '/verify/:permitNo',
    {
      onRequest: limit,
      schema: {
        tags: ['Permits'],
        operationId: 'verifyPermit',
        summary: 'Verify a permit certificate (the page its QR code opens)',
        description:
          'Public, no log-in. Checks the signature `s` made with the service’s signing keys over the permit number and a ' +
          'tag of the permit’s own id (both in the link, so it is checked before any permit is read), then answers with the permit’s status (`valid`, `suspended`, `revoked`, `expired`, `superseded`), ' +
          'the holder’s name, the dates issued and of expiry and the number of species, and nothing more. A link that was ' +
          'altered, forged, names an unknown number or a void permit is a 404 saying the link is not valid. HTML by default, ' +
          'JSON with `Accept: application/json`. Never cached; rate-limited per address (`VERIFY_RATE_LIMIT_PER_MINUTE`).',
        security: [],
        params: Type.Object({
          permitNo: Type.String({
            minLength: 1,
            maxLength: 200,
            description: 'The permit number, as printed.',
            examples: ['GP-2026-0001'],
          }),
        }),
        querystring: Type.Object({
          s: Type.Optional(
            Type.String({ description: 'The signature printed in the link (base64url, 96 characters; 91 in the older format 1 links).' }),
          ),
        }),
        response: {
          200: { description: 'The link is genuine: the permit’s current status and public facts.', content: pageContent },
          404: {
            description: 'The link is not genuine (altered, forged, unknown number, void permit): nothing is disclosed.',
            content: pageContent,
          },
          429: rateLimitedResponse('Too many verifications from this address.'),
          ...standardResponses(),
        },
      },
    },
    async (request, reply) => {
      const { permitNo } = request.params;
      const { s } = request.query;
      const answer = verifyResponse(await verificationOf(options.reads.for(request), options.keyRing, permitNo, s), formatOf(request));
      return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
    },
  );
}
