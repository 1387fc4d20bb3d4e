import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who may read permits, their certificates, their Clearing-House documents and the agreements of
 * an application. (The permit's workflow actions, the signed certificate's upload among them, are decided with the
 * other actions in application.policy.ts, from the action registry; who may write agreements, in agreement.policy.ts.)
 */

/** Staff limited to some agencies see nothing of the others: the same 404 as a permit that does not exist. */
export function assertMayReadApplicationOf(actor: StaffActor, agencyCode: string, what: string): void {
  if (actor.agencyCodes !== null && !actor.agencyCodes.has(agencyCode)) throw new AppError('not_found', `No ${what}`);
}

/** The signed paper certificate is the approver's to upload: approvers sign permits (ROLE_MEANINGS); the roles of `upload_signed_certificate`. */
export const SIGNED_SCAN_ROLES: readonly Role[] = ['approver'];
