import type { JournalEntry, WorkflowColumns } from '../applications/application.write.js';
import type { ClockReading } from '../clock/clock.schemas.js';
import { manilaDate } from '../clock/manila-time.js';
import type { ClockEvent } from '../clock/processing-clock.js';
import { BEFORE_DECISION_GROUP, FINAL_APPLICATION, IN_PROCESS_GROUP } from '../vocabulary/status-groups.js';
import type { ApplicationStatus, HoldReason, JournalAction, ReferralBody } from '../vocabulary/workflow.vocabulary.js';
import { cbdStatusAfter } from './cbd-status.js';

/**
 * An application's workflow state, derived from its journal by one pure function (issue 10 §3):
 * status, the hold, the referral, the assignee, the extension, the signatures of the decision chain
 * and the processing clock's events. The columns of `applications` that hold these are a cache for
 * queries: `workflowColumns` makes them from this state and a clock reading, and nothing else sets them.
 *
 * An entry the fold does not know (one a later capability adds to the vocabulary without a rule
 * here) changes nothing: give it a case below when it should.
 */

export interface Hold {
  readonly reason: HoldReason;
  /** YYYY-MM-DD, Asia/Manila; null when the hold has no answer-by date. */
  readonly answerBy: string | null;
  readonly since: string;
  readonly by: string;
}

export interface Referral {
  readonly body: ReferralBody;
  readonly since: string;
  readonly by: string;
}

/** One signature of the decision chain (recommend → endorse → approve or deny). */
export interface Signature {
  readonly by: string;
  readonly at: string;
}

export interface Recommendation extends Signature {
  readonly recommendation: 'approve' | 'deny';
}

export interface WorkflowState {
  readonly status: ApplicationStatus;
  readonly hold: Hold | null;
  readonly referral: Referral | null;
  readonly assigneeId: string | null;
  readonly extended: boolean;
  readonly acceptedAt: string | null;
  readonly decidedAt: string | null;
  /** When the application last became `incomplete` (for abandonment); null when it is not. */
  readonly incompleteSince: string | null;
  /** The recommendation in force: cleared when a chief returns the application for evaluation. */
  readonly recommendation: Recommendation | null;
  /** The endorsement of that recommendation. */
  readonly endorsement: Signature | null;
  /** The time limit recorded at acceptance (working days, without the extension); null before. */
  readonly timeLimit: number | null;
  readonly clockEvents: readonly ClockEvent[];
  /** Whether the scheduler has written `clock_at_risk` / `clock_overdue` (each once). */
  readonly atRiskRecorded: boolean;
  readonly overdueRecorded: boolean;
  /** The permit's ABS Clearing-House publication (issue 11 §5); null before a permit is issued. */
  readonly cbdStatus: string | null;
}

/** The statuses nothing leaves (but `approved`, which issue 11's `issue` leaves). */
export const FINAL_STATUSES: ReadonlySet<ApplicationStatus> = new Set(FINAL_APPLICATION.statuses);
/** The statuses before the decision: withdrawal is allowed from these. */
export const BEFORE_DECISION: readonly ApplicationStatus[] = BEFORE_DECISION_GROUP.statuses;
/** The statuses of an accepted application still being processed: assignment and extension apply. */
export const IN_PROCESS: readonly ApplicationStatus[] = IN_PROCESS_GROUP.statuses;

export const INITIAL_STATE: WorkflowState = {
  status: 'submitted',
  hold: null,
  referral: null,
  assigneeId: null,
  extended: false,
  acceptedAt: null,
  decidedAt: null,
  incompleteSince: null,
  recommendation: null,
  endorsement: null,
  timeLimit: null,
  clockEvents: [],
  atRiskRecorded: false,
  overdueRecorded: false,
  cbdStatus: null,
};

/** The part of a journal entry the fold reads. */
export type JournalFact = Pick<JournalEntry, 'action' | 'actorId' | 'payload' | 'createdAt'>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The application's state after every entry of its journal, oldest first. */
export function deriveWorkflowState(journal: readonly JournalFact[]): WorkflowState {
  return journal.reduce(applyEntry, INITIAL_STATE);
}

