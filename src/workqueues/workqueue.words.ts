/**
 * The back-office's words for a workqueue's values (web/src/workqueues/workqueue-vocabulary.ts,
 * web/src/ui/clock/clock-state.ts, web/src/permits/permit-vocabulary.ts, web/src/format/), which the
 * CSV export writes as the table shows them. A copy, because the service does not import the web
 * application: web/src/workqueues/workqueue-words.test.ts fails the day the two differ. Free of imports
 * on purpose, so that test can load it; workqueue.csv.ts checks every record covers its vocabulary.
 */

export const STATUS_WORDS = {
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
} as const;

export const HOLD_WORDS = {
  missing_information: 'Waiting for information',
  pending_external_decision: 'Waiting for an external decision',
  applicant_request: "At the applicant's request",
  legal_action: 'Legal action',
} as const;

export const CLOCK_WORDS = { on_track: 'On track', at_risk: 'At risk', overdue: 'Overdue' } as const;

export const CBD_STATUS_WORDS = {
  not_applicable: 'Not to be published',
  ready: 'Ready to submit',
  submitted: 'Submitted, waiting for the Publishing Authority',
  published: 'Published (IRCC)',
  rejected: 'Rejected by the Clearing-House',
  update_pending: 'Update to submit (renewed or amended)',
  revocation_pending: 'Revocation to submit',
  revoked: 'Revoked on the Clearing-House',
} as const;

export const PERMIT_STATUS_WORDS = {
  issued: 'Issued, in force',
  suspended: 'Suspended',
  revoked: 'Revoked',
  expired: 'Expired',
  superseded: 'Superseded',
  void: 'Void',
} as const;

/** What an empty cell of the table shows. */
export const NOTHING = '—';

/** A code without a label ("research", `missing_information`) in words with a capital. */
export function codeInWords(code: string): string {
  const words = code.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.hasOwn(labels, code) ? (labels[code] as string) : codeInWords(code);
}

/** "12 working days left", "1 working day left", "due today", "3 working days late". */
export function describeWorkingDays(workingDaysLeft: number): string {
  if (workingDaysLeft === 0) return 'due today';
  const days = Math.abs(workingDaysLeft);
  const unit = days === 1 ? 'working day' : 'working days';
  return workingDaysLeft > 0 ? `${days} ${unit} left` : `${days} ${unit} late`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as staff read it: "24 Nov 2026, 14:05" in Asia/Manila. */
export function manilaDateTime(value: string): string {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return NOTHING;
  const manila = new Date(ms + MANILA_OFFSET_MS); // read with the UTC getters: the wall clock in Manila
  return `${manila.getUTCDate()} ${MONTHS[manila.getUTCMonth()]} ${manila.getUTCFullYear()}, ${pad(manila.getUTCHours())}:${pad(manila.getUTCMinutes())}`;
}
