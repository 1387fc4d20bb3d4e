import { Type } from 'typebox';
import { requiredText } from '../../http/schema-helpers.js';
import { fields, message, reasons, TEXT_MAX } from './action.fields.js';
import { defineAction } from './action.types.js';

/** Intake finds requirements missing: the deficiency notice lists each one. */
export const returnIncomplete = defineAction({
  name: 'return_incomplete',
  summary: 'Return the application as incomplete, listing each missing requirement (deficiency notice).',
  fields: fields({
    reasons: reasons('Why the application is incomplete.'),
    missingItems: Type.Array(requiredText(TEXT_MAX, 'One missing requirement.'), {
      minItems: 1,
      maxItems: 100,
      description: 'Each missing requirement; the deficiency notice lists them one by one.',
    }),
    message,
  }),
  actor: 'staff',
  roles: ['intake'],
  from: ['submitted'],
  needsAssignment: false,
  decide: ({ fields }) => ({
    journal: [{ action: 'returned_incomplete', payload: { reasons: fields.reasons, missingItems: fields.missingItems } }],
    notice: {
      type: 'deficiency',
      values: { reasons: fields.reasons, missingItems: fields.missingItems.map((item, i) => `${i + 1}. ${item}`).join('\n') },
    },
  }),
});
