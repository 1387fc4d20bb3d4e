import { fullFormats } from 'ajv-formats/dist/formats.js';

const COMPONENTS = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const rfc3339 = fullFormats['date-time'] as { validate: (text: string) => boolean };

/** The instant the text names, computed from its parts (not by the Date parser), or undefined. */
function instantOf(text: string): number | undefined {
  const parts = COMPONENTS.exec(text);
  if (parts === null) return undefined;
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes] = parts;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), Number(second), Number((fraction ?? '0').slice(0, 3).padEnd(3, '0')));
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  return date.getTime() - offset * 60_000;
}

/**
 * An RFC 3339 date-time that the service can also represent: JavaScript's Date has no leap second
 * (`23:59:60` is an invalid Date, and `toISOString` then throws), and an instant before year 0 or
 * after 9999 in UTC has no four-digit ISO form. Both Ajv instances use it for `format: "date-time"`,
 * so every date-time accepted in a body or a parameter is one the service can store and return.
 */
export function isRepresentableDateTime(text: string): boolean {
  if (!rfc3339.validate(text)) return false;
  const parsed = Date.parse(text);
  if (Number.isNaN(parsed) || parsed !== instantOf(text)) return false;
  const year = new Date(parsed).getUTCFullYear();
  return year >= 0 && year <= 9999;
}

/** The form every stored timestamp has (docs/DATABASE.md): UTC with milliseconds. */
const STORED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Whether the text is a timestamp as the service stores and issues them (in cursors, say). */
export function isStoredTimestamp(text: string): boolean {
  return STORED_TIMESTAMP.test(text) && isRepresentableDateTime(text) && new Date(text).toISOString() === text;
}
