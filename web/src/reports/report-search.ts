import { manilaDateKey, manilaDayStart } from '../format/datetime';

/** What the Reports page keeps in the URL: the period, Manila calendar days, both included. */
export interface ReportSearch {
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

const day = (value: unknown) =>
  typeof value === 'string' && DAY.test(value.trim()) && manilaDayStart(value.trim()) !== undefined ? value.trim() : undefined;

/** The route's validateSearch: a day that is not a day is dropped (the page then shows the default period). */
export function validateReportSearch(raw: Record<string, unknown>): ReportSearch {
  return { from: day(raw.from), to: day(raw.to) };
}

export interface Period {
  readonly from: string;
  readonly to: string;
}

/** The period shown: the URL's, or the year so far (1 January to today, in Manila). */
export function periodOf(search: ReportSearch, now: Date = new Date()): Period {
  const today = manilaDateKey(now) ?? now.toISOString().slice(0, 10);
  return { from: search.from ?? `${today.slice(0, 4)}-01-01`, to: search.to ?? today };
}
