import type { Kysely, Updateable } from 'kysely';
import type { AgreementTable, DB } from '../db/schema.js';

/**
 * The SQL of agreements. The writes are the effects of the agreement actions
 * (src/workflow/actions/agreement.actions.ts), run by the application's write path in its transaction.
 */

export function findAgreement(db: Kysely<DB>, id: string): Promise<AgreementTable | undefined> {
  return db.selectFrom('agreements').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listApplicationAgreements(db: Kysely<DB>, applicationId: string): Promise<AgreementTable[]> {
  return db.selectFrom('agreements').selectAll().where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
}

export async function insertAgreement(db: Kysely<DB>, row: AgreementTable): Promise<void> {
  await db.insertInto('agreements').values(row).execute();
}

export async function updateAgreement(db: Kysely<DB>, id: string, set: Updateable<AgreementTable>): Promise<void> {
  await db.updateTable('agreements').set(set).where('id', '=', id).execute();
}
