import type { Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import { permitteeName } from '../applications/application.rendering.js';
import {
  type ApplicationDecision,
  type ApplicationEffect,
  type ChangedApplication,
  changeApplication,
  type JournalEntry,
} from '../applications/application.write.js';
import type { Actor } from '../auth/actor.js';
import type { ClockReading } from '../clock/clock.schemas.js';
import { loadHolidaySet } from '../clock/holiday.service.js';
import { manilaDate } from '../clock/manila-time.js';
import { readClock } from '../clock/processing-clock.js';
import type { HolidaySet } from '../clock/working-days.js';
import type { DB } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import { inputValidator } from '../http/input-validation.js';
import { actingRole, allowedActions, type Refusal, refusalBeforeLock, refusalOf } from '../policy/application.policy.js';
import { type SettingValue, timeLimitFor } from '../settings/setting.definitions.js';
import { createSettingsReader, type SettingsReader } from '../settings/settings.cache.js';
import { nowIso } from '../shared/time.js';
import { type ApplicationStatus, DEFAULT_NOTICE_VISIBILITY, type NoticeType } from '../vocabulary/workflow.vocabulary.js';
import { type ActionAnswer, type ActionIdempotency, answerOnce } from './action-idempotency.js';
import type { ActionRegistry } from './action-registry.js';
import type { ActionDefinition, ActionServices, ActionSituation, ActionStep } from './actions/action.types.js';
import type { CurrentPermit, TermsDecisionRequest } from './case-facts.js';
import { effectiveTemplates, type NoticeValues, renderNoticeText } from './notice-templates.js';
import { applyEntry, deriveWorkflowState, type WorkflowState, workflowColumns } from './workflow.state.js';

/**
 * Takes one action of the workflow on one application, through the one write path: derives the
 * state from the journal, asks the policy, lets the action decide, and writes the journal entries,
 * the kept columns (derived again with the new entries, never set by hand), the notice and the
 * action's effects in one transaction. A refused action writes nothing.
 *
 * This is the only caller of `changeApplication` (test/write-path.lint.test.ts): every change of an
 * application after its submission is an action of the registry (src/actions.ts), whoever takes it
 * (staff through POST …/actions or a route of its own, an agency, the scheduler), so its policy, its
 * journal, its notice and its audit all come from here.
 */

export interface WorkflowDeps {
  readonly db: Kysely<DB>;
  /** The registry of actions and the case's readers, assembled at the top (src/actions.ts). */
  readonly actions: ActionRegistry;
  /** The settings the workflow reads; absent, they are read from the database for this action. */
  readonly settings?: SettingsReader | undefined;
  /** For the permit actions (issue 11); callers that take no permit action may leave it out. */
  readonly permits?: ActionServices | undefined;
}

export interface ActionRequest {
  readonly applicationId: string;
  readonly action: string;
  /** The action's fields (without `action`); checked against the action's schema here. */
  readonly fields: Record<string, unknown>;
  /** What an action with a route of its own is given besides its fields (ActionContext.input). */
  readonly input?: unknown;
  readonly actor: Actor;
  /** The version the caller read (If-Match); staff must give it, agencies and the system do not. */
  readonly expectedVersion?: number | undefined;
  readonly requestId?: string | null;
  readonly clientAddress?: string | null;
  /** More child rows to write in the transaction (an ABS-CH publication's answer…). */
  readonly effects?: readonly ApplicationEffect[];
}

/** What the answer is read from: the workflow settings read before the transaction, and what the change did. */
export interface AnswerContext {
  readonly settings: WorkflowSettings;
  readonly changed: ChangedApplication;
}

/** An action whose caller answers with what it produced, and may send an Idempotency-Key. */
export interface AnsweredActionRequest<Answer> extends ActionRequest {
  /**
   * Reads the caller's answer in the action's transaction, once everything is written (the write
   * path's `readBack`): it sees exactly the version the action produced (on SQLite the transaction
   * holds the one connection, hence the settings read before it). It is what a replay sends again.
   */
  readonly answer: (trx: Kysely<DB>, context: AnswerContext) => Promise<Answer>;
  /** The request's key, if it came with one (action-idempotency.ts): the answer is stored with the change. */
  readonly idempotency?: ActionIdempotency | undefined;
}

/** What an action did: the version it produced, its journal entries and notices (ChangedApplication), and the state after it. */
export interface ActionResult extends ChangedApplication {
  readonly state: WorkflowState;
}

/** What the clock and policy need of an application, read in the transaction. */
export interface Situation extends ActionSituation {
  readonly holidays: HolidaySet;
  readonly limit: number;
}

const checkers = new Map<string, (value: unknown) => unknown>();
function checkFields(definition: ActionDefinition, fields: unknown): Record<string, unknown> {
  let check = checkers.get(definition.name);
  if (check === undefined) {
    check = inputValidator(definition.fields);
    checkers.set(definition.name, check);
  }
  return check(fields) as Record<string, unknown>;
}

/** The clock of an application in a state, read at `now`. */
export function clockOf(state: WorkflowState, limit: number, holidays: HolidaySet, now: string): ClockReading {
  return readClock({ events: state.clockEvents, limit: state.timeLimit ?? limit, holidays, now });
}

/** The settings the workflow reads, read before a change's transaction (SQLite has one connection). */
export interface WorkflowSettings {
  readonly limits: SettingValue<'clock.time_limits'>;
  readonly abandonmentGrace: SettingValue<'workflow.abandonment_grace'>;
  readonly templates: Record<NoticeType, string>;
  readonly jurisdictionRules: SettingValue<'places.jurisdiction_rules'>;
}

export async function workflowSettings(settings: SettingsReader): Promise<WorkflowSettings> {
  const [limits, abandonmentGrace, templates, jurisdictionRules] = await Promise.all([
    settings.get('clock.time_limits'),
    settings.get('workflow.abandonment_grace'),
    settings.get('notices.templates'),
    settings.get('places.jurisdiction_rules'),
  ]);
  return { limits, abandonmentGrace, templates: effectiveTemplates(templates), jurisdictionRules };
}

/** The notice templates in force: the setting `notices.templates` over the defaults (for the settings admin, the back-office). */
export async function effectiveNoticeTemplates(settings: SettingsReader): Promise<Record<NoticeType, string>> {
  return effectiveTemplates(await settings.get('notices.templates'));
}

/** The state, the clock and the settings an action is checked against. */
export async function situationOf(
  settings: WorkflowSettings,
  registry: ActionRegistry,
  db: Kysely<DB>,
  application: ApplicationState,
  journal: readonly JournalEntry[],
  now: string = nowIso(),
): Promise<Situation> {
  const state = deriveWorkflowState(journal);
  const holidays = await loadHolidaySet(db);
  const limit = timeLimitFor(settings.limits, application.application_type);
  const { readers } = registry;
  // Read only where an action waits for it (`accept`, from submitted): the other statuses skip two queries.
  const missingRequirements = registry.checklistStatuses.has(state.status)
    ? await readers.missingRequirements(db, application, journal)
    : null;
  const permit = await currentPermitOf(readers, db, application);
  // Issue 21 §6: read only where an action waits for them (`recommend`, under evaluation).
  const clearances = registry.clearanceStatuses.has(state.status)
    ? await readers.clearances(db, settings.jurisdictionRules, application, journal)
    : null;
  return {
    state,
    clock: clockOf(state, limit, holidays, now),
    now,
    abandonmentGrace: settings.abandonmentGrace,
    missingRequirements,
    clearances,
    holidays,
    limit,
    permit,
  };
}

/** Only an issued application has a permit: the others are spared the query. */
function termsDecider(registry: ActionRegistry, trx: Kysely<DB>) {
  const decide = registry.readers.decideOnTerms;
  return decide === undefined ? undefined : (request: TermsDecisionRequest) => decide(trx, request);
}

function currentPermitOf(readers: ActionRegistry['readers'], db: Kysely<DB>, application: ApplicationState): Promise<CurrentPermit | null> {
  return application.status === 'issued' ? readers.currentPermit(db, application.id) : Promise.resolve(null);
}

/**
 * Takes the action, or throws: 404 (not visible), 409 `action_not_allowed` (or `requirements_missing`),
 * 400 (fields), 412 (version). With `answer`, answers the caller with what it reads in the action's
 * transaction, typed as that function returns it; with an `idempotency` key too, at most once per key
 * (action-idempotency.ts: a stored answer is replayed, a new one recorded with the change, and the same
 * key sent twice at once acts once and answers both alike).
 */
export async function takeAction<Answer>(deps: WorkflowDeps, request: AnsweredActionRequest<Answer>): Promise<ActionAnswer<Answer>>;
export async function takeAction(deps: WorkflowDeps, request: ActionRequest): Promise<ActionResult>;
export async function takeAction<Answer>(
  deps: WorkflowDeps,
  request: ActionRequest | AnsweredActionRequest<Answer>,
): Promise<ActionResult | ActionAnswer<Answer>> {
  if (!('answer' in request)) return (await act(deps, request, undefined)).result;
  const { answer } = request;
  return answerOnce(deps.db, request.idempotency, request.applicationId, async (record) => {
    const read = async (trx: Kysely<DB>, context: AnswerContext) => {
      const value = await answer(trx, context);
      await record?.(trx, value);
      return value;
    };
    return (await act(deps, request, read)).answer;
  });
}

/** Takes the action through the write path; `read` reads the answer in its transaction, once everything is written. */
async function act<Answer>(
  deps: WorkflowDeps,
  request: ActionRequest,
  read: ((trx: Kysely<DB>, context: AnswerContext) => Promise<Answer>) | undefined,
): Promise<{ result: ActionResult; answer: Answer }> {
  const definition = deps.actions.find(request.action);
  if (definition === undefined) {
    throw validationError([{ pointer: '/action', detail: `is not an action of the workflow: ${request.action}` }]);
  }
  const fields = checkFields(definition, request.fields);
  const settings = await workflowSettings(deps.settings ?? createSettingsReader(deps.db));
  let after: WorkflowState | undefined;
  let answered: { readonly answer: Answer } | undefined;
  const changed = await changeApplication(deps.db, {
    applicationId: request.applicationId,
    expectedVersion: request.expectedVersion,
    actor: request.actor,
    role: actingRole(request.actor, definition),
    requestId: request.requestId,
    clientAddress: request.clientAddress,
    observers: deps.actions.observers,
    async decide(current, trx) {
      const situation = await situationOf(settings, deps.actions, trx, current.application, current.journal, current.now);
      const subject = { agencyCode: current.application.agency_code, situation };
      const refusal = refusalOf(request.actor, definition, subject);
      if (refusal !== undefined) {
        throw refusalError(refusal, request.actor, definition, { ...subject, id: request.applicationId }, deps.actions.staffActions);
      }
      const step = await definition.decide({
        ...situation,
        fields,
        input: request.input,
        actor: request.actor,
        application: current.application,
        timeLimit: situation.limit,
        db: trx,
        permits: deps.permits,
        registry: deps.actions.actions,
        decideOnTerms: termsDecider(deps.actions, trx),
      });
      if (step.noChange === true) {
        after = situation.state;
        return undefined;
      }
      const decision = decisionOf(settings, step, request, current.application, situation);
      after = decision.state;
      return { ...decision.decision, effects: [...(decision.decision.effects ?? []), ...(request.effects ?? [])] };
    },
    async readBack(trx, written) {
      answered = { answer: read === undefined ? (undefined as Answer) : await read(trx, { settings, changed: written }) };
    },
  });
  // The write path runs `decide` and then `readBack` in every transaction it commits.
  if (after === undefined || answered === undefined) throw new Error('the write path skipped the decision or the answer');
  return { result: { ...changed, state: after }, answer: answered.answer };
}

/**
 * Refuses an action with a route of its own before the application is locked, from what the route
 * read of it (policy's refusalBeforeLock): before an upload is read, so that a refusal stores nothing.
 * `takeAction` asks the whole policy again under the lock.
 */
export function assertMayTakeBeforeLock(
  actor: Actor,
  definition: ActionDefinition,
  application: { readonly id: string; readonly agencyCode: string; readonly status: ApplicationStatus },
): void {
  const refusal = refusalBeforeLock(actor, definition, application);
  if (refusal !== undefined) throw refusalError(refusal, actor, definition, { ...application, situation: undefined }, []);
}

/**
 * The problem of a refusal: 404 for an application the actor may not see; 403 `not_permitted` for an
 * action with a route of its own and none of its roles; else 409 `action_not_allowed`, or
 * `requirements_missing` listing the documents. Staff are told what they may do now on the action route.
 */
function refusalError(
  refusal: Refusal,
  actor: Actor,
  definition: ActionDefinition,
  subject: { id: string; agencyCode: string; situation: Situation | undefined },
  staffActions: readonly ActionDefinition[],
): AppError {
  if (refusal.hidden) return new AppError('not_found', `No application ${subject.id}`);
  if (refusal.forbidden === true) return new AppError('not_permitted', refusal.reason);
  const { situation } = subject;
  const listsAllowed = actor.kind === 'staff' && definition.ownRoute === undefined && situation !== undefined;
  const allowed = listsAllowed ? allowedActions(actor, { agencyCode: subject.agencyCode, situation }, staffActions) : undefined;
  const listed = allowed === undefined ? '' : ` Allowed now: ${allowed.length === 0 ? 'none' : allowed.join(', ')}.`;
  const missing = refusal.hidden ? undefined : refusal.missingRequirements;
  return new AppError(missing === undefined ? 'action_not_allowed' : 'requirements_missing', `${capitalise(refusal.reason)}.${listed}`, {
    members: {
      ...(allowed === undefined ? {} : { allowedActions: allowed }),
      ...(missing === undefined ? {} : { missingRequirements: missing }),
    },
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The write path's decision for a step: its journal, the columns derived after it, its notice. */
function decisionOf(
  settings: WorkflowSettings,
  step: ActionStep,
  request: ActionRequest,
  application: ApplicationState,
  situation: Situation,
): { decision: ApplicationDecision; state: WorkflowState } {
  const { now } = situation;
  const state = step.journal.reduce(
    (s, entry) => applyEntry(s, { action: entry.action, actorId: request.actor.id, payload: entry.payload ?? {}, createdAt: now }),
    situation.state,
  );
  const clock = clockOf(state, situation.limit, situation.holidays, now);
  const notices = [];
  if (step.notice !== undefined) {
    const { templates } = settings;
    const override = typeof request.fields.message === 'string' && request.actor.kind === 'staff' ? request.fields.message : undefined;
    // The notice names the permittee as the application will hold them (a rectification corrects the name).
    const values: NoticeValues = {
      ...commonValues({ ...application, ...step.permittee }, request.actor, clock, now),
      ...step.notice.values,
    };
    let message = renderNoticeText(override ?? templates[step.notice.type], values);
    // A deficiency notice lists each missing requirement, whatever its text.
    if (step.notice.type === 'deficiency' && values.missingItems !== undefined && !message.includes(values.missingItems)) {
      message = `${message}\n\nMissing requirements:\n${values.missingItems}`;
    }
    notices.push({ type: step.notice.type, message, visibility: DEFAULT_NOTICE_VISIBILITY[step.notice.type] });
  }
  return {
    state,
    decision: {
      journal: step.journal,
      set: workflowColumns(state, clock),
      notices,
      ...(step.permittee === undefined ? {} : { permittee: step.permittee }),
      ...(step.effects === undefined ? {} : { effects: step.effects }),
      ...(step.personal === undefined ? {} : { personal: step.personal }),
    },
  };
}

function commonValues(application: ApplicationState, actor: Actor, clock: ClockReading, now: string): NoticeValues {
  return {
    registrationNo: application.registration_no,
    agencyApplicationNo: application.source_unique_no,
    permitteeName: permitteeName(application.permittee_first_name, application.permittee_middle_name, application.permittee_last_name),
    date: manilaDate(now),
    actorName: actor.kind === 'staff' ? actor.name : actor.kind === 'agency' ? `agency ${actor.agencyCode}` : 'the system',
    dueDate: clock.dueDate ?? 'not yet known',
    timeLimit: String(clock.limit),
    daysLeft: String(clock.daysLeft),
  };
}
