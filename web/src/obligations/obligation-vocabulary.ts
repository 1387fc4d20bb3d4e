import type { ActionName } from '../applications/application.queries';
import type { Tone } from '../ui/badge/ToneBadge';
import { AlertCircleIcon, AlertTriangleIcon, CheckIcon, ClockIcon } from '../ui/icons';
import type { ObligationStatus, SpecimenFlag, StaffSubmission } from './obligations.queries';

/** The obligation actions, taken on an obligation's row of the permit panel; the page's action bar leaves them to it. */
export const OBLIGATION_ACTIONS = ['accept_obligation', 'reject_obligation', 'waive_obligation'] as const satisfies readonly ActionName[];
export type ObligationAction = (typeof OBLIGATION_ACTIONS)[number];

/**
 * What each action applies from (docs/OBLIGATIONS.md, the states): a submission is accepted or rejected while it
 * waits for review; anything not yet accepted or waived may be waived. Only what is offered is decided here: the
 * service still refuses what does not fit (409).
 */
export const APPLIES_FROM: Readonly<Record<ObligationAction, readonly ObligationStatus[]>> = {
  accept_obligation: ['submitted'],
  reject_obligation: ['submitted'],
  waive_obligation: ['pending', 'overdue', 'submitted'],
};

/** The short label of each action on an obligation's row (its form keeps the long one). */
export const ROW_LABEL: Readonly<Record<ObligationAction, string>> = {
  accept_obligation: 'Accept',
  reject_obligation: 'Reject',
  waive_obligation: 'Waive',
};

interface StateStyle {
  readonly label: string;
  readonly tone: Tone;
  readonly icon: typeof CheckIcon;
}

/** Each obligation status in words, with an icon of its own, then a tone: overdue reads without colour too. */
export const OBLIGATION_STATUS: Readonly<Record<ObligationStatus, StateStyle>> = {
  pending: { label: 'Pending', tone: 'grey', icon: ClockIcon },
  submitted: { label: 'Submitted: to review', tone: 'blue', icon: ClockIcon },
  accepted: { label: 'Accepted', tone: 'green', icon: CheckIcon },
  waived: { label: 'Waived', tone: 'grey', icon: CheckIcon },
  overdue: { label: 'Overdue', tone: 'red', icon: AlertCircleIcon },
};

export const SUBMISSION_STATUS: Readonly<Record<StaffSubmission['status'], StateStyle>> = {
  submitted: { label: 'Waiting for review', tone: 'blue', icon: ClockIcon },
  accepted: { label: 'Accepted', tone: 'green', icon: CheckIcon },
  rejected: { label: 'Rejected', tone: 'red', icon: AlertTriangleIcon },
};

/** What a flag says in the evaluator's words, and the column of the specimen row it is about. */
export const FLAG: Readonly<Record<SpecimenFlag['code'], { readonly label: string; readonly column: FlaggedColumn }>> = {
  species_not_on_permit: { label: 'Species not on the permit', column: 'species' },
  place_not_on_permit: { label: 'Place not on the permit', column: 'place' },
  date_outside_collection_period: { label: 'Date outside the collection period', column: 'date' },
  // Issue 28 §2: measured against the permit's terms (the detail puts the authorised value beside the reported one).
  species_not_authorised_at_site: { label: 'Species not authorised at this site', column: 'place' },
  quantity_over_remaining: { label: 'More than remains authorised', column: 'count' },
  unit_not_authorised: { label: 'Unit not the one authorised', column: 'count' },
  date_in_future: { label: 'Date in the future', column: 'date' },
  collector_not_authorised: { label: 'Collector not named on the permit', column: 'collector' },
};

/** The cell of a specimen row a flag marks. */
export type FlaggedColumn = 'species' | 'place' | 'date' | 'count' | 'collector';
