import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR, SYSTEM_ACTOR_ID } from '../../src/auth/actor.js';
import {
  addHoliday,
  ensureHolidaysSeeded,
  ensureHolidaysSeededOnStart,
  listHolidays,
  loadHolidaySet,
  removeHoliday,
  seedHolidays,
} from '../../src/clock/holiday.service.js';
import { libraryHolidays } from '../../src/clock/holiday.source.js';
import { AppError } from '../../src/http/errors.js';
import { testDialects } from '../helpers/databases.js';
import { type MigratedDatabase, openMigratedDatabase } from '../helpers/migrated-database.js';

const operator = { actor: OPERATOR_ACTOR };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('the holidays of date-holidays for the Philippines', () => {
  it('keeps 2026’s 13 public holidays as regular and its 8 special non-working days, and no observance', () => {
    const days = libraryHolidays(2026);
    expect(days.filter((d) => d.kind === 'regular')).toHaveLength(13);
    expect(days.filter((d) => d.kind === 'special_non_working')).toHaveLength(8);
    expect(days.map((d) => d.name)).not.toContain('Constitution Day');
    expect(days).toContainEqual({ date: '2026-08-21', name: 'Ninoy Aquino Day', kind: 'special_non_working' });
    expect(days).toContainEqual({ date: '2026-06-12', name: 'Independence Day', kind: 'regular' });
  });

  it('dates Eid al-Fitr by the library’s date, not by its instant (which falls on the day before in Manila)', () => {
    expect(libraryHolidays(2026)).toContainEqual({ date: '2026-03-20', name: 'End of Ramadan (Eid al-Fitr)', kind: 'regular' });
  });
});

