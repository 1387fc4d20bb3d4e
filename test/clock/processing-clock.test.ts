import { describe, expect, it } from 'vitest';
import type { ClockReading } from '../../src/clock/clock.schemas.js';
import { type ClockEvent, readClock } from '../../src/clock/processing-clock.js';

/**
 * The counting rules of docs/WORKFLOW.md ("The processing clock"), case by case, on a calendar a
 * reader can check by hand. Times are written in Manila time (+08:00).
 *
 * March–May 2026, holidays as below. Working days after Monday 2 March, numbered:
 *   Mar  3(1) 4(2) 5(3) 6(4) | 9(5) 10(6) 11(7) 12(8) 13(9) | 16(10) 17(11) 18(12) 19(13) [20 Eid]
 *   Mar 23(14) 24(15) 25(16) 26(17) 27(18) | 30(19) 31(20) | Apr 1(21) [2, 3 Holy Week] 6(22) 7(23) 8(24)
 *   [Apr 9 Day of Valor] 10(25) | 13(26) … 17(30) | 20(31) … 24(35) | 27(36) … 30(39) [May 1] | May 4(40)
 */
const HOLIDAYS = new Set(['2026-03-20', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-09', '2026-05-01']);
const ACCEPTED = '2026-03-02T10:00:00+08:00';

const start = (at = ACCEPTED): ClockEvent => ({ type: 'start', at });
const pause = (at: string, cause = 'hold'): ClockEvent => ({ type: 'pause', at, cause });
const resume = (at: string, cause = 'hold'): ClockEvent => ({ type: 'resume', at, cause });
const extend = (at: string): ClockEvent => ({ type: 'extend', at });
const stop = (at: string): ClockEvent => ({ type: 'stop', at });

function read(events: ClockEvent[], now: string, limit = 20, holidays: ReadonlySet<string> = HOLIDAYS): ClockReading {
  return readClock({ events, limit, holidays, now });
}

interface Case {
  readonly name: string;
  readonly events: ClockEvent[];
  readonly now: string;
  readonly limit?: number;
  readonly expect: Partial<ClockReading>;
}

const CASES: Case[] = [
  {
    name: 'on the day of acceptance no day is used, and the due date is the 20th working day after it',
    events: [start()],
    now: '2026-03-02T17:00:00+08:00',
    expect: {
      status: 'running',
      state: 'on_track',
      startDate: '2026-03-02',
      daysUsed: 0,
      daysLeft: 20,
      dueDate: '2026-03-31',
      dueDateWithoutExtension: '2026-03-31',
      dueDateWithExtension: '2026-05-04',
    },
  },
  {
    name: 'acceptance one millisecond before Manila midnight belongs to that day',
    events: [start('2026-03-02T23:59:59.999+08:00')],
    now: '2026-03-03T00:00:00+08:00',
    expect: { startDate: '2026-03-02', daysUsed: 1, dueDate: '2026-03-31' },
  },
  {
    name: 'acceptance at Manila midnight belongs to the new day (16:00 UTC the day before)',
    events: [start('2026-03-02T16:00:00Z')],
    now: '2026-03-03T12:00:00+08:00',
    expect: { startDate: '2026-03-03', daysUsed: 0, dueDate: '2026-04-01' },
  },
  {
    name: 'the first working day after acceptance counts from its first instant',
    events: [start()],
    now: '2026-03-03T00:00:00+08:00',
    expect: { daysUsed: 1, daysLeft: 19 },
  },
  {
    name: 'weekends and holidays are not counted (16 March: ten working days)',
    events: [start()],
    now: '2026-03-16T12:00:00+08:00',
    expect: { daysUsed: 10, daysLeft: 10, state: 'on_track' },
  },
  {
    name: 'acceptance on a Saturday: counting starts on Monday',
    events: [start('2026-03-07T09:00:00+08:00')],
    now: '2026-03-09T08:00:00+08:00',
    expect: { startDate: '2026-03-07', daysUsed: 1, dueDate: '2026-04-08' },
  },
  {
    name: 'at risk from 80 % of the limit: 15 of 20 days is on track',
    events: [start()],
    now: '2026-03-24T12:00:00+08:00',
    expect: { daysUsed: 15, state: 'on_track' },
  },
  {
    name: 'at risk from 80 % of the limit: 16 of 20 days is at risk',
    events: [start()],
    now: '2026-03-25T12:00:00+08:00',
    expect: { daysUsed: 16, state: 'at_risk' },
  },
  {
    name: 'at risk is 80 % or more: with a limit of 7, 6 days (86 %) are at risk',
    events: [start()],
    now: '2026-03-10T12:00:00+08:00',
    limit: 7,
    expect: { daysUsed: 6, state: 'at_risk', dueDate: '2026-03-11' },
  },
  {
    name: 'on the due date the clock is at risk with no day left, not overdue',
    events: [start()],
    now: '2026-03-31T23:59:59.999+08:00',
    expect: { daysUsed: 20, daysLeft: 0, daysOverdue: 0, state: 'at_risk', dueDate: '2026-03-31' },
  },
  {
    name: 'the next working day after the due date is overdue',
    events: [start()],
    now: '2026-04-01T00:00:00+08:00',
    expect: { daysUsed: 21, daysLeft: 0, daysOverdue: 1, state: 'overdue', dueDate: '2026-03-31' },
  },
  {
    name: 'a weekend after a Friday due date is not overdue; the Monday is',
    events: [start()],
    now: '2026-03-28T12:00:00+08:00',
    limit: 18,
    expect: { dueDate: '2026-03-27', daysUsed: 18, state: 'at_risk' },
  },
  {
    name: 'a weekend after a Friday due date is not overdue; the Monday is (Monday)',
    events: [start()],
    now: '2026-03-30T08:00:00+08:00',
    limit: 18,
    expect: { dueDate: '2026-03-27', daysUsed: 19, daysOverdue: 1, state: 'overdue' },
  },
  {
    name: 'a pause: the day it begins counts, the days held and the day it ends do not',
    events: [start(), pause('2026-03-04T10:00:00+08:00'), resume('2026-03-09T15:00:00+08:00')],
    now: '2026-03-10T12:00:00+08:00',
    expect: { status: 'running', daysUsed: 3, dueDate: '2026-04-07', dueDateWithExtension: '2026-05-07' },
  },
  {
    name: 'while paused no day counts and the due date is unknown',
    events: [start(), pause('2026-03-04T10:00:00+08:00')],
    now: '2026-03-13T12:00:00+08:00',
    expect: { status: 'paused', paused: true, pausedFor: ['hold'], daysUsed: 2, daysLeft: 18, dueDate: null, state: 'on_track' },
  },
  {
    name: 'a pause that begins and ends on one day costs nothing',
    events: [start(), pause('2026-03-04T10:00:00+08:00'), resume('2026-03-04T16:00:00+08:00')],
    now: '2026-03-05T12:00:00+08:00',
    expect: { daysUsed: 3, dueDate: '2026-03-31' },
  },
  {
    name: 'a pause from the day of acceptance: counting starts the day after it ends',
    events: [start(), pause('2026-03-02T15:00:00+08:00'), resume('2026-03-04T09:00:00+08:00')],
    now: '2026-03-05T12:00:00+08:00',
    expect: { daysUsed: 1, dueDate: '2026-04-06' },
  },
  {
    name: 'a clock accepted during a referral starts paused',
    events: [pause('2026-02-27T10:00:00+08:00', 'referral'), start(), resume('2026-03-05T10:00:00+08:00', 'referral')],
    now: '2026-03-06T12:00:00+08:00',
    expect: { status: 'running', daysUsed: 1, dueDate: '2026-04-07' },
  },
  {
    name: 'overlapping causes: the clock runs again only when the last one ends',
    events: [
      start(),
      pause('2026-03-04T10:00:00+08:00', 'hold'),
      pause('2026-03-06T10:00:00+08:00', 'referral'),
      resume('2026-03-10T10:00:00+08:00', 'hold'),
    ],
    now: '2026-03-11T12:00:00+08:00',
    expect: { status: 'paused', pausedFor: ['referral'], daysUsed: 2, dueDate: null },
  },
  {
    name: 'overlapping causes, both ended: days count again the day after the last one ends',
    events: [
      start(),
      pause('2026-03-04T10:00:00+08:00', 'hold'),
      pause('2026-03-06T10:00:00+08:00', 'referral'),
      resume('2026-03-10T10:00:00+08:00', 'hold'),
      resume('2026-03-12T10:00:00+08:00', 'referral'),
    ],
    now: '2026-03-13T12:00:00+08:00',
    expect: { status: 'running', daysUsed: 3 },
  },
  {
    name: 'pausing a cause already open, or resuming one not open, changes nothing',
    events: [
      start(),
      pause('2026-03-04T10:00:00+08:00'),
      pause('2026-03-05T10:00:00+08:00'),
      resume('2026-03-06T10:00:00+08:00', 'referral'),
    ],
    now: '2026-03-10T12:00:00+08:00',
    expect: { status: 'paused', pausedFor: ['hold'], daysUsed: 2 },
  },
  {
    name: 'the extension doubles the limit in force: the day after the first due date is not overdue',
    events: [start(), extend('2026-03-20T10:00:00+08:00')],
    now: '2026-04-01T12:00:00+08:00',
    expect: {
      extended: true,
      effectiveLimit: 40,
      daysUsed: 21,
      daysLeft: 19,
      state: 'on_track',
      dueDate: '2026-05-04',
      dueDateWithoutExtension: '2026-03-31',
    },
  },
  {
    name: 'a second extension changes nothing',
    events: [start(), extend('2026-03-20T10:00:00+08:00'), extend('2026-03-25T10:00:00+08:00')],
    now: '2026-04-01T12:00:00+08:00',
    expect: { extended: true, effectiveLimit: 40, dueDate: '2026-05-04' },
  },
  {
    name: 'at risk with the extension is 80 % of the doubled limit (32 of 40)',
    events: [start(), extend('2026-03-20T10:00:00+08:00')],
    now: '2026-04-21T12:00:00+08:00',
    expect: { daysUsed: 32, state: 'at_risk' },
  },
  {
    name: 'the day of the decision counts; the reading is then final',
    events: [start(), stop('2026-03-10T14:00:00+08:00')],
    now: '2026-04-15T12:00:00+08:00',
    expect: {
      status: 'stopped',
      stopped: true,
      stopDate: '2026-03-10',
      daysUsed: 6,
      daysLeft: 14,
      state: 'on_track',
      dueDate: '2026-03-31',
    },
  },
  {
    name: 'a decision on the due date is on time',
    events: [start(), stop('2026-03-31T16:00:00+08:00')],
    now: '2026-05-15T12:00:00+08:00',
    expect: { status: 'stopped', daysUsed: 20, daysOverdue: 0, state: 'at_risk' },
  },
  {
    name: 'a decision after the due date stays overdue',
    events: [start(), stop('2026-04-06T09:00:00+08:00')],
    now: '2026-05-15T12:00:00+08:00',
    expect: { status: 'stopped', daysUsed: 22, daysOverdue: 2, state: 'overdue' },
  },
  {
    name: 'stopped while paused: the days used stay, the due date stays unknown, and nothing counts after',
    events: [start(), pause('2026-03-04T10:00:00+08:00'), stop('2026-03-06T10:00:00+08:00')],
    now: '2026-05-15T12:00:00+08:00',
    expect: { status: 'stopped', paused: false, pausedFor: [], daysUsed: 2, dueDate: null },
  },
  {
    name: 'events after the stop are ignored',
    events: [start(), stop('2026-03-10T14:00:00+08:00'), extend('2026-03-11T10:00:00+08:00'), pause('2026-03-11T11:00:00+08:00')],
    now: '2026-04-15T12:00:00+08:00',
    expect: { status: 'stopped', extended: false, daysUsed: 6 },
  },
  {
    name: 'paused on the due date with no day left: at risk, not overdue, until a day counts after it resumes',
    events: [start(), pause('2026-03-31T10:00:00+08:00'), resume('2026-04-13T10:00:00+08:00')],
    now: '2026-04-13T18:00:00+08:00',
    expect: { status: 'running', daysUsed: 20, state: 'at_risk', dueDate: '2026-03-31' },
  },
  {
    name: 'paused on the due date: overdue the first working day after the day it resumes',
    events: [start(), pause('2026-03-31T10:00:00+08:00'), resume('2026-04-13T10:00:00+08:00')],
    now: '2026-04-14T08:00:00+08:00',
    expect: { daysUsed: 21, state: 'overdue', daysOverdue: 1 },
  },
  {
    name: 'events after the instant of the reading are not yet known',
    events: [start(), pause('2026-03-20T10:00:00+08:00'), stop('2026-04-20T10:00:00+08:00')],
    now: '2026-03-10T12:00:00+08:00',
    expect: { status: 'running', daysUsed: 6, dueDate: '2026-03-31' },
  },
  {
    name: 'events are read in time order whatever order they are given in',
    events: [resume('2026-03-09T15:00:00+08:00'), pause('2026-03-04T10:00:00+08:00'), start()],
    now: '2026-03-10T12:00:00+08:00',
    expect: { daysUsed: 3, dueDate: '2026-04-07' },
  },
  {
    name: 'before acceptance there is no clock',
    events: [pause('2026-03-01T10:00:00+08:00', 'incomplete'), resume('2026-03-02T08:00:00+08:00', 'incomplete')],
    now: '2026-03-10T12:00:00+08:00',
    expect: { status: 'not_started', state: null, startDate: null, daysUsed: 0, daysLeft: 20, dueDate: null },
  },
  {
    name: 'a stop before acceptance does not end a clock that has not started',
    events: [stop('2026-03-01T10:00:00+08:00'), start()],
    now: '2026-03-03T12:00:00+08:00',
    expect: { status: 'running', daysUsed: 1 },
  },
];

describe('the processing clock', () => {
  it.each(CASES)('$name', ({ events, now, limit, expect: expected }) => {
    expect(read(events, now, limit)).toMatchObject(expected);
  });

  it('a holiday on a weekend changes nothing', () => {
    const without = read([start()], '2026-04-10T12:00:00+08:00', 20, new Set([...HOLIDAYS].filter((d) => d !== '2026-04-04')));
    expect(read([start()], '2026-04-10T12:00:00+08:00')).toEqual(without);
  });

  it('a holiday added after acceptance moves the due date by a working day', () => {
    const before = read([start()], '2026-03-05T12:00:00+08:00');
    const after = read([start()], '2026-03-05T12:00:00+08:00', 20, new Set([...HOLIDAYS, '2026-03-17']));
    expect([before.dueDate, after.dueDate]).toEqual(['2026-03-31', '2026-04-01']);
  });

  it('refuses a limit that is not a whole number of days of at least one', () => {
    for (const limit of [0, -3, 2.5, Number.NaN]) expect(() => read([start()], ACCEPTED, limit)).toThrow(RangeError);
  });

  it('refuses an event whose time is not a timestamp', () => {
    expect(() => read([start('yesterday')], ACCEPTED)).toThrow(RangeError);
  });
});
