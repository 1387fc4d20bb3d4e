import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who downloads the Darwin Core Archive of accepted collection reports (issue 20 §4): the archive is
 * what the authority publishes of the specimens collected under its permits (to GBIF, to the national
 * report), so it is for those who publish and answer for the office's figures: chiefs, approvers,
 * admins and the ABS publisher (who publishes the permits themselves). Evaluators read the specimen
 * rows of the reports they review, in the application; intake, viewers and the DPO have no use for
 * the whole. Coordinates of threatened species are generalised whoever downloads it.
 */
export const DARWIN_CORE_EXPORT_ROLES: readonly Role[] = ['chief', 'approver', 'admin', 'abs_publisher'];

export function mayExportDarwinCore(actor: StaffActor): boolean {
  return DARWIN_CORE_EXPORT_ROLES.some((role) => actor.roles.has(role));
}

export function assertMayExportDarwinCore(actor: StaffActor): void {
  if (!mayExportDarwinCore(actor)) {
    throw new AppError('not_permitted', `The Darwin Core Archive needs one of the roles ${DARWIN_CORE_EXPORT_ROLES.join(', ')}`);
  }
}
