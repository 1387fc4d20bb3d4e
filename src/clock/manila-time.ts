/**
 * Calendar dates in Asia/Manila, as `YYYY-MM-DD` text or as a letter or a permit prints them. Pure
 * functions, no I/O: the one module for Manila dates (the processing clock, the letters, the
 * certificate, the verification page and the Clearing-House document all read it).
 *
 * Philippine Standard Time is UTC+8 all year: the Philippines has observed no daylight saving time
 * since 1978 (the IANA zone Asia/Manila has no transition after it). A fixed offset is therefore
 * exact for every date this service handles, and costs nothing; a test compares it with
 * `Intl.DateTimeFormat` in the `Asia/Manila` zone over random instants from 1990 to 2100.
 */

/** The offset of Asia/Manila from UTC, in milliseconds (UTC+08:00, no daylight saving). */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

const MS_PER_DAY = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date string in the form the calendar uses: `YYYY-MM-DD`. */
export type IsoDate = string;

/** The calendar date in Manila at an instant (an ISO 8601 timestamp with a zone, or epoch milliseconds). */
export function manilaDate(instant: string | number | Date): IsoDate {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a point in time: ${String(instant)}`);
  return new Date(ms + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * An instant as people in the Philippines read it in a letter: `1 December 2026, 14:05 PHT`
 * (Philippine Standard Time, UTC+8), for texts sent to Philippine bodies (the breach notice).
 */
export function manilaDateTimeText(instant: string | number | Date): string {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a point in time: ${String(instant)}`);
  const manila = new Date(ms + MANILA_OFFSET_MS); // read with the UTC getters: the wall clock in Manila
  const time = `${String(manila.getUTCHours()).padStart(2, '0')}:${String(manila.getUTCMinutes()).padStart(2, '0')}`;
  return `${manila.getUTCDate()} ${MONTHS[manila.getUTCMonth()]} ${manila.getUTCFullYear()}, ${time} PHT`;
}

/**
 * Parses an ISO 8601 instant (with its zone), or throws naming the field: the dates printed on a
 * permit come from stored timestamps, and a malformed one must stop the rendering, not print "NaN".
 */
export function parseInstant(value: string, field: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) {
    throw new Error(`${field} is not an ISO 8601 date-time: ${JSON.stringify(value)}`);
  }
  return date;
}

/** `2026-03-03` for a stored instant (ISO 8601, checked) on 3 March 2026, Manila time. */
export function manilaIsoDate(value: string, field: string): IsoDate {
  return manilaDate(parseInstant(value, field));
}

/** `3 March 2026`: the day-month-year order of Philippine government documents, for a stored instant (ISO 8601, checked). */
export function manilaLongDate(value: string, field: string): string {
  const manila = new Date(parseInstant(value, field).getTime() + MANILA_OFFSET_MS); // read with the UTC getters
  return `${manila.getUTCDate()} ${MONTHS[manila.getUTCMonth()]} ${manila.getUTCFullYear()}`;
}

/** The year in Manila at an instant. */
export function manilaYear(instant: string | number | Date): number {
  return Number(manilaDate(instant).slice(0, 4));
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date: day arithmetic without time zones. */
export function dayNumber(date: IsoDate): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(ms) || !DATE_PATTERN.test(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return Math.round(ms / MS_PER_DAY);
}

export function fromDayNumber(day: number): IsoDate {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date (which has the same weekday in every zone). */
export function weekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** The instant a Manila calendar day begins (00:00 +08:00), as an ISO 8601 UTC timestamp. */
export function manilaStartOfDay(date: IsoDate): string {
  return new Date(dayNumber(date) * MS_PER_DAY - MANILA_OFFSET_MS).toISOString();
}
