import type { Kysely } from 'kysely';
import type { ApiClientTable, DB } from '../db/schema.js';

export type ApiClientRow = ApiClientTable;

export function findApiClient(db: Kysely<DB>, id: string): Promise<ApiClientRow | undefined> {
  return db.selectFrom('api_clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listApiClients(db: Kysely<DB>, agencyCode?: string): Promise<ApiClientRow[]> {
  let query = db.selectFrom('api_clients').selectAll().orderBy('agency_code').orderBy('created_at');
  if (agencyCode !== undefined) query = query.where('agency_code', '=', agencyCode);
  return query.execute();
}

export async function insertApiClient(db: Kysely<DB>, row: ApiClientRow): Promise<void> {
  await db.insertInto('api_clients').values(row).execute();
}

/** Returns whether a client was revoked now (false when unknown or already revoked). */
export async function revokeApiClient(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('api_clients')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces a client's scopes (space-separated in the column). */
export async function updateApiClientScopes(db: Kysely<DB>, id: string, scopes: readonly string[]): Promise<void> {
  await db
    .updateTable('api_clients')
    .set({ scopes: scopes.join(' ') })
    .where('id', '=', id)
    .execute();
}
