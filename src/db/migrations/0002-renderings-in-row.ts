import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: keep an application's row whole — its stored renderings compressed — instead of moving
 * values out of line to the TOAST table as soon as a row passes 2 kB (the default storage, EXTENDED).
 * With EXTENDED, a row with its two renderings (3 to 5 kB) had the renderings, and even short values
 * such as the request hash, stored out of line: a detail read fetched the TOAST index and pages besides
 * the row. With MAIN on every text column the largest values are compressed in the row, and only a
 * row too large for a page even then has values moved out (the last resort).
 * Columns added to applications later must be MAIN too, or PostgreSQL moves them out first.
 * Rows written before this migration keep their storage until rewritten (VACUUM FULL applications).
 * SQLite has no such setting: a row there is one record, with overflow pages only when it must.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await setTextStorage(db, 'main');
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await setTextStorage(db, 'extended');
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function setTextStorage(db: Kysely<any>, storage: 'main' | 'extended'): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'applications' and data_type = 'text'`.execute(db);
  const changes = rows.map((row) => sql`alter column ${sql.ref(row.column_name)} set storage ${sql.raw(storage)}`);
  await sql`alter table applications ${sql.join(changes)}`.execute(db);
}
