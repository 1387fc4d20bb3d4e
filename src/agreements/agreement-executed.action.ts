import { AppError } from '../http/errors.js';
import { fields, message, optionalText } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { findLastExecutedAgreement } from './agreement.repository.js';

/** The agreement is executed: back to evaluation, the clock resumes. Needs an executed agreement (issue 11 §4). */
export const agreementExecuted = defineAction({
  name: 'agreement_executed',
  summary: 'Record that the agreement is executed: back to evaluation, the clock resumes. Needs an agreement in status executed.',
  fields: fields({ text: optionalText('A note on the agreement (journal only).'), message }),
  actor: 'staff',
  roles: ['evaluator'],
  from: ['for_agreement'],
  needsAssignment: true,
  decide: async ({ fields, db, application }) => {
    const executed = await findLastExecutedAgreement(db, application.id);
    if (executed === undefined) {
      throw new AppError(
        'action_not_allowed',
        'agreement_executed needs an executed agreement: draft it (POST …/agreements), upload its signed file and mark it executed first',
      );
    }
    return {
      journal: [
        {
          action: 'agreement_executed',
          payload: { agreementId: executed.id, ...(fields.text === undefined ? {} : { text: fields.text }) },
        },
      ],
      notice: { type: 'agreement_recorded', values: { text: fields.text ?? '' } },
    };
  },
});
