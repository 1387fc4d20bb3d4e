import { Type } from 'typebox';
import { submissionExample } from '../applications/submission.schema.js';
import { NOTICE_TYPE_MEANINGS, type NoticeType } from '../vocabulary/workflow.vocabulary.js';

/**
 * The text of each notice, from a template per notice type (issue 10 §4). The defaults are here;
 * an admin changes them through the setting `notices.templates` (a template per type; a type left
 * out keeps its default), and a staff user may replace the text of one notice with the action's
 * `message` field, which is itself a template. docs/WORKFLOW.md lists the placeholders.
 *
 * A placeholder is `{name}`; one with no value in a notice is left as written, so a typo shows.
 */

/** Every placeholder and what it becomes. */
export const NOTICE_PLACEHOLDERS = {
  registrationNo: 'The registration number (`cnaApplicationUniqueNo`).',
  agencyApplicationNo: "The agency's own application number (`sourceAgencyApplicationNumber`).",
  permitteeName: "The permittee's name.",
  date: 'The Manila date of the notice (YYYY-MM-DD).',
  actorName: 'Who acts: the staff user’s name, the agency, or “the system”.',
  dueDate: 'The due date in force after the action (YYYY-MM-DD); “not yet known” while the clock is paused.',
  timeLimit: 'The time limit in working days, without the extension.',
  daysLeft: 'Working days left after the action.',
  reasons: 'The reasons given with the action.',
  missingItems:
    'The requirements still needed, numbered, one per line (deficiency): each required document of the checklist not yet ' +
    'accepted or waived, with its state (missing, not yet reviewed, or rejected with the reason), then the items intake listed.',
  text: 'The text the staff user wrote with the action.',
  answerBy: 'The date by which the applicant should answer (request for information).',
  referralBody: 'The body the application is referred to, or that gave its clearance.',
  outcome: 'The clearance outcome (`granted` or `refused`).',
  recommendation: 'The recommendation (`approve` or `deny`).',
  grounds: 'The grounds of a denial.',
  message: 'The agency’s message (response received).',
  document: 'The document or checklist item: its title and type (documents).',
  permitNo: 'The permit number (permit notices).',
  dateExpired: 'The Manila date the permit is valid until (permit notices).',
  verificationUrl: 'The public page that verifies the permit, the link of its certificate’s QR code (issued, renewed, amended).',
  cbdStatus: 'The ABS Clearing-House publication status recorded (`published`, `rejected`…).',
  absLinkCode: 'The IRCC identifier on the ABS Clearing-House, once published.',
  obligation: 'The obligation of the permit: its title (obligation notices).',
  obligationDueDate: 'The obligation’s due date, YYYY-MM-DD (obligation notices).',
} as const;
export type NoticePlaceholder = keyof typeof NOTICE_PLACEHOLDERS;
export type NoticeValues = Partial<Record<NoticePlaceholder, string>>;

/** What each placeholder becomes for the example application (the OpenAPI examples'): for previews of a template. */
export const NOTICE_PLACEHOLDER_EXAMPLES: Readonly<Record<NoticePlaceholder, string>> = {
  registrationNo: 'ABS-2026-000123',
  agencyApplicationNo: submissionExample.sourceAgencyApplicationNumber,
  permitteeName: [submissionExample.permiteeFirstName, submissionExample.permiteeMiddleName, submissionExample.permiteeLastName].join(' '),
  date: '2026-11-24',
  actorName: 'Jose Dela Cruz',
  dueDate: '2026-12-22',
  timeLimit: '20',
  daysLeft: '18',
  reasons: 'The prior clearance of the Protected Area Management Board is missing.',
  missingItems: '1. Prior clearance of the LGU, the PAMB or the indigenous community where collection takes place (missing)',
  text: 'Please send the coordinates of the second collection site.',
  answerBy: '2026-12-08',
  referralBody: 'the Mount Makiling PAMB',
  outcome: 'granted',
  recommendation: 'approve',
  grounds: 'The collection site lies in a strict protection zone.',
  message: 'The prior clearance is uploaded.',
  document: 'Research proposal (research_proposal)',
  permitNo: 'GP-2026-0001',
  dateExpired: '2027-11-23',
  verificationUrl: 'https://biopermit.bmb.gov.ph/verify/GP-2026-0001?s=…',
  cbdStatus: 'published',
  absLinkCode: 'ABSCH-IRCC-PH-123456-1',
  obligation: 'Collection report: the specimens collected, their numbers, places and dates',
  obligationDueDate: '2027-04-30',
};

