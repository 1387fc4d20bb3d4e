import type { Kysely, Updateable } from 'kysely';
import type { DataSubjectRequestTable, DB } from '../../db/schema.js';

/** The SQL of data subjects' requests (data-subject-request.service.ts): `data_subject_requests`. */

export async function insertDataSubjectRequest(db: Kysely<DB>, row: DataSubjectRequestTable): Promise<void> {
  await db.insertInto('data_subject_requests').values(row).execute();
}

/** Open requests first, then by due date, newest first among equals; at most `limit`. */
export function listDataSubjectRequestRows(
  db: Kysely<DB>,
  status: 'open' | 'closed' | undefined,
  limit: number,
): Promise<DataSubjectRequestTable[]> {
  let query = db.selectFrom('data_subject_requests').selectAll();
  if (status !== undefined) query = query.where('status', '=', status);
  return query.orderBy('status', 'desc').orderBy('due_on').orderBy('created_at', 'desc').limit(limit).execute();
}

export function findDataSubjectRequest(db: Kysely<DB>, id: string): Promise<DataSubjectRequestTable | undefined> {
  return db.selectFrom('data_subject_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markRequestExported(db: Kysely<DB>, id: string, exportedAt: string): Promise<void> {
  await db.updateTable('data_subject_requests').set({ exported_at: exportedAt }).where('id', '=', id).execute();
}

/** Applies the closing to the request if it is still open; returns whether it was. */
export async function closeOpenRequest(db: Kysely<DB>, id: string, closed: Updateable<DataSubjectRequestTable>): Promise<boolean> {
  const updated = await db
    .updateTable('data_subject_requests')
    .set(closed)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The due dates of the open requests. */
export async function openRequestDueDates(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('data_subject_requests').select(['due_on']).where('status', '=', 'open').execute();
  return rows.map((row) => row.due_on);
}
