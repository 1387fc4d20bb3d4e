import { manilaDayStart, nextManilaDayStart } from '../format/datetime';
import type { AuditExportQuery, AuditTrailQuery } from './audit.queries';

/** What the audit trail keeps in the URL: its filters (days in Manila, both ends included) and the page. */
export interface AuditSearch {
  actor?: string;
  action?: string;
  application?: string;
  from?: string;
  to?: string;
  cursor?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
const DAY = /^\d{4}-\d{2}-\d{2}$/u;
const ACTION = /^[a-z0-9_.]{1,100}$/u;

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const day = (value: unknown) => {
  const candidate = text(value);
  return candidate && DAY.test(candidate) && manilaDayStart(candidate) !== undefined ? candidate : undefined;
};

/** The route's validateSearch: what the service would refuse is dropped, never sent (every key returned, undefined when invalid). */
export function validateAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const actor = text(raw.actor);
  const action = text(raw.action);
  const application = text(raw.application);
  const cursor = text(raw.cursor);
  return {
    actor: actor && UUID.test(actor) ? actor.toLowerCase() : undefined,
    action: action && ACTION.test(action) ? action : undefined,
    application: application && application.length <= 64 ? application : undefined,
    from: day(raw.from),
    to: day(raw.to),
    cursor: cursor && cursor.length <= 256 ? cursor : undefined,
  };
}

/** The export's filters: the days as instants (`to` includes its whole day), and the application. */
export function exportQueryOf(search: AuditSearch): AuditExportQuery {
  const from = search.from ? manilaDayStart(search.from) : undefined;
  const to = search.to ? nextManilaDayStart(search.to) : undefined;
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(search.application ? { application: search.application } : {}),
  };
}

/** The URL's state as the trail's query. */
export function trailQueryOf(search: AuditSearch): AuditTrailQuery {
  return {
    ...exportQueryOf(search),
    ...(search.actor ? { actor: search.actor } : {}),
    ...(search.action ? { action: search.action } : {}),
    ...(search.cursor ? { cursor: search.cursor } : {}),
  };
}

/** Whether any filter is set (the page offers to clear them). */
export function isFiltered(search: AuditSearch): boolean {
  return Boolean(search.actor || search.action || search.application || search.from || search.to);
}

/** The next URL state: any change but paging goes back to the first page (a cursor belongs to one query). */
export function changeAuditSearch(previous: AuditSearch, change: Partial<AuditSearch>): AuditSearch {
  const next: AuditSearch = { ...previous, ...change };
  if (!('cursor' in change)) delete next.cursor;
  for (const key of Object.keys(next) as (keyof AuditSearch)[]) if (!next[key]) delete next[key];
  return next;
}
