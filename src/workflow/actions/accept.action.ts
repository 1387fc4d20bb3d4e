import { fields, message } from './action.fields.js';
import { defineAction } from './action.types.js';

/** Intake finds the application complete: the clock starts, with the time limit of its type now. */
export const accept = defineAction({
  name: 'accept',
  summary: 'Accept the application as complete: the processing clock starts; the acceptance notice gives the due date.',
  fields: fields({ message }),
  actor: 'staff',
  roles: ['intake'],
  from: ['submitted'],
  needsAssignment: false,
  decide: ({ timeLimit }) => ({
    journal: [{ action: 'accepted', payload: { timeLimit } }],
    notice: { type: 'acceptance' },
  }),
});