/** The state after one more entry. */
export function applyEntry(state: WorkflowState, entry: JournalFact): WorkflowState {
  const at = entry.createdAt;
  const clock = (event: ClockEvent): readonly ClockEvent[] => [...state.clockEvents, event];
  const pause = (cause: string) => clock({ type: 'pause', at, cause });
  const resume = (cause: string) => clock({ type: 'resume', at, cause });
  const ended = (status: ApplicationStatus, decided: boolean): WorkflowState => ({
    ...state,
    status,
    hold: null,
    referral: null,
    incompleteSince: null,
    decidedAt: decided ? at : state.decidedAt,
    clockEvents: clock({ type: 'stop', at }),
  });
  const action: JournalAction = entry.action;
  switch (action) {
    case 'submitted':
      return { ...state, status: 'submitted' };
    case 'returned_incomplete':
      return { ...state, status: 'incomplete', incompleteSince: at, clockEvents: pause('incomplete') };
    case 'responded':
      if (state.status === 'incomplete') {
        return { ...state, status: 'submitted', incompleteSince: null, clockEvents: resume('incomplete') };
      }
      return state.hold === null ? state : { ...state, hold: null, clockEvents: resume('hold') };
    case 'accepted': {
      const limit = entry.payload.timeLimit;
      return {
        ...state,
        status: 'accepted',
        acceptedAt: at,
        timeLimit: typeof limit === 'number' ? limit : null,
        clockEvents: clock({ type: 'start', at }),
      };
    }
    case 'assigned':
      return { ...state, assigneeId: text(entry.payload.assigneeId) };
    case 'claimed':
      return { ...state, assigneeId: entry.actorId };
    case 'unassigned':
      return { ...state, assigneeId: null };
    case 'evaluation_started':
      return { ...state, status: 'under_evaluation' };
    case 'information_requested':
      return {
        ...state,
        hold: { reason: 'missing_information', answerBy: text(entry.payload.answerBy), since: at, by: entry.actorId },
        clockEvents: pause('hold'),
      };
    case 'hold_released':
      return { ...state, hold: null, clockEvents: resume('hold') };
    case 'referred':
      return {
        ...state,
        referral: { body: entry.payload.body as ReferralBody, since: at, by: entry.actorId },
        clockEvents: pause('referral'),
      };
    case 'clearance_recorded':
      return { ...state, referral: null, clockEvents: resume('referral') };
    case 'agreement_required':
      return { ...state, status: 'for_agreement', clockEvents: pause('agreement') };
    case 'agreement_executed':
      return { ...state, status: 'under_evaluation', clockEvents: resume('agreement') };
    case 'recommended':
      return {
        ...state,
        status: 'for_decision',
        recommendation: { by: entry.actorId, at, recommendation: entry.payload.recommendation === 'deny' ? 'deny' : 'approve' },
        endorsement: null,
      };
    case 'endorsed':
      return { ...state, endorsement: { by: entry.actorId, at } };
    case 'returned_for_evaluation':
      return { ...state, status: 'under_evaluation', recommendation: null, endorsement: null };
    case 'approved':
      return ended('approved', true);
    case 'denied':
      return ended('denied', true);
    case 'extended':
      return { ...state, extended: true, clockEvents: clock({ type: 'extend', at }) };
    case 'withdrawn':
      return ended('withdrawn', false);
    case 'abandoned':
      return ended('abandoned', false);
    case 'cancelled':
      return ended('cancelled', false);
    case 'clock_at_risk':
      return { ...state, atRiskRecorded: true };
    case 'clock_overdue':
      return { ...state, overdueRecorded: true };
    case 'permit_issued':
      return { ...state, status: 'issued', cbdStatus: cbdStatusAfter(state.cbdStatus, action, entry.payload) };
    case 'permit_renewed':
    case 'permit_amended':
    case 'permit_revoked':
    case 'permit_voided':
    case 'cbd_status_recorded':
      return { ...state, cbdStatus: cbdStatusAfter(state.cbdStatus, action, entry.payload) };
    default:
      return state;
  }
}

/** The kept columns of an application in this state, with its clock read at the time of the change. */
export function workflowColumns(state: WorkflowState, clock: ClockReading): Omit<WorkflowColumns, 'application_type'> {
  return {
    status: state.status,
    cbd_status: state.cbdStatus,
    assignee_id: state.assigneeId,
    hold_reason: state.hold?.reason ?? null,
    hold_answer_by: state.hold?.answerBy ?? null,
    referral_body: state.referral?.body ?? null,
    extended: state.extended ? 1 : 0,
    accepted_at: state.acceptedAt,
    decided_at: state.decidedAt,
    clock_state: clock.state,
    due_date: clock.dueDate,
    working_days_used: clock.daysUsed,
    clock_paused: clock.paused ? 1 : 0,
  };
}

/** The Manila date of an instant, for answer-by and grace comparisons. */
export const dateOf = (instant: string): string => manilaDate(instant);