export const DEFAULT_NOTICE_TEMPLATES: Readonly<Record<NoticeType, string>> = {
  received: 'Application {registrationNo} was received on {date}.',
  deficiency:
    'Application {registrationNo} is incomplete. {reasons}\nThe following requirements are missing or were not accepted:\n' +
    '{missingItems}\nPlease upload the documents missing or rejected, and answer this notice with a response.',
  response_received: 'The agency responded on {date}: {message}',
  acceptance:
    'Application {registrationNo} is complete and was accepted on {date}. The processing time is {timeLimit} working days; ' +
    'the decision is due on {dueDate}.',
  request_for_information:
    'Please provide the following information on application {registrationNo} by {answerBy}: {text}\n' +
    'The processing time is paused until we receive your answer.',
  referral:
    'Application {registrationNo} was referred to {referralBody} for its clearance: {text}\nThe processing time is paused meanwhile.',
  clearance_received:
    'The clearance of {referralBody} was received ({outcome}): {text}\nProcessing resumes; the decision is due on {dueDate}.',
  agreement_required:
    'An agreement must be executed before the evaluation of application {registrationNo} continues: {text}\n' +
    'The processing time is paused until it is.',
  agreement_recorded: 'The agreement for application {registrationNo} is executed. Processing resumes; the decision is due on {dueDate}.',
  recommendation: '{actorName} recommends to {recommendation}: {reasons}',
  endorsement: '{actorName} endorses the recommendation. {text}',
  returned: '{actorName} returned the application for evaluation: {reasons}',
  decision_approved: 'Application {registrationNo} is approved ({date}). {text}',
  decision_denied: 'Application {registrationNo} is denied ({date}) on these grounds: {grounds}',
  extension: 'The processing time of application {registrationNo} is extended once: {reasons}\nThe decision is now due on {dueDate}.',
  withdrawal_acknowledged: 'The withdrawal of application {registrationNo} is acknowledged ({date}). {message}',
  abandoned: 'Application {registrationNo} is closed as abandoned ({date}): {reasons}',
  cancelled: 'Application {registrationNo} is cancelled ({date}): {reasons}',
  document_accepted: 'The document {document} of application {registrationNo} is accepted ({date}).',
  document_rejected:
    'The document {document} of application {registrationNo} is rejected: {reasons}\nPlease upload a corrected document of the same type.',
  requirement_waived: 'The requirement {document} of application {registrationNo} is waived: {reasons}',
  permit_issued:
    'Permit {permitNo} is issued for application {registrationNo} ({date}), valid until {dateExpired}. Its certificate is in the record (gp). ' +
    'Anyone can check that it is genuine and in force at {verificationUrl}',
  permit_suspended: 'Permit {permitNo} is suspended ({date}): {reasons}\nNo collection may be made under it until it is reinstated.',
  permit_reinstated: 'Permit {permitNo} is in force again ({date}). {reasons}',
  permit_revoked: 'Permit {permitNo} is revoked ({date}): {reasons}',
  permit_renewed: 'Permit {permitNo} renews the permit of application {registrationNo} ({date}), valid until {dateExpired}. {reasons}',
  permit_amended: 'Permit {permitNo} amends the permit of application {registrationNo} ({date}), valid until {dateExpired}. {reasons}',
  permit_voided: 'Permit {permitNo} was issued in error and is void ({date}): {reasons}',
  permit_expired: 'Permit {permitNo} expired on {dateExpired}.',
  permit_expiring:
    'Reminder: permit {permitNo} expires {text}, on {dateExpired}. No collection may be made under it after that date; ' +
    'to continue, apply for its renewal before it expires.',
  signed_certificate_uploaded: 'The signed certificate of permit {permitNo} is in the record ({date}).',
  agreement_for_signature: 'The agreement "{text}" for application {registrationNo} is ready for signature.',
  agreement_terminated: 'The agreement "{text}" for application {registrationNo} is terminated ({date}): {reasons}',
  clearing_house_step: 'ABS Clearing-House: permit {permitNo} is {cbdStatus} ({date}). {text}',
  clearing_house_published:
    'Permit {permitNo} is published on the ABS Clearing-House as internationally recognised certificate of compliance {absLinkCode}.',
  checkpoint_communique: 'ABS Clearing-House: a checkpoint communiqué ({date}) names {absLinkCode}, the IRCC of permit {permitNo}. {text}',
  obligation_submitted: 'Your submission for "{obligation}" of permit {permitNo} is received ({date}); staff will review it.',
  obligation_accepted: 'Your submission for "{obligation}" of permit {permitNo} is accepted ({date}). {text}',
  obligation_rejected:
    'Your submission for "{obligation}" of permit {permitNo} is rejected ({date}): {reasons}\nPlease submit it again by {obligationDueDate}.',
  obligation_waived: '"{obligation}" of permit {permitNo} is waived ({date}): {reasons}',
  obligation_reminder: 'Reminder: "{obligation}" of permit {permitNo} {text} (due {obligationDueDate}).',
  personal_data_corrected:
    'The personal data of the permittee on application {registrationNo} was corrected ({date}): {text}. Reason: {reasons}\n' +
    'The application record now holds the corrected values.',
};

/**
 * The subject of each notice's email (issue 19 §4, docs/EMAIL.md): the permittee and the agency's
 * contact get the notice's text under this subject. Subjects are rendered like the text but know only
 * `{registrationNo}`, `{agencyApplicationNo}` and `{permitteeName}` (what the application row holds).
 */
