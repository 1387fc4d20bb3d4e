import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { DateTime, nullable, optionalText, requiredText, Uuid } from '../http/schema-helpers.js';
import { CollectorRoleSchema, QuantityUnitSchema, TermsOriginSchema, TermsStatusSchema } from '../vocabulary/terms.vocabulary.js';

/**
 * The shapes of a permit's terms (issue 28 §1): what may be taken per species and site, who may
 * collect, and the conditions; as staff, the agency and the certificate read them, and as staff draft
 * them and agencies propose them.
 */

/** The agency's terms routes' tag in the OpenAPI document. */
export const TERMS_TAG = 'Terms';

const IsoDate = Type.String({ format: 'date', description: 'A calendar date, YYYY-MM-DD (Asia/Manila).' });
const Quantity = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1_000_000_000,
  description: 'How much may be taken, in `unit` (more than 0).',
});

export const TermsSite = Type.Object(
  {
    region: Type.String(),
    province: Type.String(),
    cityOrMunicipality: Type.String(),
    barangay: nullable(Type.String()),
  },
  { description: 'The site: one of the application’s locations.' },
);

export const AuthorisedLine = Type.Object(
  {
    id: Uuid,
    locationId: Type.String({ description: 'The application’s location (the `id` of `locations` in the detail).' }),
    site: TermsSite,
    scientificName: nullable(Type.String()),
    commonName: nullable(Type.String()),
    quantity: nullable(Type.Number(), { description: 'How much may be taken; null until the authority sets it.' }),
    unit: Type.Union([QuantityUnitSchema, Type.Null()]),
    part: nullable(Type.String(), { description: 'The part or state: whole, tissue, seeds, cuttings…' }),
    method: nullable(Type.String(), { description: 'The method of collection.' }),
    periodStart: IsoDate,
    periodEnd: IsoDate,
    carriedFromId: nullable(Uuid, { description: 'The line of the previous version this one continues (an amendment).' }),
  },
  {
    ...named('AuthorisedLine'),
    description:
      'What may be taken of one species at one site. Its `id` is fixed for the version: a collection report’s row or a movement names it.',
  },
);
export type AuthorisedLine = Static<typeof AuthorisedLine>;

export const AuthorisedCollector = Type.Object(
  {
    role: CollectorRoleSchema,
    name: Type.String(),
    affiliation: nullable(Type.String()),
    identification: nullable(Type.String(), { description: 'An identification document’s kind and number.' }),
  },
  { ...named('AuthorisedCollector'), description: 'Who may collect under the permit.' },
);
export type AuthorisedCollector = Static<typeof AuthorisedCollector>;

export const PermitTerms = Type.Object(
  {
    id: Uuid,
    version: Type.Integer({ minimum: 0, description: '0: the agency’s proposal; 1, 2…: the authority’s versions.' }),
    status: TermsStatusSchema,
    origin: TermsOriginSchema,
    permitNo: nullable(Type.String(), { description: 'The permit issued with these terms; null before the issue.' }),
    lines: Type.Array(AuthorisedLine),
    collectors: Type.Array(AuthorisedCollector),
    standardConditions: Type.Array(Type.String(), { description: 'The permit type’s conditions (setting `permits.conditions`).' }),
    specialConditions: Type.Array(Type.String(), { description: 'The conditions written for this case.' }),
    decidedAt: nullable(DateTime, { description: 'The last decision on this version (recommendation, approval, issue).' }),
    decisionReason: nullable(Type.String(), { description: 'Why it was last changed or decided, as staff gave it.' }),
    updatedAt: DateTime,
  },
  {
    ...named('PermitTerms'),
    description: 'The permit’s terms: what may be taken per species and site, who may collect, and the standard and special conditions.',
  },
);
export type PermitTerms = Static<typeof PermitTerms>;

const lineInputProperties = {
  locationId: requiredText(100, 'The application’s location (the `id` of `locations` in the detail).'),
  scientificName: requiredText(200, 'A species of the application at that location (its scientific name, else its common name).'),
  part: optionalText(200, 'The part or state: whole, tissue, seeds, cuttings…'),
  method: optionalText(500, 'The method of collection.'),
  periodStart: Type.Optional(nullable(IsoDate, { description: 'Default: the site’s collection start.' })),
  periodEnd: Type.Optional(nullable(IsoDate, { description: 'Default: the site’s collection end.' })),
};

