import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';
import { PERMIT_IN_FORCE, PERMIT_NOT_ENDED, SUSPENDED_PERMIT } from '../vocabulary/status-groups.js';
import type { JournalAction, NoticeType } from '../vocabulary/workflow.vocabulary.js';
import { fields, message, optionalText, reasons } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { decideStatusChange } from './permit.lifecycle.js';
import { permitStatusRefusal } from './permit-rules.js';

/**
 * The changes of an issued permit's status (issue 11 §3): each applies to the application's permit
 * in force when its status is one of `from`, takes the reason into the journal and the notice, and
 * leaves the application `issued`.
 */

interface StatusChange {
  readonly name: string;
  readonly summary: string;
  /** What the reason says; `optional` when the change needs none. */
  readonly reasons: { readonly description: string; readonly optional?: true };
  readonly from: readonly PermitStatus[];
  readonly to: PermitStatus;
  readonly journal: JournalAction;
  readonly notice: NoticeType;
}

function permitStatusAction(change: StatusChange) {
  const reason = change.reasons.optional ? optionalText(change.reasons.description) : reasons(change.reasons.description);
  return defineAction({
    name: change.name,
    summary: change.summary,
    fields: fields({ reasons: reason, message }),
    actor: 'staff',
    roles: ['approver'],
    from: ['issued'],
    refuse: (situation) => permitStatusRefusal(situation, change.from),
    needsAssignment: false,
    decide: (context) => decideStatusChange(context, { ...change, action: change.name }, context.fields.reasons),
  });
}

export const suspendPermit = permitStatusAction({
  name: 'suspend_permit',
  summary: 'Suspend the permit in force, with the reason: the verification page shows it suspended until it is reinstated.',
  reasons: { description: 'Why the permit is suspended (in the notice to the agency).' },
  from: PERMIT_IN_FORCE.statuses,
  to: 'suspended',
  journal: 'permit_suspended',
  notice: 'permit_suspended',
});

export const reinstatePermit = permitStatusAction({
  name: 'reinstate_permit',
  summary: 'Reinstate a suspended permit: it is in force again.',
  reasons: { description: 'Why it is reinstated.', optional: true },
  from: SUSPENDED_PERMIT.statuses,
  to: 'issued',
  journal: 'permit_reinstated',
  notice: 'permit_reinstated',
});

export const revokePermit = permitStatusAction({
  name: 'revoke_permit',
  summary: 'Revoke the permit, with the reason (final); a published Clearing-House record becomes revocation_pending.',
  reasons: { description: 'Why the permit is revoked (in the notice, and the Clearing-House revocation).' },
  from: PERMIT_NOT_ENDED.statuses,
  to: 'revoked',
  journal: 'permit_revoked',
  notice: 'permit_revoked',
});

export const voidPermit = permitStatusAction({
  name: 'void_permit',
  summary: 'Void a permit issued in error, with the reason (final): its link reads as not valid; `issue` may then issue a correct one.',
  reasons: { description: 'What was wrong with the permit.' },
  from: PERMIT_NOT_ENDED.statuses,
  to: 'void',
  journal: 'permit_voided',
  notice: 'permit_voided',
});
