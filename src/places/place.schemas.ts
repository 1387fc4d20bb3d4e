import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { nullable } from '../http/schema-helpers.js';
import { ReferralBodySchema } from '../vocabulary/workflow.vocabulary.js';
import { PLACE_WARNING_CODES, type PlaceWarningCode } from './psgc.matching.js';

/** The PSGC code list (GET /api/v1/external/code-lists/psgc) and the places staff read. */

export const PSGC_CODE_PATTERN = '^[0-9]{10}$';
export const PsgcCode = Type.String({ pattern: PSGC_CODE_PATTERN, description: 'A 10-digit PSGC code.' });

export const PsgcKindSchema = Type.Union(
  [
    Type.Literal('region'),
    Type.Literal('province'),
    Type.Literal('city_or_municipality'),
    Type.Literal('submunicipality'),
    Type.Literal('barangay'),
  ],
  {
    description:
      'What the code names. NCR has no provinces: its cities are listed under the region. A highly urbanised or independent ' +
      'component city is listed under the province it lies in (Cebu City under Cebu); Manila’s districts are `submunicipality`.',
  },
);

export const PsgcCodeListQuery = Type.Object(
  {
    parent: Type.Optional({ ...PsgcCode, description: 'List what lies directly under this code; the regions when absent.' }),
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description:
          'Only names that contain these words (case-, accent- and punctuation-blind: `los banos` finds Los Baños). Without ' +
          '`parent`, searches every level.',
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 500, description: 'At most this many entries.' })),
  },
  { additionalProperties: false },
);
export type PsgcCodeListQuery = Static<typeof PsgcCodeListQuery>;

export const PsgcEntrySchema = Type.Object(
  {
    code: Type.String(),
    name: Type.String(),
    kind: PsgcKindSchema,
    parentCode: nullable(Type.String(), { description: 'The code it is listed under; null for a region.' }),
    regionCode: Type.String(),
  },
  { additionalProperties: false, ...named('PsgcEntry') },
);

export const PsgcRelease = Type.Object(
  {
    quarter: Type.String({ description: 'The PSA’s quarter, e.g. `2025-Q4`.' }),
    asOf: Type.String({ format: 'date', description: 'The codes are as of this date.' }),
    source: Type.String(),
  },
  { additionalProperties: false, ...named('PsgcRelease') },
);

export const PsgcCodeList = Type.Object(
  {
    release: PsgcRelease,
    parent: Type.Union([PsgcEntrySchema, Type.Null()], { description: 'The entry named by `parent`; null for the regions or a search.' }),
    items: Type.Array(PsgcEntrySchema, { description: 'By name.' }),
    truncated: Type.Boolean({ description: 'More matched than `limit`: narrow with `q` or `parent`.' }),
  },
  { additionalProperties: false, ...named('PsgcCodeList') },
);
export type PsgcCodeList = Static<typeof PsgcCodeList>;

export const PlaceWarningSchema = Type.Object(
  {
    code: Type.Unsafe<PlaceWarningCode>({ type: 'string', enum: [...PLACE_WARNING_CODES], description: 'What does not fit.' }),
    field: Type.Union([Type.Literal('region'), Type.Literal('province'), Type.Literal('cityOrMunicipality'), Type.Literal('barangay')]),
    message: Type.String(),
  },
  { additionalProperties: false, ...named('PlaceWarning') },
);

/** A location's codes, as staff read them beside the names (never in the spec's shapes). */
export const LocationPlaceSchema = Type.Object(
  {
    locationId: Type.String({ format: 'uuid', description: 'The location (`confidential.locations[].id`).' }),
    position: Type.Integer({ minimum: 0, description: 'Its place in `application.locations` (0 is the first).' }),
    regionCode: nullable(Type.String()),
    provinceCode: nullable(Type.String(), { description: 'NCR: the region’s code (it has no provinces).' }),
    cityCode: nullable(Type.String()),
    barangayCode: nullable(Type.String()),
    regionName: nullable(Type.String(), { description: 'The PSGC name of `regionCode`.' }),
    provinceName: nullable(Type.String(), { description: 'The PSGC name of `provinceCode` (NCR: the region’s).' }),
    cityName: nullable(Type.String(), { description: 'The PSGC name of `cityCode`.' }),
    barangayName: nullable(Type.String(), { description: 'The PSGC name of `barangayCode`.' }),
    warnings: Type.Array(PlaceWarningSchema, { description: 'What did not match: never a refusal.' }),
    psgcRelease: Type.String(),
  },
  { additionalProperties: false, ...named('LocationPlace') },
);

export const RequiredClearanceSchema = Type.Object(
  {
    body: ReferralBodySchema,
    reason: Type.String({ description: 'Why, from the rule (setting `places.jurisdiction_rules`).' }),
    because: Type.Array(Type.String(), { description: 'What made it required: places (name and code), zones, or the ecosystem.' }),
    outcome: Type.Union([Type.Literal('granted'), Type.Literal('refused'), Type.Null()], {
      description: 'What `record_clearance` recorded for this body; null while nothing is: `recommend` waits for it.',
    }),
  },
  { additionalProperties: false, ...named('RequiredClearance') },
);
