import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { JournalEntry } from '../applications/application.write.js';
import type { ChangeObserver } from '../applications/change-observer.js';
import type { DB } from '../db/schema.js';
import type { SettingValue } from '../settings/setting.definitions.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import type { ActionDefinition } from './actions/action.types.js';
import type { ChecklistItemStatus, CurrentPermit, RequiredClearance, TermsDecision, TermsDecisionRequest } from './case-facts.js';

/**
 * The registry the engine is handed: the actions of every capability, and what it reads of a case
 * through the capabilities that own it. Assembled once at the top (src/actions.ts) and passed in
 * (WorkflowDeps.actions), so that the engine imports no capability (test/architecture/folder-cycles.lint.test.ts).
 */

/** What the engine reads about a case from its owners, in the change's transaction (`db`). */
export interface CaseReaders {
  /** The requirement checklist's required items neither accepted nor waived (attachments). */
  missingRequirements(
    db: Kysely<DB>,
    application: ApplicationState,
    journal: readonly JournalEntry[],
  ): Promise<readonly ChecklistItemStatus[]>;
  /** The clearances the jurisdiction rules require, each with the outcome recorded (places). */
  clearances(
    db: Kysely<DB>,
    rules: SettingValue<'places.jurisdiction_rules'>,
    application: ApplicationState,
    journal: readonly JournalEntry[],
  ): Promise<readonly RequiredClearance[]>;
  /** The application's permit in force or last in force, the newest neither superseded nor void (permits). */
  currentPermit(db: Kysely<DB>, applicationId: string): Promise<CurrentPermit | null>;
  /**
   * The terms a recommendation to approve or an approval decides on (terms): refused (an AppError naming
   * the lines) while a quantity is not set; what the decision writes on them otherwise. Absent, the
   * decisions write nothing on terms (registries built by tests of the engine alone).
   */
  decideOnTerms?(db: Kysely<DB>, request: TermsDecisionRequest): Promise<TermsDecision>;
}

export interface ActionRegistry {
  /** Every action, in the order of the docs' table. */
  readonly actions: readonly ActionDefinition[];
  /** The actions staff take through POST /api/v1/staff/applications/{id}/actions (not those with a route of their own). */
  readonly staffActions: readonly ActionDefinition[];
  /** The statuses some action waits for or lists the requirement checklist from: where the engine reads it. */
  readonly checklistStatuses: ReadonlySet<ApplicationStatus>;
  /** The statuses some action waits for the required clearances from: where the engine reads them. */
  readonly clearanceStatuses: ReadonlySet<ApplicationStatus>;
  readonly readers: CaseReaders;
  /** What each capability watches of a change and which events it means, in the order of a change's events. */
  readonly observers: readonly ChangeObserver[];
  find(name: string): ActionDefinition | undefined;
}

export function createActionRegistry(
  actions: readonly ActionDefinition[],
  readers: CaseReaders,
  observers: readonly ChangeObserver[],
): ActionRegistry {
  const byName = new Map(actions.map((action) => [action.name, action]));
  if (byName.size !== actions.length) throw new Error('two actions of the registry share a name');
  const statusesWhere = (wanted: (action: ActionDefinition) => boolean): ReadonlySet<ApplicationStatus> =>
    new Set(actions.filter(wanted).flatMap((action) => action.from));
  return {
    actions,
    staffActions: actions.filter((action) => action.actor === 'staff' && action.ownRoute === undefined),
    checklistStatuses: statusesWhere((action) => action.needsRequirements === true || action.listsRequirements === true),
    clearanceStatuses: statusesWhere((action) => action.needsClearances === true),
    readers,
    observers,
    find: (name) => byName.get(name),
  };
}
