import { Type } from 'typebox';
import { validationError } from '../../http/errors.js';
import { requiredText } from '../../http/schema-helpers.js';
import { describeRequirement } from '../case-facts.js';
import { fields, message, reasons, TEXT_MAX } from './action.fields.js';
import { defineAction } from './action.types.js';

/**
 * Intake finds requirements missing: the deficiency notice lists each one. First the documents of the
 * checklist that keep `accept` waiting (src/attachments/checklist.service.ts), read in the transaction:
 * missing, uploaded and not yet reviewed, or rejected with the reason; then whatever else intake
 * lists in `missingItems` (a clearer map, a document the checklist does not name).
 */
export const returnIncomplete = defineAction({
  name: 'return_incomplete',
  summary:
    'Return the application as incomplete (deficiency notice): the notice lists each required document of the checklist not ' +
    'yet accepted or waived (rejected ones with the reason), then each of `missingItems`.',
  fields: fields({
    reasons: reasons('Why the application is incomplete.'),
    missingItems: Type.Optional(
      Type.Array(requiredText(TEXT_MAX, 'One missing requirement.'), {
        minItems: 1,
        maxItems: 100,
        description:
          'What else is missing, besides the documents of the checklist (which the notice lists by itself); required when ' +
          'every required document is accepted or waived.',
      }),
    ),
    message,
  }),
  actor: 'staff',
  roles: ['intake'],
  from: ['submitted'],
  needsAssignment: false,
  listsRequirements: true,
  decide: ({ fields, missingRequirements }) => {
    // Read with the situation, in the change's transaction (`listsRequirements`).
    const requirements = missingRequirements ?? [];
    const others = fields.missingItems ?? [];
    if (requirements.length === 0 && others.length === 0) {
      throw validationError([
        { pointer: '/missingItems', detail: 'is required: every required document of the checklist is accepted or waived' },
      ]);
    }
    const lines = [...requirements.map(describeRequirement), ...others];
    return {
      journal: [
        {
          action: 'returned_incomplete',
          payload: {
            reasons: fields.reasons,
            requirements: requirements.map(({ type, title, state, reason }) => ({ type, title, state, reason })),
            ...(fields.missingItems === undefined ? {} : { missingItems: fields.missingItems }),
          },
        },
      ],
      notice: {
        type: 'deficiency',
        values: { reasons: fields.reasons, missingItems: lines.map((line, i) => `${i + 1}. ${line}`).join('\n') },
      },
    };
  },
});
