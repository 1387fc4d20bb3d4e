import type { Kysely } from 'kysely';
import { type AuditRow, insertAuditRows, toAuditRow } from '../audit/audit.repository.js';
import type { Actor } from '../auth/actor.js';
import { lockingRows } from '../db/locking.js';
import type { ApplicationJournalTable, ApplicationNoticeTable, DB } from '../db/schema.js';
import { changeEvents, insertEvents } from '../events/event.outbox.js';
import { staffEvents } from '../events/internal-events.js';
import { AppError } from '../http/errors.js';
import { inSpan } from '../observability/tracing.js';
import type { Role } from '../policy/roles.js';
import { replaceSearchRow, searchedColumnChanged } from '../search/search.repository.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type {
  ApplicationStatus,
  ClockState,
  HoldReason,
  JournalAction,
  NoticeType,
  NoticeVisibility,
  ReferralBody,
} from '../vocabulary/workflow.vocabulary.js';
import { type ApplicationState, storedRenderings } from './application.rendering.js';
import { type ApplicationChildren, adjustApplicationCounts, insertNotices, loadChildren, stateOf } from './application.repository.js';
import { type ChangeObserver, observedEvents, recordObserved, snapshotAll } from './change-observer.js';
import { findJournal, insertJournalEntries, toJournalEntry } from './journal.repository.js';

/**
 * The one write path for every change to an application after its submission (docs/adr/0006).
 * Nothing else writes to `applications` (test/applications/write-path.lint.test.ts checks it): a change names the
 * application, the version its caller saw, who acts, and a `decide` callback that looks at the locked
 * state and returns what to write, or throws an AppError to refuse. In one transaction, in this order:
 *
 * 1. lock the row (PostgreSQL `FOR NO KEY UPDATE`; SQLite's writer lock, taken at BEGIN IMMEDIATE);
 * 2. check the version: a stale one is a 412 `precondition_failed`;
 * 3. decide;
 * 4. keep `agency_application_counts` in step when the status or the application type changes;
 * 5. append the journal entries, write the notices (author: the actor), run the child-row effects;
 * 6. write the row once: the new columns, `version` + 1, `updated_at`, and both stored renderings
 *    made from exactly that state and the child rows as they now are (and the staff search's row,
 *    when a rectification changed a searched column);
 * 7. read the caller's answer, if it asked to (`readBack`: it sees exactly this version);
 * 8. append the audit rows (they lock the chain's head until the commit);
 * 9. append the change's events, last, under that lock: they are numbered in commit order (docs/adr/0009).
 *    Email is composed from them after the commit (src/mail/mail.consumer.ts): the change reads no
 *    agency, staff account or mail setting and writes no message.
 *
 * A refusal, or any failure, rolls all of it back: no row, counter, rendering, journal entry, audit
 * row or version changes. Locks are taken in the order of docs/ARCHITECTURE.md (the application row,
 * counters, sequences, the audit chain's head), so concurrent changes and submissions cannot deadlock.
 */

/**
 * The workflow's columns a change may set (derived from the journal by the engine). Everything else of
 * the row was fixed at submission, but for the permittee's personal data a rectification corrects
 * (PermitteeColumns).
 */
export interface WorkflowColumns {
  readonly status: ApplicationStatus;
  readonly application_type: string;
  readonly cbd_status: string | null;
  readonly assignee_id: string | null;
  readonly hold_reason: HoldReason | null;
  /** YYYY-MM-DD, Asia/Manila. */
  readonly hold_answer_by: string | null;
  readonly referral_body: ReferralBody | null;
  readonly extended: 0 | 1;
  readonly accepted_at: string | null;
  readonly decided_at: string | null;
  readonly clock_state: ClockState | null;
  /** YYYY-MM-DD, Asia/Manila. */
  readonly due_date: string | null;
  readonly working_days_used: number;
  readonly clock_paused: 0 | 1;
}

