import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * SQLite's search index under the applications' own rowids. A match then yields, from the FTS5 index
 * alone, the rowids of the applications it names; before, each match read the FTS5 table's stored
 * `application_id` (a lookup per match: 5 s for a surname shared by 250,000 applications of a
 * million). PostgreSQL's index is a table keyed by the application's id, and is left as it is.
 *
 * Every row is copied under its application's rowid, in one transaction; a row whose application is
 * gone (there are none: nothing deletes applications) would be dropped with the old table.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'sqlite') return;
  await db.transaction().execute(async (trx) => {
    await sql`create virtual table application_search_by_rowid using fts5(
      application_id unindexed, document, tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(trx);
    await sql`insert into application_search_by_rowid (rowid, application_id, document)
      select applications.rowid, application_search.application_id, application_search.document
      from application_search join applications on applications.id = application_search.application_id`.execute(trx);
    await sql`drop table application_search`.execute(trx);
    await sql`alter table application_search_by_rowid rename to application_search`.execute(trx);
  });
}

/** The rows stay where they are: the earlier code reads `application_id`, which every row still has. */
export async function down(): Promise<void> {}
