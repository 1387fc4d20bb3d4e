import { NOTICE_TYPE_MEANINGS, vocabulary } from '../vocabulary/workflow.vocabulary.js';

/** The closed vocabularies of email (issue 19 §4, docs/EMAIL.md). */

export const MAIL_STATUS_MEANINGS = {
  queued: 'Composed with its change; waiting for the sender (a job that holds the job lease).',
  sending:
    'The sender is handing it to the SMTP server now; one claimed more than 10 minutes ago (its outcome never written) is tried again, and may be resent.',
  sent: 'The SMTP server accepted it (a 2xx answer).',
  temporary_failure: 'The server answered 4xx, or did not answer: tried again at `nextAttemptAt`.',
  permanent_failure: 'The server answered 5xx (never retried), or every try of the retry schedule failed.',
  not_sent: 'No SMTP_URL was configured when the sender took it: kept, and sent by a resend or `biopermit mail send-unsent`.',
} as const;
/**
 * How long a message may stay `sending` before it counts as stuck (docs/EMAIL.md): its outcome was
 * never written (the database dropped after the SMTP server answered, or the process died). The
 * sender then takes it up again and staff may resend it. Far above the longest try (three 15-second
 * SMTP timeouts) and the sender's lease (60 s).
 */
export const STUCK_SENDING_MS = 10 * 60_000;

export type MailStatus = keyof typeof MAIL_STATUS_MEANINGS;
export const MAIL_STATUSES = Object.keys(MAIL_STATUS_MEANINGS) as MailStatus[];
export const MailStatusSchema = vocabulary(MAIL_STATUS_MEANINGS, 'Message status');

/** Messages to staff, besides the notices' (whose template is the notice type). */
export const STAFF_MAIL_TEMPLATE_MEANINGS = {
  assignment: 'To a staff user: an application was assigned to them (by someone else).',
  referral_answered: 'To the assignee and the evaluator who referred: the referral body’s clearance was recorded.',
  digest: 'To a staff user, daily: their assigned applications at risk or overdue.',
} as const;
export type StaffMailTemplate = keyof typeof STAFF_MAIL_TEMPLATE_MEANINGS;

export const MAIL_TEMPLATE_MEANINGS = {
  ...Object.fromEntries(Object.entries(NOTICE_TYPE_MEANINGS).map(([type, meaning]) => [type, `The notice: ${meaning}`])),
  ...STAFF_MAIL_TEMPLATE_MEANINGS,
} as Readonly<Record<string, string>>;
export const MAIL_TEMPLATES = Object.keys(MAIL_TEMPLATE_MEANINGS);
export const MailTemplateSchema = vocabulary(MAIL_TEMPLATE_MEANINGS, 'Message template (a notice type, or a staff message)');

export const RECIPIENT_KIND_MEANINGS = {
  permittee: 'The permittee, at the application’s `permiteeEmail`.',
  agency_contact: 'The agency, at its contact address (`contactEmail`, set by an administrator).',
  staff: 'A staff user, at their account’s address.',
} as const;
export type RecipientKind = keyof typeof RECIPIENT_KIND_MEANINGS;
export const RecipientKindSchema = vocabulary(RECIPIENT_KIND_MEANINGS, 'Who the recipient is');

/** `juan.delacruz@example.org` → `j***@e***.org`: how an address appears in logs. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${address[0]}***@${host[0] ?? ''}***${tld}`;
}

/** Text for the log (an SMTP server's answer often repeats the recipient), each address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(/[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g, (address) => maskEmail(address));
}
