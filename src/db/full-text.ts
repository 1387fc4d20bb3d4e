import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from './dialect.js';
import type { DB } from './schema.js';

/**
 * The one place the staff search differs between the databases (migration 0010). Both hold the same
 * normalised words (src/search/search-text.ts) and match the words of the query as whole words, the
 * last one as the beginning of a word (what a search box expects while one types): SQLite with FTS5
 * (`"word" AND "last"*`), PostgreSQL with a `tsvector` under a GIN index (`word & last:*`, the
 * 'simple' configuration, so no stemming and no stop words on either side). Whole words let both
 * indexes skip through a common word's long list (`abs`, `2024` of every registration number) by the
 * rare one, where a prefix would read the whole list.
 */

/** How the database should find the matches of a search among the rows it filters and orders. */
export type MatchPlan = 'lookup' | 'scan';

/** A query's words as each database's full-text syntax; `words` are normalised letters and digits. */
function fullTextQuery(dialect: DialectName, words: readonly string[]): string {
  if (words.length === 0) throw new Error('a full-text match needs at least one word');
  // Words are letters and digits only: nothing in them is tsquery or FTS5 syntax but the quotes doubled.
  if (dialect === 'postgres') return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
  return words.map((word, i) => `"${word.replaceAll('"', '""')}"${i === words.length - 1 ? '*' : ''}`).join(' AND ');
}

/**
 * The condition "this application's search words hold every one of `words`" (the last as a prefix).
 *
 * SQLite's index row has the application's rowid (migration 0014), so a match costs no lookup of the
 * FTS5 table's stored column. `plan` tells SQLite (which has no statistics on a word) which way round
 * to work: `lookup` fetches the matched rows by rowid and sorts them (few matches), `scan` walks the
 * page's order index and keeps the rows in the matched set (many matches: the page fills at once).
 * The unary plus is SQLite's documented way to keep a term from driving the index choice.
 *
 * PostgreSQL's statistics know a common word, but not a registration number's prefix (`000123:*`),
 * which it guesses matches thousands: with `in (…)` it then walks the page's order through every
 * application (1 s at a million for one match). `lookup` hands it the matched ids as an array first
 * (an init plan, then the primary key: 1 ms); `scan` leaves it `in (…)`, whose order walk is right
 * for a common word (0.6 ms for `santos` where the array took 2 s).
 */
export function matchesWords(dialect: DialectName, words: readonly string[], plan: MatchPlan = 'lookup'): RawBuilder<SqlBool> {
  const query = fullTextQuery(dialect, words);
  if (dialect === 'postgres') {
    const matched = sql`select application_id from application_search where document_vector @@ to_tsquery('simple', ${query})`;
    return plan === 'lookup' ? sql<SqlBool>`applications.id = any(array(${matched}))` : sql<SqlBool>`applications.id in (${matched})`;
  }
  const rowid = plan === 'scan' ? sql.raw('+applications.rowid') : sql.raw('applications.rowid');
  return sql<SqlBool>`${rowid} in (select rowid from application_search where application_search match ${query})`;
}

/** Above this many matches a search scans the page's order instead of looking its matches up. */
export const MANY_MATCHES = 1000;

/**
 * The plan for a search: whether `words` match more than MANY_MATCHES applications, asked of the index
 * alone (reading at most that many entries: 1–3 ms at a million on either database).
 */
export async function matchPlanFor(
  db: Kysely<DB>,
  dialect: DialectName,
  words: readonly string[],
  manyMatches = MANY_MATCHES,
): Promise<MatchPlan> {
  if (words.length === 0) return 'lookup';
  const query = fullTextQuery(dialect, words);
  const limit = sql.lit(manyMatches + 1);
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ matches: number | string }>`select count(*) as matches from (
          select 1 from application_search where document_vector @@ to_tsquery('simple', ${query}) limit ${limit}
        ) as probe`.execute(db)
      : await sql<{ matches: number }>`select count(*) as matches from (
          select rowid from application_search where application_search match ${query} limit ${limit}
        )`.execute(db);
  return Number(rows[0]?.matches ?? 0) > manyMatches ? 'scan' : 'lookup';
}

/**
 * Adds an application's search row (SQLite: under the application's own rowid, which the search's
 * condition above reads). Rows of applications inserted earlier in the same transaction.
 */
export async function insertSearchDocuments(
  db: Kysely<DB>,
  dialect: DialectName,
  rows: readonly { readonly application_id: string; readonly document: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  if (dialect === 'postgres') {
    await db
      .insertInto('application_search')
      .values([...rows])
      .execute();
    return;
  }
  const values = sql.join(rows.map((row) => sql`(${row.application_id}, ${row.document})`));
  await sql`insert into application_search (rowid, application_id, document)
    select applications.rowid, matched.column1, matched.column2
    from (values ${values}) as matched join applications on applications.id = matched.column1`.execute(db);
}

/** Removes an application's search row (SQLite: found by the application's rowid, its key in the FTS5 table). */
export async function deleteSearchDocument(db: Kysely<DB>, dialect: DialectName, applicationId: string): Promise<void> {
  if (dialect === 'postgres') {
    await db.deleteFrom('application_search').where('application_id', '=', applicationId).execute();
    return;
  }
  await sql`delete from application_search where rowid = (select rowid from applications where id = ${applicationId})`.execute(db);
}

/**
 * The Asia/Manila month (`YYYY-MM`) of a stored UTC timestamp column: the other dialect difference of
 * the staff reads (the dashboard's months). Manila has no daylight saving: UTC+8 all year.
 */
export function manilaMonthOf(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(cast(${sql.ref(column)} as timestamptz) at time zone 'Asia/Manila', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', ${sql.ref(column)}, '+8 hours')`;
}
