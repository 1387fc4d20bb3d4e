/**
 * Helpers for statements that carry many rows at once (group commit, db/group-commit.ts).
 */

/**
 * Bound parameters per statement, at most: under both dialects' limits (SQLite 32,766, PostgreSQL
 * 65,535), so a multi-row INSERT of any size is sent in chunks.
 */
const MAX_PARAMETERS = 30_000;

/**
 * Consecutive slices of `rows` of at most MAX_PARAMETERS values each (the values per row counted on
 * the first row unless given); none when there are no rows.
 */
export function* chunks<T extends object>(rows: readonly T[], valuesPerRow = rows[0] === undefined ? 1 : Object.keys(rows[0]).length) {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / valuesPerRow));
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/**
 * Distinct values, for IN lists. Pairs such as (agency, number) are looked up as two IN lists,
 * `a IN (…) AND b IN (…)`, and rows of pairs not asked for are dropped after: both databases read
 * that along the two-column index, where PostgreSQL plans a list of row values
 * `(a, b) IN ((…), …)` as one index scan per pair (planning took milliseconds for a group of 25).
 */
export const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * One string for a tuple of key parts, for maps and sets. Parts are joined with NUL, which no stored
 * text holds (submission.rules.ts refuses it) and which sorts first: keys sort as their tuples do.
 */
export const compositeKey = (...parts: readonly string[]): string => parts.join('\u0000');

/** Ascending order of plain strings, for sorting keys into the one order every writer locks in. */
export const byString = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
