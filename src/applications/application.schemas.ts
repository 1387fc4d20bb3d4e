import { type Static, type TSchema, type TUnsafe, Type } from 'typebox';
import { AGENCY_CODE_PATTERN } from '../agencies/agency.service.js';
import { named } from '../http/openapi-components.js';
import { DateTime, NullableString, nullable, Uuid } from '../http/schema-helpers.js';
import { PlaceWarningSchema, PsgcCode, RequiredClearanceSchema } from '../places/place.schemas.js';
import { ChecklistItem } from '../settings/setting.definitions.js';
import { AttachmentStatusSchema } from '../vocabulary/attachment.vocabulary.js';
import { type ApplicationStatus, ApplicationStatusSchema } from '../vocabulary/workflow.vocabulary.js';

/**
 * The shapes the spec returns, field for field. Values nothing sets yet are null (strings) or []
 * (arrays); the spec leaves nullability of the detail record open, and we make it the same as the
 * list item's so a client handles both alike.
 */

const describe = <T extends object>(schema: T, description: string): T => ({ ...schema, description });

/** Widens a schema to also allow null, unless it already does. */
function orNull<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { anyOf, ...rest } = schema as { anyOf?: unknown[] };
  if (anyOf !== undefined) return Type.Unsafe<Static<T> | null>({ ...rest, anyOf: [...anyOf, { type: 'null' }] });
  const type = (schema as { type?: unknown }).type;
  return Array.isArray(type) ? (schema as unknown as TUnsafe<Static<T> | null>) : nullable(schema, {});
}

/** The spec's attachment object (list and detail): exactly its fields, nothing more. */
export const Attachment = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    fileName: Type.String(),
    fileExtension: Type.String(),
    description: NullableString,
    url: describe(
      Type.String(),
      'Where to download it: absolute (PUBLIC_BASE_URL) when the service knows its address; needs the same access token.',
    ),
    status: AttachmentStatusSchema,
  },
  {
    ...named('Attachment'),
    description: 'A document of the application, uploaded by the agency or by staff. Documents staff keep internal are never listed here.',
  },
);

/**
 * An attachment as the attachments routes answer it (the upload's answer, one attachment): the
 * spec's object and the checklist item it answers. The application's records (list and detail)
 * carry the spec's object only.
 */
export const AgencyAttachment = Type.Object(
  {
    ...Attachment.properties,
    type: describe(Type.String(), 'The checklist item it answers (setting `attachments.checklists`), e.g. `endorsement_letter`.'),
  },
  {
    ...named('AgencyAttachment'),
    description:
      'A document of the application as the attachments routes answer it: the attachment object of the records and the ' +
      'checklist item it answers (`type`).',
  },
);

export const Notice = Type.Object(
  {
    id: Uuid,
    log: describe(Type.String(), 'Kind of event, e.g. `received` for the receipt written at submission.'),
    message: Type.String(),
    authorId: describe(Uuid, 'Who wrote it: the API client that submitted (for `received`), or a staff member.'),
    createdAt: DateTime,
  },
  { ...named('Notice'), description: 'A notice on the application, oldest first.' },
);

export const Permit = Type.Object(
  {
    id: Uuid,
    permitNo: Type.String(),
    title: Type.String(),
    description: NullableString,
    dateIssued: nullable(DateTime),
    dateExpired: nullable(DateTime),
    dateRenewed: nullable(DateTime),
    fileName: NullableString,
    fileExtension: NullableString,
    status: Type.String(),
    url: NullableString,
    createdBy: Uuid,
    fileUploadedBy: nullable(Uuid),
    createdAt: DateTime,
  },
  { ...named('Permit'), description: 'A gratuitous permit (gp) issued for the application.' },
);

export const Agreement = Type.Object(
  {
    id: Uuid,
    title: Type.String(),
    description: NullableString,
    fileName: NullableString,
    fileExtension: NullableString,
    url: NullableString,
    createdBy: Uuid,
    fileUploadedBy: nullable(Uuid),
    createdAt: DateTime,
  },
  { ...named('Agreement'), description: 'A memorandum of agreement (moa) for the application.' },
);

const locationFields = {
  id: describe(Type.String(), 'Location id (a uuid string).'),
  region: Type.String(),
  province: Type.String(),
  cityMunicipality: describe(Type.String(), 'The submitted `cityOrMunicipality`.'),
  barangay: NullableString,
};

