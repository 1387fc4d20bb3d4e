import type { Kysely } from 'kysely';
import { type AuditEvent, recordAuditEvent } from '../audit/audit.repository.js';
import { systemActor } from '../auth/actor.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { inputValidator } from '../http/input-validation.js';
import { nowIso } from '../shared/time.js';
import {
  activeHolidayDates,
  findHoliday,
  type HolidayRow,
  insertHoliday,
  insertMissingHolidays,
  listActiveHolidays,
  markHolidayRemoved,
  replaceRemovedHoliday,
  yearSeeded,
} from './holiday.repository.js';
import {
  type Holiday,
  HolidayAddition,
  type HolidayKind,
  HolidayRemoval,
  type HolidaySource,
  HolidayYear,
  type SeedResult,
} from './holiday.schemas.js';
import { libraryHolidays } from './holiday.source.js';
import { manilaYear } from './manila-time.js';
import type { HolidaySet } from './working-days.js';

/**
 * The working-day calendar's holidays: seeded per year from date-holidays, edited by admins
 * (proclamations add days; a day the library has wrong is removed). Every change is audited in its
 * transaction. Inputs are checked against the schemas of holiday.schemas.ts, so the staff routes can
 * pass a request body through as it is.
 */

/** Who changes the calendar, and the request it came in (for the audit trail). */
export type ChangeContext = Pick<AuditEvent, 'actor' | 'actorRole' | 'requestId' | 'clientAddress'>;

const checkAddition = inputValidator(HolidayAddition);
const checkRemoval = inputValidator(HolidayRemoval);
const checkYear = inputValidator(HolidayYear);

export function toHoliday(row: HolidayRow): Holiday {
  return {
    date: row.date,
    name: row.name,
    kind: row.kind as HolidayKind,
    source: row.source as HolidaySource,
    createdAt: row.created_at,
    createdBy: row.created_by,
  };
}

function auditDetails(holiday: Holiday | undefined) {
  return holiday === undefined ? null : { name: holiday.name, kind: holiday.kind, source: holiday.source };
}

/** The holidays in force in a year, in date order. */
export async function listHolidays(db: Kysely<DB>, input: unknown): Promise<Holiday[]> {
  const { year } = checkYear(input);
  return (await listActiveHolidays(db, `${year}-01-01`, `${year}-12-31`)).map(toHoliday);
}

/** The dates the clock skips besides weekends (all in force, or those from a date on). */
export async function loadHolidaySet(db: Kysely<DB>, from?: string): Promise<HolidaySet> {
  return new Set(await activeHolidayDates(db, from));
}

/**
 * Adds the library's non-working days of a year that are not in the table yet. Days already there,
 * and days an admin removed, stay as they are; running it again adds nothing and records nothing.
 */
export async function seedHolidays(db: Kysely<DB>, input: unknown, context: ChangeContext): Promise<SeedResult> {
  const { year } = checkYear(input);
  const now = nowIso();
  const rows: HolidayRow[] = libraryHolidays(year).map((holiday) => ({
    ...holiday,
    source: 'date-holidays',
    created_at: now,
    created_by: context.actor.id,
    removed_at: null,
    removed_by: null,
  }));
  return db.transaction().execute(async (trx) => {
    const added = await insertMissingHolidays(trx, rows);
    if (added.length > 0) {
      await recordAuditEvent(trx, {
        ...context,
        action: 'holidays.seeded',
        subjectType: 'holiday_calendar',
        subjectId: String(year),
        details: { year, added },
      });
    }
    return { year, added };
  });
}

/** Seeds the current Manila year and the next: on start, on migrate and daily (a due date may fall next year). */
export async function ensureHolidaysSeeded(db: Kysely<DB>, now: number = Date.now()): Promise<SeedResult[]> {
  const year = manilaYear(now);
  const context = { actor: systemActor('seed-holidays') };
  return [await seedHolidays(db, { year }, context), await seedHolidays(db, { year: year + 1 }, context)];
}

/**
 * The start's seeding (after `serve` listens): a restart, whose current and next Manila years the
 * library has already seeded, does not load the library at all. Loading date-holidays (with moment
 * and astronomia) takes about half a second of CPU, on the event loop right after listen, so the
 * first requests (the supervisor's /readyz) waited for it (bench/startup/). Days a newer library
 * version adds to an already seeded year come with the daily seed-holidays job, or `biopermit
 * migrate`, which seed in full as before.
 */
export async function ensureHolidaysSeededOnStart(db: Kysely<DB>, now: number = Date.now()): Promise<SeedResult[]> {
  const year = manilaYear(now);
  if ((await yearSeeded(db, year)) && (await yearSeeded(db, year + 1))) return [];
  return ensureHolidaysSeeded(db, now);
}

/** An admin adds a non-working day (a proclamation's). Refused when the date already is one. */
export async function addHoliday(db: Kysely<DB>, input: unknown, context: ChangeContext): Promise<Holiday> {
  const { date, name, kind = 'proclaimed' } = checkAddition(input);
  const row: HolidayRow = {
    date,
    name: name.trim(),
    kind,
    source: 'admin',
    created_at: nowIso(),
    created_by: context.actor.id,
    removed_at: null,
    removed_by: null,
  };
  const taken = () =>
    new AppError('conflict', `${date} is already a holiday`, { errors: [{ pointer: '/date', detail: 'is already a holiday' }] });
  try {
    await db.transaction().execute(async (trx) => {
      const existing = await findHoliday(trx, date);
      if (existing !== undefined && existing.removed_at === null) throw taken();
      if (existing === undefined) await insertHoliday(trx, row);
      else if (!(await replaceRemovedHoliday(trx, row))) throw taken();
      await recordAuditEvent(trx, {
        ...context,
        action: 'holiday.added',
        subjectType: 'holiday',
        subjectId: date,
        details: { before: null, after: auditDetails(toHoliday(row)) },
        after: auditDetails(toHoliday(row)),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return toHoliday(row);
}

/** An admin removes a day (a seeded one the proclamation moved, or an admin's own); it becomes a working day. */
export async function removeHoliday(db: Kysely<DB>, input: unknown, context: ChangeContext): Promise<Holiday> {
  const { date } = checkRemoval(input);
  return db.transaction().execute(async (trx) => {
    const existing = await findHoliday(trx, date);
    if (existing === undefined || !(await markHolidayRemoved(trx, date, nowIso(), context.actor.id))) {
      throw new AppError('not_found', `${date} is not a holiday`);
    }
    const removed = toHoliday(existing);
    await recordAuditEvent(trx, {
      ...context,
      action: 'holiday.removed',
      subjectType: 'holiday',
      subjectId: date,
      details: { before: auditDetails(removed), after: null },
      before: auditDetails(removed),
    });
    return removed;
  });
}
