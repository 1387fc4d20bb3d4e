import { AppError } from '../../http/errors.js';
import { dateOf } from '../workflow.state.js';
import { date, fields, message, text } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The evaluator asks the applicant for information: on hold (missing_information) until answered; the clock pauses. */
export const requestInformation = defineAction({
  name: 'request_information',
  summary: 'Ask the applicant for information by an answer-by date: the application is on hold and the clock pauses.',
  fields: fields({
    text: text('What the applicant must provide.'),
    answerBy: date(
      'The date (Asia/Manila) by which the applicant should answer; after it, and the grace period, the application is abandoned.',
    ),
    message,
  }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['under_evaluation'],
  needsAssignment: true,
  refuse: ({ state }) => (state.hold === null ? undefined : `it is on hold already (${state.hold.reason})`),
  decide: ({ fields, now }) => {
    if (fields.answerBy <= dateOf(now)) {
      const detail = 'must be a date after today (Asia/Manila)';
      throw new AppError('validation_failed', `answerBy: ${detail}`, { errors: [{ pointer: '/answerBy', detail }] });
    }
    return {
      journal: [{ action: 'information_requested', payload: { text: fields.text, answerBy: fields.answerBy } }],
      notice: { type: 'request_for_information', values: { text: fields.text, answerBy: fields.answerBy } },
    };
  },
});