const resourceFields = {
  id: describe(Type.Integer(), 'Resource id: one resource per submitted species.'),
  commonName: NullableString,
  geneticName: NullableString,
  scientificName: NullableString,
  notes: describe(NullableString, 'The submitted species `note`.'),
};

export const ListLocation = Type.Object(locationFields, { ...named('ListLocation'), description: 'A collection location, as listed.' });
export const ListResource = Type.Object(resourceFields, { ...named('ListResource'), description: 'A species to collect, as listed.' });
export const DetailLocation = Type.Object(
  {
    ...locationFields,
    remarks: describe(NullableString, 'The submitted location `address`.'),
  },
  { ...named('DetailLocation'), description: 'A collection location, in detail: one per submitted location.' },
);
export const DetailResource = Type.Object(
  {
    ...resourceFields,
    collectionStart: describe(DateTime, 'Collection window of the location the species was submitted under (UTC).'),
    collectionEnd: DateTime,
    state: NullableString,
  },
  { ...named('DetailResource'), description: 'A species to collect, in detail: one per submitted species.' },
);

const commonFields = {
  id: describe(Uuid, "The application's uuid; also accepted in place of the registration number."),
  registrationNo: describe(Type.String(), 'Registration number = `cnaApplicationUniqueNo`, e.g. `ABS-2026-000123`.'),
  applicantId: describe(Uuid, 'One applicant per agency and permittee email.'),
  applicationType: Type.String(),
  name: describe(Type.String(), 'Permittee first, middle and last name, separated by single spaces.'),
  affiliation: describe(NullableString, 'The submitted `permiteeAffiliation`.'),
  dateOfBirth: describe(NullableString, 'The submitted `permiteeDateOfBirth`, exactly as sent (a plain string).'),
  phoneNo: describe(NullableString, 'The submitted `permiteePhone`.'),
  email: describe(Type.String(), 'The submitted `permiteeEmail`.'),
  address: describe(NullableString, 'The submitted `permiteeAddress`.'),
  floorUnitNo: describe(NullableString, 'Not set by submission: null.'),
  collaborator: describe(NullableString, 'Not set by submission: null.'),
  collaboratorType: describe(NullableString, 'Not set by submission: null.'),
  ecosystem: NullableString,
  status: ApplicationStatusSchema,
  permitType: Type.String(),
  createdAt: DateTime,
  updatedAt: describe(DateTime, 'Last change to the record or anything in it.'),
};

/** The spec types every list-item field but id, applicantId and the timestamps as "or null". */
const { id, applicantId, createdAt, updatedAt, ...listNullable } = commonFields;
const listNullableFields = Object.fromEntries(Object.entries(listNullable).map(([key, schema]) => [key, orNull(schema)])) as {
  [K in keyof typeof listNullable]: TUnsafe<Static<(typeof listNullable)[K]> | null>;
};

export const ApplicationListItem = Type.Object(
  {
    id,
    applicantId,
    ...listNullableFields,
    cbdStatus: describe(NullableString, 'Publication status on the CBD ABS Clearing-House; null until published.'),
    source: describe(NullableString, '`external` for applications submitted through this API.'),
    sourceUniqueNo: describe(NullableString, 'The submitted `sourceAgencyApplicationNumber`.'),
    sourceAgencyCode: NullableString,
    createdAt,
    updatedAt,
    locations: orNull(Type.Array(ListLocation)),
    resources: orNull(Type.Array(ListResource)),
    attachments: orNull(Type.Array(Attachment)),
    notices: orNull(Type.Array(Notice)),
  },
  { ...named('ApplicationListItem'), description: 'An application as listed for its agency.' },
);

export const ApplicationDetail = Type.Object(
  {
    ...commonFields,
    purpose: NullableString,
    locations: Type.Array(DetailLocation),
    resources: Type.Array(DetailResource),
    attachments: Type.Array(Attachment),
    notices: Type.Array(Notice),
    gp: describe(Type.Array(Permit), 'Gratuitous permits issued.'),
    moa: describe(Type.Array(Agreement), 'Memoranda of agreement.'),
  },
  {
    ...named('ApplicationDetail'),
    description: 'One application in detail. It has no cbdStatus, source, sourceUniqueNo or sourceAgencyCode.',
  },
);

export const ApplicationList = Type.Array(ApplicationListItem, { description: 'A page of applications, newest first.' });

