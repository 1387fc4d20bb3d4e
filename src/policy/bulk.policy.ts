import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { ActionDefinition } from '../workflow/actions/action.types.js';
import { actingRole } from './application.policy.js';

/**
 * Who may send a batch of actions (POST /api/v1/staff/bulk/…): someone who holds a role of at least
 * one of the actions the batch takes. Without one, every item would be refused for the same reason,
 * so the whole request is refused at once (403 `not_permitted`) and nothing is tried. With one, each
 * item is asked the whole policy (`refusalOf`) by the engine, under its row's lock, like the single action.
 */
export function assertMaySendBatchOf(actor: StaffActor, definitions: readonly ActionDefinition[], what: string): void {
  if (definitions.some((definition) => actingRole(actor, definition) !== null)) return;
  const roles = [...new Set(definitions.flatMap((definition) => definition.roles))];
  throw new AppError('not_permitted', `${what} needs the role ${roles.join(' or ')}`);
}
