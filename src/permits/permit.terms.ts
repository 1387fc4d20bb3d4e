import { manilaDate, manilaStartOfDay } from '../clock/manila-time.js';
import type { PermitNumbering } from '../settings/setting.definitions.js';

/** Permit numbers and validity: pure functions of the settings and the time of issue. */

/** The gapless sequence a year's permit numbers are counted in (db/sequences.ts). */
export const permitSequence = (year: number): string => `permit:${year}`;

/** `GP-2026-0001` from the format `GP-{year}-{number}`, 4 digits, year 2026, count 1. */
export function formatPermitNumber(numbering: PermitNumbering, year: number, count: number): string {
  return numbering.format.replace('{year}', String(year)).replace('{number}', String(count).padStart(numbering.digits, '0'));
}

/** A `YYYY-MM-DD` date `months` later, on the last day of the month when that month is shorter (31 Jan + 1 → 28 Feb). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = month - 1 + months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = ((index % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The end of a permit's validity: the last instant of the Manila day before the same date `months`
 * later. A permit issued on 26 November 2026 for 12 months is valid until 25 November 2027 inclusive
 * (the certificate prints that date) and is expired from the first instant of 26 November 2027.
 */
export function expiryOf(dateIssued: string, months: number): string {
  const anniversary = addMonths(manilaDate(dateIssued), months);
  return new Date(Date.parse(manilaStartOfDay(anniversary)) - 1).toISOString();
}
