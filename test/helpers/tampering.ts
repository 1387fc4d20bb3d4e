import { sql } from 'kysely';
import type { Database } from '../../src/db/database.js';

/**
 * What someone with the database's owner rights could do: switch off the triggers that keep the
 * audit trail append-only, so a test can tamper with it and see `audit verify` find out.
 * Test-only SQL, in the test's own database.
 */
export async function allowAuditTampering(database: Database): Promise<void> {
  if (database.dialect === 'postgres') {
    await sql`alter table audit_events disable trigger audit_events_append_only`.execute(database.db);
    return;
  }
  await sql`drop trigger audit_events_no_update`.execute(database.db);
  await sql`drop trigger audit_events_no_delete`.execute(database.db);
}
