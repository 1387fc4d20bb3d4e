import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { type Static, Type } from 'typebox';
import { manilaIsoDate } from '../clock/manila-time.js';
import type { Database } from '../db/database.js';
import type { StaleReads } from '../db/read-replicas.js';
import type { PermitTable } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { component } from '../http/openapi-components.js';
import { publicRoute } from '../http/route-audience.js';
import { json, problemResponse, rateLimitedResponse, standardResponses } from '../http/standard-responses.js';
import { findPermitByNumber } from '../permits/permit.repository.js';
import { PublicAuthorisation, publicAuthorisationOf } from '../permits/public-authorisation.js';
import { publicStatusOf } from '../permits/public-status.js';
import { issuingAuthority } from '../permits/verify.page.js';
import { PublicPermitStatus } from '../permits/verify.schemas.js';
import { readSetting } from '../settings/settings.service.js';
import { nowIso } from '../shared/time.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import { findNewestPermitWithIrcc, findPermitteeNames } from './absch.repository.js';

/**
 * Issue 20 §3: a machine lookup for checkpoints, museums and journals, without the signed QR link:
 * `GET /api/v1/public/permits/{permitNo}` or `GET /api/v1/public/permits?ircc=…`. It answers the
 * permit's status, validity, issuing authority, IRCC, the holder's initials and what the permit
 * authorises in the public's terms (issue 28 §3: species count, sites by province and municipality,
 * the terms' lines and totals per unit), nothing more (no name, no species' names, no collector, no
 * address: unlike /verify, anyone may ask about any number), and is rate-limited per address with the
 * same limiter as /verify.
 */

export const PublicPermitLookup = component(
  'PublicPermitLookup',
  Type.Object(
    {
      permitNo: Type.String({ description: 'The permit number, as printed.' }),
      status: PublicPermitStatus,
      dateIssued: Type.String({ format: 'date', description: 'Date the permit was issued (calendar date in Asia/Manila).' }),
      dateExpired: Type.String({ format: 'date', description: 'Date the permit expires (calendar date in Asia/Manila).' }),
      issuedBy: Type.String({ description: 'The issuing authority.' }),
      ircc: Type.Union([Type.String(), Type.Null()], {
        description: 'The internationally recognised certificate of compliance on the ABS Clearing-House, once published.',
      }),
      holderInitials: Type.String({
        description: 'The holder’s initials (e.g. `J.D.C.`), from the letters of the name: never the name; `?` when it has no letter.',
        examples: ['J.D.C.'],
      }),
      authorises: PublicAuthorisation,
    },
    { additionalProperties: false, description: 'A permit’s public facts, for a checkpoint, a museum or a journal.' },
  ),
);
type PublicPermitLookup = Static<typeof PublicPermitLookup>;

const notFound = (what: string) => new AppError('not_found', `No permit ${what}`);

/** A letter (any script) with the combining marks that belong to it: N with U+0303 is Ñ. */
const FIRST_LETTER = /\p{L}\p{M}*/u;

/**
 * One initial per word of the names, from its first letter: a word's quotes, brackets, digits or
 * dashes are never an initial (`'Juan (Santos)` is J.S.). `?` when no word has a letter.
 */
function initials(...names: (string | null)[]): string {
  const found = names
    .flatMap((name) => (name ?? '').split(/\s+/))
    .map((word) => FIRST_LETTER.exec(word)?.[0])
    .filter((letter) => letter !== undefined)
    .map((letter) => `${letter.normalize('NFC').toUpperCase()}.`)
    .join('');
  return found === '' ? '?' : found;
}

export async function lookUpPermit(db: Database['db'], permit: PermitTable | undefined, what: string): Promise<PublicPermitLookup> {
  if (permit === undefined) throw notFound(what);
  const status = publicStatusOf(permit.status as PermitStatus, permit.date_expired, nowIso());
  if (status === 'not_valid' || permit.date_issued === null || permit.date_expired === null) throw notFound(what);
  const holder = await findPermitteeNames(db, permit.application_id);
  return {
    permitNo: permit.permit_no,
    status,
    dateIssued: manilaIsoDate(permit.date_issued, 'dateIssued'),
    dateExpired: manilaIsoDate(permit.date_expired, 'dateExpired'),
    issuedBy: issuingAuthority(await readSetting(db, 'permits.authority')),
    ircc: permit.ircc_identifier,
    holderInitials: initials(holder.permittee_first_name, holder.permittee_middle_name, holder.permittee_last_name),
    authorises: await publicAuthorisationOf(db, permit),
  };
}

const responses = {
  200: json('The permit’s public facts.', PublicPermitLookup),
  404: problemResponse(404, 'No permit with this number or IRCC (a void permit is not found either).'),
  429: rateLimitedResponse('Too many lookups from this address (shared with /verify).'),
};

export async function permitLookupRoutes(
  fastify: FastifyInstance,
  options: { reads: StaleReads; limiter: onRequestHookHandler | undefined },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const onRequest = options.limiter === undefined ? [] : [options.limiter];
  const description =
    'Public, no log-in, for checkpoints, museums and journals: the permit’s status, validity, issuing authority, IRCC, the ' +
    'holder’s initials and what it authorises (species count, sites by province and municipality, the terms’ lines and totals per ' +
    'unit), and nothing more. Rate-limited per address together with /verify (`VERIFY_RATE_LIMIT_PER_MINUTE`).';
  app.get(
    '/api/v1/public/permits/:permitNo',
    publicRoute('a public lookup of public facts, like the verification page', {
      onRequest,
      schema: {
        tags: ['Permits'],
        operationId: 'lookUpPermit',
        summary: 'Look up a permit by its number',
        description,
        security: [],
        params: Type.Object({ permitNo: Type.String({ minLength: 1, maxLength: 200, examples: ['GP-2026-0001'] }) }),
        response: { ...responses, ...standardResponses() },
      },
    }),
    async (request) => {
      // A lookup may read a moment-old copy: a replica when there is one (src/db/read-replicas.ts).
      const db = options.reads.for(request);
      return lookUpPermit(db, await findPermitByNumber(db, request.params.permitNo), request.params.permitNo);
    },
  );
  app.get(
    '/api/v1/public/permits',
    publicRoute('a public lookup of public facts, like the verification page', {
      onRequest,
      schema: {
        tags: ['Permits'],
        operationId: 'lookUpPermitByIrcc',
        summary: 'Look up a permit by its IRCC',
        description,
        security: [],
        querystring: Type.Object(
          { ircc: Type.String({ minLength: 1, maxLength: 200, examples: ['ABSCH-IRCC-PH-250001-1'] }) },
          { additionalProperties: false },
        ),
        response: { ...responses, ...standardResponses() },
      },
    }),
    async (request) => {
      const db = options.reads.for(request);
      return lookUpPermit(db, await findNewestPermitWithIrcc(db, request.query.ircc), `with IRCC ${request.query.ircc}`);
    },
  );
}
