import { type TUnsafe, Type } from 'typebox';

/**
 * The closed vocabularies of the authority's processing (issue 10), each with what its values mean.
 * Each is a TypeBox union of literals whose description lists the meanings, so the OpenAPI document
 * says them wherever the vocabulary appears; the TypeScript type is the union of the keys. Values are
 * stored as they are here (lowercase, like `submitted`); renaming one needs a migration.
 */

type Meanings = Readonly<Record<string, string>>;

/** A closed union of the meanings' keys, described by them. */
export function vocabulary<M extends Meanings>(meanings: M, what: string): TUnsafe<keyof M & string> {
  const values = Object.keys(meanings);
  return Type.Unsafe<keyof M & string>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description: `${what}:\n${values.map((value) => `- \`${value}\`: ${meanings[value]}`).join('\n')}` },
    ),
  );
}

const hasKey = <M extends Meanings>(meanings: M, value: string): value is keyof M & string => Object.hasOwn(meanings, value);

/** What each status of an application means, told to an agency. */
export const APPLICATION_STATUS_MEANINGS = {
  submitted: 'Received; waiting for the completeness check (again so after the agency answers a deficiency notice).',
  incomplete:
    'Returned as incomplete: the deficiency notice lists each missing requirement. The agency answers with a response; ' +
    'left unanswered too long, the application is abandoned.',
  accepted: 'Complete and accepted: the processing clock has started, and the acceptance notice gives the due date.',
  under_evaluation:
    'Being evaluated. The authority may request information (the application is then on hold), refer it to an external ' +
    'body, or require an agreement.',
  for_agreement: 'Waiting for an agreement (memorandum of agreement) to be executed with the applicant; the clock is paused.',
  for_decision: 'Evaluated and recommended; waiting for the decision.',
  approved: 'Approved; the permit is being prepared.',
  issued: 'The permit is issued (see `gp`). Final.',
  denied: 'Denied; the decision notice gives the grounds. Final.',
  withdrawn: 'Withdrawn by the agency before the decision. Final.',
  abandoned: 'Closed because the applicant did not answer in time. Final.',
  cancelled: 'Cancelled by the authority; the notice gives the reason. Final.',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUS_MEANINGS;
export const APPLICATION_STATUSES = Object.keys(APPLICATION_STATUS_MEANINGS) as ApplicationStatus[];
export const ApplicationStatusSchema = vocabulary(APPLICATION_STATUS_MEANINGS, 'Workflow status');
export const isApplicationStatus = (value: string): value is ApplicationStatus => hasKey(APPLICATION_STATUS_MEANINGS, value);

/** Why an application is on hold (at most one hold at a time); the clock pauses while it is. */
export const HOLD_REASON_MEANINGS = {
  missing_information: 'The applicant must supply information the evaluator requested, by the answer-by date.',
  pending_external_decision: 'Waiting for a decision outside the authority.',
  applicant_request: 'Paused at the applicant’s request.',
  legal_action: 'Paused by legal action.',
} as const;
export type HoldReason = keyof typeof HOLD_REASON_MEANINGS;
export const HoldReasonSchema = vocabulary(HOLD_REASON_MEANINGS, 'Hold reason');
export const isHoldReason = (value: string): value is HoldReason => hasKey(HOLD_REASON_MEANINGS, value);

/** The external bodies an application may be referred to; the clock pauses during a referral. */
export const REFERRAL_BODY_MEANINGS = {
  ncip:
    'National Commission on Indigenous Peoples: Certification Precondition attesting free and prior informed consent (FPIC), ' +
    'or a Certificate of Non-Overlap, for collection in an ancestral domain.',
  pamb: 'Protected Area Management Board: clearance for collection in a protected area.',
  pcsd: 'Palawan Council for Sustainable Development: SEP clearance for collection in Palawan.',
  lgu: 'The local government unit where collection takes place: its clearance.',
  bfar: 'Bureau of Fisheries and Aquatic Resources: for aquatic species.',
} as const;
export type ReferralBody = keyof typeof REFERRAL_BODY_MEANINGS;
export const ReferralBodySchema = vocabulary(REFERRAL_BODY_MEANINGS, 'Referral body');
export const isReferralBody = (value: string): value is ReferralBody => hasKey(REFERRAL_BODY_MEANINGS, value);

/** Who may read a notice. */
export const NOTICE_VISIBILITY_MEANINGS = {
  external: 'In the agency’s list and detail records.',
  internal: 'Only for the authority’s staff: never in the external API.',
} as const;
export type NoticeVisibility = keyof typeof NOTICE_VISIBILITY_MEANINGS;
export const NoticeVisibilitySchema = vocabulary(NOTICE_VISIBILITY_MEANINGS, 'Notice visibility');

/** The `log` of a notice: what happened, one type per step of the workflow. */
export const NOTICE_TYPE_MEANINGS = {
  received: 'The application was received (its receipt, written at submission).',
  deficiency: 'The application is incomplete; the message lists each missing requirement.',
  response_received: 'The agency answered a deficiency notice or a request for information (internal).',
  acceptance: 'The application is complete and accepted; the message gives the due date.',
  request_for_information: 'The evaluator asks for information by an answer-by date; the clock pauses.',
  referral: 'The application is referred to an external body; the clock pauses.',
  clearance_received: 'The external body’s clearance is recorded; the clock resumes.',
  agreement_required: 'An agreement must be executed before the evaluation goes on; the clock pauses.',
  agreement_recorded: 'The agreement is executed.',
  recommendation: 'The evaluator recommends approval or denial (internal).',
  endorsement: 'The chief endorses the recommendation (internal).',
  returned: 'The chief returns the application for evaluation (internal).',
  decision_approved: 'The application is approved.',
  decision_denied: 'The application is denied; the message gives the grounds.',
  extension: 'The processing time is extended once; the message gives the new due date.',
  withdrawal_acknowledged: 'The agency’s withdrawal is acknowledged.',
  abandoned: 'The application is closed because the applicant did not answer in time.',
  cancelled: 'The authority cancelled the application; the message gives the reason.',
  // Documents (issue 11 §2, src/attachments/)
  document_accepted: 'Staff accepted a document of the checklist.',
  document_rejected: 'Staff rejected a document; the message gives the reason: upload a corrected one of the same type.',
  requirement_waived: 'Staff waived a document of the checklist: it is no longer needed.',
  // Issue 11: permits, agreements and the ABS Clearing-House (src/permits/, src/agreements/).
  permit_issued: 'The permit is issued; the message gives its number and validity, and `gp` its certificate.',
  permit_suspended: 'The permit is suspended; the message gives the reason.',
  permit_reinstated: 'The suspended permit is in force again.',
  permit_revoked: 'The permit is revoked; the message gives the reason.',
  permit_renewed: 'The permit is renewed: a new permit with a new validity replaces it.',
  permit_amended: 'The permit is amended: a new permit with the changed terms replaces it.',
  permit_voided: 'The permit was issued in error and is void; the message gives the reason.',
  permit_expired: 'The permit reached its date of expiry.',
  permit_expiring: 'A reminder: the permit expires in 90, 30 or 7 days; the message gives the date.',
  signed_certificate_uploaded: 'The signed certificate replaces the generated one as the permit’s file.',
  agreement_for_signature: 'An agreement is ready for signature; the message names it.',
  agreement_terminated: 'An executed agreement is terminated; the message gives the reason.',
  clearing_house_step: 'A step of the permit’s publication on the ABS Clearing-House (internal).',
  clearing_house_published: 'The permit is published on the ABS Clearing-House as an internationally recognised certificate of compliance.',
  // Issue 20 §3 (src/absch/)
  checkpoint_communique: 'A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC (internal, to the abs_publisher).',
  // Issue 20 §1: what the permit owes (src/obligations/).
  obligation_submitted: 'The agency’s submission for an obligation of the permit is received; staff review it.',
  obligation_accepted: 'Staff accepted the submission: the obligation is fulfilled.',
  obligation_rejected: 'Staff rejected the submission; the message gives the reason: submit it again.',
  obligation_waived: 'Staff waived an obligation of the permit; the message gives the reason.',
  obligation_reminder: 'A reminder: an obligation of the permit is due soon, today, or overdue.',
  // Issue 21 §1: rectification (src/privacy/).
  personal_data_corrected:
    'The authority corrected the permittee’s personal data (the message names the fields and gives the reason); the record shows the corrected values.',
} as const;
export type NoticeType = keyof typeof NOTICE_TYPE_MEANINGS;
export const NoticeTypeSchema = vocabulary(NOTICE_TYPE_MEANINGS, 'Notice type (`log`)');
export const isNoticeType = (value: string): value is NoticeType => hasKey(NOTICE_TYPE_MEANINGS, value);

/** The visibility issue 10's action table gives each notice type. */
export const DEFAULT_NOTICE_VISIBILITY: Readonly<Record<NoticeType, NoticeVisibility>> = {
  received: 'external',
  deficiency: 'external',
  response_received: 'internal',
  acceptance: 'external',
  request_for_information: 'external',
  referral: 'external',
  clearance_received: 'external',
  agreement_required: 'external',
  agreement_recorded: 'external',
  recommendation: 'internal',
  endorsement: 'internal',
  returned: 'internal',
  decision_approved: 'external',
  decision_denied: 'external',
  extension: 'external',
  withdrawal_acknowledged: 'external',
  abandoned: 'external',
  cancelled: 'external',
  document_accepted: 'external',
  document_rejected: 'external',
  requirement_waived: 'external',
  permit_issued: 'external',
  permit_suspended: 'external',
  permit_reinstated: 'external',
  permit_revoked: 'external',
  permit_renewed: 'external',
  permit_amended: 'external',
  permit_voided: 'external',
  permit_expired: 'external',
  permit_expiring: 'external',
  signed_certificate_uploaded: 'external',
  agreement_for_signature: 'external',
  agreement_terminated: 'external',
  clearing_house_step: 'internal',
  clearing_house_published: 'external',
  checkpoint_communique: 'internal',
  obligation_submitted: 'external',
  obligation_accepted: 'external',
  obligation_rejected: 'external',
  obligation_waived: 'external',
  obligation_reminder: 'external',
  personal_data_corrected: 'external',
};

/**
 * The entries of an application's journal: what happened, in the past tense. Each names the action
 * of issue 10's table that writes it (in backquotes); the journal starts with `submitted`.
 */
export const JOURNAL_ACTION_MEANINGS = {
  submitted: '`submit`: the agency submitted the application.',
  returned_incomplete: '`return_incomplete`: intake found requirements missing.',
  responded: '`respond`: the agency answered a deficiency notice or a request for information.',
  accepted: '`accept`: intake found the application complete; the clock starts.',
  assigned: '`assign`: a chief assigned the application to a user.',
  claimed: '`claim`: an evaluator took an unassigned application.',
  unassigned: '`unassign`: the application has no assignee any more.',
  evaluation_started: '`start_evaluation`: the evaluator began the evaluation.',
  information_requested: '`request_information`: on hold for missing information, with an answer-by date; the clock pauses.',
  hold_released: '`release_hold`: the evaluator ended the hold; the clock resumes.',
  referred: '`refer`: referred to an external body; the clock pauses.',
  clearance_recorded: '`record_clearance`: the referral ended with the body’s outcome; the clock resumes.',
  agreement_required: '`require_agreement`: an agreement must be executed; the clock pauses.',
  agreement_executed: '`agreement_executed`: the agreement was executed; back to evaluation.',
  recommended: '`recommend`: the evaluator recommended approval or denial.',
  endorsed: '`endorse`: a chief endorsed the recommendation.',
  returned_for_evaluation: '`return_for_evaluation`: a chief sent the application back to evaluation.',
  approved: '`approve`: the approver approved; the clock stops.',
  denied: '`deny`: the approver denied, with grounds; the clock stops.',
  extended: '`extend`: a chief extended the processing time once.',
  withdrawn: '`withdraw`: the agency withdrew the application.',
  abandoned: '`abandon`: the system closed an application left unanswered.',
  personal_data_anonymised:
    '`anonymise_personal_data`: the permittee’s data was erased after its retention period or on their request (issue 21 §2); the statistics stay.',
  cancelled: '`cancel`: an admin cancelled the application.',
  // Documents (issue 11 §2, src/attachments/)
  document_uploaded: 'The agency or staff uploaded a document; it supersedes the earlier one of its type.',
  document_accepted: '`accept_document`: staff accepted a document.',
  document_rejected: '`reject_document`: staff rejected a document, with the reason.',
  requirement_waived: '`waive_requirement`: staff waived a document of the checklist, with the reason.',
  clock_at_risk: 'The scheduler found 80 % of the processing time used.',
  clock_overdue: 'The scheduler found the due date passed.',
  // Issue 11: permits, agreements and the ABS Clearing-House.
  permit_issued: '`issue`: the approver issued the permit (number, validity, certificate); the application is issued.',
  permit_suspended: '`suspend_permit`: the permit is suspended, with the reason.',
  permit_reinstated: '`reinstate_permit`: the suspended permit is in force again.',
  permit_revoked: '`revoke_permit`: the permit is revoked, with the reason.',
  permit_renewed: '`renew_permit`: a new permit renews the one in force, which is superseded.',
  permit_amended: '`amend_permit`: a new permit amends the one in force, which is superseded.',
  permit_voided: '`void_permit`: the permit was issued in error and is void, with the reason.',
  permit_expired: 'The scheduler found the permit past its date of expiry.',
  permit_expiry_reminded:
    '`remind_permit_expiry`: the scheduler reminded the agency and the holder that the permit expires in 90, 30 or 7 days.',
  signed_scan_uploaded: '`upload_signed_scan`: a signed scan replaced the generated certificate as the permit’s file.',
  agreement_drafted: 'An agreement was drafted (staff).',
  agreement_changed: 'An agreement moved on (for signature, executed, terminated) or its signed file was uploaded (staff).',
  cbd_status_recorded:
    '`record_cbd_status`: an abs_publisher recorded a step of the ABS Clearing-House publication (or `record_absch_step`: the publication job did).',
  // Issue 20 §2-3 (src/absch/)
  absch_publication_requested: '`publish_to_absch`: an abs_publisher asked biopermit to publish the permit on the ABS Clearing-House.',
  checkpoint_communique_received:
    '`record_checkpoint_communique`: the Clearing-House published a checkpoint communiqué naming the permit’s IRCC.',
  // Issue 20 §1: what the permit owes (src/obligations/).
  obligation_submitted:
    '`submit_obligation`: the agency submitted an obligation of the permit (files, and specimen rows for a collection report).',
  obligation_accepted: '`accept_obligation`: staff accepted the submission of an obligation.',
  obligation_rejected: '`reject_obligation`: staff rejected the submission of an obligation, with the reason; it is owed again.',
  obligation_waived: '`waive_obligation`: staff waived an obligation, with the reason.',
  obligation_overdue: '`record_obligation_clock`: the scheduler found an obligation past its due date.',
  obligation_reminded:
    '`record_obligation_clock`: the scheduler reminded the agency of an obligation (30, 7, 0 days before, weekly overdue).',
  // Issue 28 §1: the permit's terms (src/terms/).
  terms_proposed: '`propose_terms`: the agency proposed quantities and collectors before the evaluation started.',
  terms_changed:
    '`change_terms`: the evaluator drafted the terms, or the approver changed them (with the reason); the payload summarises the lines.',
  // Issue 28 §2: what happens to the material (src/movements/).
  movement_registered:
    '`register_movement`: the agency registered a movement of material collected under the permit (transport, transfer, export).',
  // Issue 21 §1 (src/privacy/rectification/rectification.ts)
  personal_data_corrected: '`correct_personal_data`: the DPO or intake corrected the permittee’s personal data, with the reason.',
} as const;
export type JournalAction = keyof typeof JOURNAL_ACTION_MEANINGS;
export const JournalActionSchema = vocabulary(JOURNAL_ACTION_MEANINGS, 'Journal entry');
export const isJournalAction = (value: string): value is JournalAction => hasKey(JOURNAL_ACTION_MEANINGS, value);

/** The processing clock (RA 11032), once it has started. */
export const CLOCK_STATE_MEANINGS = {
  on_track: 'Less than 80 % of the processing time used.',
  at_risk: 'At least 80 % of the processing time used.',
  overdue: 'The due date has passed without a decision.',
} as const;
export type ClockState = keyof typeof CLOCK_STATE_MEANINGS;
export const ClockStateSchema = vocabulary(CLOCK_STATE_MEANINGS, 'Processing clock');
export const isClockState = (value: string): value is ClockState => hasKey(CLOCK_STATE_MEANINGS, value);
