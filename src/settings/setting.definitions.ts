import { type Static, type TSchema, Type } from 'typebox';
import { DEFAULT_JURISDICTION_RULES, JurisdictionRules } from '../places/jurisdiction.rules.js';
import { DEFAULT_NOTICE_TEMPLATES, NoticeTemplates } from '../workflow/notice-templates.js';

/**
 * Every setting: its key, its TypeBox schema (the type, and the check of every value stored), its
 * default in code, and what it means. A key not stored in the database has its default. To add a
 * setting (issue 11: permit validity per permit type, the Clearing-House), add an entry below.
 */

export interface SettingDefinition<S extends TSchema = TSchema> {
  readonly schema: S;
  readonly default: Static<S>;
  readonly description: string;
}

function define<S extends TSchema>(definition: SettingDefinition<S>): SettingDefinition<S> {
  return definition;
}

/** The privacy notice until an admin writes the authority's own (issue 21 §4). */
export const PRIVACY_NOTICE_DEFAULT = [
  'Privacy notice',
  'The authority processes the personal data in permit applications (name, date of birth, sex, address, telephone, email, occupation and employer) to evaluate them, issue and monitor permits and report under Republic Act No. 9147 and the Nagoya Protocol, as the law requires (Republic Act No. 10173, the Data Privacy Act of 2012, section 12 (c) and (e)).',
  'It is shared only with the agency that submitted the application, with bodies whose clearance the law requires, and, for an issued permit, with the ABS Clearing-House (the permit holder’s name). It is kept five years after the last permit of an application expires, or after a denial, withdrawal or abandonment, then anonymised.',
  'You may ask for access to your data, its correction or its erasure, and complain to the National Privacy Commission. Write to the Data Protection Officer of the authority; an answer is due within 30 working days.',
].join('\n\n');

const WorkingDays = Type.Integer({ minimum: 1, maximum: 365, description: 'Working days (Asia/Manila).' });
const CalendarDays = Type.Integer({ minimum: 1, maximum: 3650, description: 'Calendar days.' });

export const TimeLimits = Type.Object(
  {
    defaultWorkingDays: { ...WorkingDays, description: 'The time limit of every application type not listed below.' },
    byApplicationType: Type.Record(Type.String(), WorkingDays, {
      propertyNames: { minLength: 1, maxLength: 100 },
      maxProperties: 200,
      description: 'The time limit of an application type (`applicationType` as submitted), in working days.',
    }),
  },
  { additionalProperties: false },
);
export type TimeLimits = Static<typeof TimeLimits>;

export const AbandonmentGrace = Type.Object(
  {
    incompleteDays: {
      ...CalendarDays,
      description: 'Days an application may stay incomplete (returned, unanswered) before it is abandoned.',
    },
    unansweredRequestDays: {
      ...CalendarDays,
      description: 'Days after the answer-by date of a request for information before an unanswered application is abandoned.',
    },
  },
  { additionalProperties: false },
);
export type AbandonmentGrace = Static<typeof AbandonmentGrace>;

/** Issue 21 §2: how long personal data is kept (src/privacy/retention/retention.rules.ts, docs/PRIVACY.md). */
export const PrivacyRetention = Type.Object(
  {
    yearsAfterEnd: Type.Integer({
      minimum: 1,
      maximum: 100,
      description:
        'Years the personal data of an application is kept after its end: the expiry of its last permit, or its denial, withdrawal, abandonment or cancellation.',
    }),
    legalHolds: Type.Array(
      Type.Object(
        {
          registrationNo: Type.String({ minLength: 1, maxLength: 100, description: 'The application held.' }),
          reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why: the case or order that requires it be kept.' }),
        },
        { additionalProperties: false },
      ),
      {
        maxItems: 1000,
        description: 'Applications kept whatever their end: neither anonymised by the retention job nor erased on request.',
      },
    ),
  },
  { additionalProperties: false },
);
export type PrivacyRetention = Static<typeof PrivacyRetention>;

const ShortText = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });
const LongText = (description: string) => Type.String({ minLength: 1, maxLength: 2000, description });

