import { fields, message, text } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';

/** An agreement (MOA) must be executed before the evaluation goes on: the applicant acts, the clock pauses. */
export const requireAgreement = defineAction({
  name: 'require_agreement',
  summary: 'Require an agreement with the applicant before the evaluation goes on: the clock pauses.',
  fields: fields({ text: text('What the agreement must cover.'), message }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['under_evaluation'],
  needsAssignment: true,
  refuse: ({ state }) =>
    state.hold !== null ? 'it is on hold' : state.referral !== null ? `it is referred to ${state.referral.body}` : undefined,
  decide: ({ fields }) => ({
    journal: [{ action: 'agreement_required', payload: { text: fields.text } }],
    notice: { type: 'agreement_required', values: { text: fields.text } },
  }),
});
