import type { Role } from '../auth/session.contract';
import { correctionBody, heldPersonalData } from '../privacy/correction-form';
import type { ActionBody, ActionName, StaffApplication } from './application.queries';

/**
 * The forms are typed from the generated API types (web/src/api/schema.d.ts, each action's body
 * schema as the service publishes it): a field's `name` is one of its action body's members, it is
 * `required` exactly when the body requires it, a choice lists exactly the values the body allows,
 * and a multi-line list field is an array in the body. A body member the service adds or renames,
 * or a required member no field fills, fails the build here (`FormsCoverTheirBodies` below).
 */

/** The body of one action, as generated. */
export type ActionBodyOf<A extends ActionName> = Extract<ActionBody, { action: A }>;
type Members<A extends ActionName> = Exclude<keyof ActionBodyOf<A>, 'action'> & string;
type RequiredMembers<T> = { [K in keyof T]-?: Record<string, never> extends Pick<T, K> ? never : K }[keyof T];
type IsRequired<A extends ActionName, N extends Members<A>> = N extends RequiredMembers<ActionBodyOf<A>> ? true : false;
type ValueOf<A extends ActionName, N extends Members<A>> = NonNullable<ActionBodyOf<A>[N]>;

interface FieldText {
  readonly label: string;
  readonly description?: string;
}

/** One field of action `A`'s form, for its body member `N`. */
type FieldFor<A extends ActionName, N extends Members<A>> = FieldText & {
  readonly name: N;
  readonly required: IsRequired<A, N>;
} & (ValueOf<A, N> extends readonly string[]
    ? { readonly kind: 'lines' }
    : string extends ValueOf<A, N>
      ? // A free string: typed text, a date, an id, or a colleague chosen from the staff directory.
        { readonly kind: 'text' | 'date' | 'id' } | { readonly kind: 'colleague'; readonly role?: Role }
      : // A closed list of values: each with its label, every value of the body's schema and no other.
        { readonly kind: 'choice'; readonly options: Readonly<Record<ValueOf<A, N> & string, string>> });

/** One field of action `A`'s form. */
export type ActionFieldOf<A extends ActionName> = { [N in Members<A>]: FieldFor<A, N> }[Members<A>];

/** One field of any action's form, as the dialog draws it. */
export type ActionField = FieldText & { readonly name: string; readonly required: boolean } & (
    | { readonly kind: 'text' | 'date' | 'id' | 'lines' }
    | { readonly kind: 'colleague'; readonly role?: Role }
    | { readonly kind: 'choice'; readonly options: Readonly<Record<string, string>> }
  );

export interface ActionForm<A extends ActionName = ActionName> {
  readonly label: string;
  /** What happens, said before the user confirms. */
  readonly explanation: string;
  readonly fields: readonly (A extends ActionName ? ActionFieldOf<A> : never)[];
  /** A refusal or a decision against the applicant: the button is shown in red. */
  readonly weighty?: boolean;
  /** Taken in a section of the page, on the row it concerns (a document's Accept, an obligation's Reject), not from the action buttons. */
  readonly inSection?: 'documents' | 'obligations';
  /** The values the form opens with, read from the application (a correction starts from the values held). */
  readonly initialValues?: (application: StaffApplication) => Readonly<Record<string, string>>;
  /** The body's members from the values and the initial ones, when they are not the fields as typed (a correction sends what changed). */
  readonly toBody?: (values: Readonly<Record<string, string>>, initial: Readonly<Record<string, string>>) => Record<string, unknown>;
}

/** Who reads what is typed: the agency (the notice it receives), the staff only (an internal notice), or nobody but the file. */
const TO_AGENCY = 'The agency reads this in the notice.';
const TO_STAFF = 'Only staff read this (an internal notice); the agency does not.';
const TO_FILE = 'Kept in the file; the agency does not see it.';
// Issue 28 §1: the approval's conditions are not a remark any more, they are printed.
const APPROVAL_CONDITION =
  'Becomes a special condition of the permit: printed on the certificate after the standard conditions, and in the approval notice the agency reads. To change the quantities, sites or collectors, edit the permit’s terms above first.';

/** The notice's own text, for an action whose notice reaches the agency. */
const MESSAGE = {
  name: 'message',
  kind: 'text',
  label: 'Message to the agency',
  required: false,
  description: 'Sent to the agency instead of the notice template; leave empty to send the template as it is.',
} as const;
/** The notice's own text, for an action whose notice is internal (recommendation, endorsement, return, publication step). */
const STAFF_MESSAGE = {
  name: 'message',
  kind: 'text',
  label: 'Text of the internal notice',
  required: false,
  description: `${TO_STAFF} Replaces the notice template; leave empty to use the template.`,
} as const;
const reasons = (label = 'Reasons', description = TO_AGENCY) =>
  ({ name: 'reasons', kind: 'text', label, required: true, description }) as const;
