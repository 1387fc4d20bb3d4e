import type { Kysely } from 'kysely';
import type { DB, SigningKeyTable } from '../db/schema.js';

export type SigningKeyRow = SigningKeyTable;

export function listPublishedSigningKeys(db: Kysely<DB>, retiredAfter: string): Promise<SigningKeyRow[]> {
  return db
    .selectFrom('signing_keys')
    .selectAll()
    .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', retiredAfter)]))
    .orderBy('created_at', 'desc')
    .execute();
}

export async function insertSigningKey(db: Kysely<DB>, row: SigningKeyRow): Promise<void> {
  await db.insertInto('signing_keys').values(row).execute();
}

export async function retireSigningKeysExcept(db: Kysely<DB>, kid: string, at: string): Promise<void> {
  await db.updateTable('signing_keys').set({ retired_at: at }).where('retired_at', 'is', null).where('kid', '!=', kid).execute();
}

/** Every key ever created, oldest first, without the private part. */
export function listSigningKeys(db: Kysely<DB>): Promise<Pick<SigningKeyRow, 'kid' | 'algorithm' | 'created_at' | 'retired_at'>[]> {
  return db.selectFrom('signing_keys').select(['kid', 'algorithm', 'created_at', 'retired_at']).orderBy('created_at').execute();
}
