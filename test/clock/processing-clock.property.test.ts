import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, manilaDate, weekday } from '../../src/clock/manila-time.js';
import { type ClockEvent, readClock } from '../../src/clock/processing-clock.js';
import { isWorkingDay, workingDaysBetween } from '../../src/clock/working-days.js';

/**
 * Properties of the clock over random histories: any acceptance time in 2026, holds and referrals
 * that overlap or not, an extension, a decision, random holidays and a random instant of reading.
 */

const DAY = 86_400_000;
const BASE = Date.parse('2026-01-01T00:00:00Z');
const CAUSES = ['hold', 'referral', 'for_agreement'] as const;

const instantIn2026 = fc.integer({ min: 0, max: 365 * DAY - 1 }).map((offset) => BASE + offset);
/** Milliseconds after acceptance, up to 150 days. */
const later = fc.integer({ min: 0, max: 150 * DAY });
const holidays = fc
  .uniqueArray(fc.integer({ min: 0, max: 500 }), { maxLength: 40 })
  .map((days) => new Set(days.map((d) => addDays('2026-01-01', d))));

const iso = (ms: number) => new Date(ms).toISOString();

/** A history: acceptance, then pauses and resumes (by cause), at most one extension, maybe a decision. */
const history = fc
  .record({
    acceptedAt: instantIn2026,
    steps: fc.array(
      fc.record({
        kind: fc.constantFrom('pause', 'resume', 'pause', 'resume', 'extend', 'stop'),
        cause: fc.constantFrom(...CAUSES),
        after: later,
      }),
      { maxLength: 12 },
    ),
    limit: fc.integer({ min: 1, max: 30 }),
    readAfter: fc.integer({ min: 0, max: 200 * DAY }),
    holidays,
  })
  .map(({ acceptedAt, steps, limit, readAfter, holidays }) => {
    const events: ClockEvent[] = [{ type: 'start', at: iso(acceptedAt) }];
    for (const step of steps) {
      const at = iso(acceptedAt + step.after);
      if (step.kind === 'pause' || step.kind === 'resume') events.push({ type: step.kind, at, cause: step.cause });
      else events.push({ type: step.kind, at });
    }
    return { events, limit, holidays, acceptedAt, now: acceptedAt + readAfter };
  });

type History = fc.Arbitrary<{ events: ClockEvent[]; limit: number; holidays: Set<string>; acceptedAt: number; now: number }>;
const withoutStop = history.map((h) => ({ ...h, events: h.events.filter((e) => e.type !== 'stop') })) satisfies History;
const withoutExtension = history.map((h) => ({ ...h, events: h.events.filter((e) => e.type !== 'extend') })) satisfies History;

