import { Type } from 'typebox';
import { fields, message, optionalText, reasons } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { AMENDABLE, decideAmendment, decideRenewal, RENEWABLE } from './permit.lifecycle.js';
import { permitStatusRefusal } from './permit-rules.js';

/** Renewal and amendment: a new permit row (new number, certificate, `dateRenewed`) supersedes the one in force. */

export const renewPermit = defineAction({
  name: 'renew_permit',
  summary:
    'Renew the permit (in force or expired): a new permit with a new validity supersedes it; a published Clearing-House record ' +
    'becomes update_pending.',
  fields: fields({ reasons: optionalText('A note on the renewal.'), message }),
  actor: 'staff',
  roles: ['approver'],
  from: ['issued'],
  refuse: (situation) => permitStatusRefusal(situation, RENEWABLE),
  needsAssignment: false,
  decide: (context) => decideRenewal(context, context.fields),
});

export const amendPermit = defineAction({
  name: 'amend_permit',
  summary:
    'Amend the permit in force: a new permit with the changed terms and the same date of expiry supersedes it; a published ' +
    'Clearing-House record becomes update_pending.',
  fields: fields({
    reasons: reasons('What the amendment changes, and why.'),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' })),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' })),
    conditions: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' }), {
        maxItems: 50,
        description: 'The conditions of the amended permit; default: those of the permit it amends.',
      }),
    ),
    message,
  }),
  actor: 'staff',
  roles: ['approver'],
  from: ['issued'],
  refuse: (situation) => permitStatusRefusal(situation, AMENDABLE),
  needsAssignment: false,
  decide: (context) => decideAmendment(context, context.fields),
});
