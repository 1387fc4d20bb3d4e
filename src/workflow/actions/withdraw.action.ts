import { BEFORE_DECISION } from '../workflow.state.js';
import { fields, optionalText } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The agency withdraws the application before the decision. */
export const withdraw = defineAction({
  name: 'withdraw',
  summary: 'Withdraw the application before the decision.',
  fields: fields({ reason: optionalText('Why the application is withdrawn.') }),
  actor: 'agency',
  roles: [],
  from: BEFORE_DECISION,
  needsAssignment: false,
  decide: ({ fields }) => ({
    journal: [{ action: 'withdrawn', payload: fields.reason === undefined ? {} : { reason: fields.reason } }],
    notice: { type: 'withdrawal_acknowledged', values: { message: fields.reason ?? '' } },
  }),
});
