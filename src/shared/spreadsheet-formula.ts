/**
 * Text a spreadsheet would run as a formula (CSV injection, OWASP): a cell that starts with `=`, `+`,
 * `-` or `@` (or their full-width forms, which some spreadsheets read alike), after any spaces, or with
 * a tab or a carriage return (which some spreadsheets strip before reading the rest as a formula).
 * Shared by every file a spreadsheet may open: the CSV exports (csv.ts) and the Darwin Core Archive.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r])/;

/** The text with a leading `'` when a spreadsheet would read it as a formula, so it shows as the text it is. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
