import type { Kysely } from 'kysely';
import { chunks } from '../../db/batches.js';
import type { DB, PersonalDataReadTable } from '../../db/schema.js';

/** The SQL of the read log (read-log.ts): its rows written in batches, read back grouped, and the names they point at. */

export async function insertReads(db: Kysely<DB>, rows: readonly Omit<PersonalDataReadTable, 'id'>[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insertInto('personal_data_reads').values(chunk).execute();
}

/**
 * The reads of these applications, one group per reader, application, kind of read and detail, with
 * how many and the first and last time; the latest first, at most `limit`.
 */
export function findReadGroups(db: Kysely<DB>, applicationIds: readonly string[], limit: number) {
  return db
    .selectFrom('personal_data_reads')
    .select((eb) => [
      'staff_id',
      'application_id',
      'what',
      'detail',
      eb.fn.countAll<number | string>().as('times'),
      eb.fn.min('read_at').as('first_read_at'),
      eb.fn.max('read_at').as('last_read_at'),
    ])
    .where('application_id', 'in', applicationIds)
    .groupBy(['staff_id', 'application_id', 'what', 'detail'])
    .orderBy('last_read_at', 'desc')
    .orderBy('staff_id')
    .orderBy('application_id')
    .orderBy('what')
    .limit(limit)
    .execute();
}

export function findReaderNames(db: Kysely<DB>, staffIds: readonly string[]) {
  return db.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', staffIds).execute();
}

export function findRegistrationNumbers(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db.selectFrom('applications').select(['id', 'registration_no']).where('id', 'in', applicationIds).execute();
}

/** The title and file name of these documents, those of the given applications alone. */
export function findDocumentNames(db: Kysely<DB>, documentIds: readonly string[], applicationIds: readonly string[]) {
  return db
    .selectFrom('application_attachments')
    .select(['id', 'title', 'file_name'])
    .where('id', 'in', documentIds)
    .where('application_id', 'in', applicationIds)
    .execute();
}
