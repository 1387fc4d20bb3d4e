import { IN_PROCESS } from '../workflow.state.js';
import { fields, message, reasons } from './action.fields.js';
import { defineAction } from './action.types.js';

/** A chief extends the processing time once, by the same number of days, before the due date. */
export const extend = defineAction({
  name: 'extend',
  summary: 'Extend the processing time once by the same number of working days, before the due date.',
  fields: fields({ reasons: reasons('Why the processing time is extended (in the extension notice).'), message }),
  actor: 'staff',
  roles: ['chief'],
  from: IN_PROCESS,
  needsAssignment: true,
  refuse: ({ state, clock }) =>
    state.extended ? 'the processing time was extended once already' : clock.state === 'overdue' ? 'the due date has passed' : undefined,
  decide: ({ fields }) => ({
    journal: [{ action: 'extended', payload: { reasons: fields.reasons } }],
    notice: { type: 'extension', values: { reasons: fields.reasons } },
  }),
});
