import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import { type MatchPlan, matchPlanFor } from '../db/full-text.js';
import type { DB } from '../db/schema.js';
import { isEmptyChoice, type WorkqueueFilter } from './workqueue.filter.js';
import type { WorkqueueSort } from './workqueue.schemas.js';
import { filterConditions } from './workqueue-filter.repository.js';

/**
 * The staff listing's SQL. A page is a keyset range of one ordering, (sort column, id), which an index
 * of migration 0010 serves for each queue; the `due` order is two ranges, the applications with a due
 * date (soonest first) and then those without (oldest received first), walked one after the other.
 * The `waiting` order (the publisher's queue) is a range of `(cbd_status_changed_at, id)`, oldest
 * first, over listings of permits only (the service sees to it), read through migration 0015's index.
 */

const ROW_COLUMNS = [
  'id',
  'registration_no',
  'agency_code',
  'source_unique_no',
  'permittee_first_name',
  'permittee_middle_name',
  'permittee_last_name',
  'permittee_email',
  'application_type',
  'status',
  'cbd_status',
  'cbd_status_changed_at',
  'hold_reason',
  'hold_answer_by',
  'referral_body',
  'extended',
  'clock_state',
  'clock_paused',
  'due_date',
  'working_days_used',
  'assignee_id',
  'accepted_at',
  'decided_at',
  'status_changed_at',
  'created_at',
  'updated_at',
] as const;

export type WorkqueueRecord = Pick<DB['applications'], (typeof ROW_COLUMNS)[number]>;

/** Which range of an order a position is in: `due` has two (with a due date, then without). */
export type Phase = 'dated' | 'undated' | 'single';

/** Where a page starts: strictly after this row of the order. */
export interface KeysetPosition {
  readonly phase: Phase;
  readonly value: string;
  readonly id: string;
}

export interface PageRequest {
  readonly filters: readonly WorkqueueFilter[];
  readonly sort: WorkqueueSort;
  readonly after?: KeysetPosition | undefined;
  readonly limit: number;
}

export interface PositionedRecord {
  readonly record: WorkqueueRecord;
  readonly position: KeysetPosition;
}

type Query = SelectQueryBuilder<DB, 'applications', WorkqueueRecord>;

function filtered(db: Kysely<DB>, dialect: DialectName, filters: readonly WorkqueueFilter[], matchPlan: MatchPlan): Query {
  return db
    .selectFrom('applications')
    .select([...ROW_COLUMNS])
    .where((eb) => filterConditions(eb, dialect, filters, matchPlan));
}

/**
 * The page size as a literal, not a parameter: SQLite plans `limit ?` as if the limit could be tiny
 * and walks the order's index whatever the filter; with the number it weighs a selective filter's own
 * index (recently decided: 0.2 ms instead of 18 s through the due-date index at a million).
 */
function pageSize(rows: number) {
  return sql.lit<number>(rows);
}

/** Up to `limit` rows of the order after `after`, each with its position (for the next cursor). */
export async function listWorkqueuePage(db: Kysely<DB>, dialect: DialectName, request: PageRequest): Promise<PositionedRecord[]> {
  if (request.filters.some(isEmptyChoice)) return [];
  const { after, limit } = request;
  const words = request.filters.flatMap((filter) => filter.words ?? []);
  const matchPlan = await matchPlanFor(db, dialect, words);
  if (request.sort === 'waiting') {
    let query = filtered(db, dialect, request.filters, matchPlan).where('cbd_status_changed_at', 'is not', null);
    if (after !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb('cbd_status_changed_at', '>', after.value),
          eb.and([eb('cbd_status_changed_at', '=', after.value), eb('id', '>', after.id)]),
        ]),
      );
    }
    const rows = await query.orderBy('cbd_status_changed_at', 'asc').orderBy('id', 'asc').limit(pageSize(limit)).execute();
    return rows.map((record) => ({ record, position: { phase: 'single', value: record.cbd_status_changed_at as string, id: record.id } }));
  }
  if (request.sort === 'updated' || request.sort === 'received') {
    const column = request.sort === 'updated' ? 'updated_at' : 'created_at';
    let query = filtered(db, dialect, request.filters, matchPlan);
    if (after !== undefined) {
      query = query.where((eb) => eb.or([eb(column, '<', after.value), eb.and([eb(column, '=', after.value), eb('id', '<', after.id)])]));
    }
    const rows = await query.orderBy(column, 'desc').orderBy('id', 'desc').limit(pageSize(limit)).execute();
    return rows.map((record) => ({ record, position: { phase: 'single', value: record[column], id: record.id } }));
  }
  const found: PositionedRecord[] = [];
  if (after === undefined || after.phase === 'dated') {
    let query = filtered(db, dialect, request.filters, matchPlan).where('due_date', 'is not', null);
    if (after !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('due_date', '>', after.value), eb.and([eb('due_date', '=', after.value), eb('id', '>', after.id)])]),
      );
    }
    const rows = await query.orderBy('due_date', 'asc').orderBy('id', 'asc').limit(pageSize(limit)).execute();
    for (const record of rows) found.push({ record, position: { phase: 'dated', value: record.due_date as string, id: record.id } });
    if (found.length === limit) return found;
  }
  let query = filtered(db, dialect, request.filters, matchPlan).where('due_date', 'is', null);
  if (after?.phase === 'undated') {
    query = query.where((eb) =>
      eb.or([eb('created_at', '>', after.value), eb.and([eb('created_at', '=', after.value), eb('id', '>', after.id)])]),
    );
  }
  const rows = await query
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(pageSize(limit - found.length))
    .execute();
  for (const record of rows) found.push({ record, position: { phase: 'undated', value: record.created_at, id: record.id } });
  return found;
}

/** How many applications the filters select. */
export async function countWorkqueue(db: Kysely<DB>, dialect: DialectName, filters: readonly WorkqueueFilter[]): Promise<number> {
  if (filters.some(isEmptyChoice)) return 0;
  const row = await db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => filterConditions(eb, dialect, filters))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A permit as a workqueue row names it: its number and its status (issued, suspended, revoked…). */
export interface RowPermit {
  readonly permitNo: string;
  readonly status: string;
}

/**
 * The permit each application's publication is about: the newest that no renewal or amendment
 * superseded (a voided one included: its revocation is what waits to be published), with its status.
 */
export async function currentPermits(db: Kysely<DB>, applicationIds: readonly string[]): Promise<Map<string, RowPermit>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('permits')
    .select(['application_id', 'permit_no', 'status'])
    .where('application_id', 'in', [...applicationIds])
    .where('superseded_by_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.application_id, { permitNo: row.permit_no, status: row.status }]));
}
