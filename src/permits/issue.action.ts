import { Type } from 'typebox';
import { fields, message } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { decideIssue } from './permit.lifecycle.js';

const optionalLine = (description: string) => Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description }));

/** The approver issues the permit of an approved application: its number, validity and certificate (issue 11 §3). */
export const issue = defineAction({
  name: 'issue',
  summary:
    'Issue the permit (approved → issued): a number from the gapless sequence of the year, the validity of its permit type, the ' +
    'certificate PDF with its signed QR link. Also after the permit in force was voided (issued in error).',
  fields: fields({
    title: optionalLine('The permit’s title; default: the permit type as printed (setting `permits.authority`).'),
    description: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S', description: 'Default: the purpose.' })),
    message,
  }),
  actor: 'staff',
  roles: ['approver'],
  from: ['approved', 'issued'],
  // Once issued, only after the permit was voided: renewal and amendment replace one that stands.
  refuse: ({ permit }) =>
    permit === null ? undefined : `permit ${permit.permitNo} is already ${permit.status}; renew or amend it, or void it if issued in error`,
  needsAssignment: false,
  decide: (context) => decideIssue(context, context.fields),
});
