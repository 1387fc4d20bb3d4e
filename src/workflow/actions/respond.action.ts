import { AppError } from '../../http/errors.js';
import { fields, text } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The agency answers a deficiency (incomplete → submitted) or a request for information (the hold ends). */
export const respond = defineAction({
  name: 'respond',
  summary: 'Answer a deficiency notice or a request for information.',
  fields: fields({ message: text('The answer to the deficiency notice or the request for information.') }),
  actor: 'agency',
  roles: [],
  from: ['incomplete', 'under_evaluation'],
  needsAssignment: false,
  refuse: ({ state }) =>
    state.status === 'under_evaluation' && state.hold?.reason !== 'missing_information'
      ? 'no deficiency notice nor request for information awaits an answer'
      : undefined,
  decide: ({ fields, state }) => {
    if (state.status !== 'incomplete' && state.hold === null) throw new AppError('action_not_allowed', 'Nothing awaits an answer');
    const answered = state.status === 'incomplete' ? 'deficiency' : 'request_for_information';
    return {
      journal: [{ action: 'responded', payload: { message: fields.message, answered } }],
      notice: { type: 'response_received', values: { message: fields.message } },
    };
  },
});