/**
 * The permittee's personal data, fixed at submission except by a rectification (issue 21 §1: the
 * action `correct_personal_data`, ApplicationDecision.permittee). The staff search indexes some of
 * them (src/search/search.repository.ts): the write path refreshes the application's search row when
 * one of those changes.
 */
export interface PermitteeColumns {
  readonly permittee_first_name: string;
  readonly permittee_middle_name: string | null;
  readonly permittee_last_name: string;
  readonly permittee_email: string;
  readonly permittee_phone: string | null;
  readonly permittee_address: string | null;
  readonly permittee_date_of_birth: string | null;
  readonly permittee_affiliation: string | null;
  readonly permittee_gender: string | null;
  readonly permittee_occupation: string | null;
  readonly permittee_employer: string | null;
  readonly permittee_employer_address: string | null;
  /** The floor or unit of the permittee's address (erased with it; not a rectification field). */
  readonly floor_unit_no: string | null;
}

/** What anonymisation sets (issue 21 §2): the permittee's columns, and the agency's erased applicant in place of theirs. */
export type ErasedColumns = Partial<PermitteeColumns> & { readonly applicant_id?: string };

/** Every column a change may set. */
type ChangeableColumns = WorkflowColumns & PermitteeColumns;

/** A journal entry as the write path reads and writes it (payload parsed). */
export interface JournalEntry {
  readonly sequence: number;
  readonly action: JournalAction;
  readonly actorKind: Actor['kind'];
  readonly actorId: string;
  readonly actorRole: string | null;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly requestId: string | null;
  readonly createdAt: string;
}

/** What `decide` sees: the locked row, and the application's journal, oldest first. */
export interface CurrentApplication {
  readonly application: ApplicationState;
  readonly journal: readonly JournalEntry[];
  /**
   * The time of the change, fixed before `decide`: what it writes is stamped with it (`updated_at`,
   * journal, notices, audit), so a decision that computes from time (the workflow's clock) sees the
   * very instant its entries will carry.
   */
  readonly now: string;
}

/** What one change writes besides the row itself, all in the transaction of the change. */
export interface EffectContext {
  readonly applicationId: string;
  readonly actor: Actor;
  /** The time of the change: `updated_at`, and the time of its journal entries, notices and audit rows. */
  readonly now: string;
  /** The state being committed (the row itself is written after the effects). */
  readonly application: ApplicationState;
}

/** Writes child rows (attachments, permits, agreements…) in the change's transaction; never `applications`. */
export type ApplicationEffect = (trx: Kysely<DB>, context: EffectContext) => Promise<void>;

export interface NoticeToWrite {
  readonly type: NoticeType;
  readonly message: string;
  readonly visibility: NoticeVisibility;
}

export interface AuditToWrite {
  /** `application.<something>`. */
  readonly action: string;
  readonly details?: Record<string, unknown>;
  /** Default: the columns the change set that changed, before and after (with the version). */
  readonly before?: Record<string, unknown> | null;
  readonly after?: Record<string, unknown> | null;
}

/**
 * What a change writes. Omitted parts write nothing. Without `audit`, each journal entry gets one
 * audit row, `application.<entry>`, with the entry's payload as details and the change's before/after.
 */
export interface ApplicationDecision {
  readonly journal?: readonly { readonly action: JournalAction; readonly payload?: Record<string, unknown> }[];
  readonly set?: Partial<WorkflowColumns>;
  /** Corrected personal data of the permittee (a rectification); audited before and after like `set`. */
  readonly permittee?: Partial<PermitteeColumns>;
  readonly notices?: readonly NoticeToWrite[];
  readonly audit?: readonly AuditToWrite[];
  readonly effects?: readonly ApplicationEffect[];
  /**
   * The permittee's columns erased (the retention job's anonymisation, issue 21 §2): unlike `permittee`,
   * never in the audit row's before/after, since the subject's key that would seal them is destroyed with it;
   * with `applicant_id`, the agency's erased applicant in place of the permittee's own.
   */
  readonly personal?: ErasedColumns;
}

