import type { StaffApplication } from '../applications/application.queries';

/**
 * The form of `correct_personal_data` (rectification, RA 10173 §16(d)) opens on the values held, so
 * the DPO corrects what is wrong in place (issue 31), and sends only what changed: a field emptied is
 * cleared (null), a date of birth picked as a day is sent as the API takes it (an ISO 8601 date-time).
 */

/** The fields the service never clears: every application has them (src/privacy/rectification/rectification.ts). */
const NEVER_CLEARED = new Set(['permiteeFirstName', 'permiteeLastName', 'permiteeEmail']);
const DATE_OF_BIRTH = 'permiteeDateOfBirth';

/** The day of a submitted date of birth, as written (`1988-04-12T00:00:00Z` is 12 April 1988); empty when there is none. */
export function birthDay(value: string | null): string {
  return /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '')?.[1] ?? '';
}

/** The personal data held, by the names of the action's fields. */
export function heldPersonalData(application: StaffApplication): Record<string, string> {
  const record = application.application;
  const kept = application.confidential;
  return {
    permiteeFirstName: kept.firstName,
    permiteeMiddleName: kept.middleName ?? '',
    permiteeLastName: kept.lastName,
    permiteeDateOfBirth: birthDay(record.dateOfBirth),
    permiteeGender: kept.gender ?? '',
    permiteeAddress: record.address ?? '',
    permiteePhone: record.phoneNo ?? '',
    permiteeEmail: record.email,
    permiteeAffiliation: record.affiliation ?? '',
    permiteeOccupation: kept.occupation ?? '',
    permiteeEmployer: kept.employer ?? '',
    permiteeEmployerAddress: kept.employerAddress ?? '',
  };
}

/** The corrections: each field whose value differs from the one held, emptied ones as null; `reason` and `message` as typed. */
export function correctionBody(values: Readonly<Record<string, string>>, held: Readonly<Record<string, string>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, heldValue] of Object.entries(held)) {
    const value = (values[field] ?? '').trim();
    if (value === heldValue.trim()) continue;
    if (value === '') body[field] = NEVER_CLEARED.has(field) ? '' : null;
    else body[field] = field === DATE_OF_BIRTH ? `${value}T00:00:00Z` : value;
  }
  for (const field of ['reason', 'message']) {
    const value = (values[field] ?? '').trim();
    if (value !== '') body[field] = value;
  }
  return body;
}
