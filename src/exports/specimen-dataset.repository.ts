import type { Kysely, Selectable } from 'kysely';
import type { DB, SpecimenDatasetVersionTable } from '../db/schema.js';

/** The SQL of the public specimen dataset's versions (migration 0028). One query for both databases. */

export type DatasetVersionRow = Selectable<SpecimenDatasetVersionTable>;

export async function findLatestVersion(db: Kysely<DB>): Promise<DatasetVersionRow | undefined> {
  return db.selectFrom('specimen_dataset_versions').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export async function findVersion(db: Kysely<DB>, version: number): Promise<DatasetVersionRow | undefined> {
  return db.selectFrom('specimen_dataset_versions').selectAll().where('version', '=', version).executeTakeFirst();
}

/** The newest versions first, without their EML (the feed does not need it). */
export async function listVersions(db: Kysely<DB>, limit: number): Promise<Omit<DatasetVersionRow, 'eml'>[]> {
  return db
    .selectFrom('specimen_dataset_versions')
    .select([
      'version',
      'published_at',
      'archive_sha256',
      'archive_size',
      'content_sha256',
      'row_count',
      'rows_added',
      'rows_removed',
      'rows_changed',
    ])
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
}

/** Fails on the primary key when another process published the same number first. */
export async function insertVersion(db: Kysely<DB>, row: DatasetVersionRow): Promise<void> {
  await db.insertInto('specimen_dataset_versions').values(row).execute();
}