export const PermitNumbering = Type.Object(
  {
    format: Type.String({
      minLength: 1,
      maxLength: 60,
      // {year} is required: the count starts again every year, so without it numbers would repeat.
      pattern: '^[A-Za-z0-9.-]*\\{year\\}[A-Za-z0-9.-]*\\{number\\}[A-Za-z0-9.-]*$',
      description:
        'The permit number: `{year}` (the Manila year of issue) then `{number}` (the gapless count of that year, zero-padded to ' +
        '`digits`), with letters, digits, `.` and `-` around them.',
    }),
    digits: Type.Integer({ minimum: 1, maximum: 8, description: 'At least this many digits in `{number}`.' }),
  },
  { additionalProperties: false },
);
export type PermitNumbering = Static<typeof PermitNumbering>;

const ValidityMonths = Type.Integer({ minimum: 1, maximum: 120, description: 'Months from the date of issue.' });
export const PermitValidity = Type.Object(
  {
    defaultMonths: { ...ValidityMonths, description: 'The validity of every permit type not listed below.' },
    byPermitType: Type.Record(Type.String(), ValidityMonths, {
      propertyNames: { minLength: 1, maxLength: 100 },
      maxProperties: 200,
      description: 'The validity of a permit type (`permitType` as submitted), in months.',
    }),
  },
  { additionalProperties: false },
);
export type PermitValidity = Static<typeof PermitValidity>;

export const PermitAuthority = Type.Object(
  {
    name: ShortText('The authority printed at the top of the certificate.'),
    unit: Type.Union([ShortText('The issuing office.'), Type.Null()]),
    address: Type.Union([ShortText('One line under the names, e.g. the address.'), Type.Null()]),
    permitTypeTitle: ShortText('The permit type as printed in the title of the certificate, e.g. "Gratuitous Permit".'),
  },
  { additionalProperties: false },
);
export type PermitAuthority = Static<typeof PermitAuthority>;

export const PermitSignatory = Type.Object(
  {
    name: Type.Union([ShortText('The signatory printed on certificates.'), Type.Null()], {
      description: 'The signatory printed on certificates; null: the approver who issues the permit.',
    }),
    position: ShortText('The signatory’s position.'),
  },
  { additionalProperties: false },
);
export type PermitSignatory = Static<typeof PermitSignatory>;

const AbschParties = Type.Union([
  Type.Object(
    { references: Type.Array(ShortText('A Clearing-House record identifier.'), { minItems: 1, maxItems: 20 }) },
    { additionalProperties: false },
  ),
  Type.Object({ confidential: Type.Literal(true) }, { additionalProperties: false }),
]);

/** The Clearing-House's "Permit usage" thesaurus (src/absch/abs-permit.thesaurus.ts), by biopermit's names of its terms. */
export const AbschUsageSchema = Type.Union([Type.Literal('commercial'), Type.Literal('noncommercial')], {
  description: 'A term of the Clearing-House’s permit-usage thesaurus: `commercial` (COMMERCIAL) or `noncommercial` (NONCOMMERCIAL).',
});

