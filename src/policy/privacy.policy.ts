import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who handles personal data as such (issue 21, the Data Privacy Act): the data protection officer
 * alone finds a person's data across applications, records and answers their requests, exports what
 * is held about them and reads who read it; breaches are recorded by the DPO and admins. Every other
 * role reads personal data only inside the applications it works on, and those reads are logged.
 */

const hasAny = (actor: StaffActor, roles: readonly Role[]) => roles.some((role) => actor.roles.has(role));

/** The data subjects' pages: search, requests, export, the access log. */
export const DATA_SUBJECT_ROLES: readonly Role[] = ['dpo'];

export function mayHandleDataSubjects(actor: StaffActor): boolean {
  return hasAny(actor, DATA_SUBJECT_ROLES);
}

export function assertMayHandleDataSubjects(actor: StaffActor): void {
  if (!mayHandleDataSubjects(actor)) throw new AppError('not_permitted', "A data subject's data and requests need the dpo role");
}

/** Personal data breaches and their notice to the National Privacy Commission. */
export const INCIDENT_ROLES: readonly Role[] = ['dpo', 'admin'];

export function mayRecordIncidents(actor: StaffActor): boolean {
  return hasAny(actor, INCIDENT_ROLES);
}

export function assertMayRecordIncidents(actor: StaffActor): void {
  if (!mayRecordIncidents(actor)) throw new AppError('not_permitted', `Breaches need one of the roles ${INCIDENT_ROLES.join(', ')}`);
}
