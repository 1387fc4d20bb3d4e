import { fields, message, optionalText } from './action.fields.js';
import { defineAction } from './action.types.js';

/** A chief endorses the recommendation: the second signature. */
export const endorse = defineAction({
  name: 'endorse',
  summary: 'Endorse the recommendation (the second signature).',
  fields: fields({ text: optionalText('A note with the endorsement.'), message }),
  actor: 'staff',
  roles: ['chief'],
  from: ['for_decision'],
  needsAssignment: true,
  signs: 'endorsement',
  refuse: ({ state }) => (state.endorsement === null ? undefined : 'the recommendation is endorsed already'),
  decide: ({ fields }) => ({
    journal: [{ action: 'endorsed', payload: fields.text === undefined ? {} : { text: fields.text } }],
    notice: { type: 'endorsement', values: { text: fields.text ?? '' } },
  }),
});
