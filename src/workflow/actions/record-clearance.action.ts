import { Type } from 'typebox';
import { fields, message, text } from './action.fields.js';
import { defineAction } from './action.types.js';
import { referralBodyName } from './refer.action.js';

/** The referral ends with the body's outcome: the clock resumes. */
export const recordClearance = defineAction({
  name: 'record_clearance',
  summary: 'Record the outcome of the referral: the referral ends and the clock resumes.',
  fields: fields({
    outcome: Type.Union([Type.Literal('granted'), Type.Literal('refused')], {
      description: 'What the body decided: `granted` (clearance given) or `refused`.',
    }),
    text: text('The clearance: its reference, conditions or the grounds of a refusal.'),
    message,
  }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['under_evaluation'],
  needsAssignment: true,
  refuse: ({ state }) => (state.referral === null ? 'it is not referred to any body' : undefined),
  decide: ({ fields, state }) => {
    const body = state.referral?.body ?? 'ncip';
    return {
      journal: [{ action: 'clearance_recorded', payload: { body, outcome: fields.outcome, text: fields.text } }],
      notice: { type: 'clearance_received', values: { referralBody: referralBodyName(body), outcome: fields.outcome, text: fields.text } },
    };
  },
});
