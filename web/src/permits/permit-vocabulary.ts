import { inStatusGroup } from '../api/status-groups';
import type { ActionName } from '../applications/application.queries';
import { OBLIGATION_ACTIONS } from '../obligations/obligation-vocabulary';
import type { CbdStatus, StaffPermit } from './permit.queries';

/** A badge's tint and its text's shade: the label reads at AA contrast on the tint, and says it in words. */
export interface BadgeTone {
  readonly color: string;
  readonly text: string;
}
const TONES = {
  good: { color: 'forest', text: 'forest.9' },
  waiting: { color: 'blue', text: 'blue.9' },
  warning: { color: 'warning', text: 'warning.9' },
  bad: { color: 'red', text: 'red.9' },
  over: { color: 'gray', text: 'gray.9' },
} as const satisfies Record<string, BadgeTone>;

/** The permit's status in words, and its tone. */
export const PERMIT_STATUS: Record<StaffPermit['status'], { label: string; tone: BadgeTone }> = {
  issued: { label: 'Issued, in force', tone: TONES.good },
  suspended: { label: 'Suspended', tone: TONES.warning },
  revoked: { label: 'Revoked', tone: TONES.bad },
  expired: { label: 'Expired', tone: TONES.over },
  superseded: { label: 'Superseded', tone: TONES.over },
  void: { label: 'Void', tone: TONES.bad },
};

export function cbdTone(status: CbdStatus): BadgeTone {
  if (status === 'published') return TONES.good;
  if (status === 'rejected' || status === 'update_pending' || status === 'revocation_pending') return TONES.warning;
  if (status === 'not_applicable' || status === 'revoked') return TONES.over;
  return TONES.waiting;
}

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

/**
 * Which permit actions fit the current permit's status (docs/PERMITS.md, the lifecycle table). The
 * application's `allowedActions` says what the role may do in the application's status (`issued`),
 * not what the permit's own status allows, so a suspended permit would otherwise offer "Suspend".
 * Each action applies from one of the service's status groups (the same groups its action definitions
 * name, generated from the API document: web/src/api/status-groups.ts); `issue`, when there is no
 * permit in force (none yet, or the last one voided). Only what is offered is decided here; the service
 * still refuses what does not fit (409).
 */
const FITS_PERMIT: Partial<Record<ActionName, (status: StaffPermit['status'] | undefined) => boolean>> = {
  issue: (status) => status === undefined || status === 'void',
  renew_permit: (status) => inStatusGroup('RenewablePermitStatus', status),
  amend_permit: (status) => inStatusGroup('PermitStatusInForce', status),
  suspend_permit: (status) => inStatusGroup('PermitStatusInForce', status),
  reinstate_permit: (status) => inStatusGroup('SuspendedPermitStatus', status),
  revoke_permit: (status) => inStatusGroup('PermitStatusNotEnded', status),
  void_permit: (status) => inStatusGroup('PermitStatusNotEnded', status),
};

/** The permit actions to offer: allowed to this user now, and fitting the current permit (undefined: none yet). */
export function permitActionsFor(allowed: readonly ActionName[], status: StaffPermit['status'] | undefined): ActionName[] {
  return PERMIT_ACTIONS.filter((action) => allowed.includes(action) && (FITS_PERMIT[action]?.(status) ?? true));
}

/** The Clearing-House section's one action. */
export const CLEARING_HOUSE_ACTIONS: readonly ActionName[] = ['publish_to_absch', 'record_cbd_status'];

/** Whether the action is offered by the permit panel (a permit's, the Clearing-House's, an obligation's row) rather than the application's action bar. */
export function isPermitPanelAction(action: ActionName): boolean {
  return (
    PERMIT_ACTIONS.includes(action) || CLEARING_HOUSE_ACTIONS.includes(action) || (OBLIGATION_ACTIONS as readonly string[]).includes(action)
  );
}
