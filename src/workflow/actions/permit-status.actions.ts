import { decideStatusChange } from '../../permits/permit.lifecycle.js';
import { fields, message, optionalText, reasons } from './action.fields.js';
import { defineAction } from './action.types.js';

/**
 * The changes of an issued permit's status (issue 11 §3): each applies to the application's permit
 * in force, takes the reason into the journal and the notice, and leaves the application `issued`.
 */

export const suspendPermit = defineAction({
  name: 'suspend_permit',
  summary: 'Suspend the permit in force, with the reason: the verification page shows it suspended until it is reinstated.',
  fields: fields({ reasons: reasons('Why the permit is suspended (in the notice to the agency).'), message }),
  actor: 'staff',
  roles: ['approver'],
  from: ['issued'],
  needsAssignment: false,
  decide: (context) =>
    decideStatusChange(
      context,
      { action: 'suspend_permit', from: ['issued'], to: 'suspended', journal: 'permit_suspended', notice: 'permit_suspended' },
      context.fields.reasons,
    ),
});

export const reinstatePermit = defineAction({
  name: 'reinstate_permit',
  summary: 'Reinstate a suspended permit: it is in force again.',
  fields: fields({ reasons: optionalText('Why it is reinstated.'), message }),
  actor: 'staff',
  roles: ['approver'],
  from: ['issued'],
  needsAssignment: false,
  decide: (context) =>
    decideStatusChange(
      context,
      { action: 'reinstate_permit', from: ['suspended'], to: 'issued', journal: 'permit_reinstated', notice: 'permit_reinstated' },
      context.fields.reasons,
    ),
});

export const revokePermit = defineAction({
  name: 'revoke_permit',
  summary: 'Revoke the permit, with the reason (final); a published Clearing-House record becomes revocation_pending.',
  fields: fields({ reasons: reasons('Why the permit is revoked (in the notice, and the Clearing-House revocation).'), message }),
  actor: 'staff',
  roles: ['approver'],
  from: ['issued'],
  needsAssignment: false,
  decide: (context) =>
    decideStatusChange(
      context,
      { action: 'revoke_permit', from: ['issued', 'suspended'], to: 'revoked', journal: 'permit_revoked', notice: 'permit_revoked' },
      context.fields.reasons,
    ),
});

export const voidPermit = defineAction({
  name: 'void_permit',
  summary: 'Void a permit issued in error, with the reason (final): its link reads as not valid; `issue` may then issue a correct one.',
  fields: fields({ reasons: reasons('What was wrong with the permit.'), message }),
  actor: 'staff',
  roles: ['approver'],
  from: ['issued'],
  needsAssignment: false,
  decide: (context) =>
    decideStatusChange(
      context,
      { action: 'void_permit', from: ['issued', 'suspended'], to: 'void', journal: 'permit_voided', notice: 'permit_voided' },
      context.fields.reasons,
    ),
});