const note = <R extends boolean>(label: string, required: R, description = TO_AGENCY) =>
  ({ name: 'text', kind: 'text', label, required, description }) as const;

/** A personal field of the permittee, to correct (left empty: kept as it is). */
const permitteeField = <N extends string>(name: N, label: string, description = 'Empty it to clear it.') =>
  ({ name, kind: 'text', label, required: false, description }) as const;

/**
 * Every action's form: a Record over the action names, so an action the service adds fails the
 * build here until it has its form. Field names are the body's (`docs/WORKFLOW.md`).
 */
const FORMS = {
  claim: { label: 'Claim', explanation: 'Assigns the application to you.', fields: [] },
  assign: {
    label: 'Assign',
    explanation: 'Assigns the application to a staff user.',
    fields: [
      {
        name: 'assigneeId',
        kind: 'colleague',
        label: 'Assignee',
        required: true,
        description:
          "Who takes the next step: an evaluator; the chief who endorses; the approver who decides. Those who may work on this application's agency.",
      },
    ],
  },
  unassign: { label: 'Unassign', explanation: 'Nobody is assigned any more.', fields: [] },
  return_incomplete: {
    label: 'Return as incomplete',
    explanation: 'Sends the agency a deficiency notice listing each missing requirement.',
    weighty: true,
    fields: [
      {
        name: 'missingItems',
        kind: 'lines',
        label: 'Missing requirements',
        required: false,
        description:
          "One per line. Left empty, the notice lists the checklist's missing items (documents not yet accepted or waived); " +
          'anything entered here is listed after them.',
      },
      reasons(),
      MESSAGE,
    ],
  },
  accept: {
    label: 'Accept as complete',
    explanation: 'Starts the processing clock and sends the acceptance notice with the due date.',
    fields: [MESSAGE],
  },
  start_evaluation: { label: 'Start evaluation', explanation: 'Marks the application as under evaluation.', fields: [] },
  request_information: {
    label: 'Request information',
    explanation: 'Puts the application on hold (the clock pauses) and asks the applicant by an answer-by date.',
    fields: [note('What is needed', true), { name: 'answerBy', kind: 'date', label: 'Answer by', required: true }, MESSAGE],
  },
  release_hold: { label: 'Release the hold', explanation: 'The clock runs again.', fields: [note('Note for the file', false, TO_FILE)] },
  refer: {
    label: 'Refer',
    explanation: 'Refers the application to an external body; the clock pauses until its clearance is recorded.',
    fields: [
      {
        name: 'body',
        kind: 'choice',
        label: 'Referral body',
        required: true,
        options: {
          ncip: 'NCIP (ancestral domain, FPIC)',
          pamb: 'PAMB (protected area)',
          pcsd: 'PCSD (Palawan)',
          lgu: 'LGU (local government unit)',
          bfar: 'BFAR (aquatic species)',
        },
      },
      note('What the body is asked', true),
      MESSAGE,
    ],
  },
  record_clearance: {
    label: 'Record the clearance',
    explanation: "Records the referral body's answer; the clock runs again.",
    fields: [
      {
        name: 'outcome',
        kind: 'choice',
        label: 'Outcome',
        required: true,
        options: { granted: 'Granted', refused: 'Refused' },
      },
      note('Clearance details', true),
      MESSAGE,
    ],
  },
  require_agreement: {
    label: 'Require an agreement',
    explanation: 'A memorandum of agreement must be executed with the applicant; the clock pauses.',
    fields: [note('What the agreement must cover', true), MESSAGE],
  },
  agreement_executed: {
    label: 'Agreement executed',
    explanation: 'The agreement is signed; evaluation goes on.',
    fields: [note('Note for the file', false, TO_FILE), MESSAGE],
  },
  recommend: {
    label: 'Recommend',
    explanation: 'Sends the application for endorsement and decision with your recommendation.',
    fields: [
      {
        name: 'recommendation',
        kind: 'choice',
        label: 'Recommendation',
        required: true,
        options: { approve: 'Approve', deny: 'Deny' },
      },
      reasons('Reasons', TO_STAFF),
      STAFF_MESSAGE,
    ],
  },
  endorse: {
    label: 'Endorse',
    explanation: 'Endorses the recommendation to the approver.',
    fields: [note('Note', false, TO_STAFF), STAFF_MESSAGE],
  },
  return_for_evaluation: {
    label: 'Return for evaluation',
    explanation: 'Voids the recommendation and returns the application to the evaluator.',
    fields: [reasons('Reasons', TO_STAFF), STAFF_MESSAGE],
  },
  approve: {
    label: 'Approve',
    explanation: 'Approves the application; the permit is prepared next.',
    fields: [note('Conditions or remarks', false, APPROVAL_CONDITION), MESSAGE],
  },
  deny: {
    label: 'Deny',
    explanation: 'Denies the application; the decision notice gives the grounds.',
    weighty: true,
    fields: [{ name: 'grounds', kind: 'text', label: 'Grounds', required: true, description: TO_AGENCY }, MESSAGE],
  },
  extend: {
    label: 'Extend the time',
    explanation: 'Extends the processing time once, by the same number of days.',
    fields: [reasons(), MESSAGE],
  },
  accept_document: {
    label: 'Accept a document',
    explanation: 'Marks one document as meeting its requirement.',
    inSection: 'documents',
    fields: [{ name: 'attachmentId', kind: 'id', label: 'Document id', required: true }, MESSAGE],
  },
  reject_document: {
    label: 'Reject a document',
    explanation: 'Marks one document as not meeting its requirement, with the reason.',
    inSection: 'documents',
    weighty: true,
    fields: [{ name: 'attachmentId', kind: 'id', label: 'Document id', required: true }, reasons(), MESSAGE],
  },
  waive_requirement: {
    label: 'Waive a requirement',
    explanation: 'The application need not meet this requirement.',
    inSection: 'documents',
    fields: [{ name: 'type', kind: 'text', label: 'Requirement type', required: true }, reasons(), MESSAGE],
  },
  // Issue 20: what the permit owes, taken on the obligation's row of the permit panel (web/src/obligations), which fills
  // the obligation's id; the id field is drawn only when a kept draft reopens the form from the action bar.
  accept_obligation: {
    label: 'Accept an obligation',
    explanation: 'Accepts the submission of an obligation of the permit (a report, a certificate of deposit): it is fulfilled.',
    inSection: 'obligations',
    fields: [{ name: 'obligationId', kind: 'id', label: 'Obligation id', required: true }, note('Note to the agency', false)],
  },
  reject_obligation: {
    label: 'Reject an obligation',
    explanation: 'Rejects the submission of an obligation, with the reason: the agency owes it again.',
    inSection: 'obligations',
    weighty: true,
    fields: [{ name: 'obligationId', kind: 'id', label: 'Obligation id', required: true }, reasons()],
  },
  waive_obligation: {
    label: 'Waive an obligation',
    explanation: 'The permit holder no longer owes this obligation.',
    inSection: 'obligations',
    fields: [{ name: 'obligationId', kind: 'id', label: 'Obligation id', required: true }, reasons()],
  },
  issue: {
    label: 'Issue the permit',
    explanation: 'Issues the permit of the approved application.',
    fields: [
      { name: 'title', kind: 'text', label: 'Title', required: false },
      { name: 'description', kind: 'text', label: 'Description', required: false },
      MESSAGE,
    ],
  },
  amend_permit: {
    label: 'Amend the permit',
    explanation: 'Issues an amended certificate of the permit.',
    fields: [
      reasons(),
      { name: 'title', kind: 'text', label: 'Title', required: false },
      { name: 'description', kind: 'text', label: 'Description', required: false },
      { name: 'conditions', kind: 'lines', label: 'Conditions', required: false, description: 'One per line.' },
      MESSAGE,
    ],
  },
  suspend_permit: {
    label: 'Suspend the permit',
    explanation: 'The permit is suspended until reinstated.',
    weighty: true,
    fields: [reasons(), MESSAGE],
  },
  reinstate_permit: {
    label: 'Reinstate the permit',
    explanation: 'The suspended permit is valid again.',
    fields: [{ name: 'reasons', kind: 'text', label: 'Reasons', required: false, description: TO_AGENCY }, MESSAGE],
  },
  revoke_permit: {
    label: 'Revoke the permit',
    explanation: 'The permit is revoked for good.',
    weighty: true,
    fields: [reasons(), MESSAGE],
  },
  void_permit: {
    label: 'Void the permit',
    explanation: 'The permit is void, as if never issued.',
    weighty: true,
    fields: [reasons(), MESSAGE],
  },
  renew_permit: {
    label: 'Renew the permit',
    explanation: 'Renews the permit for another period.',
    fields: [{ name: 'reasons', kind: 'text', label: 'Reasons', required: false, description: TO_AGENCY }, MESSAGE],
  },
  publish_to_absch: {
    label: 'Publish to the ABS Clearing-House',
    explanation:
      'biopermit validates the permit with the Clearing-House, submits it (or its update or revocation) and follows the Publishing Authority’s decision; the answers appear below.',
    fields: [
      {
        name: 'usage',
        kind: 'choice',
        label: 'Usage',
        required: false,
        options: { commercial: 'Commercial', noncommercial: 'Non-commercial' },
        description:
          'Needed only for an application type the setting “ABS Clearing-House records” maps to no usage (research is non-commercial, bioprospecting commercial); otherwise the setting’s usage is sent and this choice is ignored.',
      },
    ],
  },
  record_cbd_status: {
    label: 'Record ABS Clearing-House status',
    explanation: "Records the permit's publication status on the ABS Clearing-House.",
    fields: [
      {
        name: 'to',
        kind: 'choice',
        label: 'Status',
        required: true,
        options: {
          not_applicable: 'not applicable',
          ready: 'ready',
          submitted: 'submitted',
          published: 'published',
          rejected: 'rejected',
          update_pending: 'update pending',
          revocation_pending: 'revocation pending',
          revoked: 'revoked',
        },
      },
      { name: 'irccIdentifier', kind: 'text', label: 'IRCC identifier', required: false },
      note('Note', false, TO_STAFF),
      STAFF_MESSAGE,
    ],
  },
  cancel: {
    label: 'Cancel',
    explanation: 'Cancels the application; the notice gives the reason.',
    weighty: true,
    fields: [reasons(), MESSAGE],
  },
  // Issue 21 §1: rectification (DPO or intake). Fill only the fields to correct; the others stay as they are.
  correct_personal_data: {
    label: 'Correct personal data',
    explanation:
      "Corrects the permittee's personal data: the form shows the values held; change what is wrong (empty a field to clear it). The agency is told which fields changed and why; the audit trail keeps the values before and after.",
    initialValues: heldPersonalData,
    toBody: correctionBody,
    fields: [
      permitteeField('permiteeFirstName', 'First name', 'Every application has one: it cannot be emptied.'),
      permitteeField('permiteeMiddleName', 'Middle name'),
      permitteeField('permiteeLastName', 'Last name', 'Every application has one: it cannot be emptied.'),
      {
        name: 'permiteeDateOfBirth',
        kind: 'date',
        label: 'Date of birth',
        required: false,
        description: 'The day of birth; empty it to clear it.',
      },
      permitteeField('permiteeGender', 'Sex'),
      permitteeField('permiteeAddress', 'Address'),
      permitteeField('permiteePhone', 'Phone'),
      permitteeField('permiteeEmail', 'Email', 'Every application has one: it cannot be emptied.'),
      permitteeField('permiteeAffiliation', 'Affiliation'),
      permitteeField('permiteeOccupation', 'Occupation'),
      permitteeField('permiteeEmployer', 'Employer'),
      permitteeField('permiteeEmployerAddress', "Employer's address"),
      { name: 'reason', kind: 'text', label: 'Reason', required: true, description: TO_AGENCY },
      MESSAGE,
    ],
  },
} as const satisfies { [A in ActionName]: ActionForm<A> };

