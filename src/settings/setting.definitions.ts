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
