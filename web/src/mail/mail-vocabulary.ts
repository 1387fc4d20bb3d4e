import type { Tone } from '../ui/badge/ToneBadge';
import type { MailMessage, MailStatus, MailTemplate } from './messages.queries';

/** The emails' words, shared by an application's Emails section and the administrators' log of every email. */
export const STATUS: Record<MailStatus, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'blue' },
  sending: { label: 'Sending', tone: 'blue' },
  sent: { label: 'Sent', tone: 'green' },
  temporary_failure: { label: 'Will retry', tone: 'grey' },
  permanent_failure: { label: 'Failed', tone: 'red' },
  not_sent: { label: 'Not sent (no mail server)', tone: 'grey' },
};

export const RECIPIENT_KIND: Record<MailMessage['recipientKind'], string> = {
  permittee: 'Permittee',
  agency_contact: 'Agency contact',
  staff: 'Staff',
};

/** The service refuses (409) to resend a message still queued or being sent, unless it is stuck sending (mail.service.ts). */
export function mayResend(message: MailMessage): boolean {
  return message.status !== 'queued' && (message.status !== 'sending' || message.stuck);
}

export const MAIL_STATUSES = Object.keys(STATUS) as MailStatus[];

/**
 * The templates: a notice's type, or a staff message. A Record over the generated union, so a template
 * added to the service fails the build here until it is listed.
 */
const TEMPLATES: Record<MailTemplate, true> = {
  received: true,
  deficiency: true,
  response_received: true,
  acceptance: true,
  request_for_information: true,
  referral: true,
  clearance_received: true,
  agreement_required: true,
  agreement_recorded: true,
  recommendation: true,
  endorsement: true,
  returned: true,
  decision_approved: true,
  decision_denied: true,
  extension: true,
  withdrawal_acknowledged: true,
  abandoned: true,
  cancelled: true,
  document_accepted: true,
  document_rejected: true,
  requirement_waived: true,
  permit_issued: true,
  permit_suspended: true,
  permit_reinstated: true,
  permit_revoked: true,
  permit_renewed: true,
  permit_amended: true,
  permit_voided: true,
  permit_expired: true,
  permit_expiring: true,
  signed_certificate_uploaded: true,
  agreement_for_signature: true,
  agreement_terminated: true,
  clearing_house_step: true,
  clearing_house_published: true,
  checkpoint_communique: true,
  obligation_submitted: true,
  obligation_accepted: true,
  obligation_rejected: true,
  obligation_waived: true,
  obligation_reminder: true,
  personal_data_corrected: true,
  assignment: true,
  referral_answered: true,
  digest: true,
};

export const MAIL_TEMPLATES = Object.keys(TEMPLATES) as MailTemplate[];

/** "permit_issued" → "Permit issued". */
export function templateLabel(template: string): string {
  const words = template.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
