import { fields, message } from './action.fields.js';
import { defineAction } from './action.types.js';

/**
 * Intake finds the application complete: the clock starts, with the time limit of its type now.
 * Complete means every required document of the checklist accepted or waived (`needsRequirements`:
 * policy refuses it with `requirements_missing` until then).
 */
export const accept = defineAction({
  name: 'accept',
  summary:
    'Accept the application as complete: the processing clock starts; the acceptance notice gives the due date. Needs every ' +
    'required document of the checklist accepted or waived (409 `requirements_missing` otherwise).',
  fields: fields({ message }),
  actor: 'staff',
  roles: ['intake'],
  from: ['submitted'],
  needsAssignment: false,
  needsRequirements: true,
  decide: ({ timeLimit }) => ({
    journal: [{ action: 'accepted', payload: { timeLimit } }],
    notice: { type: 'acceptance' },
  }),
});
