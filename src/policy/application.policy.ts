import { describeRequirement } from '../attachments/checklist.service.js';
import type { Actor, StaffActor } from '../auth/actor.js';
import type { ActionDefinition, ActionSituation } from '../workflow/actions/action.types.js';
import { mayReadApplicationOf } from './read.policy.js';
import type { Role } from './roles.js';

/**
 * Who may take which action of the workflow on which application, and why not: action × role ×
 * state × assignment, decided here and nowhere else. The action route, the staff view's list of
 * allowed actions, the external operations and the scheduler all ask `refusalOf`.
 *
 * The order of the checks is the order of the reasons given: the application must be visible to
 * the actor (else it is a 404, as if it did not exist), the action must be one this kind of actor
 * takes, in one of the actor's roles, from the current status, with the flags allowing it, on an
 * application assigned to the actor when it writes, and by a signatory the decision chain allows.
 *
 * Separation of duties, and at most three signatories (RA 11032): the decision chain is one
 * recommendation, one endorsement of it and one decision. The recommender neither endorses nor
 * decides; each signature is given once (a second endorsement is refused); a return for evaluation
 * voids the recommendation and its endorsement, and the chain starts again.
 *
 * Last, an action that waits for the requirement checklist (`accept`) is refused while a required
 * document is neither accepted nor waived: after every other check, so that someone who may not take
 * the action at all is told that, not what the application lacks.
 */

/** Staff limited to some agencies work on those agencies' applications only. */
export function mayWorkOnAgency(actor: StaffActor, agencyCode: string): boolean {
  return mayReadApplicationOf(actor, agencyCode);
}

/** Whether the actor may see the application at all (otherwise it is answered as not found). */
export function mayReadApplication(actor: Actor, agencyCode: string): boolean {
  switch (actor.kind) {
    case 'staff':
      return mayWorkOnAgency(actor, agencyCode);
    case 'agency':
      return actor.agencyCode === agencyCode;
    case 'system':
    case 'operator':
      return true;
  }
}

export interface PolicySubject {
  readonly agencyCode: string;
  readonly situation: ActionSituation;
}

/** A required item of the checklist that keeps `accept` waiting, as a refusal lists it. */
export interface MissingRequirement {
  readonly type: string;
  readonly title: string;
  readonly state: string;
  readonly reason: string | null;
}

export type Refusal =
  /** The actor may not see the application: answer 404. */
  | { readonly hidden: true; readonly reason: string }
  /** The action is not allowed now: answer 409 `action_not_allowed` with the reason. */
  | { readonly hidden: false; readonly reason: string; readonly missingRequirements?: undefined }
  /** The action waits for the requirement checklist: answer 409 `requirements_missing`, listing what is missing. */
  | { readonly hidden: false; readonly reason: string; readonly missingRequirements: readonly MissingRequirement[] };

/** The role the actor takes the action in: the first of its roles the actor holds; null for other actors. */
export function actingRole(actor: Actor, definition: ActionDefinition): Role | null {
  if (actor.kind !== 'staff') return null;
  return definition.roles.find((role) => actor.roles.has(role)) ?? null;
}

const refused = (reason: string): Refusal => ({ hidden: false, reason });

/** Why the actor may not take the action now; undefined when they may. */
export function refusalOf(actor: Actor, definition: ActionDefinition, subject: PolicySubject): Refusal | undefined {
  const { state } = subject.situation;
  if (!mayReadApplication(actor, subject.agencyCode)) return { hidden: true, reason: 'not visible to this actor' };
  if (definition.actor !== actor.kind) return refused(`${definition.name} is taken by ${takerOf(definition)}`);
  if (actor.kind === 'staff' && actingRole(actor, definition) === null) {
    return refused(`${definition.name} needs the role ${definition.roles.join(' or ')}`);
  }
  if (!definition.from.includes(state.status)) {
    return refused(`${definition.name} applies to an application that is ${definition.from.join(', ')}; this one is ${state.status}`);
  }
  const flag = definition.refuse?.(subject.situation, actor);
  if (flag !== undefined) return refused(`${definition.name} is not possible now: ${flag}`);
  if (definition.needsAssignment && state.assigneeId !== actor.id) {
    return refused(
      `${definition.name} needs the application assigned to you; ${state.assigneeId === null ? 'nobody is assigned' : 'it is assigned to someone else'}`,
    );
  }
  const separation = separationOfDuties(actor, definition, subject.situation);
  if (separation !== undefined) return refused(`${definition.name} is not yours to take: ${separation}`);
  return definition.needsRequirements === true ? requirementsRefusal(definition, subject.situation) : undefined;
}

function requirementsRefusal(definition: ActionDefinition, { missingRequirements }: ActionSituation): Refusal | undefined {
  // The engine reads the checklist in every status such an action applies from (CHECKLIST_STATUSES).
  if (missingRequirements === null) throw new Error(`${definition.name}: the requirement checklist was not read`);
  if (missingRequirements.length === 0) return undefined;
  const listed = missingRequirements.map(describeRequirement).join('; ');
  return {
    hidden: false,
    reason: `${definition.name} needs every required document accepted or waived; ${missingRequirements.length} not yet: ${listed}`,
    missingRequirements: missingRequirements.map(({ type, title, state, reason }) => ({ type, title, state, reason })),
  };
}

function takerOf(definition: ActionDefinition): string {
  switch (definition.actor) {
    case 'staff':
      return `staff (${definition.roles.join(' or ')})`;
    case 'agency':
      return 'the agency, through the external API';
    case 'system':
      return 'the system (a scheduled job)';
  }
}

function separationOfDuties(actor: Actor, definition: ActionDefinition, { state }: ActionSituation): string | undefined {
  const recommender = state.recommendation?.by;
  if (definition.signs === 'endorsement' && recommender === actor.id) return 'you recommended it; another chief endorses it';
  if (definition.signs === 'decision' && recommender === actor.id) return 'you recommended it; another approver decides';
  return undefined;
}

/** The names of the actions the actor may take now, in the order given. */
export function allowedActions(actor: Actor, subject: PolicySubject, definitions: readonly ActionDefinition[]): string[] {
  return definitions.filter((definition) => refusalOf(actor, definition, subject) === undefined).map((definition) => definition.name);
}
