import type { Kysely } from 'kysely';
import type { DB, IdempotencyKeyTable } from '../db/schema.js';

/** Stored answers of external operations by (agency, Idempotency-Key) (migration 0009). */

export function findIdempotencyKey(db: Kysely<DB>, agencyCode: string, key: string): Promise<IdempotencyKeyTable | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('agency_code', '=', agencyCode)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Written in the transaction of the change it answers (a write-path effect). */
export async function insertIdempotencyKey(db: Kysely<DB>, row: IdempotencyKeyTable): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute();
}

/**
 * Erasure (docs/PRIVACY.md): the stored answers of an application's requests (its uploads, the agency's
 * and staff's actions) hold the permittee's name, email and file names; they go with the person. A
 * retry of such a request afterwards is a new request: the application, now erased and closed, answers it.
 */
export async function deleteApplicationIdempotencyKeys(db: Kysely<DB>, applicationId: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('application_id', '=', applicationId).execute();
}