/** A line as the agency proposes it: a quantity and its unit are what it adds to the submission. */
export const ProposedLineInput = Type.Object(
  { ...lineInputProperties, quantity: Quantity, unit: QuantityUnitSchema },
  { ...named('ProposedLineInput'), additionalProperties: false },
);

/** A line as staff draft it: the quantity may still be empty (it must be set before the recommendation). */
export const AuthorisedLineInput = Type.Object(
  {
    id: Type.Optional(Type.String({ format: 'uuid', description: 'The draft’s line this one keeps (its id stays).' })),
    ...lineInputProperties,
    quantity: Type.Union([Quantity, Type.Null()]),
    unit: Type.Union([QuantityUnitSchema, Type.Null()]),
  },
  { ...named('AuthorisedLineInput'), additionalProperties: false },
);
export type AuthorisedLineInput = Static<typeof AuthorisedLineInput>;

export const AuthorisedCollectorInput = Type.Object(
  {
    role: CollectorRoleSchema,
    name: requiredText(200, 'The collector’s full name.'),
    affiliation: optionalText(300, 'The institution.'),
    identification: optionalText(200, 'An identification document’s kind and number.'),
  },
  { ...named('AuthorisedCollectorInput'), additionalProperties: false },
);
export type AuthorisedCollectorInput = Static<typeof AuthorisedCollectorInput>;

const Condition = Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' });

/** `PUT …/proposed-terms`: what the agency proposes before the evaluation starts. */
export const ProposedTermsInput = Type.Object(
  {
    lines: Type.Array(ProposedLineInput, { minItems: 1, maxItems: 500 }),
    collectors: Type.Optional(Type.Array(AuthorisedCollectorInput, { maxItems: 50 })),
  },
  {
    ...named('ProposedTermsInput'),
    additionalProperties: false,
    examples: [
      {
        lines: [
          {
            locationId: '0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4b',
            scientificName: 'Platymantis luzonensis',
            quantity: 10,
            unit: 'tissue_samples',
            method: 'Hand capture at night; toe clips only',
          },
        ],
        collectors: [{ role: 'assistant', name: 'Liza Santos', affiliation: 'UPLB Museum of Natural History' }],
      },
    ],
  },
);
export type ProposedTermsInput = Static<typeof ProposedTermsInput>;

/** `PUT …/terms` (staff): the whole draft, replacing the one stored. */
export const TermsDraftInput = Type.Object(
  {
    lines: Type.Array(AuthorisedLineInput, { minItems: 1, maxItems: 500 }),
    collectors: Type.Array(AuthorisedCollectorInput, { maxItems: 50 }),
    specialConditions: Type.Array(Condition, { maxItems: 30, description: 'The conditions written for this case.' }),
    reason: optionalText(2000, 'Why the terms change: required from the approver at the decision (it is journalled).'),
  },
  {
    ...named('TermsDraftInput'),
    additionalProperties: false,
    examples: [
      {
        lines: [
          {
            locationId: '0193a0a2-8f7e-7c3b-9a51-3f2d8e1c0b4b',
            scientificName: 'Platymantis luzonensis',
            quantity: 10,
            unit: 'tissue_samples',
            method: 'Hand capture at night; toe clips only',
          },
        ],
        collectors: [{ role: 'holder', name: 'Maria Reyes Santos', affiliation: 'University of the Philippines' }],
        specialConditions: ['No collection within 50 metres of the Mud Spring trail.'],
      },
    ],
  },
);
export type TermsDraftInput = Static<typeof TermsDraftInput>;

/** The staff's read: the terms being decided or in force, and every version. */
export const TermsVersionSummary = Type.Object(
  { id: Uuid, version: Type.Integer(), status: TermsStatusSchema, permitNo: nullable(Type.String()), updatedAt: DateTime },
  { ...named('TermsVersionSummary') },
);

export const StaffTerms = Type.Object(
  {
    terms: PermitTerms,
    saved: Type.Boolean({
      description: 'False while nothing is stored yet: `terms` is the draft as it would start (ids included), saved by the first change.',
    }),
    mayChange: Type.Boolean({ description: 'Whether this user may change the terms now (the policy’s answer).' }),
    proposal: Type.Union([PermitTerms, Type.Null()], { description: 'The agency’s proposal (version 0), if it sent one.' }),
    versions: Type.Array(TermsVersionSummary, { description: 'Every stored version, oldest first.' }),
  },
  { ...named('StaffTerms') },
);
export type StaffTerms = Static<typeof StaffTerms>;
