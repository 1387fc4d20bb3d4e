import type { Actor, StaffActor } from '../auth/actor.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { ActionDefinition, ActionSituation } from '../workflow/actions/action.types.js';
import { describeRequirement } from '../workflow/case-facts.js';
import { mayReadApplicationOf } from './read.policy.js';
import { ROLES, type Role } from './roles.js';

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
 * document is neither accepted nor waived, and one that waits for the clearances the jurisdiction rules
 * require (`recommend`) while one is not recorded: after every other check, so that someone who may not
 * take the action at all is told that, not what the application lacks.
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
  | { readonly hidden: true; readonly forbidden?: undefined; readonly reason: string }
  /** An action with a route of its own, and none of its roles: answer 403 `not_permitted`, as a route refuses. */
  | { readonly hidden: false; readonly forbidden: true; readonly reason: string; readonly missingRequirements?: undefined }
  /** The action is not allowed now: answer 409 `action_not_allowed` with the reason. */
  | { readonly hidden: false; readonly forbidden?: undefined; readonly reason: string; readonly missingRequirements?: undefined }
  /** The action waits for the requirement checklist: answer 409 `requirements_missing`, listing what is missing. */
  | {
      readonly hidden: false;
      readonly forbidden?: undefined;
      readonly reason: string;
      readonly missingRequirements: readonly MissingRequirement[];
    };

/** The role the actor takes the action in: the first of its roles the actor holds; null for other actors. */
export function actingRole(actor: Actor, definition: ActionDefinition): Role | null {
  if (actor.kind !== 'staff') return null;
  return definition.roles.find((role) => actor.roles.has(role)) ?? null;
}

const refused = (reason: string): Refusal => ({ hidden: false, reason });

/**
 * What can be told before the application is locked and its journal read, from what the caller read
 * of it (its agency and stored status): whether the actor sees it, is the kind of actor that takes
 * the action, in one of its roles, and the status is one it applies from. A route of its own asks
 * this before it reads an upload, so that a refusal stores nothing; `refusalOf` asks it all again
 * under the lock.
 */
export function refusalBeforeLock(
  actor: Actor,
  definition: ActionDefinition,
  application: { readonly agencyCode: string; readonly status: ApplicationStatus },
): Refusal | undefined {
  if (!mayReadApplication(actor, application.agencyCode)) return { hidden: true, reason: 'not visible to this actor' };
  if (definition.actor !== actor.kind) return refused(`${definition.name} is taken by ${takerOf(definition)}`);
  if (actor.kind === 'staff' && actingRole(actor, definition) === null) {
    if (definition.ownRoute !== undefined) return { hidden: false, forbidden: true, reason: definition.ownRoute.withoutRole };
    return refused(`${definition.name} needs the role ${definition.roles.join(' or ')}`);
  }
  if (!definition.from.includes(application.status)) {
    return refused(`${definition.name} applies to an application that is ${definition.from.join(', ')}; this one is ${application.status}`);
  }
  return undefined;
}

/** Why the actor may not take the action now; undefined when they may. */
export function refusalOf(actor: Actor, definition: ActionDefinition, subject: PolicySubject): Refusal | undefined {
  const { state } = subject.situation;
  const early = refusalBeforeLock(actor, definition, { agencyCode: subject.agencyCode, status: state.status });
  if (early !== undefined) return early;
  const flag = definition.refuse?.(subject.situation, actor);
  if (flag !== undefined) return refused(`${definition.name} is not possible now: ${flag}`);
  if (definition.needsAssignment && state.assigneeId !== actor.id) {
    return refused(
      `${definition.name} needs the application assigned to you; ${state.assigneeId === null ? 'nobody is assigned' : 'it is assigned to someone else'}`,
    );
  }
  const separation = separationOfDuties(actor, definition, subject.situation);
  if (separation !== undefined) return refused(`${definition.name} is not yours to take: ${separation}`);
  const requirements = definition.needsRequirements === true ? requirementsRefusal(definition, subject.situation) : undefined;
  if (requirements !== undefined) return requirements;
  return definition.needsClearances === true ? clearancesRefusal(definition, subject.situation) : undefined;
}

