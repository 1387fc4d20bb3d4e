import { neutraliseFormula } from './spreadsheet-formula.js';

/**
 * CSV as RFC 4180 writes it, for spreadsheets: CRLF line ends, a field in double quotes when it holds
 * a quote, a comma or a line break (a quote doubled inside), every field kept from running as a formula.
 * The file starts with a UTF-8 byte-order mark: without it Excel reads the bytes as the local code page
 * and "Peña" shows as "PeÃ±a".
 */
export const UTF8_BOM = '\ufeff';

const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string): string {
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
