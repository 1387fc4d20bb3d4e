import type { Actor, StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who may read permits, their certificates, their Clearing-House documents and the agreements of
 * an application, and who may upload a permit's signed certificate. (The permit's workflow actions are decided with the
 * other actions in application.policy.ts, from the action registry; who may write agreements, in agreement.policy.ts.)
 */

/** Staff limited to some agencies see nothing of the others: the same 404 as a permit that does not exist. */
export function assertMayReadApplicationOf(actor: StaffActor, agencyCode: string, what: string): void {
  if (actor.agencyCodes !== null && !actor.agencyCodes.has(agencyCode)) throw new AppError('not_found', `No ${what}`);
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
