import type { StaffActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import type { Role } from './roles.js';

/**
 * Who sees which workqueue (src/workqueues/queues.ts). Every staff role sees the queues of the
 * application workflow. The publisher's queue (`awaiting_publication`) is the work of the
 * abs_publisher, with the chief who runs the office and the admin; to the other roles it is not
 * offered (not counted, a listing of it refused). The permits in it stay readable to every role as
 * applications (their `cbdStatus` is on each application and a filter of the listing): the queue is
 * a place of work, not a secret.
 */
export const PUBLICATION_QUEUE_ROLES: readonly Role[] = ['abs_publisher', 'chief', 'admin'];

/** Queues only some roles see; a queue not listed here is everyone's. */
const QUEUE_ROLES: Readonly<Record<string, readonly Role[]>> = { awaiting_publication: PUBLICATION_QUEUE_ROLES };

export function mayReadWorkqueue(actor: StaffActor, queue: string): boolean {
  const roles = QUEUE_ROLES[queue];
  return roles === undefined || roles.some((role) => actor.roles.has(role));
}

export function assertMayReadWorkqueue(actor: StaffActor, queue: string): void {
  const roles = QUEUE_ROLES[queue];
  if (mayReadWorkqueue(actor, queue) || roles === undefined) return;
  throw new AppError('not_permitted', `The workqueue ${queue} needs one of the roles ${roles.join(', ')}`, {
    errors: [{ parameter: 'queue', detail: `needs one of the roles ${roles.join(', ')}` }],
  });
}
