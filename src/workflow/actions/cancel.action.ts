import { OPEN_APPLICATION } from '../../vocabulary/status-groups.js';
import { fields, message, reasons } from './action.fields.js';
import { defineAction } from './action.types.js';

/** An admin cancels an application that is not final, with the reason. */
export const cancel = defineAction({
  name: 'cancel',
  summary: 'Cancel the application, with the reason (admin).',
  fields: fields({ reasons: reasons('Why the application is cancelled (in the notice).'), message }),
  actor: 'staff',
  roles: ['admin'],
  from: OPEN_APPLICATION.statuses,
  needsAssignment: false,
  decide: ({ fields }) => ({
    journal: [{ action: 'cancelled', payload: { reasons: fields.reasons } }],
    notice: { type: 'cancelled', values: { reasons: fields.reasons } },
  }),
});
