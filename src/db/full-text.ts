import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './dialect.js';

/**
 * The one place the staff search differs between the databases (migration 0010). Both hold the same
 * normalised words (src/search/search-text.ts) and match the words of the query as whole words, the
 * last one as the beginning of a word (what a search box expects while one types): SQLite with FTS5
 * (`"word" AND "last"*`), PostgreSQL with a `tsvector` under a GIN index (`word & last:*`, the
 * 'simple' configuration, so no stemming and no stop words on either side). Whole words let both
 * indexes skip through a common word's long list (`abs`, `2024` of every registration number) by the
 * rare one, where a prefix would read the whole list.
 */

/** The ids of the applications whose search words hold every one of `words` (the last as a prefix); `words` are normalised. */
export function applicationsMatching(dialect: DialectName, words: readonly string[]): RawBuilder<{ application_id: string }> {
  if (words.length === 0) throw new Error('a full-text match needs at least one word');
  if (dialect === 'postgres') {
    // Words are letters and digits only: nothing in them is tsquery syntax.
    const query = words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
    return sql`select application_id from application_search where document_vector @@ to_tsquery('simple', ${query})`;
  }
  const query = words.map((word, i) => `"${word.replaceAll('"', '""')}"${i === words.length - 1 ? '*' : ''}`).join(' AND ');
  return sql`select application_id from application_search where application_search match ${query}`;
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
