import type { Kysely } from 'kysely';
import type { DB, PrivacyIncidentTable } from '../../db/schema.js';

/** The SQL of the breach register (incident.service.ts): `privacy_incidents`, and who on staff may be its DPO contact. */

export async function insertIncident(db: Kysely<DB>, row: PrivacyIncidentTable): Promise<void> {
  await db.insertInto('privacy_incidents').values(row).execute();
}

export function findIncident(db: Kysely<DB>, id: string): Promise<PrivacyIncidentTable | undefined> {
  return db.selectFrom('privacy_incidents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The latest incidents recorded, newest first. */
export function listLatestIncidents(db: Kysely<DB>, limit: number): Promise<PrivacyIncidentTable[]> {
  return db.selectFrom('privacy_incidents').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}

export async function setIncidentNotice(db: Kysely<DB>, id: string, sentAt: string, noticeText: string): Promise<void> {
  await db.updateTable('privacy_incidents').set({ notice_recorded_at: sentAt, notice_text: noticeText }).where('id', '=', id).execute();
}

/** The incidents whose notice is not recorded yet, for the dashboard's countdown. */
export function incidentsAwaitingNotice(db: Kysely<DB>) {
  return db
    .selectFrom('privacy_incidents')
    .select(['id', 'summary', 'discovered_at', 'notice_due_at'])
    .where('notice_recorded_at', 'is', null)
    .orderBy('notice_due_at')
    .limit(50)
    .execute();
}

/** Enabled staff users by name, with their roles: those a notice may name as DPO. */
export function listEnabledStaffContacts(db: Kysely<DB>) {
  return db.selectFrom('staff_users').select(['name', 'email', 'roles']).where('disabled_at', 'is', null).orderBy('name').execute();
}
