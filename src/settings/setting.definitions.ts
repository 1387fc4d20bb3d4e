import { type Static, type TSchema, Type } from 'typebox';
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

export const SETTING_DEFINITIONS = {
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
  'attachments.checklists': define({
    schema: AttachmentChecklists,
    default: { defaultChecklist: RESEARCH_CHECKLIST, byApplicationType: { bioprospecting: BIOPROSPECTING_CHECKLIST } },
    description:
      'The documents each application type needs (an attachment names one in its `type`); `accept` needs every required one accepted or waived.',
  }),
  'notices.templates': define({
    schema: NoticeTemplates,
    default: { ...DEFAULT_NOTICE_TEMPLATES },
    description: 'The text of each notice type, with {placeholders} (docs/WORKFLOW.md lists them); a type left out has its default text.',
  }),
} as const;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;
export type SettingValue<K extends SettingKey> = Static<(typeof SETTING_DEFINITIONS)[K]['schema']>;
export const SETTING_KEYS = Object.keys(SETTING_DEFINITIONS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTING_DEFINITIONS, key);
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
