import { type Kysely, sql } from 'kysely';
import type { AgencyApplicationCountTable, DB } from '../db/schema.js';

/** The SQL of the rebuilds (application.maintenance.ts): the applications to re-render, the per-agency counts. */

/** The ids of the next `limit` applications after `after` in id order, only those rendered before `olderThan` when given. */
export async function findApplicationIdsToRender(
  db: Kysely<DB>,
  { after, olderThan, limit }: { readonly after?: string; readonly olderThan?: number; readonly limit: number },
): Promise<string[]> {
  let query = db.selectFrom('applications').select('id').orderBy('id').limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  if (olderThan !== undefined) query = query.where('rendering_version', '<', olderThan);
  return (await query.execute()).map((row) => row.id);
}

/** The counts kept by the write path, those that are not 0. */
export function findKeptApplicationCounts(db: Kysely<DB>): Promise<AgencyApplicationCountTable[]> {
  return db.selectFrom('agency_application_counts').selectAll().where('application_count', '<>', 0).execute();
}

/** The applications counted per (agency, status, type), from the applications themselves. */
export async function countApplicationsByKey(db: Kysely<DB>): Promise<AgencyApplicationCountTable[]> {
  const counted = await db
    .selectFrom('applications')
    .select(['agency_code', 'status', 'application_type', sql<number | string>`count(*)`.as('application_count')])
    .groupBy(['agency_code', 'status', 'application_type'])
    .execute();
  return counted.map((row) => ({ ...row, application_count: Number(row.application_count) }));
}

/** Replaces every kept count with these. */
export async function replaceApplicationCounts(db: Kysely<DB>, counts: readonly AgencyApplicationCountTable[]): Promise<void> {
  await db.deleteFrom('agency_application_counts').execute();
  for (let i = 0; i < counts.length; i += 1000)
    await db
      .insertInto('agency_application_counts')
      .values(counts.slice(i, i + 1000))
      .execute();
}
