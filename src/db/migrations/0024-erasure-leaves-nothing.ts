import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Issue 31, "Erasure erases" (docs/PRIVACY.md, "Nothing left to read"):
 *
 * - SQLite's search index (`application_search`, FTS5) in secure-delete mode: a deleted or replaced
 *   row's words are taken out of the index's own pages (`application_search_data`) at once, instead
 *   of a delete marker that leaves them there until the segments happen to be merged. The option is
 *   stored with the table, so it is set once here; the pages freed are then zeroed by the connection's
 *   `secure_delete` pragma (src/db/sqlite.ts). PostgreSQL's index is a plain table: nothing to set.
 * - An index of the stored idempotent answers by application: erasure deletes an application's
 *   answers (they hold the permittee's name, email and file names).
 * - An index on the lower-cased permittee email, so the DPO finds every application of an email by an
 *   exact match (src/privacy/data-subject.repository.ts), however many others share its words.
 *
 * Frozen in time: never imports application code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'sqlite')
    await sql`insert into application_search (application_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`create index applications_permittee_email_lower on applications (lower(permittee_email))`.execute(db);
  await db.schema.createIndex('idempotency_keys_application').on('idempotency_keys').column('application_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_application').execute();
  await sql`drop index applications_permittee_email_lower`.execute(db);
  if (dialectOf(db) === 'sqlite')
    await sql`insert into application_search (application_search, rank) values ('secure-delete', 0)`.execute(db);
}
