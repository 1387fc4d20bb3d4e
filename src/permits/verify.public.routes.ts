import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { CryptoKey } from 'jose';
import { Type } from 'typebox';
import type { KeyRing } from '../auth/key-ring.js';
import type { Database } from '../db/database.js';
import { component } from '../http/openapi-components.js';
import { perAddressLimit } from '../http/rate-limit.js';
import { rateLimitedResponse, standardResponses } from '../http/standard-responses.js';
import { readSetting } from '../settings/settings.service.js';
import { nowIso } from '../shared/time.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import { countApplicationSpecies, findHolderName, findPermitByNumber } from './permit.repository.js';
import { publicStatusOf } from './public-status.js';
import { issuingAuthority, type VerifyPageInput, verifyResponse } from './verify.page.js';
import { PermitVerification } from './verify.schemas.js';
import {
  isLegacyPermitSignature,
  isWellFormedPermitSignature,
  linkNamesIssuance,
  permitLinkSignedBy,
  permitSignatureBy,
  permitSignatureKeys,
} from './verify-link.js';

/** The id an unknown permit number's signature is checked against: no permit row has it. */
const NO_PERMIT_ID = '00000000-0000-0000-0000-000000000000';

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

/**
 * What the link proves, in the order docs/PERMITS.md gives: the signature's shape and its key (no
 * permit is read for garbage, a forgery or a key the service never published), then, for a link of
 * format 2, the signature over the number and issuance tag the URL carries, still before any permit is
 * read: an existing and an unknown number with a bad signature take the same path, with no database
 * read, so the page cannot tell them apart by its answer or its time. Only then the permit by number,
 * and whether its row is the issuance the link names.
 */
export async function verificationOf(db: Database['db'], keyRing: KeyRing, permitNo: string, s: unknown): Promise<VerifyPageInput> {
  const notValid: VerifyPageInput = { verified: false, permitNo };
  if (!isWellFormedPermitSignature(s)) return notValid;
  const keys = await permitSignatureKeys(keyRing, s);
  if (keys.length === 0) return notValid;
  const permit = isLegacyPermitSignature(s)
    ? await legacyLinkPermit(db, keys, permitNo, s)
    : (await permitLinkSignedBy(keys, permitNo, s)) === undefined
      ? undefined
      : await findPermitByNumber(db, permitNo);
  if (permit === undefined || !(isLegacyPermitSignature(s) || linkNamesIssuance(s, permit.id))) return notValid;
  const status = publicStatusOf(permit.status as PermitStatus, permit.date_expired, nowIso());
  if (status === 'not_valid' || permit.date_issued === null || permit.date_expired === null) return notValid;
  return {
    verified: true,
    permitNo,
    status,
    holderName: await findHolderName(db, permit.application_id),
    dateIssued: permit.date_issued,
    dateExpired: permit.date_expired,
    speciesCount: await countApplicationSpecies(db, permit.application_id),
    issuedBy: issuingAuthority(await readSetting(db, 'permits.authority')),
  };
}

/**
 * A format-1 link (certificates printed before format 2) signs the permit's id, which the link does
 * not carry: the row is read first, then the signature checked against its id. An unknown number is
 * checked against an id no permit has, so existing and unknown numbers still do the same work.
 */
async function legacyLinkPermit(
  db: Database['db'],
  keys: readonly { kid: string; publicKey: CryptoKey }[],
  permitNo: string,
  s: string,
): Promise<Awaited<ReturnType<typeof findPermitByNumber>>> {
  const permit = await findPermitByNumber(db, permitNo);
  const signedBy = await permitSignatureBy(keys, { permitNo, permitId: permit?.id ?? NO_PERMIT_ID }, s);
  return signedBy === undefined ? undefined : permit;
}

/** The per-address limit of the public permit lookups (VERIFY_RATE_LIMIT_PER_MINUTE; 0: none). */
export function verifyLimiter(perMinute: number): onRequestHookHandler | undefined {
  return perMinute > 0 ? perAddressLimit(perMinute, 'verify') : undefined;
}

/** `GET /verify/{permitNo}?s=…`: the public page a certificate's QR code opens (issue 11 §3). */
export async function verifyRoutes(
  fastify: FastifyInstance,
  options: {
    db: Database['db'];
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
      const answer = verifyResponse(await verificationOf(options.db, options.keyRing, permitNo, s), formatOf(request));
      return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
    },
  );
}
