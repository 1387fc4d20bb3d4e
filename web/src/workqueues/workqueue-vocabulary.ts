import type { components } from '../api/schema';
import type { Role } from '../auth/roles';
import { labelOf } from '../format/vocabulary';

export type WorkqueueRow = components['schemas']['WorkqueueRow'];
export type WorkqueuePage = components['schemas']['WorkqueuePage'];
export type WorkqueueCounts = components['schemas']['WorkqueueCounts'];
export type QueueName = WorkqueueCounts['queues'][number]['queue'];
export type ApplicationStatus = WorkqueueRow['status'];
export type ClockState = NonNullable<WorkqueueRow['clock']['state']>;
export type HoldReason = NonNullable<WorkqueueRow['flags']['hold']>;
export type ReferralBody = NonNullable<WorkqueueRow['flags']['referral']>;
export type CbdStatus = NonNullable<WorkqueueRow['cbdStatus']>;

/**
 * The service's vocabularies in words. Records over the generated unions: a value the service adds
 * fails the build here until it has its words.
 */
export const QUEUE_LABELS: Record<QueueName, string> = {
  assigned_to_me: 'Assigned to me',
  unassigned_intake: 'Unassigned intake',
  for_evaluation: 'For evaluation',
  on_hold: 'On hold',
  referrals: 'Referrals',
  for_decision: 'For decision',
  at_risk: 'At risk',
  overdue: 'Overdue',
  recently_decided: 'Recently decided',
  awaiting_publication: 'Awaiting publication',
  obligations_overdue: 'Obligations overdue',
};
export const QUEUE_NAMES = Object.keys(QUEUE_LABELS) as QueueName[];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  incomplete: 'Incomplete',
  accepted: 'Accepted',
  under_evaluation: 'Under evaluation',
  for_agreement: 'For agreement',
  for_decision: 'For decision',
  approved: 'Approved',
  issued: 'Permit issued',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
  abandoned: 'Abandoned',
  cancelled: 'Cancelled',
};
export const STATUSES = Object.keys(STATUS_LABELS) as ApplicationStatus[];

export const HOLD_LABELS: Record<HoldReason, string> = {
  missing_information: 'Waiting for information',
  pending_external_decision: 'Waiting for an external decision',
  applicant_request: "At the applicant's request",
  legal_action: 'Legal action',
};

export function holdLabel(reason: string): string {
  return labelOf(HOLD_LABELS, reason);
}

export function statusLabel(status: string): string {
  return labelOf(STATUS_LABELS, status);
}

export const SORT_LABELS = { due: 'Due date', updated: 'Last change', received: 'Received', waiting: 'Waiting longest' } as const;
export type WorkqueueSort = keyof typeof SORT_LABELS;

/** The publisher's queue: permits waiting for a step on the ABS Clearing-House (the service says who sees it). */
export const PUBLICATION_QUEUE: QueueName = 'awaiting_publication';

/** The publication steps the publisher's queue holds (the service's AWAITING_PUBLICATION), as its filter offers them. */
export const AWAITING_PUBLICATION: readonly CbdStatus[] = ['ready', 'rejected', 'update_pending', 'revocation_pending', 'submitted'];

/** The orders a queue offers: `waiting` only where every row has a publication (the service refuses it elsewhere). */
export function sortsOf(queue: QueueName): WorkqueueSort[] {
  return queue === PUBLICATION_QUEUE ? ['waiting', 'due', 'updated', 'received'] : ['due', 'updated', 'received'];
}

/** The order a queue is listed in when none is chosen, as the service defaults it. */
export function defaultSortOf(queue: QueueName): WorkqueueSort {
  return queue === PUBLICATION_QUEUE ? 'waiting' : 'due';
}

const WORKFLOW_ROLES: readonly Role[] = ['intake', 'evaluator', 'chief', 'approver'];

/**
 * The queue the home page opens on, the role's own: a publisher who takes no part in the workflow
 * lands on the publisher's queue, intake with no other part in it on the unassigned intake (issue 31:
 * intake landed on "Assigned to me", where nothing is assigned to it); everyone else on the
 * applications assigned to them.
 */
export function defaultQueueFor(roles: readonly Role[]): QueueName {
  const workflowRoles = roles.filter((role) => WORKFLOW_ROLES.includes(role));
  if (roles.includes('abs_publisher') && workflowRoles.length === 0) return PUBLICATION_QUEUE;
  if (workflowRoles.length === 1 && workflowRoles[0] === 'intake') return 'unassigned_intake';
  return 'assigned_to_me';
}
