import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The agency of an application by its id, for the visibility check before anything else is read. */
export async function findAgencyCodeOf(db: Kysely<DB>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('applications').select('agency_code').where('id', '=', id).executeTakeFirst())?.agency_code;
}

/** The names of the staff users the view names (the timeline's actors, the assignee, the decision chain). */
export function findStaffNames(db: Kysely<DB>, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  return db.selectFrom('staff_users').select(['id', 'name']).where('id', 'in', ids).execute();
}
