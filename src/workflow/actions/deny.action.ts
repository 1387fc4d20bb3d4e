import { fields, message, reasons } from './action.fields.js';
import { defineAction } from './action.types.js';

/** The approver denies, with grounds (required): the clock stops. */
export const deny = defineAction({
  name: 'deny',
  summary: 'Deny the application, with its grounds (the decision): the clock stops.',
  fields: fields({ grounds: reasons('The grounds of the denial, given to the applicant.'), message }),
  actor: 'staff',
  roles: ['approver'],
  from: ['for_decision'],
  needsAssignment: true,
  signs: 'decision',
  refuse: ({ state }) => (state.endorsement === null ? 'the recommendation is not endorsed yet' : undefined),
  decide: ({ fields }) => ({
    journal: [{ action: 'denied', payload: { grounds: fields.grounds } }],
    notice: { type: 'decision_denied', values: { grounds: fields.grounds } },
  }),
});
