import { vocabulary } from '../vocabulary/workflow.vocabulary.js';

/** The closed vocabularies of a permit's obligations (issue 20 §1), each value with what it means. */

export const OBLIGATION_STATUS_MEANINGS = {
  pending: 'Owed, not yet submitted (again after a rejected submission: `statusReason` says why).',
  submitted: 'The agency submitted it; staff review it.',
  accepted: 'Staff accepted the submission. Final.',
  waived: 'Staff waived it (`statusReason` says why). Final.',
  overdue: 'Its due date passed before it was submitted, accepted or waived; still owed.',
} as const;
export type ObligationStatus = keyof typeof OBLIGATION_STATUS_MEANINGS;
export const OBLIGATION_STATUSES = Object.keys(OBLIGATION_STATUS_MEANINGS) as ObligationStatus[];
export const ObligationStatusSchema = vocabulary(OBLIGATION_STATUS_MEANINGS, 'Obligation status');

/** Owed and not submitted: what the agency may submit, the job reminds of and marks overdue. */
export const OPEN_OBLIGATION: readonly ObligationStatus[] = ['pending', 'overdue'];
/** What staff may still waive. */
export const WAIVABLE_OBLIGATION: readonly ObligationStatus[] = ['pending', 'overdue', 'submitted'];

export const SUBMISSION_STATUS_MEANINGS = {
  submitted: 'Waiting for the staff’s review.',
  accepted: 'Accepted: the obligation is fulfilled.',
  rejected: 'Rejected, with the reason: the obligation is owed again.',
} as const;
export type SubmissionStatus = keyof typeof SUBMISSION_STATUS_MEANINGS;
export const SubmissionStatusSchema = vocabulary(SUBMISSION_STATUS_MEANINGS, 'Submission status');

/** What a collection report's row may be flagged for: shown to the evaluator, never a refusal. */
export const SPECIMEN_FLAG_MEANINGS = {
  species_not_on_permit: 'The scientific name is not among the species the permit authorises.',
  place_not_on_permit: 'The place (province and city or municipality) is not among the permit’s locations.',
  date_outside_collection_period:
    'The date collected falls outside the collection period: of that species at that site when the permit has terms, else of the permit (or of the place).',
  species_not_authorised_at_site: 'The permit’s terms authorise the species, but not at the place reported.',
  quantity_over_remaining:
    'More was reported than remains of the authorised line (earlier reports, movements and the rows above counted): the detail gives the authorised and remaining quantities.',
  unit_not_authorised: 'The row counts in another unit than the one the line is authorised in: not counted in the balance.',
  date_in_future: 'The date collected is after today (the service’s clock, Manila).',
  collector_not_authorised: 'The collector is not among those the permit’s terms name (the holder and the assistants).',
} as const;
export type SpecimenFlagCode = keyof typeof SPECIMEN_FLAG_MEANINGS;
export const SpecimenFlagCodeSchema = vocabulary(SPECIMEN_FLAG_MEANINGS, 'Flag');

/** The obligation type that takes specimen rows. */
export const COLLECTION_REPORT = 'collection_report';