export interface ApplicationChange {
  readonly applicationId: string;
  /** The version the caller read (If-Match). Undefined skips the check: system jobs, agency operations. */
  readonly expectedVersion?: number | undefined;
  readonly actor: Actor;
  /** The role the actor acts in (staff); none for agencies, the system and the operator. */
  readonly role?: Role | null | undefined;
  readonly requestId?: string | null | undefined;
  readonly clientAddress?: string | null | undefined;
  /**
   * What each capability snapshots before and after the change and which events the difference means
   * (the registry's observers, src/actions.ts): required, so no caller can leave a capability's events out.
   */
  readonly observers: readonly ChangeObserver[];
  /**
   * Looks at the locked state and says what to write; throws an AppError to refuse (nothing is then
   * written). May read through `trx`, never write. Returning nothing (or an empty decision) writes
   * nothing and leaves the version as it is.
   */
  decide(current: CurrentApplication, trx: Kysely<DB>): ApplicationDecision | undefined | Promise<ApplicationDecision | undefined>;
  /**
   * Reads what the caller answers with, in the transaction, once the row is written (or the decision
   * was to write nothing): it sees exactly the version this change produced, never a later one. Runs
   * before the audit rows, which hold the chain's head locked until the commit. May read, never write.
   */
  readBack?(trx: Kysely<DB>, changed: ChangedApplication): Promise<void>;
}

/** A notice as the change wrote it. */
export interface WrittenNotice extends NoticeToWrite {
  readonly id: string;
}

/** What a change did: the state and version it produced, the journal entries and notices it wrote. */
export interface ChangedApplication {
  readonly application: ApplicationState;
  readonly version: number;
  /** False when the decision was to write nothing. */
  readonly changed: boolean;
  /** The entries this change appended. */
  readonly journal: readonly JournalEntry[];
  /** The notices this change wrote, in the order of their ids. */
  readonly notices: readonly WrittenNotice[];
}

export async function changeApplication(db: Kysely<DB>, change: ApplicationChange): Promise<ChangedApplication> {
  // The transaction as one span (tracing on): its queries, BEGIN and COMMIT are its children.
  return inSpan('commit', COMMIT_SPAN, () => writeChange(db, change));
}

const COMMIT_SPAN = { attributes: { 'biopermit.write': 'application.change' } };

function writeChange(db: Kysely<DB>, change: ApplicationChange): Promise<ChangedApplication> {
  return db.transaction().execute(async (trx) => {
    const row = await lockingRows(
      trx,
      trx.selectFrom('applications').selectAll().where('id', '=', change.applicationId),
    ).executeTakeFirst();
    if (row === undefined) throw new AppError('not_found', `No application ${change.applicationId}`);
    if (change.expectedVersion !== undefined && row.version !== change.expectedVersion) {
      throw new AppError(
        'precondition_failed',
        `Application ${row.registration_no} is at version ${row.version}, not ${change.expectedVersion}: read it again and retry`,
      );
    }
    const current: CurrentApplication = {
      application: stateOf(row),
      journal: (await findJournal(trx, row.id)).map(toJournalEntry),
      now: laterThan(nowIso(), row.updated_at),
    };
    const decision = (await change.decide(current, trx)) ?? {};
    const set = changedColumns(current.application, { ...decision.set, ...decision.permittee });
    if (isEmpty(decision, set)) {
      const unchanged: ChangedApplication = {
        application: current.application,
        version: row.version,
        changed: false,
        journal: [],
        notices: [],
      };
      await change.readBack?.(trx, unchanged);
      return unchanged;
    }
    return apply(trx, change, current, decision, set);
  });
}

