import type { Kysely } from 'kysely';
import type { DB, SettingTable } from '../db/schema.js';

export type SettingRow = SettingTable;

export function listSettingRows(db: Kysely<DB>): Promise<SettingRow[]> {
  return db.selectFrom('settings').selectAll().orderBy('key').execute();
}

export function findSettingRow(db: Kysely<DB>, key: string): Promise<SettingRow | undefined> {
  return db.selectFrom('settings').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function upsertSettingRow(db: Kysely<DB>, row: SettingRow): Promise<void> {
  await db
    .insertInto('settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at, updated_by: row.updated_by }),
    )
    .execute();
}

export async function deleteSettingRow(db: Kysely<DB>, key: string): Promise<boolean> {
  const result = await db.deleteFrom('settings').where('key', '=', key).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/**
 * Takes the row's write lock for the rest of the transaction (PostgreSQL's row lock; SQLite's writer
 * lock), so that the value read next is the one this change replaces.
 */
export async function lockSettingRow(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .updateTable('settings')
    .set((eb) => ({ key: eb.ref('key') }))
    .where('key', '=', key)
    .execute();
}