export const SubmissionReceipt = Type.Object(
  {
    id: Uuid,
    cnaApplicationUniqueNo: describe(Type.String(), 'The registration number, used in the detail path.'),
    registrationNo: Type.String(),
    status: ApplicationStatusSchema,
    sourceAgencyCode: Type.String(),
    sourceAgencyApplicationNumber: Type.String(),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { ...named('SubmissionReceipt'), description: 'What a submission created (201) or, for a retry of the same body, found (200).' },
);

const AgencyCodeParam = Type.String({
  pattern: AGENCY_CODE_PATTERN,
  description: 'The agency code: the agency of the access token.',
  examples: ['BMB'],
});

export const AgencyParams = Type.Object({ sourceAgencyCode: AgencyCodeParam });

/** One application of an agency in the external API's paths; its documents and obligations are under it. */
export const AGENCY_APPLICATION_PATH = '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode';

export const DetailParams = Type.Object({
  cnaApplicationUniqueNo: Type.String({
    minLength: 1,
    maxLength: 64,
    description: "The registration number (e.g. `ABS-2026-000123`) or the application's uuid.",
    examples: ['ABS-2026-000123'],
  }),
  sourceAgencyCode: AgencyCodeParam,
});

export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 1000;

export const ListQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIST_MAX_LIMIT,
        default: LIST_DEFAULT_LIMIT,
        description: `Page size, 1 to ${LIST_MAX_LIMIT} (default ${LIST_DEFAULT_LIMIT}).`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        maxLength: 512,
        description: 'Opaque cursor from the `Link: <…>; rel="next"` header of the previous page. Send the same filters with it.',
      }),
    ),
    status: Type.Optional(
      Type.Unsafe<ApplicationStatus>({
        ...ApplicationStatusSchema,
        description: `Only applications with this status. ${(ApplicationStatusSchema as { description?: string }).description}`,
      }),
    ),
    applicationType: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only applications of this type.' })),
    updatedSince: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'Only applications changed after this instant. The page is then ordered by `updatedAt`, newest change first, ' +
          'and `X-Total-Count` is not sent.',
      }),
    ),
  },
  { additionalProperties: false },
);

export type Attachment = Static<typeof Attachment>;
export type AgencyAttachment = Static<typeof AgencyAttachment>;
export type ApplicationListItem = Static<typeof ApplicationListItem>;
export type ApplicationDetail = Static<typeof ApplicationDetail>;
export type SubmissionReceipt = Static<typeof SubmissionReceipt>;
export type ListQuery = Static<typeof ListQuery>;

/** The dry run's answer (issue 32 §1): what the submission of the same body would be given, nothing stored. */
export const SubmissionPlan = Type.Object(
  {
    sourceAgencyCode: Type.String(),
    sourceAgencyApplicationNumber: Type.String(),
    applicationType: Type.String(),
    alreadySubmitted: nullable(Type.Object({ id: Uuid, registrationNo: Type.String() }, { additionalProperties: false }), {
      description: 'This very body was submitted before: the submission would answer 200 with this application and store nothing.',
    }),
    locations: Type.Array(
      Type.Object(
        {
          position: Type.Integer({ minimum: 0, description: 'Its place in `locations` (0 is the first).' }),
          regionCode: nullable(PsgcCode),
          provinceCode: nullable(PsgcCode, { description: 'NCR: the region’s code (it has no provinces).' }),
          cityCode: nullable(PsgcCode),
          barangayCode: nullable(PsgcCode),
          warnings: Type.Array(PlaceWarningSchema, { description: 'What did not match the PSGC: never a refusal.' }),
          psgcRelease: Type.String({ description: 'The PSGC release matched against.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'Each location’s names matched to the PSGC, as they would be stored.' },
    ),
    clearances: Type.Array(RequiredClearanceSchema, {
      description:
        'The clearances the jurisdiction rules would require (PCSD, BFAR, PAMB, NCIP); `outcome` is null: nothing is recorded yet.',
    }),
    checklist: Type.Array(ChecklistItem, { description: 'The documents of the checklist of this application type.' }),
    processingTime: Type.Object(
      {
        workingDays: Type.Integer({
          minimum: 1,
          description: 'The time limit in working days (RA 11032), counted from acceptance as complete.',
        }),
        withExtensionWorkingDays: Type.Integer({ minimum: 1, description: 'The limit after the one extension the law allows.' }),
      },
      { additionalProperties: false },
    ),
  },
  {
    $id: 'SubmissionPlan',
    ...named('SubmissionPlan'),
    additionalProperties: false,
    description: 'What biopermit would make of the submission; nothing was stored.',
  },
);
export type SubmissionPlan = Static<typeof SubmissionPlan>;
