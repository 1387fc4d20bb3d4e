import type { Actor } from '../auth/actor.js';
import type { Role } from './roles.js';

/**
 * Who hands out the work on an application: chiefs assign it to anyone (the roles of
 * `assign`) and unassign anyone; an evaluator claims an unassigned one and gives up only their own.
 * Whom it may be assigned to is application.policy.ts's `assigneeRefusal`.
 */
export const ASSIGNER_ROLES: readonly Role[] = ['chief'];

/** Why the actor may not unassign the application from `assigneeId` (`unassign`'s refusal); undefined when they may. */
export function unassignRefusal(actor: Actor, assigneeId: string): string | undefined {
  if (actor.kind !== 'staff' || assigneeId === actor.id || ASSIGNER_ROLES.some((role) => actor.roles.has(role))) return undefined;
  return 'it is assigned to someone else: only a chief may unassign another user';
}
