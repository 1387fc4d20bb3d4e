import { fields, optionalText } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The evaluator ends the hold (the answer came another way): the clock resumes. */
export const releaseHold = defineAction({
  name: 'release_hold',
  summary: 'End the hold: the clock resumes.',
  fields: fields({ text: optionalText('Why the hold ends (journal only).') }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['under_evaluation'],
  needsAssignment: true,
  refuse: ({ state }) => (state.hold === null ? 'it is not on hold' : undefined),
  decide: ({ fields }) => ({
    journal: [{ action: 'hold_released', payload: fields.text === undefined ? {} : { text: fields.text } }],
    notice: { type: 'response_received', values: { message: fields.text ?? 'the hold was released by the evaluator.' } },
  }),
});
