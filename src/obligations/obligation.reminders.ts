import { dayNumber, type IsoDate } from '../clock/manila-time.js';
import { type ObligationStatus, OPEN_OBLIGATION } from './obligation.vocabulary.js';

/**
 * When an open obligation is reminded of (issue 20 §1): 30, 7 and 0 days before its due date, then
 * weekly while it is overdue (the day after the due date, then every 7 days). Pure: what is due on a
 * Manila date for an obligation, given the reminders already sent. A job that did not run for a while
 * sends only the latest reminder due, never a burst of the missed ones.
 */

/** Calendar days before the due date at which a reminder goes out. */
export const REMINDER_DAYS_BEFORE = [30, 7, 0] as const;
export const OVERDUE_REMINDER_EVERY_DAYS = 7;

/** `due_in_30_days`, `due_in_7_days`, `due_today`, then `overdue_0`, `overdue_1`… (weeks past the due date). */
export type ReminderKey = string;

export function beforeDueKey(days: number): ReminderKey {
  return days === 0 ? 'due_today' : `due_in_${days}_days`;
}

export interface ObligationClockStep {
  /** The obligation becomes overdue now. */
  readonly becomesOverdue: boolean;
  /** The reminder to send now, if any. */
  readonly reminder: ReminderKey | undefined;
  /** Days until the due date (negative once past). */
  readonly daysLeft: number;
}

export function obligationClockStep(
  obligation: { readonly status: ObligationStatus; readonly dueDate: IsoDate; readonly remindersSent: readonly ReminderKey[] },
  today: IsoDate,
): ObligationClockStep {
  const daysLeft = dayNumber(obligation.dueDate) - dayNumber(today);
  if (!OPEN_OBLIGATION.includes(obligation.status)) return { becomesOverdue: false, reminder: undefined, daysLeft };
  const becomesOverdue = daysLeft < 0 && obligation.status === 'pending';
  let reminder: ReminderKey | undefined;
  if (daysLeft < 0) {
    reminder = `overdue_${Math.floor((-daysLeft - 1) / OVERDUE_REMINDER_EVERY_DAYS)}`;
  } else {
    const threshold = [...REMINDER_DAYS_BEFORE].reverse().find((days) => daysLeft <= days);
    reminder = threshold === undefined ? undefined : beforeDueKey(threshold);
  }
  if (reminder !== undefined && obligation.remindersSent.includes(reminder)) reminder = undefined;
  return { becomesOverdue, reminder, daysLeft };
}
