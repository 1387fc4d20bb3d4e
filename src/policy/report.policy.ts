import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who reads the national report pack (issue 32 §3): the figures the authority answers for in the
 * Nagoya Protocol's national report and its annual report. The same roles as the Darwin Core Archive
 * (export.policy.ts), which goes to the same reports: chiefs, approvers, admins and the ABS publisher
 * (who publishes the IRCCs it counts). Evaluators, intake and viewers work on single applications;
 * the DPO reads the privacy figures on the dashboard. The pack holds counts only, no personal data.
 */
export const NATIONAL_REPORT_ROLES: readonly Role[] = ['chief', 'approver', 'admin', 'abs_publisher'];

export function mayReadNationalReport(actor: StaffActor): boolean {
  return NATIONAL_REPORT_ROLES.some((role) => actor.roles.has(role));
}

export function assertMayReadNationalReport(actor: StaffActor): void {
  if (!mayReadNationalReport(actor)) {
    throw new AppError('not_permitted', `The national report needs one of the roles ${NATIONAL_REPORT_ROLES.join(', ')}`);
  }
}
