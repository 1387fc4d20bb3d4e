import { type Static, Type } from 'typebox';
import { component } from '../http/openapi-components.js';
import { DateTime, NON_BLANK_PATTERN, nullable, optionalText, requiredText } from '../http/schema-helpers.js';

/** Bounds on the submission; each is in the OpenAPI document through the schema itself. */
export const SUBMISSION_LIMITS = {
  locations: 100,
  speciesPerLocation: 200,
  shortText: 200,
  email: 320,
  phone: 50,
  address: 1000,
  longText: 10_000,
} as const;

const L = SUBMISSION_LIMITS;

/** A species is named by a non-blank commonName or scientificName: either alternative, or both. */
const NAMED_SPECIES = ['commonName', 'scientificName'].map((name) => ({
  required: [name],
  properties: { [name]: { type: 'string', pattern: NON_BLANK_PATTERN } },
}));

export const SpeciesSubmission = component(
  'SpeciesSubmission',
  Type.Object(
    {
      commonName: optionalText(L.shortText, 'Common name. A species needs a commonName or a scientificName.'),
      scientificName: optionalText(L.shortText, 'Scientific (Latin) name. A species needs a commonName or a scientificName.'),
      geneticName: optionalText(L.shortText, 'Name of the genetic resource, if any.'),
      state: optionalText(L.shortText, 'State of the specimen collected (e.g. live, preserved, tissue sample).'),
      note: optionalText(L.longText, "Free note; returned as the resource's `notes`."),
    },
    {
      additionalProperties: false,
      anyOf: NAMED_SPECIES,
      description:
        'One species collected at a location: it needs a commonName or a scientificName that is not blank (both may be sent). ' +
        'Each becomes one resource (integer id) in the returned records.',
    },
  ),
);

export const LocationSubmission = component(
  'LocationSubmission',
  Type.Object(
    {
      region: requiredText(L.shortText, 'Region, e.g. "Region IV-A (CALABARZON)".'),
      province: requiredText(L.shortText, 'Province.'),
      cityOrMunicipality: requiredText(L.shortText, 'City or municipality; returned as `cityMunicipality`.'),
      barangay: optionalText(L.shortText, 'Barangay.'),
      collectionStart: Type.String({ format: 'date-time', description: 'Start of the collection window (ISO 8601 with offset).' }),
      collectionEnd: Type.String({
        format: 'date-time',
        description: 'End of the collection window; not before `collectionStart`.',
      }),
      address: optionalText(L.address, "Description of the site; returned as the location's `remarks`."),
      latitude: Type.Optional(nullable(Type.Number({ minimum: -90, maximum: 90 }), { description: 'WGS 84 latitude, −90 to 90.' })),
      longitude: Type.Optional(nullable(Type.Number({ minimum: -180, maximum: 180 }), { description: 'WGS 84 longitude, −180 to 180.' })),
      species: Type.Array(SpeciesSubmission, {
        minItems: 1,
        maxItems: L.speciesPerLocation,
        description: `Species collected here: 1 to ${L.speciesPerLocation}.`,
      }),
    },
    {
      additionalProperties: false,
      description:
        'A collection location. `collectionEnd` must not be before `collectionStart` (a rule the schema cannot say: a 400 ' +
        'names `/locations/{i}/collectionEnd`). Each becomes one location in the returned records.',
    },
  ),
);

