import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './dialect.js';

/**
 * The one place the staff search differs between the databases (migration 0010). Both hold the same
 * normalised words (src/search/search-text.ts) and match every word of the query as a prefix of a
 * stored word: SQLite with FTS5 (`"word"* AND …`), PostgreSQL with a `tsvector` under a GIN index
 * (`word:* & …`, the 'simple' configuration, so no stemming and no stop words on either side).
 */

/** The ids of the applications whose search words match every one of `words` by prefix; `words` are normalised. */
export function applicationsMatching(dialect: DialectName, words: readonly string[]): RawBuilder<{ application_id: string }> {
  if (words.length === 0) throw new Error('a full-text match needs at least one word');
  if (dialect === 'postgres') {
    // Words are letters and digits only: nothing in them is tsquery syntax.
    const query = words.map((word) => `${word}:*`).join(' & ');
    return sql`select application_id from application_search where document_vector @@ to_tsquery('simple', ${query})`;
  }
  const query = words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' AND ');
  return sql`select application_id from application_search where application_search match ${query}`;
}
