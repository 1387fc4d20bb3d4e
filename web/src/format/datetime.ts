/**
 * Dates and times as staff read them: in Philippine time (Asia/Manila, UTC+8, no daylight saving),
 * day first, 24-hour clock: "24 Nov 2026, 14:05". Month names come from a fixed table so every
 * browser writes them alike (some locales write "Sept").
 */
export const MANILA_TIME_ZONE = 'Asia/Manila';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const NOT_A_DATE = '—';

const manilaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: MANILA_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function toInstant(value: string | Date): Date | undefined {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

function partsInManila(instant: Date): CalendarParts {
  const parts: Record<string, number> = {};
  for (const part of manilaParts.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

function dayMonthYear(year: number, month: number, day: number): string {
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO 8601 with a zone, as the API sends) as "24 Nov 2026, 14:05" in Manila. */
export function formatDateTime(value: string | Date): string {
  const instant = toInstant(value);
  if (instant === undefined) return NOT_A_DATE;
  const { year, month, day, hour, minute } = partsInManila(instant);
  return `${dayMonthYear(year, month, day)}, ${pad(hour)}:${pad(minute)}`;
}

/** The Manila calendar day of an instant: "24 Nov 2026". */
export function formatDate(value: string | Date): string {
  const instant = toInstant(value);
  if (instant === undefined) return NOT_A_DATE;
  const { year, month, day } = partsInManila(instant);
  return dayMonthYear(year, month, day);
}

/** A date without a time (`2026-12-01`, a due date): written as is, never shifted by a zone. */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return NOT_A_DATE;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return NOT_A_DATE;
  return dayMonthYear(year, month, day);
}

/** The Manila calendar day of an instant as `YYYY-MM-DD` (for comparing with due dates). */
export function manilaDateKey(value: string | Date): string | undefined {
  const instant = toInstant(value);
  if (instant === undefined) return undefined;
  const { year, month, day } = partsInManila(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Manila is UTC+8 all year (no daylight saving), so its midnight is always 16:00 UTC the day before. */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a Manila calendar day (`2026-11-24`) begins, as ISO 8601; undefined for a day that does not exist. */
export function manilaDayStart(date: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utcMidnight - MANILA_OFFSET_MS).toISOString();
}

/** The instant the Manila day after `date` begins: the exclusive end of a range that includes `date`. */
export function nextManilaDayStart(date: string): string | undefined {
  const start = manilaDayStart(date);
  return start === undefined ? undefined : new Date(Date.parse(start) + DAY_MS).toISOString();
}

/** The Manila year of an instant (now by default): the holidays' year shown first. */
export function manilaYear(value: string | Date = new Date()): number {
  const instant = toInstant(value);
  return instant === undefined ? Number.NaN : partsInManila(instant).year;
}