describe('the processing clock, over random histories', () => {
  it('used + left = the limit in force while not overdue; used = limit + overdue days when overdue', () => {
    fc.assert(
      fc.property(history, (h) => {
        const r = readClock(h);
        if (r.state === 'overdue') expect([r.daysLeft, r.daysUsed]).toEqual([0, r.effectiveLimit + r.daysOverdue]);
        else expect([r.daysUsed + r.daysLeft, r.daysOverdue]).toEqual([r.effectiveLimit, 0]);
      }),
    );
  });

  it('pausing never increases the days used, nor brings the due date forward', () => {
    fc.assert(
      fc.property(history, later, later, (h, a, b) => {
        const extra: ClockEvent[] = [
          { type: 'pause', at: iso(h.acceptedAt + Math.min(a, b)), cause: 'extra' },
          { type: 'resume', at: iso(h.acceptedAt + Math.max(a, b)), cause: 'extra' },
        ];
        const plain = readClock(h);
        const paused = readClock({ ...h, events: [...h.events, ...extra] });
        expect(paused.daysUsed).toBeLessThanOrEqual(plain.daysUsed);
        if (plain.dueDate !== null && paused.dueDate !== null) expect(paused.dueDate >= plain.dueDate).toBe(true);
      }),
    );
  });

  it('the extension adds exactly the limit, once, and changes nothing else', () => {
    fc.assert(
      fc.property(withoutExtension, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 200 * DAY }), (h, times, after) => {
        const at = Math.min(h.acceptedAt + after, h.now);
        const extensions: ClockEvent[] = Array.from({ length: times }, () => ({ type: 'extend', at: iso(at) }));
        const plain = readClock(h);
        const extended = readClock({ ...h, events: [...h.events, ...extensions] });
        // An extension given with or after the decision comes too late to count.
        const stops = h.events.filter((e) => e.type === 'stop').map((e) => Date.parse(e.at));
        if (stops.some((stopAt) => stopAt <= at)) return;
        expect(extended.effectiveLimit).toBe(plain.limit * 2);
        expect(extended.extended).toBe(true);
        expect(extended.daysUsed).toBe(plain.daysUsed);
        expect(extended.dueDateWithoutExtension).toBe(plain.dueDateWithoutExtension);
        expect(extended.dueDateWithExtension).toBe(plain.dueDateWithExtension);
        expect(extended.dueDate).toBe(plain.dueDateWithExtension);
        if (plain.state !== 'overdue') expect(extended.daysLeft).toBe(plain.daysLeft + plain.limit);
      }),
    );
  });

  it('days used never decrease as time passes', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 30 * DAY }), (h, more) => {
        expect(readClock({ ...h, now: h.now + more }).daysUsed).toBeGreaterThanOrEqual(readClock(h).daysUsed);
      }),
    );
  });

  it('a holiday more never increases the days used', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 500 }), (h, day) => {
        const more = new Set([...h.holidays, addDays('2026-01-01', day)]);
        expect(readClock({ ...h, holidays: more }).daysUsed).toBeLessThanOrEqual(readClock(h).daysUsed);
      }),
    );
  });

  it('the order events are given in does not matter when their times differ', () => {
    fc.assert(
      fc.property(
        history.filter((h) => new Set(h.events.map((e) => e.at)).size === h.events.length),
        fc.func(fc.integer()),
        (h, key) => {
          const shuffled = [...h.events].sort((a, b) => key(a.at) - key(b.at));
          expect(readClock({ ...h, events: shuffled })).toEqual(readClock(h));
        },
      ),
    );
  });

  it('the time of day of acceptance does not matter, only its Manila date', () => {
    fc.assert(
      fc.property(withoutStop, fc.integer({ min: 0, max: DAY - 1 }), (h, otherTime) => {
        const date = manilaDate(h.acceptedAt);
        const sameDay = Date.parse(`${date}T00:00:00+08:00`) + otherTime;
        const start = (at: number): ClockEvent[] => [{ type: 'start', at: iso(at) }];
        const now = Math.max(h.now, h.acceptedAt, sameDay);
        expect(readClock({ ...h, now, events: start(sameDay) })).toEqual(readClock({ ...h, now, events: start(h.acceptedAt) }));
      }),
    );
  });

  it('without pauses: the due date is a working day, exactly `limit` working days after acceptance, and the extension `limit` more', () => {
    fc.assert(
      fc.property(history, (h) => {
        const r = readClock({ ...h, events: h.events.filter((e) => e.type === 'start') });
        const { startDate, dueDateWithoutExtension: due, dueDateWithExtension: dueExtended } = r;
        if (startDate === null || due === null || dueExtended === null) throw new Error('a running clock has due dates');
        expect(isWorkingDay(due, h.holidays)).toBe(true);
        expect(workingDaysBetween(startDate, due, h.holidays)).toBe(h.limit);
        expect(workingDaysBetween(due, dueExtended, h.holidays)).toBe(h.limit);
        expect(r.daysUsed).toBe(workingDaysBetween(startDate, manilaDate(h.now), h.holidays));
      }),
    );
  });

  it('a stopped clock reads the same at any later instant', () => {
    fc.assert(
      fc.property(history, fc.integer({ min: 0, max: 400 * DAY }), (h, more) => {
        const r = readClock(h);
        if (!r.stopped) return;
        expect({ ...readClock({ ...h, now: h.now + more }), asOf: r.asOf }).toEqual(r);
      }),
    );
  });
});

describe('Manila dates', () => {
  const manila = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' });
  const instant = fc.integer({ min: Date.parse('1990-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') });

  it('the fixed UTC+8 offset gives the date Intl gives for Asia/Manila', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(manilaDate(ms)).toBe(manila.format(ms));
      }),
    );
  });

  it('weekdays agree with the Date object', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(weekday(new Date(ms).toISOString().slice(0, 10))).toBe(new Date(ms).getUTCDay());
      }),
    );
  });
});