export const ApplicationSubmission = component(
  'ApplicationSubmission',
  Type.Object(
    {
      absLinkCode: optionalText(L.shortText, 'Link code of the ABS process at the source agency. Kept, not returned.'),
      sourceAgencyCode: requiredText(L.shortText, 'Code of the submitting agency. Must be the agency of the access token.'),
      sourceAgencyApplicationNumber: requiredText(
        L.shortText,
        "The agency's own number for this application. With sourceAgencyCode it identifies the submission: " +
          'sending the same body again returns the same application (200), a different body under the same number is a 409.',
      ),
      ecosystem: optionalText(L.shortText, 'Ecosystem of the collection (e.g. terrestrial, marine, freshwater).'),
      applicationType: requiredText(L.shortText, 'Application type (e.g. research, bioprospecting).'),
      permitType: requiredText(L.shortText, 'Permit type requested (e.g. gratuitous permit).'),
      permiteeFirstName: requiredText(L.shortText, 'Permittee first name; part of the returned `name`.'),
      permiteeLastName: requiredText(L.shortText, 'Permittee last name; part of the returned `name`.'),
      permiteeMiddleName: optionalText(L.shortText, 'Permittee middle name; part of the returned `name`.'),
      permiteeEmail: Type.String({
        format: 'email',
        maxLength: L.email,
        description: 'Permittee email; returned as `email`. One applicant (applicantId) per agency and email.',
      }),
      permiteePhone: optionalText(L.phone, 'Permittee phone; returned as `phoneNo`.'),
      permiteeAddress: optionalText(L.address, 'Permittee address; returned as `address`.'),
      permiteeDateOfBirth: Type.Optional(
        nullable(DateTime, { description: 'Permittee date of birth; returned as `dateOfBirth`, exactly as submitted.' }),
      ),
      permiteeAffiliation: optionalText(L.shortText, 'Permittee affiliation; returned as `affiliation`.'),
      permiteeGender: optionalText(L.shortText, 'Kept for staff views and exports; not returned.'),
      permiteeOccupation: optionalText(L.shortText, 'Kept for staff views and exports; not returned.'),
      permiteeEmployer: optionalText(L.shortText, 'Kept for staff views and exports; not returned.'),
      permiteeEmployerAddress: optionalText(L.address, 'Kept for staff views and exports; not returned.'),
      locations: Type.Array(LocationSubmission, {
        minItems: 1,
        maxItems: L.locations,
        description: `Collection locations: 1 to ${L.locations}.`,
      }),
      additionalNotes: optionalText(L.longText, 'Kept for staff views and exports; not returned.'),
      purpose: optionalText(L.longText, 'Purpose of the collection; returned in the detail record.'),
    },
    {
      additionalProperties: false,
      description:
        'An application as an agency submits it. Unknown fields are refused (400) rather than silently dropped. ' +
        'Optional text fields may be omitted or null. Text may be any Unicode except the NUL character (U+0000); ' +
        'a lone surrogate escape such as `\\ud800` is not Unicode and is refused too.',
    },
  ),
);

export type ApplicationSubmission = Static<typeof ApplicationSubmission>;
export type LocationSubmission = Static<typeof LocationSubmission>;
export type SpeciesSubmission = Static<typeof SpeciesSubmission>;

export const submissionExample: ApplicationSubmission = {
  absLinkCode: 'ABS-LINK-2026-0042',
  sourceAgencyCode: 'BMB',
  sourceAgencyApplicationNumber: 'BMB-GP-2026-0042',
  ecosystem: 'terrestrial',
  applicationType: 'research',
  permitType: 'gratuitous permit',
  permiteeFirstName: 'Maria',
  permiteeLastName: 'Santos',
  permiteeMiddleName: 'Reyes',
  permiteeEmail: 'maria.santos@up.edu.ph',
  permiteePhone: '+63 917 555 0142',
  permiteeAddress: 'Institute of Biology, UP Diliman, Quezon City',
  permiteeDateOfBirth: '1988-04-12T00:00:00Z',
  permiteeAffiliation: 'University of the Philippines Diliman',
  permiteeGender: 'female',
  permiteeOccupation: 'researcher',
  permiteeEmployer: 'University of the Philippines',
  permiteeEmployerAddress: 'Diliman, Quezon City',
  locations: [
    {
      region: 'Region IV-A (CALABARZON)',
      province: 'Laguna',
      cityOrMunicipality: 'Los Baños',
      barangay: 'Batong Malake',
      collectionStart: '2026-12-01T00:00:00Z',
      collectionEnd: '2027-03-31T00:00:00Z',
      address: 'Mount Makiling Forest Reserve, trail 3',
      latitude: 14.1486,
      longitude: 121.2158,
      species: [
        {
          commonName: 'Philippine forest frog',
          scientificName: 'Platymantis luzonensis',
          geneticName: null,
          state: 'tissue sample',
          note: 'Toe clips only; animals released',
        },
      ],
    },
  ],
  additionalNotes: 'Field team of four.',
  purpose: 'Phylogeography of Luzon forest frogs',
};
