import type { operations } from '../api/schema';
import {
  type ApplicationStatus,
  AWAITING_PUBLICATION,
  type CbdStatus,
  type ClockState,
  QUEUE_NAMES,
  type QueueName,
  SORT_LABELS,
  STATUSES,
  sortsOf,
  type WorkqueueSort,
} from './workqueue-vocabulary';

export type ListQuery = NonNullable<operations['listStaffApplications']['parameters']['query']>;
export type PlaceWarningsFilter = NonNullable<ListQuery['placeWarnings']>;

/** What a workqueue keeps in the URL (bookmarkable, shareable): the queue, search, filters, order, page. */
export interface WorkqueueSearch {
  queue?: QueueName;
  q?: string;
  /** A search looks in every application unless `queue`: then only in the chosen queue. */
  scope?: 'queue';
  status?: ApplicationStatus;
  clockState?: ClockState;
  cbdStatus?: CbdStatus;
  agency?: string;
  /** A PSGC region's code (10 digits): applications with a location there. */
  regionCode?: string;
  /** A PSGC province's code (NCR: its region's). */
  provinceCode?: string;
  /** `any`: a location whose names did not all match the PSGC; `none`: every location matched. */
  placeWarnings?: PlaceWarningsFilter;
  sort?: WorkqueueSort;
  cursor?: string;
}

const CLOCK_STATES: readonly ClockState[] = ['on_track', 'at_risk', 'overdue'];
const SORTS = Object.keys(SORT_LABELS) as WorkqueueSort[];
const AGENCY_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/u;
const PSGC_CODE = /^[0-9]{10}$/u;
const PLACE_WARNINGS: readonly PlaceWarningsFilter[] = ['any', 'none'];

function psgcCode(value: unknown): string | undefined {
  const candidate = text(value);
  return candidate !== undefined && PSGC_CODE.test(candidate) ? candidate : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  const candidate = text(value);
  return candidate !== undefined && (allowed as readonly string[]).includes(candidate) ? (candidate as T) : undefined;
}

/** The route's validateSearch: what the service would refuse is dropped, never sent (every key returned, undefined when invalid). */
export function validateWorkqueueSearch(raw: Record<string, unknown>): WorkqueueSearch {
  const agency = text(raw.agency);
  const cursor = text(raw.cursor);
  const queue = oneOf(raw.queue, QUEUE_NAMES);
  return {
    queue,
    q: text(raw.q)?.trim().slice(0, 200) || undefined,
    scope: raw.scope === 'queue' ? 'queue' : undefined,
    status: oneOf(raw.status, STATUSES),
    clockState: oneOf(raw.clockState, CLOCK_STATES),
    cbdStatus: oneOf(raw.cbdStatus, AWAITING_PUBLICATION),
    agency: agency && AGENCY_CODE.test(agency) ? agency : undefined,
    regionCode: psgcCode(raw.regionCode),
    provinceCode: psgcCode(raw.provinceCode),
    placeWarnings: oneOf(raw.placeWarnings, PLACE_WARNINGS),
    // `waiting` only with the publisher's queue named (it is that queue's default when it is the user's home).
    sort: oneOf(raw.sort, queue === undefined ? SORTS.filter((sort) => sort !== 'waiting') : sortsOf(queue)),
    cursor: cursor && cursor.length <= 512 ? cursor : undefined,
  };
}

/**
 * The queue the table lists: the chosen one, or none (every application the user may read) while a
 * search looks in all applications, which it does unless narrowed to the queue.
 */
export function listedQueueOf(search: WorkqueueSearch, chosen: QueueName): QueueName | undefined {
  return search.q && search.scope !== 'queue' ? undefined : chosen;
}

/** The URL's state as the listing's query (no queue: every application; the publisher's order needs its queue). */
export function listQueryOf(search: WorkqueueSearch, queue: QueueName | undefined): ListQuery {
  const sort = queue === undefined && search.sort === 'waiting' ? undefined : search.sort;
  return {
    ...(queue ? { queue } : {}),
    ...(search.q ? { q: search.q } : {}),
    ...(search.status ? { status: [search.status] } : {}),
    ...(search.clockState ? { clockState: [search.clockState] } : {}),
    ...(search.cbdStatus ? { cbdStatus: [search.cbdStatus] } : {}),
    ...(search.agency ? { agency: [search.agency] } : {}),
    ...(search.regionCode ? { regionCode: [search.regionCode] } : {}),
    ...(search.provinceCode ? { provinceCode: [search.provinceCode] } : {}),
    ...(search.placeWarnings ? { placeWarnings: search.placeWarnings } : {}),
    ...(sort ? { sort } : {}),
    ...(search.cursor ? { cursor: search.cursor } : {}),
  };
}

/** The filters a search can be narrowed by (what "Clear search and filters" forgets with the search). */
export const FILTER_KEYS = ['status', 'clockState', 'cbdStatus', 'agency', 'regionCode', 'provinceCode', 'placeWarnings'] as const;

/** Whether the listing is narrowed by a search or any filter (its empty state then says so). */
export function isFiltered(search: WorkqueueSearch): boolean {
  return Boolean(search.q) || FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** The next URL state: any change but paging goes back to the first page (a cursor belongs to one query). */
export function changeWorkqueueSearch(previous: WorkqueueSearch, change: Partial<WorkqueueSearch>): WorkqueueSearch {
  const next: WorkqueueSearch = { ...previous, ...change };
  if (!('cursor' in change)) delete next.cursor;
  if (!next.q) delete next.scope;
  for (const key of Object.keys(next) as (keyof WorkqueueSearch)[]) if (next[key] === undefined) delete next[key];
  return next;
}
