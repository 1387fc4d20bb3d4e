import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The application a document belongs to, by the document's id alone (a batch names documents, not applications). */
export async function findApplicationIdOfAttachment(db: Kysely<DB>, attachmentId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('application_attachments')
    .select('application_id')
    .where('id', '=', attachmentId.toLowerCase())
    .executeTakeFirst();
  return row?.application_id;
}
