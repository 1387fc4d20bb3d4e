import type { Actor, StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { agreementWriteRefusal } from './agreement.policy.js';
import { mayUploadDocuments } from './attachment.policy.js';
import { mayReadAllMessages, mayResendMessages } from './mail.policy.js';
import { mayHandleDataSubjects, mayRecordIncidents } from './privacy.policy.js';
import { mayManageSettings, mayReadAuditTrail, mayReadDashboard, mayReadStaffDirectory } from './read.policy.js';
import { mayReadNationalReport } from './report.policy.js';
import type { Role } from './roles.js';

/**
 * Who may administer staff accounts, agencies and API clients, and who must prove a second factor.
 * Routes and the CLI ask here; nothing else decides these. (The application workflow's permissions
 * live beside this file, in application.policy.ts.)
 */

/** Roles whose holders must log in with a second factor (TOTP or a recovery code). */
export const SECOND_FACTOR_ROLES: ReadonlySet<Role> = new Set<Role>(['admin', 'approver', 'dpo']);

export function requiresSecondFactor(roles: Iterable<Role>): boolean {
  for (const role of roles) if (SECOND_FACTOR_ROLES.has(role)) return true;
  return false;
}

/**
 * Whether an account holding these roles administers (users, agencies, API clients, webhooks): the
 * admin role. The last enabled such account may not lose it (staff-user.service.ts), or nobody could
 * manage users over HTTP again.
 */
export function administers(roles: Iterable<Role>): boolean {
  for (const role of roles) if (role === 'admin') return true;
  return false;
}

/** Staff with the admin role, or the operator at the console (who holds the database anyway). */
function isAdministrator(actor: Actor): boolean {
  return actor.kind === 'operator' || (actor.kind === 'staff' && administers(actor.roles));
}

export function mayManageUsers(actor: Actor): boolean {
  return isAdministrator(actor);
}

export function mayManageAgencies(actor: Actor): boolean {
  return isAdministrator(actor);
}

/** Create, update, disable staff users; issue their set-up codes; end their sessions. */
export function assertMayManageUsers(actor: Actor): void {
  if (!mayManageUsers(actor)) throw new AppError('not_permitted', 'Managing staff users needs the admin role');
}

/** Register agencies; create, list and revoke their API clients. */
export function assertMayManageAgencies(actor: Actor): void {
  if (!mayManageAgencies(actor)) throw new AppError('not_permitted', 'Managing agencies and API clients needs the admin role');
}

/**
 * Every agency's webhook endpoints and their deliveries in the back-office (issue 19 §5): admins.
 * (An agency manages its own with its token's `webhooks:manage` scope.)
 */
export function mayManageWebhooks(actor: Actor): boolean {
  return isAdministrator(actor);
}

export function assertMayManageWebhooks(actor: Actor): void {
  if (!mayManageWebhooks(actor)) throw new AppError('not_permitted', "Managing agencies' webhook endpoints needs the admin role");
}

/** The outbox's health (events waiting, failing endpoints): admins, who run the service. */
export function mayReadOutboxHealth(actor: Actor): boolean {
  return isAdministrator(actor);
}

export function assertMayReadOutboxHealth(actor: Actor): void {
  if (!mayReadOutboxHealth(actor)) throw new AppError('not_permitted', "The outbox's health needs the admin role");
}

/** Every staff user may read the agencies they work for (all of them unless limited). */
export function mayReadAgency(actor: StaffActor, agencyCode: string): boolean {
  return actor.agencyCodes === null || actor.agencyCodes.has(agencyCode);
}

export interface StaffPermissions {
  readonly manageUsers: boolean;
  readonly manageAgencies: boolean;
  readonly manageWebhooks: boolean;
  readonly readOutboxHealth: boolean;
  readonly manageSettings: boolean;
  readonly readAuditTrail: boolean;
  readonly readDashboard: boolean;
  readonly readNationalReport: boolean;
  readonly readStaffDirectory: boolean;
  readonly uploadDocuments: boolean;
  readonly draftAgreements: boolean;
  readonly handleDataSubjects: boolean;
  readonly recordIncidents: boolean;
  readonly resendMessages: boolean;
  readonly readAllMessages: boolean;
}

/**
 * What the back-office may offer this user, for its menus: the same functions that decide each
 * request, so the menus cannot promise what the service refuses. Each action is still checked when taken.
 */
export function staffPermissions(actor: StaffActor): StaffPermissions {
  return {
    manageUsers: mayManageUsers(actor),
    manageAgencies: mayManageAgencies(actor),
    manageWebhooks: mayManageWebhooks(actor),
    readOutboxHealth: mayReadOutboxHealth(actor),
    manageSettings: mayManageSettings(actor),
    readAuditTrail: mayReadAuditTrail(actor),
    readDashboard: mayReadDashboard(actor),
    readNationalReport: mayReadNationalReport(actor),
    readStaffDirectory: mayReadStaffDirectory(actor),
    uploadDocuments: mayUploadDocuments(actor),
    draftAgreements: agreementWriteRefusal(actor) === undefined,
    handleDataSubjects: mayHandleDataSubjects(actor),
    recordIncidents: mayRecordIncidents(actor),
    resendMessages: mayResendMessages(actor),
    readAllMessages: mayReadAllMessages(actor),
  };
}
