/**
 * The text of the staff search, made the same way for what is stored and for what is asked: letters
 * and digits only, lower case, without diacritics (NFKD, combining marks dropped), so `Baños`,
 * `BAÑOS` and `Banos` are one word, and `Niño` is found by `nino`. Everything else (hyphens, dots,
 * `@`) separates words: `BP-2026-000123` is `bp 2026 000123`, an email is its parts. Both databases
 * then only tokenize on spaces (db/full-text.ts), so they find the same rows.
 */

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** A text in lower case without diacritics (`Peñafrancia` → `penafrancia`), for matching parts of names. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase().normalize('NFC');
}

/** The words of a text, normalised; empty for a text with no letter or digit. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
}

/** What the search index holds for an application: the words of the searched fields, once each, in order. */
export function searchDocument(fields: readonly (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const field of fields) {
    if (field === null || field === undefined) continue;
    for (const word of searchWords(field)) seen.add(word);
  }
  return [...seen].join(' ');
}

/** At most this many words of a query count; more would only make a slower query that finds the same. */
export const MAX_QUERY_WORDS = 8;
