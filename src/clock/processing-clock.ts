import type { ClockReading, ClockState } from './clock.schemas.js';
import { addDays, type IsoDate, manilaDate } from './manila-time.js';
import { type HolidaySet, isWorkingDay } from './working-days.js';

/**
 * The RA 11032 processing clock as one pure function: no I/O, no `Date.now()` (the instant of the
 * reading is an argument). The rules, which docs/WORKFLOW.md states for readers, are:
 *
 * 1. Days are Manila calendar days; an event belongs to the Manila date of its timestamp.
 * 2. A working day D counts when it is after the date of acceptance and the clock was running as D
 *    began: started, not stopped, and no pause open after every event dated before D. So the day of
 *    acceptance never counts (the first day is excluded, the last included: Civil Code art. 13), the
 *    day a pause begins counts, the day the clock resumes does not, a pause that begins and ends on
 *    one day costs nothing, and the day of the decision counts.
 * 3. The due date is the `limit`-th counted day, projected over the coming working days while the
 *    clock runs; with the extension, the (2 × limit)-th. While paused with days left it is unknown.
 * 4. Overdue once more days are counted than the limit in force; at risk from 80 % of it.
 */

export type ClockEvent =
  /** The application was accepted as complete. */
  | { readonly type: 'start'; readonly at: string }
  /** Something holds the clock: `hold`, `referral`, `for_agreement`, `incomplete`, … */
  | { readonly type: 'pause'; readonly at: string; readonly cause: string }
  /** That cause ended; the clock runs again once no cause holds it. */
  | { readonly type: 'resume'; readonly at: string; readonly cause: string }
  /** The one extension: the limit in force becomes twice the limit. */
  | { readonly type: 'extend'; readonly at: string }
  /** The decision (or withdrawal, abandonment, cancellation): the reading is final. */
  | { readonly type: 'stop'; readonly at: string };

export interface ClockInput {
  /** The application's clock events; sorted by time here (events at one instant keep their order). */
  readonly events: readonly ClockEvent[];
  /** The time limit in working days, without the extension. */
  readonly limit: number;
  /** Every holiday date that may fall between acceptance and the due date with the extension. */
  readonly holidays: HolidaySet;
  /** The instant of the reading; events after it are not yet known. */
  readonly now: string | number | Date;
}

/** One event as the fold sees it: its Manila date and what it does. */
interface DatedEvent {
  readonly date: IsoDate;
  readonly event: ClockEvent;
}

/** The clock's condition after some prefix of the events. */
interface Condition {
  started: boolean;
  stopped: boolean;
  extended: boolean;
  readonly causes: Set<string>;
  /** The causes open when the clock stopped: the due date stands as it stood then. */
  causesAtStop: ReadonlySet<string>;
  stopDate: IsoDate | null;
}

const FAR_FUTURE_DAYS = 366 * 20;

function toMillis(at: string | number | Date): number {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(ms)) throw new RangeError(`Not a point in time: ${String(at)}`);
  return ms;
}

/** The events known at `now`, in time order (stable for equal times), with their Manila dates. */
function knownEvents(events: readonly ClockEvent[], now: number): DatedEvent[] {
  return events
    .map((event, index) => ({ event, index, ms: toMillis(event.at) }))
    .filter((e) => e.ms <= now)
    .sort((a, b) => a.ms - b.ms || a.index - b.index)
    .map((e) => ({ date: manilaDate(e.ms), event: e.event }));
}

/**
 * Applies one event. Before the start only pauses and resumes matter (a clock may start paused);
 * a second start, and anything after the stop, is ignored; pausing an open cause or resuming one that
 * is not open changes nothing.
 */
function apply(condition: Condition, { event, date }: DatedEvent): void {
  if (condition.stopped) return;
  switch (event.type) {
    case 'start':
      condition.started = true;
      return;
    case 'pause':
      condition.causes.add(event.cause);
      return;
    case 'resume':
      condition.causes.delete(event.cause);
      return;
    case 'extend':
      if (condition.started) condition.extended = true;
      return;
    case 'stop':
      if (!condition.started) return;
      condition.stopped = true;
      condition.stopDate = date;
      condition.causesAtStop = new Set(condition.causes);
      return;
  }
}

