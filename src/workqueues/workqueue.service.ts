import type { Kysely } from 'kysely';
import type { StaffActor } from '../auth/actor.js';
import type { DialectName } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { type FieldError, validationError } from '../http/errors.js';
import { agenciesToRead } from '../policy/read.policy.js';
import { assertMayReadWorkqueue, mayReadWorkqueue } from '../policy/workqueue.policy.js';
import { MAX_QUERY_WORDS, searchWords } from '../search/search-text.js';
import { type TimeLimits, timeLimitFor } from '../settings/setting.definitions.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { nowIso } from '../shared/time.js';
import { staffNames } from '../staff/staff-user.repository.js';
import type { CbdStatus, PermitStatus } from '../vocabulary/permit.vocabulary.js';
import type { ClockState, HoldReason, ReferralBody } from '../vocabulary/workflow.vocabulary.js';
import { defaultSortOf, QUEUE_MEANINGS, QUEUE_NAMES, queueFilter } from './queues.js';
import { decodeWorkqueueCursor, encodeWorkqueueCursor, filterFingerprint } from './workqueue.cursor.js';
import type { WorkqueueFilter } from './workqueue.filter.js';
import {
  countWorkqueue,
  currentPermits,
  listWorkqueuePage,
  type PositionedRecord,
  type RowPermit,
  type WorkqueueRecord,
} from './workqueue.repository.js';
import type {
  WorkqueueCounts,
  WorkqueueExportQuery,
  WorkqueuePage,
  WorkqueueQuery,
  WorkqueueRow,
  WorkqueueSort,
} from './workqueue.schemas.js';

export interface WorkqueueDeps {
  readonly db: Kysely<DB>;
  readonly dialect: DialectName;
  readonly settings: SettingsReader;
}

/** The filters of a query: the named queue's and the parameters', checked beyond what the schema says. */
export function filtersOf(actor: StaffActor, query: WorkqueueExportQuery, now: string): WorkqueueFilter[] {
  if (query.queue !== undefined) assertMayReadWorkqueue(actor, query.queue);
  const errors: FieldError[] = [];
  const words = query.q === undefined ? undefined : searchWords(query.q).slice(0, MAX_QUERY_WORDS);
  if (words?.length === 0) errors.push({ parameter: 'q', detail: 'must contain a letter or a digit' });
  for (const [from, to] of [
    ['receivedFrom', 'receivedTo'],
    ['changedFrom', 'changedTo'],
  ] as const) {
    const start = query[from];
    const end = query[to];
    if (start !== undefined && end !== undefined && Date.parse(start) >= Date.parse(end)) {
      errors.push({ parameter: to, detail: `must be after ${from}` });
    }
  }
  // The waiting order is a range of the publication index: a listing of permits only.
  if (query.sort === 'waiting' && query.queue !== 'awaiting_publication' && query.cbdStatus === undefined) {
    errors.push({ parameter: 'sort', detail: 'waiting needs queue=awaiting_publication or a cbdStatus filter' });
  }
  if (errors.length > 0) throw validationError(errors);
  const iso = (value: string | undefined) => (value === undefined ? undefined : new Date(value).toISOString());
  const filter: WorkqueueFilter = {
    statuses: query.status,
    cbdStatuses: query.cbdStatus as CbdStatus[] | undefined,
    hold: query.hold as WorkqueueFilter['hold'],
    referral: query.referral as WorkqueueFilter['referral'],
    assignee:
      query.assignee === undefined
        ? undefined
        : query.assignee === 'unassigned'
          ? 'unassigned'
          : { userId: query.assignee === 'me' ? actor.id : query.assignee.toLowerCase() },
    clockStates: query.clockState as ClockState[] | undefined,
    agencies: agenciesToRead(actor, query.agency),
    applicationTypes: query.applicationType,
    regionCodes: query.regionCode,
    provinceCodes: query.provinceCode,
    placeWarnings: query.placeWarnings,
    receivedFrom: iso(query.receivedFrom),
    receivedTo: iso(query.receivedTo),
    changedFrom: iso(query.changedFrom),
    changedTo: iso(query.changedTo),
    words,
  };
  return query.queue === undefined ? [filter] : [queueFilter(query.queue, actor.id, now), filter];
}