async function apply(
  trx: Kysely<DB>,
  change: ApplicationChange,
  current: CurrentApplication,
  decision: ApplicationDecision,
  set: Partial<ChangeableColumns>,
): Promise<ChangedApplication> {
  const before = current.application;
  const { now } = current;
  const personal = decision.personal ?? {};
  const next: ApplicationState = {
    ...before,
    ...personal,
    ...set,
    version: before.version + 1,
    updated_at: now,
    status_changed_at: set.status === undefined ? before.status_changed_at : now,
    cbd_status_changed_at: set.cbd_status === undefined ? before.cbd_status_changed_at : set.cbd_status === null ? null : now,
  };
  if (next.status !== before.status || next.application_type !== before.application_type) {
    await adjustApplicationCounts(trx, [
      { agencyCode: before.agency_code, status: before.status, applicationType: before.application_type, delta: -1 },
      { agencyCode: next.agency_code, status: next.status, applicationType: next.application_type, delta: 1 },
    ]);
  }
  const journal = journalRows(change, current, decision, now);
  await insertJournalEntries(trx, journal);
  const notices = noticeRows(change, decision, now);
  await insertNotices(trx, notices);
  const context: EffectContext = { applicationId: before.id, actor: change.actor, now, application: next };
  const hasEffects = (decision.effects ?? []).length > 0;
  const snapshotsBefore = await snapshotAll(change.observers, trx, before, hasEffects);
  for (const effect of decision.effects ?? []) await effect(trx, context);

  const children = (await loadChildren(trx, [before.id])).get(before.id);
  if (children === undefined) throw new Error(`children of ${before.id} not loaded`);
  const snapshotsAfter = await snapshotAll(change.observers, trx, next, hasEffects);
  await recordObserved(change.observers, trx, snapshotsBefore, snapshotsAfter, { application: next, now });
  await trx
    .updateTable('applications')
    .set({
      ...personal,
      ...set,
      version: next.version,
      updated_at: now,
      status_changed_at: next.status_changed_at,
      cbd_status_changed_at: next.cbd_status_changed_at,
      ...storedRenderings({ application: next, ...children }),
    })
    .where('id', '=', before.id)
    .execute();
  if (searchedColumnChanged(set) || Object.keys(personal).length > 0)
    await replaceSearchRow(trx, next, children.locations, children.resources);
  const changed: ChangedApplication = {
    application: next,
    version: next.version,
    changed: true,
    journal: journal.map(toJournalEntry),
    notices: notices.map((notice) => ({
      id: notice.id,
      type: notice.log as NoticeType,
      message: notice.message,
      visibility: notice.visibility as NoticeVisibility,
    })),
  };
  await change.readBack?.(trx, changed);
  await insertAuditRows(trx, auditRows(change, before, next, set, decision, journal, now));
  // After the audit rows, under the chain head's lock: events are numbered in commit order.
  const internal = staffEvents({
    before,
    after: next,
    journal: [...current.journal, ...changed.journal],
    added: journal.length,
    actor: change.actor,
  });
  await insertEvents(
    trx,
    changeEvents({
      before,
      after: next,
      notices,
      observed: observedEvents(change.observers, snapshotsBefore, snapshotsAfter),
      internal,
      now,
    }),
  );
  return changed;
}

/** The columns of `set` whose value differs from the current one. */
function changedColumns(current: ApplicationState, set: Partial<ChangeableColumns>): Partial<ChangeableColumns> {
  const changed: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(set)) {
    if (value !== undefined && current[column as keyof ApplicationState] !== value) changed[column] = value;
  }
  return changed as Partial<ChangeableColumns>;
}

function isEmpty(decision: ApplicationDecision, set: Partial<ChangeableColumns>): boolean {
  return (
    Object.keys(set).length === 0 &&
    (decision.journal ?? []).length === 0 &&
    (decision.notices ?? []).length === 0 &&
    (decision.audit ?? []).length === 0 &&
    (decision.effects ?? []).length === 0 &&
    Object.keys(decision.personal ?? {}).length === 0
  );
}

