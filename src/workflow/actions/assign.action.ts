import { Type } from 'typebox';
import { AppError } from '../../http/errors.js';
import { assigneeRefusal } from '../../policy/application.policy.js';
import { ASSIGNER_ROLES } from '../../policy/assignment.policy.js';
import { parseAgencyCodes, parseRoles } from '../../staff/staff-user.model.js';
import { findStaffUserById } from '../../staff/staff-user.repository.js';
import { IN_PROCESS } from '../workflow.state.js';
import { fields } from './action.fields.js';
import { defineAction } from './action.types.js';

/**
 * A chief assigns the application to a staff user who can take the actions it waits for: the policy
 * (assigneeRefusal) refuses a disabled user, one who never logged in, one limited to other agencies,
 * and one with none of the roles that act on it now (a viewer, never). The directory's
 * `assignableTo` lists exactly those it accepts.
 */
export const assign = defineAction({
  name: 'assign',
  summary: 'Assign the application to a staff user who can take the actions it waits for.',
  fields: fields({ assigneeId: Type.String({ format: 'uuid', description: 'The staff user to assign the application to.' }) }),
  actor: 'staff',
  roles: ASSIGNER_ROLES,
  from: IN_PROCESS,
  needsAssignment: false,
  async decide({ fields, db, application, state, registry }) {
    const user = await findStaffUserById(db, fields.assigneeId);
    const detail =
      user === undefined
        ? 'is not a staff user'
        : assigneeRefusal(
            {
              roles: parseRoles(user.roles),
              agencyCodes: parseAgencyCodes(user.agency_codes),
              disabled: user.disabled_at !== null,
              lastLoginAt: user.last_login_at,
            },
            { agencyCode: application.agency_code, status: state.status },
            registry,
          );
    if (detail !== undefined) {
      throw new AppError('validation_failed', `assigneeId: ${detail}`, { errors: [{ pointer: '/assigneeId', detail }] });
    }
    return { journal: [{ action: 'assigned', payload: { assigneeId: fields.assigneeId } }] };
  },
});
