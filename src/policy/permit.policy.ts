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

/**
 * Who reads what an application would be issued with: its issue defaults and the specimen of its
 * certificate (issue 31). Whoever may take the issue action on it, asked with that action's roles and
 * statuses: a user who cannot see the application gets 404, another role 403 `not_permitted`, an
 * application that is not approved (or already has a permit standing) 409 `action_not_allowed`.
 */
export function assertMayPreviewIssue(
  actor: StaffActor,
  issue: { readonly roles: readonly Role[]; readonly from: readonly string[] },
  application: { readonly id: string; readonly agencyCode: string; readonly status: string },
  standing: { readonly permitNo: string; readonly status: string } | undefined,
): void {
  assertMayReadApplicationOf(actor, application.agencyCode, `application ${application.id}`);
  if (!issue.roles.some((role) => actor.roles.has(role))) {
    throw new AppError('not_permitted', `The issue's preview is for those who issue permits: ${issue.roles.join(', ')}`);
  }
  if (!issue.from.includes(application.status)) {
    throw new AppError(
      'action_not_allowed',
      `Only an application that is ${issue.from.join(' or ')} is issued a permit; this one is ${application.status}`,
    );
  }
  if (standing !== undefined) {
    throw new AppError('action_not_allowed', `Permit ${standing.permitNo} is already ${standing.status}: nothing is to be issued`);
  }
}
