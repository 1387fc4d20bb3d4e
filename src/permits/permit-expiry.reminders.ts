import { addDays, dayNumber, type IsoDate } from '../clock/manila-time.js';

/**
 * When a permit in force is reminded of its expiry (issue 28 §2): 90, 30 and 7 calendar days before its
 * date of expiry (Manila dates), to the agency (event `permit.expiring`) and the holder (the notice's
 * email). Pure: which reminder is due on a Manila date, given those already sent.
 *
 * A reminder is due from its day (the date of expiry less its days) until the expiry, and only when
 * that day came after the permit's issue: a permit issued 20 days before its expiry was never 30 days
 * from it while in force, so it gets the 7-day reminder alone, and its issue notice already said the
 * date. A job that did not run for a while sends only the latest reminder due, never the missed ones
 * in a burst (as the obligations' reminders do).
 */

/** Calendar days before the date of expiry at which a reminder goes out, farthest first. */
export const EXPIRY_REMINDER_DAYS = [90, 30, 7] as const;
export type ExpiryReminderDays = (typeof EXPIRY_REMINDER_DAYS)[number];

export interface ExpiryReminder {
  /** Which reminder: 90, 30 or 7 days before. */
  readonly daysBefore: ExpiryReminderDays;
  /** Calendar days from today to the date of expiry (fewer than `daysBefore` when the job ran late). */
  readonly daysLeft: number;
}

export function expiryReminderDue(
  permit: { readonly dateIssued: IsoDate; readonly dateExpired: IsoDate; readonly sent: readonly number[] },
  today: IsoDate,
): ExpiryReminder | undefined {
  const daysLeft = dayNumber(permit.dateExpired) - dayNumber(today);
  if (daysLeft < 0) return undefined;
  // The nearest reminder whose day has come; the farther ones, if unsent, are past.
  const daysBefore = [...EXPIRY_REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
  if (daysBefore === undefined || permit.sent.includes(daysBefore)) return undefined;
  const reminderDay = addDays(permit.dateExpired, -daysBefore);
  if (dayNumber(reminderDay) <= dayNumber(permit.dateIssued)) return undefined;
  return { daysBefore, daysLeft };
}

/** How far ahead the job looks: the farthest reminder. */
export const EXPIRY_REMINDER_REACH_DAYS: number = Math.max(...EXPIRY_REMINDER_DAYS);
