import type { Kysely } from 'kysely';
import type { DB, HolidayTable } from '../db/schema.js';

export type HolidayRow = HolidayTable;

/** The holidays in force between two dates (inclusive), in date order. */
export function listActiveHolidays(db: Kysely<DB>, from: string, to: string): Promise<HolidayRow[]> {
  return db
    .selectFrom('holidays')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('removed_at', 'is', null)
    .orderBy('date')
    .execute();
}

/** Every date in force, or those from a date on: the working-day calendar's input. */
export async function activeHolidayDates(db: Kysely<DB>, from?: string): Promise<string[]> {
  let query = db.selectFrom('holidays').select('date').where('removed_at', 'is', null);
  if (from !== undefined) query = query.where('date', '>=', from);
  const rows = await query.orderBy('date').execute();
  return rows.map((row) => row.date);
}

/** Whether the library's seeding has added a row (removed or not) dated in `year`. */
export async function yearSeeded(db: Kysely<DB>, year: number): Promise<boolean> {
  const row = await db
    .selectFrom('holidays')
    .select('date')
    .where('source', '=', 'date-holidays')
    .where('date', '>=', `${year}-01-01`)
    .where('date', '<=', `${year}-12-31`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The row of a date, removed or not. */
export function findHoliday(db: Kysely<DB>, date: string): Promise<HolidayRow | undefined> {
  return db.selectFrom('holidays').selectAll().where('date', '=', date).executeTakeFirst();
}

/**
 * Inserts the rows whose date has no row yet, removed ones included (so a re-seed never brings back
 * a day an admin removed), and returns the dates it inserted. Safe when several processes seed at once.
 */
export async function insertMissingHolidays(db: Kysely<DB>, rows: readonly HolidayRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('holidays')
    .values([...rows])
    .onConflict((conflict) => conflict.column('date').doNothing())
    .returning('date')
    .execute();
  return inserted.map((row) => row.date).sort();
}

export async function insertHoliday(db: Kysely<DB>, row: HolidayRow): Promise<void> {
  await db.insertInto('holidays').values(row).execute();
}

/** Puts a new day on a date whose earlier day was removed. */
export async function replaceRemovedHoliday(db: Kysely<DB>, row: HolidayRow): Promise<boolean> {
  const { date, ...fields } = row;
  const result = await db
    .updateTable('holidays')
    .set(fields)
    .where('date', '=', date)
    .where('removed_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks the day removed; false when it was not in force. */
export async function markHolidayRemoved(db: Kysely<DB>, date: string, removedAt: string, removedBy: string): Promise<boolean> {
  const result = await db
    .updateTable('holidays')
    .set({ removed_at: removedAt, removed_by: removedBy })
    .where('date', '=', date)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
