import { type Static, Type } from 'typebox';
import type { CbdStatus } from '../vocabulary/permit.vocabulary.js';
import { BEFORE_DECISION_GROUP } from '../vocabulary/status-groups.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { WorkqueueFilter } from './workqueue.filter.js';
import type { WorkqueueSort } from './workqueue.schemas.js';

/**
 * The back-office's workqueues (issue 12 §2), each a filter of the staff listing: its count comes
 * from GET /api/v1/staff/workqueues and its rows from GET /api/v1/staff/applications?queue=….
 */

/** Before the decision: the statuses an application is worked on in. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = BEFORE_DECISION_GROUP.statuses;

/**
 * The publications that wait for the abs_publisher (CBD_STEPS in vocabulary/permit.vocabulary.ts): a step
 * to record (`ready`, `rejected`, `update_pending`, `revocation_pending`), or the Clearing-House's
 * answer to a submission to follow up and record (`submitted`). Not the ends (`published`, `revoked`)
 * nor `not_applicable`, which wait for nobody.
 */
export const AWAITING_PUBLICATION: readonly CbdStatus[] = ['ready', 'rejected', 'update_pending', 'revocation_pending', 'submitted'];

/** How far back "recently decided" looks. */
export const RECENTLY_DECIDED_DAYS = 30;

export const QUEUE_MEANINGS = {
  assigned_to_me: 'Open applications assigned to me.',
  unassigned_intake: 'Submitted (or answered after a deficiency notice) and not yet checked by intake, with nobody assigned.',
  for_evaluation: 'Accepted or under evaluation, neither on hold nor referred.',
  on_hold: 'On hold, for any reason.',
  referrals: 'Referred to an external body, waiting for its clearance.',
  for_decision: 'Recommended, waiting for endorsement and the decision.',
  at_risk: 'Open, with at least 80 % of the processing time used.',
  overdue: 'Open, past the due date.',
  recently_decided: `Decided in the last ${RECENTLY_DECIDED_DAYS} days.`,
  awaiting_publication:
    'A permit waiting for the ABS Clearing-House publisher (`cbdStatus` ready, rejected, update_pending, revocation_pending or ' +
    'submitted), the longest waiting first. Only for abs_publisher, chief and admin.',
  obligations_overdue:
    'Issued permits with an obligation (a collection report, a deposit, a final report…) past its due date, neither submitted, ' +
    'accepted nor waived (docs/OBLIGATIONS.md).',
} as const;
export type QueueName = keyof typeof QUEUE_MEANINGS;
export const QUEUE_NAMES = Object.keys(QUEUE_MEANINGS) as QueueName[];

export const QueueNameSchema = Type.Unsafe<QueueName>(
  Type.Union(
    QUEUE_NAMES.map((name) => Type.Literal(name)),
    { description: `A workqueue:\n${QUEUE_NAMES.map((name) => `- \`${name}\`: ${QUEUE_MEANINGS[name]}`).join('\n')}` },
  ),
);
export type QueueNameSchema = Static<typeof QueueNameSchema>;

/** The filter of a queue for a user at an instant (ISO UTC). */
export function queueFilter(queue: QueueName, userId: string, now: string): WorkqueueFilter {
  switch (queue) {
    case 'assigned_to_me':
      return { assignee: { userId }, statuses: OPEN_STATUSES };
    case 'unassigned_intake':
      return { statuses: ['submitted'], assignee: 'unassigned' };
    case 'for_evaluation':
      return { statuses: ['accepted', 'under_evaluation'], hold: 'none', referral: 'none' };
    case 'on_hold':
      return { hold: 'any' };
    case 'referrals':
      return { referral: 'any' };
    case 'for_decision':
      return { statuses: ['for_decision'] };
    case 'at_risk':
      return { clockStates: ['at_risk'], statuses: OPEN_STATUSES };
    case 'overdue':
      return { clockStates: ['overdue'], statuses: OPEN_STATUSES };
    case 'recently_decided':
      return { decidedFrom: new Date(Date.parse(now) - RECENTLY_DECIDED_DAYS * 86_400_000).toISOString() };
    case 'awaiting_publication':
      return { cbdStatuses: AWAITING_PUBLICATION };
    case 'obligations_overdue':
      return { obligationStatus: 'overdue' };
  }
}

/** The order a queue is listed in when none is asked for. */
export function defaultSortOf(queue: QueueName | undefined): WorkqueueSort {
  return queue === 'awaiting_publication' ? 'waiting' : 'due';
}
