import { Type } from 'typebox';
import type { PermitteeColumns } from '../../applications/application.write.js';
import { SUBMISSION_LIMITS } from '../../applications/submission.schema.js';
import { DateTime, nullable, requiredText } from '../../http/schema-helpers.js';

/**
 * Rectification (issue 21 §1; RA 10173 §16(d)): the permittee's personal fields a DPO or intake may
 * correct with `correct_personal_data`, named as the agency submits them (the spec's `permitee…`
 * spelling), each with the column of `applications` it corrects. The bounds are the submission's; a
 * corrected value is never blank. The name and the email, which every application has, are corrected
 * to another value; the others may also be cleared with null.
 */

const L = SUBMISSION_LIMITS;

/** The spec's name of each correctable field, and the column it is kept in. */
export const CORRECTABLE_FIELDS = {
  permiteeFirstName: 'permittee_first_name',
  permiteeMiddleName: 'permittee_middle_name',
  permiteeLastName: 'permittee_last_name',
  permiteeEmail: 'permittee_email',
  permiteePhone: 'permittee_phone',
  permiteeAddress: 'permittee_address',
  permiteeDateOfBirth: 'permittee_date_of_birth',
  permiteeAffiliation: 'permittee_affiliation',
  permiteeGender: 'permittee_gender',
  permiteeOccupation: 'permittee_occupation',
  permiteeEmployer: 'permittee_employer',
  permiteeEmployerAddress: 'permittee_employer_address',
} as const satisfies Record<string, keyof PermitteeColumns>;

export type CorrectableField = keyof typeof CORRECTABLE_FIELDS;
export const CORRECTABLE_FIELD_NAMES = Object.keys(CORRECTABLE_FIELDS) as CorrectableField[];

const clearable = (max: number, description: string) =>
  Type.Optional(nullable(requiredText(max, description), { description: `${description} null clears it.` }));

/** The corrections, as the action's fields (with `reason` and `message` beside them). */
export const correctionFields = {
  permiteeFirstName: Type.Optional(requiredText(L.shortText, "The permittee's first name, corrected.")),
  permiteeMiddleName: clearable(L.shortText, "The permittee's middle name, corrected."),
  permiteeLastName: Type.Optional(requiredText(L.shortText, "The permittee's last name, corrected.")),
  permiteeEmail: Type.Optional(Type.String({ format: 'email', maxLength: L.email, description: "The permittee's email, corrected." })),
  permiteePhone: clearable(L.phone, "The permittee's phone, corrected."),
  permiteeAddress: clearable(L.address, "The permittee's address, corrected."),
  permiteeDateOfBirth: Type.Optional(
    nullable(DateTime, { description: "The permittee's date of birth, corrected (ISO 8601 date-time, as submitted). null clears it." }),
  ),
  permiteeAffiliation: clearable(L.shortText, "The permittee's affiliation, corrected."),
  permiteeGender: clearable(L.shortText, "The permittee's sex, corrected."),
  permiteeOccupation: clearable(L.shortText, "The permittee's occupation, corrected."),
  permiteeEmployer: clearable(L.shortText, "The permittee's employer, corrected."),
  permiteeEmployerAddress: clearable(L.address, "The employer's address, corrected."),
} satisfies Record<CorrectableField, unknown>;

/** What a cleared value reads as in the texts that held it. */
export const CLEARED_MARKER = '[removed]';

/** The free-text columns whose old value a correction rewrites in stored texts (the emails). */
const REWRITTEN_COLUMNS = [
  'permittee_first_name',
  'permittee_middle_name',
  'permittee_last_name',
  'permittee_email',
  'permittee_phone',
  'permittee_address',
  'permittee_employer',
  'permittee_employer_address',
] as const satisfies readonly (keyof PermitteeColumns)[];

const fullName = (columns: Pick<PermitteeColumns, 'permittee_first_name' | 'permittee_middle_name' | 'permittee_last_name'>) =>
  [columns.permittee_first_name, columns.permittee_middle_name, columns.permittee_last_name]
    .filter((part): part is string => part !== null && part !== '')
    .join(' ');

/**
 * The old values a correction replaces in stored texts, each with its replacement, longest first: the
 * full name (when a part of it changed), then each corrected column. A value is replaced only as a
 * whole word (not inside a longer one), case-blind; a cleared one becomes CLEARED_MARKER.
 */
export function correctionReplacements(held: Readonly<PermitteeColumns>, correction: Correction): [string, string][] {
  const after = { ...held, ...correction.columns };
  const pairs: [string, string][] = [];
  const nameChanged = ['permittee_first_name', 'permittee_middle_name', 'permittee_last_name'].some((c) =>
    Object.hasOwn(correction.columns, c),
  );
  if (nameChanged) pairs.push([fullName(held), fullName(after)]);
  for (const column of REWRITTEN_COLUMNS) {
    if (!Object.hasOwn(correction.columns, column)) continue;
    const old = held[column];
    if (old === null || old.trim().length < 2) continue;
    pairs.push([old, after[column] ?? CLEARED_MARKER]);
  }
  return pairs.filter(([old]) => old.trim().length >= 2).sort((a, b) => b[0].length - a[0].length);
}

/** `text` with each old value (a whole word or words, case-blind) replaced by its new one, longest first. */
export function rewriteText(text: string, replacements: readonly (readonly [string, string])[]): string {
  return replacements.reduce((out, [old, corrected]) => {
    const escaped = old.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), () => corrected);
  }, text);
}

export interface Correction {
  /** The corrected columns, with their new values: only those that differ from what is held. */
  readonly columns: Partial<PermitteeColumns>;
  /** The spec's names of the corrected fields, in the order of CORRECTABLE_FIELDS. */
  readonly fields: readonly CorrectableField[];
}

/**
 * The columns a correction changes: the fields given whose value differs from the one held. Fields
 * given with the value already held are left out; `given` lists every field given.
 */
export function correctionOf(
  held: Readonly<PermitteeColumns>,
  values: Partial<Record<CorrectableField, string | null | undefined>>,
): Correction & { readonly given: readonly CorrectableField[] } {
  const columns: Record<string, string | null> = {};
  const fields: CorrectableField[] = [];
  const given: CorrectableField[] = [];
  for (const field of CORRECTABLE_FIELD_NAMES) {
    const value = values[field];
    if (value === undefined) continue;
    given.push(field);
    const column = CORRECTABLE_FIELDS[field];
    if (held[column] === value) continue;
    columns[column] = value;
    fields.push(field);
  }
  return { columns: columns as Partial<PermitteeColumns>, fields, given };
}
