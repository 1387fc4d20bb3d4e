import { Type } from 'typebox';
import { fields, message, reasons } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The evaluator recommends approval or denial: the first signature; the application goes for decision. */
export const recommend = defineAction({
  name: 'recommend',
  summary: 'Recommend approval or denial, with reasons: the application goes for decision.',
  fields: fields({
    recommendation: Type.Union([Type.Literal('approve'), Type.Literal('deny')], { description: 'What the evaluator recommends.' }),
    reasons: reasons('The grounds of the recommendation.'),
    message,
  }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['under_evaluation'],
  needsAssignment: true,
  signs: 'recommendation',
  // Issue 21 §6: a clearance the jurisdiction rules require (PCSD for Palawan…) must be recorded first.
  needsClearances: true,
  refuse: ({ state }) =>
    state.hold !== null
      ? 'it is on hold: release the hold first'
      : state.referral !== null
        ? `it is referred to ${state.referral.body}: record the clearance first`
        : undefined,
  // Issue 28 §1: a recommendation to approve is a decision on the drafted terms (every quantity set).
  decide: async ({ fields, decideOnTerms, application, actor, now }) => {
    const terms =
      fields.recommendation === 'approve' ? await decideOnTerms?.({ application, actor, now, decision: 'recommendation' }) : undefined;
    return {
      journal: [
        {
          action: 'recommended',
          payload: {
            recommendation: fields.recommendation,
            reasons: fields.reasons,
            ...(terms === undefined ? {} : { terms: terms.payload }),
          },
        },
      ],
      notice: { type: 'recommendation', values: { recommendation: fields.recommendation, reasons: fields.reasons } },
      effects: terms?.effects ?? [],
    };
  },
});
