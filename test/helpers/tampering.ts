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

/** The same for the public log's tables (migration 0038): what the log's tampering tests do is then possible. */
export async function allowLogTampering(database: Database): Promise<void> {
  const tables = ['transparency_log_entries', 'transparency_log_hashes', 'transparency_log_cosignatures'];
  if (database.dialect === 'postgres') {
    for (const table of [...tables, 'transparency_log_checkpoints'])
      await sql`alter table ${sql.table(table)} disable trigger user`.execute(database.db);
    return;
  }
  for (const table of tables)
    for (const operation of ['update', 'delete']) await sql`drop trigger ${sql.id(`${table}_no_${operation}`)}`.execute(database.db);
  await sql`drop trigger transparency_log_checkpoints_no_delete`.execute(database.db);
  await sql`drop trigger transparency_log_checkpoints_signed_unchanged`.execute(database.db);
}
