import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What the directory reads of an application to say who may be assigned it: its agency and status. */
export function findApplicationForAssignment(db: Kysely<DB>, applicationId: string) {
  return db.selectFrom('applications').select(['agency_code', 'status']).where('id', '=', applicationId).executeTakeFirst();
}
