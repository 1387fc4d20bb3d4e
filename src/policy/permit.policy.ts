import type { Actor, StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who may read permits, their certificates, their Clearing-House documents and the agreements of
 * an application, who may write agreements, and who may upload a permit's signed certificate. (The permit's workflow actions are decided with the
 * other actions in application.policy.ts, from the action registry.)
 */

/** Staff limited to some agencies see nothing of the others: the same 404 as a permit that does not exist. */
export function assertMayReadApplicationOf(actor: StaffActor, agencyCode: string, what: string): void {
  if (actor.agencyCodes !== null && !actor.agencyCodes.has(agencyCode)) throw new AppError('not_found', `No ${what}`);
}

/** Agreements are drafted and moved along by the evaluator of the application, their chief, or an admin. */
export const AGREEMENT_ROLES: readonly Role[] = ['evaluator', 'chief', 'admin'];

export function assertMayWriteAgreements(actor: Actor): void {
  if (actor.kind !== 'staff' || !AGREEMENT_ROLES.some((role) => actor.roles.has(role))) {
    throw new AppError('not_permitted', `Agreements are written by staff with one of the roles ${AGREEMENT_ROLES.join(', ')}`);
  }
}

/** The signed paper certificate is the approver's to upload: approvers sign permits (ROLE_MEANINGS). */
export const SIGNED_SCAN_ROLES: readonly Role[] = ['approver'];

export function assertMayUploadSignedScan(actor: Actor): void {
  if (actor.kind !== 'staff' || !SIGNED_SCAN_ROLES.some((role) => actor.roles.has(role))) {
    throw new AppError(
      'not_permitted',
      `The signed certificate of a permit is uploaded by staff with the role ${SIGNED_SCAN_ROLES.join(', ')}`,
    );
  }
}