describe.each(testDialects)('the holiday calendar (%s)', (dialect) => {
  let database: MigratedDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
  });
  afterAll(async () => database?.drop());

  it('seeds a year once: the second time adds nothing and records nothing', async () => {
    const first = await seedHolidays(database.db, { year: 2031 }, operator);
    expect(first.added).toHaveLength(libraryHolidays(2031).length);
    const second = await seedHolidays(database.db, { year: 2031 }, operator);
    expect(second).toEqual({ year: 2031, added: [] });
    const audit = await database.auditRows('holidays.seeded');
    expect(audit.filter((row) => row.subject_id === '2031')).toHaveLength(1);
    expect(audit.find((row) => row.subject_id === '2031')?.details).toEqual({ year: 2031, added: first.added });
  });

  it('lists a year’s holidays in date order, with their kind and source', async () => {
    await seedHolidays(database.db, { year: 2026 }, operator);
    const days = await listHolidays(database.db, { year: 2026 });
    expect(days.map((d) => d.date)).toEqual(libraryHolidays(2026).map((d) => d.date));
    expect(days[0]).toEqual({
      date: '2026-01-01',
      name: "New Year's Day",
      kind: 'regular',
      source: 'date-holidays',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      createdBy: OPERATOR_ACTOR.id,
    });
  });

  it('seeds the current Manila year and the next on start, as the system', async () => {
    // 31 December 2032, 16:30 UTC, is already 1 January 2033 in Manila.
    const results = await ensureHolidaysSeeded(database.db, Date.parse('2032-12-31T16:30:00Z'));
    expect(results.map((r) => r.year)).toEqual([2033, 2034]);
    const days = await listHolidays(database.db, { year: 2033 });
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days.map((d) => d.createdBy))).toEqual(new Set([SYSTEM_ACTOR_ID]));
  });

  it('on a restart, seeds only when a year is not seeded yet: a removed seeded day stays removed either way', async () => {
    // 2060 and 2061 are not seeded: the start seeds both.
    const first = await ensureHolidaysSeededOnStart(database.db, Date.parse('2060-06-01T00:00:00Z'));
    expect(first.map((r) => r.year)).toEqual([2060, 2061]);
    expect(first.every((r) => r.added.length > 0)).toBe(true);
    // Both seeded: nothing is read from the library and nothing is added, even after a removal.
    await removeHoliday(database.db, { date: '2060-01-01' }, operator);
    expect(await ensureHolidaysSeededOnStart(database.db, Date.parse('2060-06-01T00:00:00Z'))).toEqual([]);
    expect((await listHolidays(database.db, { year: 2060 })).map((d) => d.date)).not.toContain('2060-01-01');
    // The next year not seeded yet (2062): the start seeds in full, which adds 2062 and nothing to 2061.
    const later = await ensureHolidaysSeededOnStart(database.db, Date.parse('2061-06-01T00:00:00Z'));
    expect(later.map((r) => [r.year, r.added.length > 0])).toEqual([
      [2061, false],
      [2062, true],
    ]);
  });

  it('adds a proclaimed day with an audit row, and the clock’s calendar skips it', async () => {
    const added = await addHoliday(database.db, { date: '2026-07-15', name: 'Typhoon suspension (Proc. 999)' }, operator);
    expect(added).toMatchObject({ date: '2026-07-15', kind: 'proclaimed', source: 'admin', createdBy: OPERATOR_ACTOR.id });
    expect((await loadHolidaySet(database.db)).has('2026-07-15')).toBe(true);
    const [audit] = (await database.auditRows('holiday.added')).filter((row) => row.subject_id === '2026-07-15');
    expect(audit).toEqual({
      actor: `operator:${OPERATOR_ACTOR.id}`,
      subject_id: '2026-07-15',
      details: { before: null, after: { name: 'Typhoon suspension (Proc. 999)', kind: 'proclaimed', source: 'admin' } },
    });
  });

  it('adds a day of another kind when asked', async () => {
    const added = await addHoliday(database.db, { date: '2026-10-09', name: 'Special day', kind: 'special_non_working' }, operator);
    expect(added.kind).toBe('special_non_working');
  });

  it('refuses to add a date that already is a holiday, and records nothing', async () => {
    const before = (await database.auditRows('holiday.added')).length;
    const error = await refusal(addHoliday(database.db, { date: '2026-06-12', name: 'Again' }, operator));
    expect([error.code, error.message]).toEqual(['conflict', '2026-06-12 is already a holiday']);
    expect((await listHolidays(database.db, { year: 2026 })).find((d) => d.date === '2026-06-12')?.name).toBe('Independence Day');
    expect(await database.auditRows('holiday.added')).toHaveLength(before);
  });

  it.each([
    [{ date: '2026-02-30', name: 'X' }, '/date'],
    [{ date: '15/07/2026', name: 'X' }, '/date'],
    [{ date: '2026-07-16', name: '  ' }, '/name'],
    [{ date: '2026-07-16' }, '/name'],
    [{ date: '2026-07-16', name: 'X', kind: 'bank' }, '/kind'],
    [{ date: '2026-07-16', name: 'X', colour: 'red' }, '/colour'],
  ])('refuses to add %j, naming %s, and stores nothing', async (input, pointer) => {
    const error = await refusal(addHoliday(database.db, input, operator));
    expect(error.code).toBe('validation_failed');
    expect(error.extras.errors?.map((e) => ('pointer' in e ? e.pointer : e.parameter))).toContain(pointer);
    expect((await loadHolidaySet(database.db)).has('2026-07-16')).toBe(false);
  });

  it('removes a seeded day with an audit row; seeding the year again does not bring it back', async () => {
    const removed = await removeHoliday(database.db, { date: '2026-12-24' }, operator);
    expect(removed).toMatchObject({ date: '2026-12-24', name: 'Christmas Eve', kind: 'special_non_working' });
    expect((await loadHolidaySet(database.db)).has('2026-12-24')).toBe(false);
    expect((await database.auditRows('holiday.removed')).find((row) => row.subject_id === '2026-12-24')?.details).toEqual({
      before: { name: 'Christmas Eve', kind: 'special_non_working', source: 'date-holidays' },
      after: null,
    });
    expect((await seedHolidays(database.db, { year: 2026 }, operator)).added).toEqual([]);
    expect((await listHolidays(database.db, { year: 2026 })).map((d) => d.date)).not.toContain('2026-12-24');
  });

  it('adds a day again on a date whose day was removed', async () => {
    await removeHoliday(database.db, { date: '2026-11-02' }, operator);
    const added = await addHoliday(database.db, { date: '2026-11-02', name: 'All Souls’ Day (Proc. 1000)' }, operator);
    expect(added).toMatchObject({ source: 'admin', kind: 'proclaimed' });
    expect((await listHolidays(database.db, { year: 2026 })).find((d) => d.date === '2026-11-02')?.name).toBe(
      'All Souls’ Day (Proc. 1000)',
    );
  });

  it('refuses to remove a date that is not a holiday, or no longer is', async () => {
    expect((await refusal(removeHoliday(database.db, { date: '2026-07-17' }, operator))).code).toBe('not_found');
    expect((await refusal(removeHoliday(database.db, { date: '2026-12-24' }, operator))).code).toBe('not_found');
    expect((await refusal(removeHoliday(database.db, { date: 'tomorrow' }, operator))).code).toBe('validation_failed');
  });

  it.each([[1999], [2101], ['2026'], [2026.5]])('refuses year %j', async (year) => {
    expect((await refusal(seedHolidays(database.db, { year }, operator))).code).toBe('validation_failed');
    expect((await refusal(listHolidays(database.db, { year }))).code).toBe('validation_failed');
  });

  // PostgreSQL only: two SQLite connections in one process cannot wait for each other's lock (the wait
  // blocks the event loop the other connection needs); processes on one SQLite file take turns.
  it.skipIf(dialect === 'sqlite')('two processes seeding one year at once add each day once', async () => {
    const other = await database.open();
    const [a, b] = await Promise.all([
      seedHolidays(database.db, { year: 2040 }, operator),
      seedHolidays(other.db, { year: 2040 }, operator),
    ]);
    expect([...a.added, ...b.added].sort()).toEqual(libraryHolidays(2040).map((d) => d.date));
  });
});
