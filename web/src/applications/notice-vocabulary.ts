import type { StaffApplication } from './application.queries';

export type NoticeType = StaffApplication['notices'][number]['log'];

/**
 * What each notice is, as the timeline names it (issue 31: "Notice: received" showed the stored code).
 * Every notice type of the API has its words here: the type checker refuses one left out.
 */
export const NOTICE_TITLES: Readonly<Record<NoticeType, string>> = {
  received: 'Acknowledgement of receipt',
  deficiency: 'Notice of incompleteness',
  response_received: 'The agency’s answer received',
  acceptance: 'Notice of acceptance',
  request_for_information: 'Request for information',
  referral: 'Notice of referral',
  clearance_received: 'Clearance recorded',
  agreement_required: 'Notice that an agreement is required',
  agreement_recorded: 'Agreement recorded',
  recommendation: 'Recommendation',
  endorsement: 'Endorsement',
  returned: 'Returned for evaluation',
  decision_approved: 'Notice of approval',
  decision_denied: 'Notice of denial',
  extension: 'Notice of extension',
  withdrawal_acknowledged: 'Withdrawal acknowledged',
  abandoned: 'Notice of closure: no answer in time',
  cancelled: 'Notice of cancellation',
  document_accepted: 'Document accepted',
  document_rejected: 'Document rejected',
  requirement_waived: 'Requirement waived',
  permit_issued: 'Notice of the permit’s issue',
  permit_suspended: 'Notice of suspension',
  permit_reinstated: 'Notice of reinstatement',
  permit_revoked: 'Notice of revocation',
  permit_renewed: 'Notice of renewal',
  permit_amended: 'Notice of amendment',
  permit_voided: 'Notice that the permit is void',
  permit_expired: 'Notice of expiry',
  permit_expiring: 'Reminder of expiry',
  signed_certificate_uploaded: 'Signed certificate uploaded',
  agreement_for_signature: 'Agreement ready for signature',
  agreement_terminated: 'Agreement terminated',
  clearing_house_step: 'Clearing-House publication step',
  clearing_house_published: 'Published on the ABS Clearing-House',
  checkpoint_communique: 'Checkpoint communiqué',
  obligation_submitted: 'Obligation submitted',
  obligation_accepted: 'Obligation accepted',
  obligation_rejected: 'Obligation rejected',
  obligation_waived: 'Obligation waived',
  obligation_reminder: 'Obligation reminder',
  personal_data_corrected: 'Personal data corrected',
};
