import { fields, message, optionalText } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The approver approves an endorsed recommendation (never one they recommended): the clock stops. */
export const approve = defineAction({
  name: 'approve',
  summary: 'Approve the application (the decision): the clock stops.',
  fields: fields({ text: optionalText('Conditions or remarks, in the decision notice.'), message }),
  actor: 'staff',
  roles: ['approver'],
  from: ['for_decision'],
  needsAssignment: true,
  signs: 'decision',
  refuse: ({ state }) => (state.endorsement === null ? 'the recommendation is not endorsed yet' : undefined),
  decide: ({ fields }) => ({
    journal: [{ action: 'approved', payload: fields.text === undefined ? {} : { text: fields.text } }],
    notice: { type: 'decision_approved', values: { text: fields.text ?? '' } },
  }),
});