/**
 * `now`, or a millisecond after `previous` if the clock has not passed it: an application's
 * `updatedAt` always moves forward, so an agency polling with `updatedSince` never misses a change.
 */
function laterThan(now: string, previous: string): string {
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}

function journalRows(change: ApplicationChange, current: CurrentApplication, decision: ApplicationDecision, now: string) {
  const last = current.journal[current.journal.length - 1]?.sequence ?? 0;
  return (decision.journal ?? []).map(
    (entry, i): ApplicationJournalTable => ({
      application_id: current.application.id,
      sequence: last + 1 + i,
      action: entry.action,
      actor_kind: change.actor.kind,
      actor_id: change.actor.id,
      actor_role: change.role ?? null,
      payload: JSON.stringify(entry.payload ?? {}),
      request_id: change.requestId ?? null,
      created_at: now,
    }),
  );
}

function noticeRows(change: ApplicationChange, decision: ApplicationDecision, now: string): ApplicationNoticeTable[] {
  const notices = decision.notices ?? [];
  // Ids ascend in the order given: notices of one change share their time and render in id order.
  const ids = notices.map(() => newId()).sort();
  return notices.map((notice, i) => ({
    id: ids[i] as string,
    application_id: change.applicationId,
    log: notice.type,
    message: notice.message,
    author_id: change.actor.id,
    created_at: now,
    visibility: notice.visibility,
  }));
}

function auditRows(
  change: ApplicationChange,
  before: ApplicationState,
  next: ApplicationState,
  set: Partial<ChangeableColumns>,
  decision: ApplicationDecision,
  journal: readonly ApplicationJournalTable[],
  now: string,
): AuditRow[] {
  const columns = Object.keys(set) as (keyof ChangeableColumns)[];
  const was = Object.fromEntries([...columns.map((c) => [c, before[c]]), ['version', before.version]]);
  const is = Object.fromEntries([...columns.map((c) => [c, next[c]]), ['version', next.version]]);
  const events: readonly AuditToWrite[] =
    decision.audit ??
    journal.map((entry) => ({ action: `application.${entry.action}`, details: JSON.parse(entry.payload) as Record<string, unknown> }));
  const ids = events.map(() => newId()).sort();
  return events.map((event, i) =>
    toAuditRow(
      {
        actor: change.actor,
        actorRole: change.role ?? null,
        action: event.action,
        subjectType: 'application',
        subjectId: before.id,
        applicationId: before.id,
        agencyCode: before.agency_code,
        requestId: change.requestId ?? null,
        clientAddress: change.clientAddress ?? null,
        details: event.details,
        before: event.before === undefined ? was : event.before,
        after: event.after === undefined ? is : event.after,
      },
      ids[i],
      now,
    ),
  );
}

/**
 * Re-renders the stored renderings of some applications from their rows and child rows as they are
 * now: for a format roll-out (RENDERING_VERSION) or a repair. The rows are locked, in id order (one
 * order for every such batch; the write path locks one row at a time), and only the renderings and
 * their format version are rewritten, where they differ: nothing about the application changed, so
 * its version and updated_at stay. Returns how many were rewritten. Call it in a transaction.
 */
export async function rerenderApplications(trx: Kysely<DB>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await lockingRows(trx, trx.selectFrom('applications').selectAll().where('id', 'in', ids).orderBy('id')).execute();
  const children = await loadChildren(
    trx,
    rows.map((r) => r.id),
  );
  let rewritten = 0;
  for (const row of rows) {
    const rendered = storedRenderings({ application: stateOf(row), ...(children.get(row.id) as ApplicationChildren) });
    if (
      rendered.list_json === row.list_json &&
      rendered.detail_json === row.detail_json &&
      rendered.rendering_version === row.rendering_version
    )
      continue;
    await trx.updateTable('applications').set(rendered).where('id', '=', row.id).execute();
    rewritten++;
  }
  return rewritten;
}