export const DEFAULT_NOTICE_SUBJECTS: Readonly<Record<NoticeType, string>> = {
  received: 'Application {registrationNo} received',
  deficiency: 'Application {registrationNo} is incomplete: action needed',
  response_received: 'Response received on application {registrationNo}',
  acceptance: 'Application {registrationNo} accepted',
  request_for_information: 'Information requested on application {registrationNo}',
  referral: 'Application {registrationNo} referred for clearance',
  clearance_received: 'Clearance received on application {registrationNo}',
  agreement_required: 'Agreement required for application {registrationNo}',
  agreement_recorded: 'Agreement executed for application {registrationNo}',
  recommendation: 'Recommendation on application {registrationNo}',
  endorsement: 'Endorsement on application {registrationNo}',
  returned: 'Application {registrationNo} returned for evaluation',
  decision_approved: 'Application {registrationNo} approved',
  decision_denied: 'Application {registrationNo} denied',
  extension: 'Processing time of application {registrationNo} extended',
  withdrawal_acknowledged: 'Withdrawal of application {registrationNo} acknowledged',
  abandoned: 'Application {registrationNo} closed as abandoned',
  cancelled: 'Application {registrationNo} cancelled',
  document_accepted: 'Document accepted on application {registrationNo}',
  document_rejected: 'Document rejected on application {registrationNo}: action needed',
  requirement_waived: 'Requirement waived on application {registrationNo}',
  permit_issued: 'Permit issued for application {registrationNo}',
  permit_suspended: 'Permit of application {registrationNo} suspended',
  permit_reinstated: 'Permit of application {registrationNo} reinstated',
  permit_revoked: 'Permit of application {registrationNo} revoked',
  permit_renewed: 'Permit of application {registrationNo} renewed',
  permit_amended: 'Permit of application {registrationNo} amended',
  permit_voided: 'Permit of application {registrationNo} voided',
  permit_expired: 'Permit of application {registrationNo} expired',
  permit_expiring: 'Reminder: the permit of application {registrationNo} expires soon',
  signed_certificate_uploaded: 'Signed certificate of application {registrationNo}',
  agreement_for_signature: 'Agreement ready for signature: application {registrationNo}',
  agreement_terminated: 'Agreement terminated: application {registrationNo}',
  clearing_house_step: 'ABS Clearing-House: application {registrationNo}',
  clearing_house_published: 'Permit of application {registrationNo} published on the ABS Clearing-House',
  checkpoint_communique: 'Checkpoint communiqué for permit {permitNo} on the ABS Clearing-House',
  obligation_submitted: 'Submission received for an obligation of application {registrationNo}',
  obligation_accepted: 'Obligation accepted: application {registrationNo}',
  obligation_rejected: 'Obligation rejected, to submit again: application {registrationNo}',
  obligation_waived: 'Obligation waived: application {registrationNo}',
  obligation_reminder: 'Reminder: an obligation of application {registrationNo} is due soon, due today or overdue',
  personal_data_corrected: 'Personal data corrected on application {registrationNo}',
};

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** Fills a template's placeholders; those without a value stay as written. */
export function renderNoticeText(template: string, values: NoticeValues): string {
  return template
    .replace(PLACEHOLDER, (whole, name: string) => {
      const value = Object.hasOwn(values, name) ? values[name as NoticePlaceholder] : undefined;
      return value ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

/** The schema of the setting: a template per notice type, each optional (a type left out keeps its default). */
export const NoticeTemplates = Type.Object(
  Object.fromEntries(
    (Object.keys(NOTICE_TYPE_MEANINGS) as NoticeType[]).map((type) => [
      type,
      Type.Optional(Type.String({ minLength: 1, maxLength: 5000, description: NOTICE_TYPE_MEANINGS[type] })),
    ]),
  ),
  {
    additionalProperties: false,
    // An annotation (validators ignore it) so that the back-office lists the placeholders and previews a template.
    'x-placeholders': Object.fromEntries(
      (Object.keys(NOTICE_PLACEHOLDERS) as NoticePlaceholder[]).map((name) => [
        name,
        { description: NOTICE_PLACEHOLDERS[name], example: NOTICE_PLACEHOLDER_EXAMPLES[name] },
      ]),
    ),
    description: `A template per notice type. Placeholders: ${Object.keys(NOTICE_PLACEHOLDERS)
      .map((name) => `{${name}}`)
      .join(', ')} (docs/WORKFLOW.md says what each becomes).`,
  },
);

/** The templates in force: the stored ones over the defaults. */
export function effectiveTemplates(stored: Readonly<Partial<Record<string, string>>>): Record<NoticeType, string> {
  const templates = { ...DEFAULT_NOTICE_TEMPLATES };
  for (const type of Object.keys(templates) as NoticeType[]) {
    const own = stored[type];
    if (typeof own === 'string') templates[type] = own;
  }
  return templates;
}