/** The required body members of each action that no field of its form fills: none, or the build fails. */
type UnfilledMembers = {
  [A in ActionName]: Exclude<RequiredMembers<ActionBodyOf<A>>, 'action' | (typeof FORMS)[A]['fields'][number]['name']>;
}[ActionName];
const formsCoverTheirBodies: [UnfilledMembers] extends [never] ? true : { unfilled: UnfilledMembers } = true;
void formsCoverTheirBodies;

/** Every action's form, as the dialogs draw them. */
export const ACTION_FORMS: Readonly<Record<ActionName, ActionForm & { readonly fields: readonly ActionField[] }>> = FORMS;

/** Whether an allowed action (a string from the service) is one this page has a form for. */
export function isKnownAction(action: string): action is ActionName {
  return Object.hasOwn(ACTION_FORMS, action);
}

/** The form's values as the action's body: empty optional fields left out, lines split (or the form's own `toBody`). */
export function actionBody(action: ActionName, values: Record<string, string>, initial: Readonly<Record<string, string>> = {}): ActionBody {
  const toBody = ACTION_FORMS[action].toBody;
  if (toBody !== undefined) return { action, ...toBody(values, initial) } as ActionBody;
  const body: Record<string, unknown> = { action };
  for (const field of ACTION_FORMS[action].fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '' && !field.required) continue;
    body[field.name] =
      field.kind === 'lines'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : value;
  }
  return body as ActionBody;
}
