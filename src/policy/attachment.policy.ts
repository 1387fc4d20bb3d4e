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

/**
 * Staff who work on applications may add documents (a referral's clearance, a signed agreement…):
 * the roles of the workflow's `add_document` action.
 */
export const DOCUMENT_UPLOADER_ROLES: readonly Role[] = ['intake', 'evaluator', 'chief', 'approver', 'admin'];
const UPLOADERS: ReadonlySet<Role> = new Set<Role>(DOCUMENT_UPLOADER_ROLES);

/**
 * Accepting, rejecting and waiving is the completeness check: intake's. An evaluator who finds a
 * document wanting later asks for it (`request_information`).
 * The workflow's document actions take their roles from here.
 */
export const DOCUMENT_REVIEWER_ROLES: readonly Role[] = ['intake'];
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

/** The 403 of a staff user without any of them (the route's, before it reads the upload; the action's, under the lock). */
export const UPLOAD_WITHOUT_ROLE = `Adding documents needs the ${DOCUMENT_UPLOADER_ROLES.slice(0, -1).join(', ')} or ${DOCUMENT_UPLOADER_ROLES.at(-1)} role`;

export function assertMayUploadDocuments(actor: StaffActor): void {
  if (!mayUploadDocuments(actor)) throw new AppError('not_permitted', UPLOAD_WITHOUT_ROLE);
}

export function assertMayReviewDocuments(actor: StaffActor): void {
  if (!mayReviewDocuments(actor)) throw new AppError('not_permitted', 'Accepting, rejecting or waiving documents needs the intake role');
}
