import { Type } from 'typebox';
import { AppError } from '../../http/errors.js';
import { mayWorkOnAgency } from '../../policy/application.policy.js';
import { staffActorOf } from '../../staff/staff-user.model.js';
import { findStaffUserById } from '../../staff/staff-user.repository.js';
import { IN_PROCESS } from '../workflow.state.js';
import { fields } from './action.fields.js';
import { defineAction } from './action.types.js';

/** A chief assigns the application to a staff user (who may work on its agency). */
export const assign = defineAction({
  name: 'assign',
  summary: 'Assign the application to a staff user.',
  fields: fields({ assigneeId: Type.String({ format: 'uuid', description: 'The staff user to assign the application to.' }) }),
  actor: 'staff',
  roles: ['chief'],
  from: IN_PROCESS,
  needsAssignment: false,
  async decide({ fields, db, application }) {
    const user = await findStaffUserById(db, fields.assigneeId);
    const detail =
      user === undefined
        ? 'is not a staff user'
        : user.disabled_at !== null
          ? 'is a disabled staff user'
          : !mayWorkOnAgency(staffActorOf(user, ''), application.agency_code)
            ? `is limited to other agencies than ${application.agency_code}`
            : undefined;
    if (detail !== undefined) {
      throw new AppError('validation_failed', `assigneeId: ${detail}`, { errors: [{ pointer: '/assigneeId', detail }] });
    }
    return { journal: [{ action: 'assigned', payload: { assigneeId: fields.assigneeId } }] };
  },
});
