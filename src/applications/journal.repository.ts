import type { Kysely } from 'kysely';
import { chunks } from '../db/batches.js';
import type { ApplicationJournalTable, DB } from '../db/schema.js';

/**
 * The journal of each application: append-only (a trigger refuses UPDATE and DELETE), numbered from 1
 * per application. Rows are written by submission (the `submitted` entry) and by the write path
 * (application.write.ts), never elsewhere.
 */
export async function insertJournalEntries(db: Kysely<DB>, rows: readonly ApplicationJournalTable[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insertInto('application_journal').values(chunk).execute();
}

/** An application's journal, oldest first. */
export async function findJournal(db: Kysely<DB>, applicationId: string): Promise<ApplicationJournalTable[]> {
  return db.selectFrom('application_journal').selectAll().where('application_id', '=', applicationId).orderBy('sequence').execute();
}
