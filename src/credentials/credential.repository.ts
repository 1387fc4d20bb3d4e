import type { Kysely } from 'kysely';
import { lockingRows } from '../db/locking.js';
import type { DB, PermitCredentialTable } from '../db/schema.js';

export async function insertPermitCredential(db: Kysely<DB>, row: PermitCredentialTable): Promise<void> {
  await db.insertInto('permit_credentials').values(row).execute();
}

export function findPermitCredential(db: Kysely<DB>, permitId: string): Promise<PermitCredentialTable | undefined> {
  return db.selectFrom('permit_credentials').selectAll().where('permit_id', '=', permitId).executeTakeFirst();
}

/** The status indexes in [from, to) whose permits have one of `statuses`. */
export async function statusIndexesWhere(
  db: Kysely<DB>,
  range: { from: number; to: number },
  statuses: readonly string[],
): Promise<number[]> {
  const rows = await db
    .selectFrom('permit_credentials')
    .innerJoin('permits', 'permits.id', 'permit_credentials.permit_id')
    .select('permit_credentials.status_index')
    .where('permit_credentials.status_index', '>=', range.from)
    .where('permit_credentials.status_index', '<', range.to)
    .where('permits.status', 'in', statuses)
    .execute();
  return rows.map((row) => Number(row.status_index));
}

/** The status indexes of the given permits (those that have a credential). */
export async function statusIndexesOfPermits(db: Kysely<DB>, permitIds: readonly string[]): Promise<number[]> {
  if (permitIds.length === 0) return [];
  const rows = await db.selectFrom('permit_credentials').select('status_index').where('permit_id', 'in', permitIds).execute();
  return rows.map((row) => Number(row.status_index));
}

/** The highest status index given so far, or null before the first credential. */
export async function highestStatusIndex(db: Kysely<DB>): Promise<number | null> {
  const row = await db
    .selectFrom('permit_credentials')
    .select((eb) => eb.fn.max('status_index').as('highest'))
    .executeTakeFirst();
  return row?.highest === null || row?.highest === undefined ? null : Number(row.highest);
}

export function findStatusList(db: Kysely<DB>, id: string) {
  return db.selectFrom('credential_status_lists').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStatusLists(db: Kysely<DB>) {
  return db.selectFrom('credential_status_lists').select(['id', 'purpose', 'generated_at']).execute();
}

export async function saveStatusList(
  db: Kysely<DB>,
  row: { id: string; purpose: string; credential: string; generated_at: string },
): Promise<void> {
  await db
    .insertInto('credential_status_lists')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet({ credential: row.credential, generated_at: row.generated_at }))
    .execute();
}

/** Locks the consumer's cursor row to the commit (one consumer at a time across processes) and reads it. */
export async function lockStatusCursor(trx: Kysely<DB>): Promise<number> {
  const row = await lockingRows(
    trx,
    trx.selectFrom('credential_status_cursor').select('last_event').where('id', '=', 1),
  ).executeTakeFirst();
  return Number(row?.last_event ?? 0);
}

export async function moveStatusCursor(trx: Kysely<DB>, lastEvent: number): Promise<void> {
  await trx.updateTable('credential_status_cursor').set({ last_event: lastEvent }).where('id', '=', 1).execute();
}

/**
 * Erasure (issue 21 §2): the credentials of an application's permits name the holder, so their text
 * goes; the rows stay, keeping each status index taken (the lists' bits still follow the permits).
 */
export async function erasePermitCredentials(db: Kysely<DB>, applicationId: string): Promise<void> {
  await db
    .updateTable('permit_credentials')
    .set({ credential: '' })
    .where('permit_id', 'in', db.selectFrom('permits').select('id').where('application_id', '=', applicationId))
    .execute();
}
