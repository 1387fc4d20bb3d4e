import { REFERRAL_BODY_MEANINGS, type ReferralBody, ReferralBodySchema } from '../../vocabulary/workflow.vocabulary.js';
import { fields, message, text } from './action.fields.js';
import { defineAction } from './action.types.js';

/** How a referral body is named in a notice: "Protected Area Management Board (PAMB)". */
export function referralBodyName(body: ReferralBody): string {
  const name = REFERRAL_BODY_MEANINGS[body].split(':')[0] ?? body;
  return `${name.replace(/^The /, 'the ')} (${body.toUpperCase()})`;
}

/** The evaluator refers the application to an external body (one referral at a time): the clock pauses. */
export const refer = defineAction({
  name: 'refer',
  summary: 'Refer the application to an external body for its clearance: the clock pauses.',
  fields: fields({ body: ReferralBodySchema, text: text('What is asked of the body.'), message }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['under_evaluation'],
  needsAssignment: true,
  refuse: ({ state }) => (state.referral === null ? undefined : `it is referred to ${state.referral.body} already`),
  decide: ({ fields }) => ({
    journal: [{ action: 'referred', payload: { body: fields.body, text: fields.text } }],
    notice: { type: 'referral', values: { referralBody: referralBodyName(fields.body), text: fields.text } },
  }),
});
