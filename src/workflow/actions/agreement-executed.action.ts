import { fields, message, optionalText } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The agreement is executed: back to evaluation, the clock resumes. */
export const agreementExecuted = defineAction({
  name: 'agreement_executed',
  summary: 'Record that the agreement is executed: back to evaluation, the clock resumes.',
  fields: fields({ text: optionalText('A note on the agreement (journal only).'), message }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['for_agreement'],
  needsAssignment: true,
  decide: ({ fields }) => ({
    journal: [{ action: 'agreement_executed', payload: fields.text === undefined ? {} : { text: fields.text } }],
    notice: { type: 'agreement_recorded', values: { text: fields.text ?? '' } },
  }),
});
