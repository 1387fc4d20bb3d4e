import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';
import { mayReadAgency } from './staff.policy.js';

/**
 * Who may do what with an application's documents (issue 11 §2). Routes and services ask here.
 * Agencies: their own applications only, and never a document staff keep internal (the routes and
 * the renderings enforce that by what they select); staff: as below, within their agencies.
 */

/** Every staff user who may read the agency may read its applications' documents, internal ones too. */
export function mayReadDocuments(actor: StaffActor, agencyCode: string): boolean {
  return mayReadAgency(actor, agencyCode);
}

/** Staff who work on applications may add documents (a referral's clearance, a signed agreement…). */
const UPLOADERS: ReadonlySet<Role> = new Set<Role>(['admin', 'intake', 'evaluator', 'chief', 'approver']);

/**
 * Accepting, rejecting and waiving is the completeness check: intake, and the evaluator and chief
 * after it. The workflow's document actions take their roles from here.
 */
export const DOCUMENT_REVIEWER_ROLES: readonly Role[] = ['intake', 'evaluator', 'chief'];
const REVIEWERS: ReadonlySet<Role> = new Set<Role>(DOCUMENT_REVIEWER_ROLES);

function holdsOneOf(actor: StaffActor, roles: ReadonlySet<Role>): boolean {
  for (const role of actor.roles) if (roles.has(role)) return true;
  return false;
}

export function mayUploadDocuments(actor: StaffActor): boolean {
  return holdsOneOf(actor, UPLOADERS);
}

export function mayReviewDocuments(actor: StaffActor): boolean {
  return holdsOneOf(actor, REVIEWERS);
}

/** The role an act is recorded under: the first of the actor's roles that allows it. */
export function reviewingRole(actor: StaffActor): Role | null {
  return [...actor.roles].find((role) => REVIEWERS.has(role)) ?? null;
}

export function uploadingRole(actor: StaffActor): Role | null {
  return [...actor.roles].find((role) => UPLOADERS.has(role)) ?? null;
}

export function assertMayUploadDocuments(actor: StaffActor): void {
  if (!mayUploadDocuments(actor))
    throw new AppError('not_permitted', 'Adding documents needs the intake, evaluator, chief, approver or admin role');
}

export function assertMayReviewDocuments(actor: StaffActor): void {
  if (!mayReviewDocuments(actor))
    throw new AppError('not_permitted', 'Accepting, rejecting or waiving documents needs the intake, evaluator or chief role');
}
