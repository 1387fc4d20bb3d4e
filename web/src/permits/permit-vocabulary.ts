import type { ActionName } from '../applications/application.queries';
import type { CbdStatus, StaffPermit } from './permit.queries';

/** The permit's status in words, and whether it is in force (the badge's colour and icon follow). */
export const PERMIT_STATUS: Record<StaffPermit['status'], { label: string; color: string }> = {
  issued: { label: 'Issued, in force', color: 'green.9' },
  suspended: { label: 'Suspended', color: 'orange.9' },
  revoked: { label: 'Revoked', color: 'red.9' },
  expired: { label: 'Expired', color: 'gray.8' },
  superseded: { label: 'Superseded', color: 'gray.8' },
  void: { label: 'Void', color: 'red.9' },
};

export const ISSUANCE: Record<StaffPermit['issuance'], string> = {
  original: 'Original',
  renewal: 'Renewal',
  amendment: 'Amendment',
};

/** Where the Clearing-House publication stands, in the publisher's words (docs/PERMITS.md). */
export const CBD_STATUS: Record<CbdStatus, string> = {
  not_applicable: 'Not to be published',
  ready: 'Ready to submit',
  submitted: 'Submitted, waiting for the Publishing Authority',
  published: 'Published (IRCC)',
  rejected: 'Rejected by the Clearing-House',
  update_pending: 'Update to submit (renewed or amended)',
  revocation_pending: 'Revocation to submit',
  revoked: 'Revoked on the Clearing-House',
};

/** The actions the Permit section offers, in this order; the page's action bar leaves them to it. */
export const PERMIT_ACTIONS: readonly ActionName[] = [
  'issue',
  'renew_permit',
  'amend_permit',
  'suspend_permit',
  'reinstate_permit',
  'revoke_permit',
  'void_permit',
];

/** The Clearing-House section's one action. */
export const CLEARING_HOUSE_ACTIONS: readonly ActionName[] = ['record_cbd_status'];

/** Whether the action is offered by the permit panel rather than the application's action bar. */
export function isPermitPanelAction(action: ActionName): boolean {
  return PERMIT_ACTIONS.includes(action) || CLEARING_HOUSE_ACTIONS.includes(action);
}
