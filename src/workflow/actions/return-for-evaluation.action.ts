import { fields, message, reasons } from './action.fields.js';
import { defineAction } from './action.types.js';

/** A chief sends the application back to evaluation: the recommendation and its endorsement lapse. */
export const returnForEvaluation = defineAction({
  name: 'return_for_evaluation',
  summary: 'Return the application for evaluation, with reasons: the recommendation lapses.',
  fields: fields({ reasons: reasons('What the evaluation must look at again.'), message }),
  actor: 'staff',
  roles: ['chief'],
  from: ['for_decision'],
  needsAssignment: true,
  decide: ({ fields }) => ({
    journal: [{ action: 'returned_for_evaluation', payload: { reasons: fields.reasons } }],
    notice: { type: 'returned', values: { reasons: fields.reasons } },
  }),
});
