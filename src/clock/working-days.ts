import { addDays, type IsoDate, weekday } from './manila-time.js';

/**
 * Working days in Asia/Manila: every day but Saturdays, Sundays and the holidays given (regular,
 * special non-working and proclaimed days alike; observances are working days and are never in the
 * set). Pure functions: the holidays are an argument, loaded by holiday.service.ts.
 */

/** Holiday dates, `YYYY-MM-DD`. */
export type HolidaySet = ReadonlySet<IsoDate>;

export function isWeekend(date: IsoDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

export function isWorkingDay(date: IsoDate, holidays: HolidaySet): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The `n`-th working day after `date` (n ≥ 1); `date` itself never counts. */
export function addWorkingDays(date: IsoDate, n: number, holidays: HolidaySet): IsoDate {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Expected a whole number of working days ≥ 1, got ${n}`);
  let current = date;
  let remaining = n;
  while (remaining > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current, holidays)) remaining -= 1;
  }
  return current;
}

/** Working days in the interval (`from`, `to`]: after `from`, up to and including `to`; 0 when `to` ≤ `from`. */
export function workingDaysBetween(from: IsoDate, to: IsoDate, holidays: HolidaySet): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isWorkingDay(day, holidays)) count += 1;
  }
  return count;
}
