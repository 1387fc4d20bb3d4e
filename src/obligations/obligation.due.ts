import { addDays, type IsoDate, manilaDate } from '../clock/manila-time.js';
import { addWorkingDays, type HolidaySet, isWorkingDay } from '../clock/working-days.js';
import type { ObligationDue } from '../settings/setting.definitions.js';

/**
 * When an obligation falls due (issue 20 §1): a number of working days (the processing clock's
 * calendar) or calendar days after the collection end of the permit's last location or after its
 * issue, or before its expiry. Pure: the dates and the holidays are arguments.
 */

export interface DueAnchors {
  /** The latest `collectionEnd` of the application's locations (an instant or a date). */
  readonly collectionEnd: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
}

/** The `n`-th working day before `date` (n ≥ 1); `date` itself never counts. */
export function subtractWorkingDays(date: IsoDate, n: number, holidays: HolidaySet): IsoDate {
  let current = date;
  let remaining = n;
  while (remaining > 0) {
    current = addDays(current, -1);
    if (isWorkingDay(current, holidays)) remaining -= 1;
  }
  return current;
}

export function dueDateOf(due: ObligationDue, anchors: DueAnchors, holidays: HolidaySet): IsoDate {
  const start =
    due.anchor === 'after_collection_end'
      ? manilaDate(anchors.collectionEnd)
      : due.anchor === 'after_issue'
        ? manilaDate(anchors.issuedAt)
        : manilaDate(anchors.expiresAt);
  if (due.days === 0) return start;
  const backwards = due.anchor === 'before_expiry';
  if (due.unit === 'calendar_days') return addDays(start, backwards ? -due.days : due.days);
  return backwards ? subtractWorkingDays(start, due.days, holidays) : addWorkingDays(start, due.days, holidays);
}
