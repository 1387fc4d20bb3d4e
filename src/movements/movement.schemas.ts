import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { DateTime, nullable, optionalText, Uuid } from '../http/schema-helpers.js';
import { MovementKindSchema } from './movement.vocabulary.js';

/** The shapes of movements and of the balance per authorised line (issue 28 §2). */

/** The agency's movement routes' tag in the OpenAPI document. */
export const MOVEMENTS_TAG = 'Movements';

const IsoDate = Type.String({ format: 'date', description: 'A calendar date, YYYY-MM-DD (Asia/Manila).' });
const Reference = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description }));

export const LineBalanceSchema = Type.Object(
  {
    lineId: Uuid,
    scientificName: nullable(Type.String()),
    commonName: nullable(Type.String()),
    province: Type.String(),
    cityOrMunicipality: Type.String(),
    barangay: nullable(Type.String()),
    unit: nullable(Type.String({ description: 'The unit of every figure of the line (the terms’ unit).' })),
    authorised: nullable(Type.Number(), { description: 'What the terms authorise; null while staff have not set it.' }),
    collected: Type.Number({ description: 'Reported collected: the rows of collection reports not rejected, in the line’s unit.' }),
    transferred: Type.Number({ description: 'Moved: the movements registered from the line.' }),
    remaining: nullable(Type.Number(), {
      description:
        'What may still be taken: authorised − the larger of collected and transferred (below 0: more was reported than authorised).',
    }),
    held: Type.Number({ description: 'Collected and not yet moved: the most a movement may move.' }),
  },
  { ...named('LineBalance'), description: 'The running balance of one authorised line of the permit’s terms.' },
);

export const MovementInput = Type.Object(
  {
    kind: MovementKindSchema,
    lineId: { ...Uuid, description: 'The authorised line the material was collected under (`lines[].id` of the permit’s terms).' },
    quantity: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000, description: 'How much, in the line’s unit.' }),
    collectionReportId: {
      ...Uuid,
      description: 'The collection report the material was reported in: the `id` of a submission of the permit’s `collection_report`.',
    },
    movedOn: IsoDate,
    transportPermitNo: Reference('With `domestic_transport`: the transport permit’s number.'),
    recipientInstitution: Type.Optional(
      Type.String({ minLength: 1, maxLength: 300, pattern: '\\S', description: 'With `institution_transfer`: who receives it.' }),
    ),
    materialTransferAgreementId: Type.Optional({
      ...Uuid,
      description: 'With `institution_transfer`: the signed material transfer agreement, a document of the agency’s library (its `id`).',
    }),
    exportPermitNo: Reference('With `export_abroad`: the export permit’s number.'),
    destinationCountry: Type.Optional(
      Type.String({ pattern: '^[A-Z]{2}$', description: 'With `export_abroad`: ISO 3166-1 alpha-2, e.g. `JP`.' }),
    ),
    note: optionalText(2000, 'A note for the reviewer.'),
  },
  {
    ...named('MovementInput'),
    additionalProperties: false,
    examples: [
      {
        kind: 'export_abroad',
        lineId: '0193a0b5-2c41-7d0e-8f3a-5b6c7d8e9f07',
        quantity: 4,
        collectionReportId: '0193f1c2-0a1b-7c2d-8e3f-4a5b6c7d8e9f',
        movedOn: '2027-05-02',
        exportPermitNo: 'EP-2027-0012',
        destinationCountry: 'JP',
      },
    ],
  },
);
export type MovementInput = Static<typeof MovementInput>;

export const Movement = Type.Object(
  {
    id: Uuid,
    permitNo: Type.String(),
    kind: MovementKindSchema,
    lineId: Uuid,
    scientificName: nullable(Type.String()),
    quantity: Type.Number(),
    unit: nullable(Type.String()),
    collectionReportId: Uuid,
    movedOn: IsoDate,
    transportPermitNo: nullable(Type.String()),
    recipientInstitution: nullable(Type.String()),
    materialTransferAgreementId: nullable(Uuid),
    exportPermitNo: nullable(Type.String()),
    destinationCountry: nullable(Type.String()),
    note: nullable(Type.String()),
    communiques: Type.Array(Type.String(), {
      description:
        'Export abroad: the checkpoint communiqués (their ABS Clearing-House record identifiers) published about the permit from the destination country.',
    }),
    registeredAt: DateTime,
  },
  { ...named('Movement'), description: 'A movement of material collected under the permit, as the agency registered it.' },
);
export type Movement = Static<typeof Movement>;

export const MovementList = Type.Object(
  { items: Type.Array(Movement), balance: Type.Array(LineBalanceSchema) },
  {
    ...named('MovementList'),
    description: 'The permit’s movements, oldest first, and the balance of each authorised line (empty for a permit without terms).',
  },
);
export type MovementList = Static<typeof MovementList>;
