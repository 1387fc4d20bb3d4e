import type { Actor } from '../auth/actor.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { ActionSituation } from '../workflow/actions/action.types.js';
import type { Role } from './roles.js';

/**
 * Who may change a permit's terms when (issue 28 §1): the evaluator drafts them during the evaluation,
 * on an application assigned to them; the approver changes them at the decision (for_decision, with a
 * reason: it is journalled) and drafts an amendment's new version once the permit is issued. The agency
 * proposes terms only before the evaluation starts. Everyone who reads the application reads its terms.
 */
export const TERMS_EDITOR_ROLES: readonly Role[] = ['evaluator', 'approver'];

/** Which role edits the terms in which status. */
const TERMS_EDITING: Readonly<Partial<Record<ApplicationStatus, Role>>> = {
  under_evaluation: 'evaluator',
  for_decision: 'approver',
  approved: 'approver',
  issued: 'approver',
};

/** The statuses in which someone may change the terms (the rows of TERMS_EDITING). */
export const TERMS_EDITING_STATUSES = Object.keys(TERMS_EDITING) as ApplicationStatus[];

/** Whether the agency may still propose terms: the evaluation has not started (submitted, incomplete or accepted). */
const PROPOSING: Readonly<Partial<Record<ApplicationStatus, true>>> = { submitted: true, incomplete: true, accepted: true };
export const TERMS_PROPOSAL_STATUSES = Object.keys(PROPOSING) as ApplicationStatus[];

/** Why this staff user may not change the terms now (undefined: they may). */
export function termsEditRefusal(situation: ActionSituation, actor: Actor): string | undefined {
  if (actor.kind !== 'staff') return 'only staff change the terms';
  const role = TERMS_EDITING[situation.state.status];
  if (role === undefined) return `the terms are not changed while the application is ${situation.state.status}`;
  if (!actor.roles.has(role)) return `while the application is ${situation.state.status}, the ${role} changes the terms`;
  if (role === 'evaluator' && situation.state.assigneeId !== actor.id) return 'the application is not assigned to you';
  return undefined;
}

/** Whether a change by this actor in this status must say why (the approver changing what was recommended). */
export function termsChangeNeedsReason(status: ApplicationStatus): boolean {
  return status !== 'under_evaluation';
}
