/**
 * Filipino names and places carry diacritics (Peñafrancia, Niño, Parañaque, María). Display keeps
 * them, composed (NFC), so "ñ" typed as n + combining tilde shows as one letter; search folds them on
 * the service (src/search/search-text.ts), so "penafrancia" finds Peñafrancia whatever screen asks.
 */

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