function isRunning(condition: Condition): boolean {
  return condition.started && !condition.stopped && condition.causes.size === 0;
}

export function stateFor(daysUsed: number, effectiveLimit: number): ClockState {
  if (daysUsed > effectiveLimit) return 'overdue';
  // 80 % in whole numbers: daysUsed / effectiveLimit ≥ 4/5, without floating point.
  return daysUsed * 5 >= effectiveLimit * 4 ? 'at_risk' : 'on_track';
}

/** Reads the clock of one application at `input.now`. */
export function readClock(input: ClockInput): ClockReading {
  const { limit, holidays } = input;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`The time limit must be a whole number of working days ≥ 1, got ${limit}`);
  const now = toMillis(input.now);
  const today = manilaDate(now);
  const events = knownEvents(input.events, now);

  const condition: Condition = {
    started: false,
    stopped: false,
    extended: false,
    causes: new Set(),
    causesAtStop: new Set(),
    stopDate: null,
  };
  let next = 0;
  /** Applies every event dated before `date`: the condition as that day began. */
  const applyBefore = (date: IsoDate) => {
    for (; next < events.length && (events[next] as DatedEvent).date < date; next += 1) apply(condition, events[next] as DatedEvent);
  };

  const startDate = events.find((e) => e.event.type === 'start')?.date ?? null;
  const counted: IsoDate[] = [];
  if (startDate !== null) {
    for (let day = addDays(startDate, 1); day <= today; day = addDays(day, 1)) {
      applyBefore(day);
      if (condition.stopped) break;
      if (isRunning(condition) && isWorkingDay(day, holidays)) counted.push(day);
    }
  }
  applyBefore(addDays(today, 1));
  const { stopDate } = condition;

  const daysUsed = counted.length;
  const projecting = condition.started && (condition.stopped ? condition.causesAtStop.size === 0 : condition.causes.size === 0);
  const dueDates = dueDatesFrom(counted, projecting ? (stopDate ?? today) : null, limit, holidays);
  const effectiveLimit = condition.extended ? 2 * limit : limit;
  const status = !condition.started ? 'not_started' : condition.stopped ? 'stopped' : condition.causes.size > 0 ? 'paused' : 'running';

  return {
    status,
    state: condition.started ? stateFor(daysUsed, effectiveLimit) : null,
    asOf: today,
    startDate,
    stopDate,
    limit,
    extended: condition.extended,
    effectiveLimit,
    daysUsed,
    daysLeft: Math.max(0, effectiveLimit - daysUsed),
    daysOverdue: Math.max(0, daysUsed - effectiveLimit),
    dueDate: condition.extended ? dueDates.withExtension : dueDates.withoutExtension,
    dueDateWithoutExtension: dueDates.withoutExtension,
    dueDateWithExtension: dueDates.withExtension,
    paused: status === 'paused',
    pausedFor: status === 'paused' ? [...condition.causes].sort() : [],
    stopped: condition.stopped,
  };
}

/**
 * The limit-th and (2 × limit)-th counted days: from the days counted so far, then, when the clock
 * runs on (`projectAfter` set), from the working days after `projectAfter`. Null when unknown.
 */
function dueDatesFrom(
  counted: readonly IsoDate[],
  projectAfter: IsoDate | null,
  limit: number,
  holidays: HolidaySet,
): { withoutExtension: IsoDate | null; withExtension: IsoDate | null } {
  const days = [...counted];
  if (projectAfter !== null) {
    let day = projectAfter;
    for (let guard = 0; days.length < 2 * limit && guard < FAR_FUTURE_DAYS; guard += 1) {
      day = addDays(day, 1);
      if (isWorkingDay(day, holidays)) days.push(day);
    }
  }
  return { withoutExtension: days[limit - 1] ?? null, withExtension: days[2 * limit - 1] ?? null };
}