/** An action that waits for the required clearances (`recommend`): refused while one is not recorded. */
function clearancesRefusal(definition: ActionDefinition, { clearances }: ActionSituation): Refusal | undefined {
  // The engine reads them in every status such an action applies from (CLEARANCE_STATUSES).
  if (clearances === null) throw new Error(`${definition.name}: the required clearances were not read`);
  const missing = clearances.filter((c) => c.outcome === null);
  if (missing.length === 0) return undefined;
  const listed = missing.map((c) => `${c.body.toUpperCase()} (${c.reason})`).join('; ');
  return refused(`${definition.name} needs every required clearance recorded (refer, then record_clearance); not yet: ${listed}`);
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

/** What the policy reads of a staff user an application would be assigned to. */
export interface AssigneeCandidate {
  readonly roles: readonly Role[];
  /** null: every agency. */
  readonly agencyCodes: readonly string[] | null;
  readonly disabled: boolean;
  /** null: the user never logged in (an account set up but not taken up). */
  readonly lastLoginAt: string | null;
}

/**
 * The roles that take the actions an application in `status` waits for from the user assigned to it
 * (the actions that need the assignment): assigning it to anyone else hands it to someone who cannot act.
 */
export function rolesForAssignedWork(status: ApplicationStatus, definitions: readonly ActionDefinition[]): Role[] {
  const roles = new Set<Role>();
  for (const definition of definitions) {
    if (definition.actor === 'staff' && definition.needsAssignment && definition.from.includes(status)) {
      for (const role of definition.roles) roles.add(role);
    }
  }
  return ROLES.filter((role) => roles.has(role));
}

/**
 * Why the application may not be assigned to this user; undefined when it may: a disabled user, one
 * who never logged in, one limited to other agencies, or one holding none of the roles that take the
 * actions waiting for the assignee in the application's status (a viewer, never).
 */
export function assigneeRefusal(
  candidate: AssigneeCandidate,
  application: { readonly agencyCode: string; readonly status: ApplicationStatus },
  definitions: readonly ActionDefinition[],
): string | undefined {
  if (candidate.disabled) return 'is a disabled staff user';
  if (candidate.agencyCodes !== null && !candidate.agencyCodes.includes(application.agencyCode)) {
    return `is limited to other agencies than ${application.agencyCode}`;
  }
  if (candidate.lastLoginAt === null) return 'has never logged in: the account is not taken up yet';
  const roles = rolesForAssignedWork(application.status, definitions);
  if (!candidate.roles.some((role) => roles.includes(role))) {
    return `holds none of the roles that act on an application that is ${application.status} (${roles.join(', ') || 'none'})`;
  }
  return undefined;
}

/**
 * The actions the actor would take in this status (the kind of actor, a role and the status fit) that are
 * refused now, each with the policy's reason: an endorsement waiting for the application to be assigned to
 * the chief, an acceptance waiting for documents. Said on the page instead of a button missing without a word.
 */
export function unavailableActions(
  actor: Actor,
  subject: PolicySubject,
  definitions: readonly ActionDefinition[],
): { action: string; reason: string }[] {
  const application = { agencyCode: subject.agencyCode, status: subject.situation.state.status };
  return definitions.flatMap((definition) => {
    if (refusalBeforeLock(actor, definition, application) !== undefined) return [];
    const refusal = refusalOf(actor, definition, subject);
    return refusal === undefined ? [] : [{ action: definition.name, reason: refusal.reason }];
  });
}

/** The names of the actions the actor may take now, in the order given. */
export function allowedActions(actor: Actor, subject: PolicySubject, definitions: readonly ActionDefinition[]): string[] {
  return definitions.filter((definition) => refusalOf(actor, definition, subject) === undefined).map((definition) => definition.name);
}
