import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { mayReadApplicationOf } from './read.policy.js';
import type { Role } from './roles.js';

/**
 * Who reads and resends the emails (issue 19 §4, docs/EMAIL.md):
 * - an application's messages: whoever reads the application (every role, within their agencies);
 * - resend one: the roles that work applications (admin, intake, evaluator, chief, approver), not a
 *   viewer (who takes no action) nor the ABS publisher;
 * - every message, with filters (digests and all): admins.
 */

const RESEND_ROLES: readonly Role[] = ['admin', 'intake', 'evaluator', 'chief', 'approver'];

export function mayReadApplicationMessages(actor: StaffActor, agencyCode: string): boolean {
  return mayReadApplicationOf(actor, agencyCode);
}

export function mayResendMessages(actor: StaffActor): boolean {
  return RESEND_ROLES.some((role) => actor.roles.has(role));
}

export function assertMayResendMessages(actor: StaffActor): void {
  if (!mayResendMessages(actor))
    throw new AppError('not_permitted', `Resending an email needs one of the roles ${RESEND_ROLES.join(', ')}`);
}

export function mayReadAllMessages(actor: StaffActor): boolean {
  return actor.roles.has('admin');
}

export function assertMayReadAllMessages(actor: StaffActor): void {
  if (!mayReadAllMessages(actor)) throw new AppError('not_permitted', 'The log of every email needs the admin role');
}
