import type { CbdStatus } from '../vocabulary/permit.vocabulary.js';
import type { ApplicationStatus, ClockState, HoldReason, ReferralBody } from '../vocabulary/workflow.vocabulary.js';

/**
 * What a workqueue shows, as conditions on `applications`: the query parameters of the staff listing
 * and the named queues (queues.ts) both become a WorkqueueFilter, and one function turns it into SQL
 * (workqueue-filter.repository.ts), so a queue's count and its listing can never disagree.
 */
export interface WorkqueueFilter {
  readonly statuses?: readonly ApplicationStatus[] | undefined;
  /** The publication's steps (`cbd_status`); an application without a permit has none and matches none. */
  readonly cbdStatuses?: readonly CbdStatus[] | undefined;
  /** `any`: on hold for any reason; `none`: not on hold; a reason: on hold for it. */
  readonly hold?: 'any' | 'none' | HoldReason | undefined;
  /** `any`: referred to any body; `none`: not referred; a body: referred to it. */
  readonly referral?: 'any' | 'none' | ReferralBody | undefined;
  /** `unassigned`, or a user id (`me` is resolved to the user's id before this). */
  readonly assignee?: 'unassigned' | { readonly userId: string } | undefined;
  readonly clockStates?: readonly ClockState[] | undefined;
  /** null or undefined: every agency. */
  readonly agencies?: readonly string[] | null | undefined;
  readonly applicationTypes?: readonly string[] | undefined;
  /** Issue 21 §5: a location in one of these PSGC regions, or provinces (location_places). */
  readonly regionCodes?: readonly string[] | undefined;
  readonly provinceCodes?: readonly string[] | undefined;
  /** `any`: a location with a place warning; `none`: none. */
  readonly placeWarnings?: 'any' | 'none' | undefined;
  /** ISO UTC instants: received (created_at) and last changed (updated_at) at or after `from`, before `to`. */
  readonly receivedFrom?: string | undefined;
  readonly receivedTo?: string | undefined;
  readonly changedFrom?: string | undefined;
  readonly changedTo?: string | undefined;
  readonly decidedFrom?: string | undefined;
  /** Normalised search words (search/search-text.ts), each matched as a word prefix. */
  readonly words?: readonly string[] | undefined;
  /** Issue 20: applications with an obligation of their permits in this status (`overdue`: the queue obligations_overdue). */
  readonly obligationStatus?: 'overdue' | undefined;
}

/** A filter that matches nothing: an empty IN list is not valid SQL, so an empty choice is this. */
export function isEmptyChoice(filter: WorkqueueFilter): boolean {
  return [
    filter.statuses,
    filter.cbdStatuses,
    filter.clockStates,
    filter.applicationTypes,
    filter.agencies,
    filter.regionCodes,
    filter.provinceCodes,
  ].some((list) => Array.isArray(list) && list.length === 0);
}
