import { createRequire } from 'node:module';
import type HolidaysLibrary from 'date-holidays';
import type { HolidaysTypes } from 'date-holidays';
import type { HolidayKind } from './holiday.schemas.js';

/**
 * The Philippine holidays of a year from the date-holidays library (3.37.0), mapped to the calendar's
 * kinds. Only non-working days are kept: `public` → regular, `optional` (which the library uses for
 * the special non-working days) → special_non_working. `observance` days (Constitution Day, EDSA
 * anniversary, …) are working days and are left out. Dates are the library's date part: days with a
 * moving date, such as Eid al-Fitr, carry an offset (`2026-03-20 00:00:00 -0600`) whose instant falls
 * on the day before in Manila, yet the day meant is the 20th.
 */

export interface LibraryHoliday {
  readonly date: string;
  readonly name: string;
  readonly kind: HolidayKind;
}

const KINDS: Partial<Record<HolidaysTypes.HolidayType, HolidayKind>> = { public: 'regular', optional: 'special_non_working' };

// Loaded on first use (the holiday seeding, after the server listens): the library and its
// astronomy take a good part of a second to load, which every start paid (bench/startup/).
const require = createRequire(import.meta.url);
let philippines: HolidaysLibrary | undefined;

/** One entry per date: two holidays on one date share it (names joined, regular winning). */
export function libraryHolidays(year: number): LibraryHoliday[] {
  const byDate = new Map<string, LibraryHoliday>();
  if (philippines === undefined) {
    const Holidays = require('date-holidays') as typeof HolidaysLibrary;
    philippines = new Holidays('PH');
  }
  for (const holiday of philippines.getHolidays(year)) {
    const kind = KINDS[holiday.type];
    if (kind === undefined) continue;
    const date = holiday.date.slice(0, 10);
    const earlier = byDate.get(date);
    byDate.set(
      date,
      earlier === undefined
        ? { date, name: holiday.name, kind }
        : { date, name: `${earlier.name} / ${holiday.name}`, kind: earlier.kind === 'regular' ? 'regular' : kind },
    );
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}
