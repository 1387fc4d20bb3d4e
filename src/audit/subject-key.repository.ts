import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { newId } from '../shared/ids.js';

/** The SQL of the data subjects' keys (`data_subject_keys`, migration 0022): one row per application. */

export interface StoredSubjectKey {
  readonly id: string;
  /** Sealed (KeyEncryption) base64; null once destroyed. */
  readonly key_material: string | null;
}

export function findSubjectKey(db: Kysely<DB>, applicationId: string): Promise<StoredSubjectKey | undefined> {
  return db.selectFrom('data_subject_keys').select(['id', 'key_material']).where('application_id', '=', applicationId).executeTakeFirst();
}

/** Stores an application's first key; does nothing when a concurrent writer stored one first (the caller reads it back). */
export async function insertSubjectKey(db: Kysely<DB>, applicationId: string, keyMaterial: string, now: string): Promise<void> {
  await db
    .insertInto('data_subject_keys')
    .values({
      id: newId(),
      application_id: applicationId,
      key_material: keyMaterial,
      created_at: now,
      destroyed_at: null,
      destroyed_by: null,
    })
    .onConflict((oc) => oc.column('application_id').doNothing())
    .execute();
}

export function findSubjectKeys(db: Kysely<DB>, ids: readonly string[]): Promise<StoredSubjectKey[]> {
  return db
    .selectFrom('data_subject_keys')
    .select(['id', 'key_material'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Destroys an application's key, or stores it destroyed when it had none. Idempotent: the first destruction's reason stays. */
export async function destroyStoredSubjectKey(db: Kysely<DB>, applicationId: string, why: string, now: string): Promise<void> {
  await db
    .insertInto('data_subject_keys')
    .values({ id: newId(), application_id: applicationId, key_material: null, created_at: now, destroyed_at: now, destroyed_by: why })
    .onConflict((oc) =>
      oc
        .column('application_id')
        .doUpdateSet({ key_material: null, destroyed_at: now, destroyed_by: why })
        .where('data_subject_keys.destroyed_at', 'is', null),
    )
    .execute();
}
