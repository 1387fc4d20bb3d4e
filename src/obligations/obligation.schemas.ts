import { type Static, Type } from 'typebox';
import { named } from '../http/openapi-components.js';
import { DateTime, nullable, optionalText, requiredText, Uuid } from '../http/schema-helpers.js';
import { ObligationStatusSchema, SpecimenFlagCodeSchema, SubmissionStatusSchema } from './obligation.vocabulary.js';

/** The shapes of permits' obligations (issue 20 §1): the specimen rows, the agency's and the staff's views. */

/** The agency's obligation routes' tag in the OpenAPI document. */
export const OBLIGATIONS_TAG = 'Obligations';

const IsoDate = Type.String({ format: 'date', description: 'A calendar date, YYYY-MM-DD (Asia/Manila).' });

export const SpecimenLocation = Type.Object(
  {
    province: requiredText(200, 'The province, as the permit’s location names it.'),
    cityOrMunicipality: requiredText(200, 'The city or municipality, as the permit’s location names it.'),
    barangay: optionalText(200, 'The barangay.'),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Decimal degrees (WGS 84).' })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Decimal degrees (WGS 84).' })),
  },
  { additionalProperties: false, description: 'The place a specimen came from.' },
);

export const SpecimenRow = Type.Object(
  {
    scientificName: requiredText(200, 'The scientific name, e.g. `Platymantis luzonensis`.'),
    count: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'How many.' }),
    unit: requiredText(50, 'What is counted: `individuals`, `tissue samples`, `grams`…'),
    state: requiredText(100, 'The state of the material: `live`, `preserved`, `tissue sample`…'),
    location: SpecimenLocation,
    dateCollected: IsoDate,
    collector: Type.Optional(requiredText(200, 'Who collected it: checked against the collectors the permit’s terms name.')),
    lineId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'The authorised line (`lines[].id` of the permit’s terms) the row is counted against; default: the species at the site.',
      }),
    ),
  },
  { ...named('SpecimenRow'), additionalProperties: false, description: 'One row of a collection report.' },
);
export type SpecimenRow = Static<typeof SpecimenRow>;

export const SpecimenRows = Type.Array(SpecimenRow, { minItems: 1, maxItems: 1000 });

export const SpecimenFlag = Type.Object(
  {
    row: Type.Integer({ minimum: 0, description: 'The index of the row in `specimens`.' }),
    code: SpecimenFlagCodeSchema,
    detail: Type.String({ description: 'What does not match the permit.' }),
  },
  {
    ...named('SpecimenFlag'),
    description: 'Something in a collection report the permit does not cover: for the evaluator, not a refusal.',
  },
);
export type SpecimenFlag = Static<typeof SpecimenFlag>;

/** The multipart fields of a submission besides its file. */
export const SubmissionUploadFields = Type.Object(
  {
    specimens: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 256 * 1024,
        description:
          'A collection report’s specimen rows: a JSON array of `SpecimenRow`. Required for `collection_report`, refused for others.',
      }),
    ),
    note: optionalText(2000, 'A note for the reviewer.'),
  },
  { additionalProperties: false },
);

export const SubmissionFile = Type.Object(
  {
    attachmentId: Uuid,
    fileName: Type.String(),
    url: Type.String({ description: 'Where to download it (the application’s attachment).' }),
  },
  { description: 'A file of a submission: an attachment of the application.' },
);

const submissionProperties = {
  id: Uuid,
  status: SubmissionStatusSchema,
  reason: nullable(Type.String(), { description: 'Why it was rejected.' }),
  note: nullable(Type.String()),
  files: Type.Array(SubmissionFile),
  specimens: nullable(Type.Array(SpecimenRow), { description: 'The specimen rows of a collection report; null for other obligations.' }),
  submittedAt: DateTime,
  reviewedAt: nullable(DateTime),
};

export const AgencySubmission = Type.Object(submissionProperties, { ...named('ObligationSubmission') });
export type AgencySubmission = Static<typeof AgencySubmission>;

export const StaffSubmission = Type.Object(
  {
    ...submissionProperties,
    flags: Type.Array(SpecimenFlag),
    submittedBy: Type.String(),
    reviewedBy: nullable(Type.String()),
  },
  { ...named('StaffObligationSubmission') },
);
export type StaffSubmission = Static<typeof StaffSubmission>;

const obligationProperties = {
  id: Uuid,
  permitId: Uuid,
  permitNo: Type.String(),
  type: Type.String({ description: 'The obligation’s code (setting `permits.obligations`), e.g. `collection_report`.' }),
  title: Type.String(),
  required: Type.Boolean(),
  blocksRenewal: Type.Boolean({ description: 'Overdue, it keeps the permit from being renewed.' }),
  dueDate: IsoDate,
  status: ObligationStatusSchema,
  statusReason: nullable(Type.String(), { description: 'Why the last submission was rejected, or why it was waived.' }),
};

export const AgencyObligation = Type.Object(
  { ...obligationProperties, submissions: Type.Array(AgencySubmission) },
  { ...named('Obligation'), description: 'What the permit holder owes after the permit’s issue (docs/OBLIGATIONS.md).' },
);
export type AgencyObligation = Static<typeof AgencyObligation>;

export const AgencyObligationList = Type.Object(
  { items: Type.Array(AgencyObligation) },
  { ...named('ObligationList'), description: 'The obligations of the application’s permits, by due date.' },
);

export const StaffObligation = Type.Object(
  { ...obligationProperties, submissions: Type.Array(StaffSubmission), flagged: Type.Boolean() },
  { ...named('StaffObligation') },
);
export type StaffObligation = Static<typeof StaffObligation>;

export const AuthorisedSpecies = Type.Object(
  {
    scientificName: nullable(Type.String()),
    commonName: nullable(Type.String()),
    province: Type.String(),
    cityOrMunicipality: Type.String(),
    collectionStart: Type.String(),
    collectionEnd: Type.String(),
  },
  { description: 'A species the permit authorises at one of its locations, with the location’s collection period.' },
);

export const StaffObligations = Type.Object(
  { items: Type.Array(StaffObligation), authorisedSpecies: Type.Array(AuthorisedSpecies) },
  {
    ...named('StaffObligations'),
    description: 'The application’s obligations with their submissions and flags, beside the species and places the permit authorises.',
  },
);
export type StaffObligations = Static<typeof StaffObligations>;
