/**
 * Filipino names and places carry diacritics (Peñafrancia, Niño, Parañaque, María) that people
 * often type without (Penafrancia, nino). Search compares text with case and diacritics removed;
 * display keeps them, composed (NFC), so "ñ" typed as n + combining tilde shows and matches as ñ.
 */

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s+/gu;

/** The form of a text that search compares: no case, no diacritics, single spaces. Shared with screens. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLocaleLowerCase('en').replace(WHITESPACE, ' ').trim();
}

/** Whether every word of the query occurs in the text, ignoring case and diacritics. */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = normalizeForSearch(text);
  return normalizeForSearch(query)
    .split(' ')
    .filter((word) => word.length > 0)
    .every((word) => haystack.includes(word));
}

/** Text as it should be shown: composed (NFC), so diacritics render and copy as single letters. */
export function displayText(text: string): string {
  return text.normalize('NFC');
}

/**
 * Sorting of names in the Filipino alphabet (Ñ after N, NG after it), where the browser knows it;
 * accents otherwise ignored, as people expect in a list of names.
 */
const filipinoCollator = new Intl.Collator(['fil', 'en'], { sensitivity: 'base', numeric: true });

export function compareNames(a: string, b: string): number {
  return filipinoCollator.compare(a, b);
}
