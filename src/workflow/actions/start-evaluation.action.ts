import { fields } from './action.fields.js';
import { defineAction } from './action.types.js';

export const startEvaluation = defineAction({
  name: 'start_evaluation',
  summary: 'Begin the evaluation of an accepted application.',
  fields: fields({}),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['accepted'],
  needsAssignment: true,
  decide: () => ({ journal: [{ action: 'evaluation_started' }] }),
});
