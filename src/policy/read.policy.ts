import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who reads what of the staff API (issue 10 §7, §8). Every staff role reads the applications of the
 * agencies the user works on (`viewer` does nothing else); the audit trail and the settings are the
 * admin's; the dashboard is for those who run the office. Routes ask here; nothing else decides.
 */

/** The agencies a user's reads are limited to; null for every agency. */
export function readableAgencies(actor: StaffActor): readonly string[] | null {
  return actor.agencyCodes === null ? null : [...actor.agencyCodes].sort();
}

/**
 * The agencies a listing may show: those asked for (all readable ones when none), refused when one
 * asked for is outside the user's agencies.
 */
export function agenciesToRead(actor: StaffActor, asked: readonly string[] | undefined): readonly string[] | null {
  const readable = readableAgencies(actor);
  if (asked === undefined || asked.length === 0) return readable;
  const outside = readable === null ? [] : asked.filter((code) => !actor.agencyCodes?.has(code));
  if (outside.length > 0) {
    throw new AppError('not_permitted', `Your account is limited to agencies ${readable?.join(', ')}; not ${outside.join(', ')}`, {
      errors: [{ parameter: 'agency', detail: `is outside your agencies: ${outside.join(', ')}` }],
    });
  }
  return [...asked];
}

/** Whether the user may read an application of this agency (one they may not is as unknown to them as a missing one). */
export function mayReadApplicationOf(actor: StaffActor, agencyCode: string): boolean {
  return actor.agencyCodes === null || actor.agencyCodes.has(agencyCode);
}

const hasAny = (actor: StaffActor, roles: readonly Role[]) => roles.some((role) => actor.roles.has(role));

/** The whole audit trail, its verification and its export: admins. (An application's own rows: whoever reads it.) */
export function mayReadAuditTrail(actor: StaffActor): boolean {
  return hasAny(actor, ['admin']);
}

export function assertMayReadAuditTrail(actor: StaffActor): void {
  if (!mayReadAuditTrail(actor)) throw new AppError('not_permitted', 'The audit trail needs the admin role');
}

/** Read and change settings (time limits, grace periods, templates, checklists): admins. */
export function mayManageSettings(actor: StaffActor): boolean {
  return hasAny(actor, ['admin']);
}

export function assertMayManageSettings(actor: StaffActor): void {
  if (!mayManageSettings(actor)) throw new AppError('not_permitted', 'Settings need the admin role');
}

/** Add and remove holidays: admins. Every staff user reads the calendar. */
export function assertMayManageHolidays(actor: StaffActor): void {
  if (!hasAny(actor, ['admin'])) throw new AppError('not_permitted', 'Changing the holiday calendar needs the admin role');
}

/** The dashboard of the office's figures: chiefs, approvers and admins; the DPO for its deadlines (overdue requests, breaches). */
export const DASHBOARD_ROLES: readonly Role[] = ['chief', 'approver', 'admin', 'dpo'];

export function mayReadDashboard(actor: StaffActor): boolean {
  return hasAny(actor, DASHBOARD_ROLES);
}

export function assertMayReadDashboard(actor: StaffActor): void {
  if (!mayReadDashboard(actor)) throw new AppError('not_permitted', `The dashboard needs one of the roles ${DASHBOARD_ROLES.join(', ')}`);
}

/**
 * The staff directory (who may be assigned work): those who assign (chiefs) and admins. The other
 * roles have no use for the list of their colleagues; a viewer reads applications only.
 */
export const DIRECTORY_ROLES: readonly Role[] = ['chief', 'admin'];

export function mayReadStaffDirectory(actor: StaffActor): boolean {
  return hasAny(actor, DIRECTORY_ROLES);
}

export function assertMayReadStaffDirectory(actor: StaffActor): void {
  if (!mayReadStaffDirectory(actor))
    throw new AppError('not_permitted', `The staff directory needs one of the roles ${DIRECTORY_ROLES.join(', ')}`);
}
