import type { Kysely } from 'kysely';
import { sealJournalPayloads } from '../audit/subject-keys.js';
import type { Actor } from '../auth/actor.js';
import { chunks } from '../db/batches.js';
import type { ApplicationJournalTable, DB } from '../db/schema.js';
import type { JournalAction } from '../vocabulary/workflow.vocabulary.js';
import type { JournalEntry } from './application.write.js';

/**
 * The journal of each application: append-only (a trigger refuses UPDATE and DELETE), numbered from 1
 * per application. Rows are written by submission (the `submitted` entry) and by the write path
 * (application.write.ts), never elsewhere. Titles and uploaded file names in a payload are stored
 * encrypted with the application's subject key (sealJournalPayloads), so erasure can shred them.
 */
export async function insertJournalEntries(db: Kysely<DB>, rows: readonly ApplicationJournalTable[]): Promise<void> {
  const sealed = await sealJournalPayloads(db, rows);
  for (const chunk of chunks(sealed)) await db.insertInto('application_journal').values(chunk).execute();
}

/** An application's journal, oldest first. */
export async function findJournal(db: Kysely<DB>, applicationId: string): Promise<ApplicationJournalTable[]> {
  return db.selectFrom('application_journal').selectAll().where('application_id', '=', applicationId).orderBy('sequence').execute();
}

/** A journal row as the engine folds it: the payload parsed, the sequence a number. */
export function toJournalEntry(row: ApplicationJournalTable): JournalEntry {
  return {
    sequence: Number(row.sequence),
    action: row.action as JournalAction,
    actorKind: row.actor_kind as Actor['kind'],
    actorId: row.actor_id,
    actorRole: row.actor_role,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    requestId: row.request_id,
    createdAt: row.created_at,
  };
}
