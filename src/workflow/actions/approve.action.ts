import { fields, message, optionalText } from './action.fields.js';
import { defineAction } from './action.types.js';

/**
 * The approver approves an endorsed recommendation (never one they recommended): the clock stops. The
 * approval is a decision on the drafted terms (issue 28 §1): its "Conditions or remarks" become a
 * special condition of the permit, and a quantity still unset refuses it, naming the lines.
 */
export const approve = defineAction({
  name: 'approve',
  summary: 'Approve the application (the decision) and its terms: the clock stops.',
  fields: fields({
    text: optionalText('Conditions or remarks: in the decision notice, and printed on the permit as a special condition.'),
    message,
  }),
  actor: 'staff',
  roles: ['approver'],
  from: ['for_decision'],
  needsAssignment: true,
  signs: 'decision',
  refuse: ({ state }) => (state.endorsement === null ? 'the recommendation is not endorsed yet' : undefined),
  decide: async ({ fields, decideOnTerms, application, actor, now }) => {
    const terms = await decideOnTerms?.({ application, actor, now, decision: 'approval', specialCondition: fields.text });
    return {
      journal: [
        {
          action: 'approved',
          payload: {
            ...(fields.text === undefined ? {} : { text: fields.text }),
            ...(terms === undefined ? {} : { terms: terms.payload }),
          },
        },
      ],
      notice: { type: 'decision_approved', values: { text: fields.text ?? '', terms: terms?.noticeText ?? '' } },
      effects: terms?.effects ?? [],
    };
  },
});
