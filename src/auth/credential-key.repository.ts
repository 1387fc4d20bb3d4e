import type { Kysely } from 'kysely';
import type { CredentialKeyTable, DB } from '../db/schema.js';

export type CredentialKeyRow = CredentialKeyTable;

/** Every credential key, oldest first: none is ever dropped (a retired key still verifies what it signed). */
export function listCredentialKeys(db: Kysely<DB>): Promise<CredentialKeyRow[]> {
  return db.selectFrom('credential_keys').selectAll().orderBy('not_before').orderBy('kid').execute();
}

export async function insertCredentialKey(db: Kysely<DB>, row: CredentialKeyRow): Promise<void> {
  await db.insertInto('credential_keys').values(row).execute();
}

/** Retires every key still in service except `kid`, at `at` (when `kid` starts signing). */
export async function retireCredentialKeysExcept(db: Kysely<DB>, kid: string, at: string): Promise<void> {
  await db.updateTable('credential_keys').set({ retired_at: at }).where('retired_at', 'is', null).where('kid', '!=', kid).execute();
}
