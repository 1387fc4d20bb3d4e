import type { Kysely, Updateable } from 'kysely';
import type { DB, StaffSetupCodeTable, StaffUserTable } from '../db/schema.js';

/** SQL for staff users and their single-use codes. Each function takes the executor: `db` or a transaction. */

export type StaffUserRow = StaffUserTable;

export function findStaffUserById(db: Kysely<DB>, id: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStaffUserByEmail(db: Kysely<DB>, emailNormalized: string): Promise<StaffUserRow | undefined> {
  return db.selectFrom('staff_users').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();
}

/** Staff are counted in hundreds: the whole list, by name. */
export function listStaffUsers(db: Kysely<DB>): Promise<StaffUserRow[]> {
  return db.selectFrom('staff_users').selectAll().orderBy('name').orderBy('email_normalized').execute();
}

export async function insertStaffUser(db: Kysely<DB>, row: StaffUserRow): Promise<void> {
  await db.insertInto('staff_users').values(row).execute();
}

export async function updateStaffUser(db: Kysely<DB>, id: string, changes: Updateable<StaffUserTable>): Promise<void> {
  await db.updateTable('staff_users').set(changes).where('id', '=', id).execute();
}

/**
 * Records `step` as the user's last TOTP step unless one as late was recorded already: true when this
 * call took it. The condition makes two requests with one code race to a single winner.
 */
export async function takeTotpStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  userId: string,
  rows: readonly { id: string; code_hash: string }[],
  now: string,
): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('staff_recovery_codes')
    .values(rows.map((row) => ({ ...row, user_id: userId, created_at: now, used_at: null })))
    .execute();
}

/** Marks an unused recovery code of the user used; true when it was there to use. */
export async function consumeRecoveryCode(db: Kysely<DB>, userId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnusedRecoveryCodes(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's codes not yet used go: a password set otherwise makes them moot. */
export async function deleteUnusedSetupCodes(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('staff_setup_codes').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertSetupCode(db: Kysely<DB>, row: StaffSetupCodeTable): Promise<void> {
  // One code at a time: a new one replaces any the user has not used.
  await deleteUnusedSetupCodes(db, row.user_id);
  await db.insertInto('staff_setup_codes').values(row).execute();
}

export function findPendingSetupCode(db: Kysely<DB>, userId: string, now: string): Promise<StaffSetupCodeTable | undefined> {
  return db
    .selectFrom('staff_setup_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function findSetupCode(db: Kysely<DB>, codeHash: string): Promise<StaffSetupCodeTable | undefined> {
  return db.selectFrom('staff_setup_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/** Takes a usable code (unused, unexpired): its row, once; undefined for every later attempt. */
export async function takeSetupCode(db: Kysely<DB>, codeHash: string, now: string): Promise<StaffSetupCodeTable | undefined> {
  const row = await db.selectFrom('staff_setup_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
  if (row === undefined || row.used_at !== null || row.expires_at <= now) return undefined;
  const result = await db
    .updateTable('staff_setup_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}

/**
 * The names of staff users by id (a workqueue's assignee column, the audit trail's actors, the
 * dashboard's evaluators); staff are counted in hundreds.
 */
export async function staffNames(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
