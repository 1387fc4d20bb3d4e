import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, manilaDateKey, manilaDayStart, nextManilaDayStart } from './datetime';

describe('dates and times in Asia/Manila', () => {
  it('writes an instant in Philippine time, day first, 24-hour', () => {
    expect(formatDateTime('2026-11-24T06:05:00Z')).toBe('24 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-24T14:05:00+08:00')).toBe('24 Nov 2026, 14:05');
  });

  it('moves to the next Manila day after 16:00 UTC', () => {
    expect(formatDateTime('2026-12-31T16:30:00.000Z')).toBe('1 Jan 2027, 00:30');
    expect(formatDate('2026-12-31T16:30:00.000Z')).toBe('1 Jan 2027');
    expect(manilaDateKey('2026-12-31T16:30:00.000Z')).toBe('2027-01-01');
  });

  it('writes September as Sep in every browser', () => {
    expect(formatDateTime('2026-09-01T00:00:00Z')).toBe('1 Sep 2026, 08:00');
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(formatDateTime('2026-11-23T16:00:00Z')).toBe('24 Nov 2026, 00:00');
  });

  it('writes a calendar date (a due date) as is, without shifting it by a zone', () => {
    expect(formatCalendarDate('2026-12-22')).toBe('22 Dec 2026');
  });

  it('shows a dash for what is not a date, instead of "Invalid Date"', () => {
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatCalendarDate('2026-13-01')).toBe('—');
    expect(formatCalendarDate('22/12/2026')).toBe('—');
  });

  it('turns a Manila calendar day into the instants it begins and ends (16:00 UTC the day before)', () => {
    expect(manilaDayStart('2027-01-01')).toBe('2026-12-31T16:00:00.000Z');
    expect(nextManilaDayStart('2026-12-31')).toBe('2026-12-31T16:00:00.000Z');
    expect(manilaDayStart('2026-02-30')).toBeUndefined();
    expect(manilaDayStart('1 Jan 2027')).toBeUndefined();
  });
});