/** One page of a workqueue (or any filtered listing) for a staff user. */
export async function listWorkqueue(deps: WorkqueueDeps, actor: StaffActor, query: WorkqueueQuery): Promise<WorkqueuePage> {
  const now = nowIso();
  const filters = filtersOf(actor, query, now);
  const sort: WorkqueueSort = (query.sort as WorkqueueSort | undefined) ?? defaultSortOf(query.queue);
  const limit = query.limit ?? 50;
  // The user is part of the listing when `me` or the queue assigned_to_me is: another user's cursor is not theirs.
  const fingerprint = filterFingerprint({ ...query, sort, user: actor.id });
  const after = query.cursor === undefined ? undefined : decodeWorkqueueCursor(query.cursor, sort, fingerprint);
  const rows = await listWorkqueuePage(deps.db, deps.dialect, { filters, sort, after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: await rowsOf(deps, page),
    nextCursor: rows.length > limit && last !== undefined ? encodeWorkqueueCursor(sort, fingerprint, last.position) : null,
  };
}

/** Records of the listing as its rows: with the assignees' names, the permits and the time limits they need. */
export async function rowsOf(deps: WorkqueueDeps, page: readonly PositionedRecord[]): Promise<WorkqueueRow[]> {
  const [names, permits, limits] = await Promise.all([
    staffNames(deps.db, [...new Set(page.flatMap(({ record }) => (record.assignee_id === null ? [] : [record.assignee_id])))]),
    currentPermits(
      deps.db,
      page.flatMap(({ record }) => (record.cbd_status === null ? [] : [record.id])),
    ),
    deps.settings.get('clock.time_limits'),
  ]);
  return page.map(({ record }) => toRow(record, names, permits, limits));
}

function toRow(
  record: WorkqueueRecord,
  names: ReadonlyMap<string, string>,
  permits: ReadonlyMap<string, RowPermit>,
  limits: TimeLimits,
): WorkqueueRow {
  const started = record.accepted_at !== null;
  const limit = started ? timeLimitFor(limits, record.application_type) * (record.extended === 1 ? 2 : 1) : null;
  const used = Number(record.working_days_used);
  return {
    id: record.id,
    registrationNo: record.registration_no,
    agencyCode: record.agency_code,
    agencyApplicationNumber: record.source_unique_no,
    permittee: {
      name: [record.permittee_first_name, record.permittee_middle_name, record.permittee_last_name].filter((part) => part).join(' '),
      email: record.permittee_email,
    },
    applicationType: record.application_type,
    status: record.status,
    flags: {
      hold: record.hold_reason as HoldReason | null,
      holdAnswerBy: record.hold_answer_by,
      referral: record.referral_body as ReferralBody | null,
      extended: Number(record.extended) === 1,
    },
    assignee: record.assignee_id === null ? null : { id: record.assignee_id, name: names.get(record.assignee_id) ?? null },
    clock: {
      state: record.clock_state as ClockState | null,
      paused: Number(record.clock_paused) === 1,
      dueDate: record.due_date,
      workingDaysUsed: used,
      workingDaysLeft: limit === null ? null : Math.max(0, limit - used),
      limit,
    },
    receivedAt: record.created_at,
    updatedAt: record.updated_at,
    statusChangedAt: record.status_changed_at ?? record.created_at,
    decidedAt: record.decided_at,
    cbdStatus: record.cbd_status as CbdStatus | null,
    cbdStatusChangedAt: record.cbd_status === null ? null : (record.cbd_status_changed_at ?? record.updated_at),
    permitNo: permits.get(record.id)?.permitNo ?? null,
    permitStatus: (permits.get(record.id)?.status as PermitStatus | undefined) ?? null,
  };
}

/** The count of every workqueue the user sees, in the user's agencies; one indexed count per queue. */
export async function countWorkqueues(deps: WorkqueueDeps, actor: StaffActor): Promise<WorkqueueCounts> {
  const now = nowIso();
  const agencies: WorkqueueFilter = { agencies: agenciesToRead(actor, undefined) };
  const queues = QUEUE_NAMES.filter((queue) => mayReadWorkqueue(actor, queue));
  const counts = await Promise.all(
    queues.map((queue) => countWorkqueue(deps.db, deps.dialect, [queueFilter(queue, actor.id, now), agencies])),
  );
  return {
    queues: queues.map((queue, i) => ({ queue, description: QUEUE_MEANINGS[queue], count: counts[i] ?? 0 })),
    countedAt: now,
  };
}