export const AbschPublication = Type.Object(
  {
    government: Type.String({ pattern: '^[a-z]{2}$', description: 'The country (`ph`).' }),
    cnaIdentifier: Type.Union([ShortText('The CNA’s authority record on the Clearing-House, e.g. `C84C7E6C-…@2`.'), Type.Null()]),
    providers: Type.Union([AbschParties, Type.Null()], { description: 'Who granted PIC: Clearing-House records, or confidential.' }),
    picRecipients: Type.Union([AbschParties, Type.Null()], {
      description: 'The PIC recipients of permits that name none of their own: Clearing-House contact records, or confidential.',
    }),
    keywords: Type.Array(ShortText('A term of the permit-keywords thesaurus.'), { maxItems: 20 }),
    // Issue 28 §3: optional, so a value stored before it was added still reads; absent, the defaults below.
    usageByApplicationType: Type.Optional(
      Type.Record(Type.String(), AbschUsageSchema, {
        propertyNames: { minLength: 1, maxLength: 100, pattern: '^[^A-Z\\s](?:[^A-Z]*[^A-Z\\s])?$' },
        maxProperties: 200,
        description:
          'The Clearing-House usage of each application type (`applicationType` as submitted, in lower case): research → ' +
          '`noncommercial`, bioprospecting → `commercial` unless listed. A permit whose type has none is published with the ' +
          'usage its publisher chooses (`publish_to_absch`’s `usage`).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AbschPublication = Static<typeof AbschPublication>;

/** The categories of the national list of threatened fauna (RA 9147 §22; DENR DAO 2019-09). */
export const THREAT_CATEGORY_MEANINGS = {
  CR: 'Critically endangered',
  EN: 'Endangered',
  VU: 'Vulnerable',
  OTS: 'Other threatened species',
} as const;

export const DarwinCoreExport = Type.Object(
  {
    license: Type.Union([Type.Literal('CC0-1.0'), Type.Literal('CC-BY-4.0'), Type.Literal('CC-BY-NC-4.0')], {
      description: 'The licence of the archive (eml.xml): one of the three GBIF accepts.',
    }),
    threatenedSource: LongText('Where the list of threatened species comes from, written into dataGeneralizations.'),
    threatenedSpecies: Type.Array(
      Type.Object(
        {
          scientificName: ShortText('The species, e.g. `Pithecophaga jefferyi`; also matches a name that adds authorship or a subspecies.'),
          category: Type.Union([Type.Literal('CR'), Type.Literal('EN'), Type.Literal('VU'), Type.Literal('OTS')], {
            description: `The category: ${Object.entries(THREAT_CATEGORY_MEANINGS)
              .map(([code, meaning]) => `\`${code}\` ${meaning.toLowerCase()}`)
              .join(', ')}.`,
          }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 5000, description: 'The species whose coordinates the archive generalises to 0.1°.' },
    ),
  },
  { additionalProperties: false },
);
export type DarwinCoreExport = Static<typeof DarwinCoreExport>;

export const ChecklistItem = Type.Object(
  {
    type: Type.String({
      pattern: '^[a-z][a-z0-9_]*$',
      minLength: 1,
      maxLength: 64,
      description: 'The code an attachment names in its `type` (lower case, digits and `_`).',
    }),
    title: Type.String({ minLength: 1, maxLength: 200, description: 'What the document is, as staff and agencies read it.' }),
    required: Type.Boolean({ description: 'Whether `accept` needs it accepted or waived.' }),
  },
  { additionalProperties: false },
);
export type ChecklistItem = Static<typeof ChecklistItem>;

const Checklist = Type.Array(ChecklistItem, { minItems: 1, maxItems: 50, description: 'The documents of an application type.' });

export const AttachmentChecklists = Type.Object(
  {
    defaultChecklist: { ...Checklist, description: 'The checklist of every application type not listed below.' },
    byApplicationType: Type.Record(Type.String(), Checklist, {
      propertyNames: { minLength: 1, maxLength: 100 },
      maxProperties: 200,
      description: 'The checklist of an application type (`applicationType` as submitted), in place of the default.',
    }),
  },
  { additionalProperties: false },
);
export type AttachmentChecklists = Static<typeof AttachmentChecklists>;

/**
 * DENR's gratuitous-permit requirements (application form; endorsement; prior clearance of the LGU,
 * the ICC/IP or the PAMB; a proposal, or an affidavit of undertaking or MOA; payment) with BFAR's
 * undertaking and the NCIP certification precondition for ancestral domains (docs/ATTACHMENTS.md).
 * Conditional documents are listed but not required: staff ask for them in a deficiency notice.
 */
const RESEARCH_CHECKLIST: ChecklistItem[] = [
  { type: 'application_form', title: 'Application form, signed by the applicant', required: true },
  { type: 'endorsement_letter', title: 'Endorsement letter of the dean, adviser or an expert in the field', required: true },
  { type: 'research_proposal', title: 'Research proposal (objectives, methods, species, sites, schedule)', required: true },
  {
    type: 'prior_clearance',
    title:
      'Prior clearance of the LGU, the Protected Area Management Board (PAMB) or the indigenous community where collection takes place',
    required: true,
  },
  {
    type: 'ncip_certification',
    title: 'NCIP Certification Precondition or proof of free and prior informed consent (FPIC), for collection in an ancestral domain',
    required: false,
  },
  {
    type: 'affidavit_of_undertaking',
    title: 'Affidavit of undertaking (BFAR: undertaking before collection of aquatic wildlife)',
    required: false,
  },
  { type: 'signed_agreement', title: 'Signed memorandum of agreement (MOA)', required: false },
  { type: 'benefit_sharing_terms', title: 'Benefit-sharing terms', required: false },
  { type: 'proof_of_payment', title: 'Official receipt of the permit fee', required: false },
];

const BIOPROSPECTING_CHECKLIST: ChecklistItem[] = [
  { type: 'letter_of_intent', title: 'Letter of intent', required: true },
  ...RESEARCH_CHECKLIST.filter((item) => item.type !== 'benefit_sharing_terms' && item.type !== 'ncip_certification'),
  { type: 'institution_profile', title: 'Profile of the institution and its financial capability', required: true },
  {
    type: 'pic_certificate',
    title: 'Certificate of prior informed consent (PIC) of the resource providers, or FPIC through NCIP',
    required: true,
  },
  { type: 'benefit_sharing_terms', title: 'Benefit-sharing terms (JAO 2005-01)', required: true },
  { type: 'local_collaborator_acceptance', title: 'Acceptance of the local collaborator', required: true },
  { type: 'pcsd_sep_clearance', title: 'PCSD SEP clearance, for collection in Palawan', required: false },
];

/** When an obligation of a permit falls due (issue 20 §1). */
export const ObligationDue = Type.Object(
  {
    days: Type.Integer({ minimum: 0, maximum: 3650, description: 'How many days (0: on the anchor date itself).' }),
    unit: Type.Union([Type.Literal('working_days'), Type.Literal('calendar_days')], {
      description: '`working_days` (the processing clock’s calendar: no weekends, no holidays) or `calendar_days`.',
    }),
    anchor: Type.Union([Type.Literal('after_collection_end'), Type.Literal('after_issue'), Type.Literal('before_expiry')], {
      description:
        '`after_collection_end` (the collection end of the permit’s last location), `after_issue` (the date of issue) or ' +
        '`before_expiry` (counted back from the date of expiry).',
    }),
  },
  { additionalProperties: false },
);
export type ObligationDue = Static<typeof ObligationDue>;

export const ObligationTerm = Type.Object(
  {
    type: Type.String({
      pattern: '^[a-z][a-z0-9_]*$',
      minLength: 1,
      maxLength: 50,
      description: 'The obligation’s code, e.g. `collection_report` (the one that takes specimen rows).',
    }),
    title: Type.String({ minLength: 1, maxLength: 200, description: 'What is owed, as the agency and staff read it.' }),
    due: ObligationDue,
    required: Type.Boolean({ description: 'Whether the holder must fulfil it (false: asked for, not owed).' }),
    blocksRenewal: Type.Boolean({ description: 'Whether the permit may not be renewed while it is overdue.' }),
  },
  { additionalProperties: false },
);
export type ObligationTerm = Static<typeof ObligationTerm>;

const ObligationList = Type.Array(ObligationTerm, { maxItems: 20, description: 'What a permit owes once issued.' });

export const PermitObligations = Type.Object(
  {
    defaultObligations: { ...ObligationList, description: 'The obligations of every permit whose types are not listed below.' },
    byPermitType: Type.Record(Type.String(), ObligationList, {
      propertyNames: { minLength: 1, maxLength: 100 },
      maxProperties: 200,
      description: 'The obligations of a permit type (`permitType` as submitted), in place of the default; first looked up.',
    }),
    byApplicationType: Type.Record(Type.String(), ObligationList, {
      propertyNames: { minLength: 1, maxLength: 100 },
      maxProperties: 200,
      description: 'The obligations of an application type (`applicationType`, e.g. `bioprospecting`), when its permit type is not listed.',
    }),
  },
  { additionalProperties: false },
);
export type PermitObligations = Static<typeof PermitObligations>;

/**
 * DENR practice and the minimum terms of EO 247: a collection report 30 days after the collection
 * ends, the certificate of deposit of specimens 60 days after, the final report (or a copy of each
 * publication) by the date of expiry; a bioprospecting undertaking adds the benefit-sharing report.
 */
const RESEARCH_OBLIGATIONS: ObligationTerm[] = [
  {
    type: 'collection_report',
    title: 'Collection report: the specimens collected, their numbers, places and dates',
    due: { days: 30, unit: 'calendar_days', anchor: 'after_collection_end' },
    required: true,
    blocksRenewal: true,
  },
  {
    type: 'certificate_of_deposit',
    title: 'Certificate of deposit of specimens with the National Museum or another Philippine repository',
    due: { days: 60, unit: 'calendar_days', anchor: 'after_collection_end' },
    required: true,
    blocksRenewal: true,
  },
  {
    type: 'final_report',
    title: 'Final report of the research, or a copy of each publication',
    due: { days: 0, unit: 'calendar_days', anchor: 'before_expiry' },
    required: true,
    blocksRenewal: false,
  },
];

const BIOPROSPECTING_OBLIGATIONS: ObligationTerm[] = [
  ...RESEARCH_OBLIGATIONS,
  {
    type: 'benefit_sharing_report',
    title: 'Benefit-sharing report (JAO 2005-01): the benefits shared with the resource providers',
    due: { days: 0, unit: 'calendar_days', anchor: 'before_expiry' },
    required: true,
    blocksRenewal: true,
  },
];

export const SETTING_DEFINITIONS = {
  'attachments.checklists': define({
    schema: AttachmentChecklists,
    default: { defaultChecklist: RESEARCH_CHECKLIST, byApplicationType: { bioprospecting: BIOPROSPECTING_CHECKLIST } },
    description:
      'The documents each application type needs (an attachment names one in its `type`); `accept` needs every required one accepted or waived.',
  }),
  'clock.time_limits': define({
    schema: TimeLimits,
    // RA 11032: 3, 7 or 20 working days (simple, complex, highly technical). A gratuitous permit's
    // class is not confirmed: 20, "highly technical", until the authority says otherwise.
    default: { defaultWorkingDays: 20, byApplicationType: {} },
    description: 'Processing time limit (RA 11032) per application type, in working days; the extension adds as many again.',
  }),
  'workflow.abandonment_grace': define({
    schema: AbandonmentGrace,
    default: { incompleteDays: 30, unansweredRequestDays: 30 },
    description: 'Grace periods after which the scheduler abandons an application left incomplete or with a request unanswered.',
  }),
  'notices.templates': define({
    schema: NoticeTemplates,
    default: { ...DEFAULT_NOTICE_TEMPLATES },
    description: 'The text of each notice type, with {placeholders} (docs/WORKFLOW.md lists them); a type left out has its default text.',
  }),
  'permits.numbering': define({
    schema: PermitNumbering,
    default: { format: 'GP-{year}-{number}', digits: 4 },
    description: 'How permit numbers read; `{number}` counts gaplessly per year (sequence `permit:YYYY`).',
  }),
  'permits.validity': define({
    schema: PermitValidity,
    default: { defaultMonths: 12, byPermitType: {} },
    description: 'How long a permit is valid from its date of issue, per permit type, in months (one year unless set).',
  }),
  'permits.authority': define({
    schema: PermitAuthority,
    default: {
      name: 'Department of Environment and Natural Resources',
      unit: 'Biodiversity Management Bureau',
      address: null,
      permitTypeTitle: 'Gratuitous Permit',
    },
    description: 'The authority, office and permit title printed on certificates.',
  }),
  'permits.signatory': define({
    schema: PermitSignatory,
    default: { name: null, position: 'Director' },
    description: 'The signatory printed on certificates (null name: the approver who issues the permit) and their position.',
  }),
  'permits.conditions': define({
    schema: Type.Array(LongText('One condition, printed numbered.'), { maxItems: 50 }),
    default: [
      'This permit is not transferable. The holder carries it, with a valid identification, during collection.',
      'Collection is limited to the species, quantities, sites and periods stated; no specimen may be sold or exported under this permit.',
      'The holder submits a report of the collection, with duplicate specimens or data where required, within 30 days of the end of the collection period.',
      'The permit may be suspended or revoked for any violation of its conditions or of Republic Act No. 9147.',
    ],
    description: 'The conditions printed on every new certificate (a permit keeps the ones it was issued with).',
  }),
  'permits.obligations': define({
    schema: PermitObligations,
    default: {
      defaultObligations: RESEARCH_OBLIGATIONS,
      byPermitType: {},
      byApplicationType: { bioprospecting: BIOPROSPECTING_OBLIGATIONS },
    },
    description:
      'What a permit owes once issued (reports, deposits), per permit type or application type, each with its due date; made when a permit is issued or renewed (docs/OBLIGATIONS.md).',
  }),
  'events.retention_days': define({
    schema: Type.Integer({ minimum: 30, maximum: 3650, description: 'Calendar days.' }),
    default: 30,
    description: 'How long events (the feed) and webhook deliveries are kept before the prune-events job deletes them: at least 30 days.',
  }),
  'places.jurisdiction_rules': define({
    schema: JurisdictionRules,
    default: DEFAULT_JURISDICTION_RULES,
    description:
      'Which bodies must clear a collection, from where it happens (docs/PLACES.md): PSGC codes of the locations, the ecosystem, ' +
      'uploaded protected areas and ancestral domains. `recommend` waits for each required clearance to be recorded.',
  }),
  'absch.publication': define({
    schema: AbschPublication,
    default: {
      government: 'ph',
      cnaIdentifier: null,
      providers: null,
      picRecipients: null,
      keywords: [],
      usageByApplicationType: { research: 'noncommercial', bioprospecting: 'commercial' },
    },
    description:
      'What the ABS Clearing-House document needs and biopermit cannot know: the CNA’s record and the providers’ and PIC recipients’ records on the Clearing-House.',
  }),
  'privacy.notice': define({
    schema: Type.String({ minLength: 1, maxLength: 20000, description: 'Plain text; blank lines separate paragraphs.' }),
    default: PRIVACY_NOTICE_DEFAULT,
    description:
      'The privacy notice (RA 10173): shown on the back-office’s log-in page and at /privacy, linked from the acknowledgement notice and the permit verification page.',
  }),
  'privacy.retention': define({
    schema: PrivacyRetention,
    default: { yearsAfterEnd: 5, legalHolds: [] },
    description:
      'How long the personal data of an application is kept after its end (the CITES practice of five years), and the legal holds that keep it longer; the privacy-retention job anonymises what has passed it (docs/PRIVACY.md).',
  }),
  'absch.automatic_publication': define({
    schema: Type.Boolean(),
    default: false,
    description:
      'Whether the absch-publish job submits every permit waiting for the Clearing-House (ready, update or revocation pending) by itself; ' +
      'off, an abs_publisher asks with the action publish_to_absch. Either needs ABSCH_EMAIL and ABSCH_PASSWORD (docs/ABSCH.md).',
  }),
  'exports.darwin_core': define({
    schema: DarwinCoreExport,
    // A starting excerpt, not the whole list: species that are critically endangered both on the
    // national list (DENR DAO 2019-09) and on the IUCN Red List. The authority loads its full list.
    default: {
      license: 'CC-BY-4.0',
      threatenedSource:
        'DENR Administrative Order No. 2019-09 (updated national list of threatened Philippine fauna) and the IUCN Red List',
      threatenedSpecies: [
        { scientificName: 'Pithecophaga jefferyi', category: 'CR' },
        { scientificName: 'Bubalus mindorensis', category: 'CR' },
        { scientificName: 'Crocodylus mindorensis', category: 'CR' },
        { scientificName: 'Cacatua haematuropygia', category: 'CR' },
        { scientificName: 'Sus cebifrons', category: 'CR' },
      ],
    },
    description:
      'The Darwin Core Archive of accepted collection reports (GET /api/v1/staff/exports/dwca, docs/DARWIN-CORE.md): its licence, and ' +
      'the threatened species whose coordinates it generalises to 0.1°. The default lists only five critically endangered species: load the full list.',
  }),
} as const;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export type SettingValue<K extends SettingKey> = Static<(typeof SETTING_DEFINITIONS)[K]['schema']>;
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
}

/** The validity of a permit type, in months: its own, or the default. */
export function validityMonthsFor(validity: PermitValidity, permitType: string): number {
  return Object.hasOwn(validity.byPermitType, permitType)
    ? (validity.byPermitType[permitType] ?? validity.defaultMonths)
    : validity.defaultMonths;
}

/** The time limit of an application type: its own, or the default for types not listed. */
export function timeLimitFor(limits: TimeLimits, applicationType: string): number {
  return Object.hasOwn(limits.byApplicationType, applicationType)
    ? (limits.byApplicationType[applicationType] ?? limits.defaultWorkingDays)
    : limits.defaultWorkingDays;
}

/** The checklist of an application type: its own, or the default for types not listed. */
export function checklistFor(checklists: AttachmentChecklists, applicationType: string): readonly ChecklistItem[] {
  return Object.hasOwn(checklists.byApplicationType, applicationType)
    ? (checklists.byApplicationType[applicationType] ?? checklists.defaultChecklist)
    : checklists.defaultChecklist;
}

/** The obligations of a permit: its permit type's, else its application type's, else the default. */
export function obligationsFor(setting: PermitObligations, permitType: string, applicationType: string): readonly ObligationTerm[] {
  if (Object.hasOwn(setting.byPermitType, permitType)) return setting.byPermitType[permitType] ?? setting.defaultObligations;
  if (Object.hasOwn(setting.byApplicationType, applicationType)) {
    return setting.byApplicationType[applicationType] ?? setting.defaultObligations;
  }
  return setting.defaultObligations;
}
