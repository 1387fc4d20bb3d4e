import type { Role } from '../auth/roles';

/** The roles that take part in the workflow: their home is the workqueues. */
const WORKFLOW_ROLES: readonly Role[] = ['intake', 'evaluator', 'chief', 'approver', 'abs_publisher'];

/** Whether the user's home page is Personal data: a data protection officer who takes no part in the workflow (issue 31). */
export function landsOnPersonalData(roles: readonly Role[]): boolean {
  return roles.includes('dpo') && !roles.some((role) => WORKFLOW_ROLES.includes(role));
}
