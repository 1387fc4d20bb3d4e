/**
 * Dates as a Philippine reader expects them: the calendar day in Asia/Manila of an instant stored in
 * UTC. Manila is UTC+8 all year (no daylight saving since 1978), so a fixed offset gives the same
 * answer as the time-zone database without depending on the ICU data a Node build carries, which
 * keeps rendered documents byte-for-byte stable across machines.
 */
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Parses an ISO 8601 instant (with its zone), or throws naming the field. */
export function parseInstant(value: string, field: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) {
    throw new Error(`${field} is not an ISO 8601 date-time: ${JSON.stringify(value)}`);
  }
  return date;
}

function manilaParts(value: string, field: string): { year: number; month: number; day: number } {
  const shifted = new Date(parseInstant(value, field).getTime() + MANILA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** `2026-03-03` for an instant on 3 March 2026, Manila time. */
export function manilaIsoDate(value: string, field: string): string {
  const { year, month, day } = manilaParts(value, field);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `3 March 2026`: the day-month-year order of Philippine government documents. */
export function manilaLongDate(value: string, field: string): string {
  const { year, month, day } = manilaParts(value, field);
  return `${day} ${MONTHS[month]} ${year}`;
}
