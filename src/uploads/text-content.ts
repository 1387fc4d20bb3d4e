import { createReadStream } from 'node:fs';

/**
 * CSV and plain text have no magic bytes, so file-type finds nothing in them; these checks stand in.
 * Plain text: valid UTF-8 (a byte-order mark is allowed) without NUL. CSV: the same, and a plausible
 * table: its first rows have the same number of columns, at least two, split by one of the usual
 * delimiters (quotes respected). Each returns why the file is not what it claims, or undefined.
 */

const CSV_SAMPLE_CHARACTERS = 65_536;
const CSV_SAMPLE_ROWS = 100;
const DELIMITERS: readonly string[] = [',', ';', '\t', '|'];

export async function textProblem(file: string, kind: 'text' | 'csv'): Promise<string | undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let sample = '';
  let complete = true;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    if (chunk.includes(0)) return 'it contains NUL bytes: binary content, or text in UTF-16 (save it as UTF-8)';
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      return 'it is not valid UTF-8 text (save it as UTF-8)';
    }
    if (sample.length < CSV_SAMPLE_CHARACTERS) sample += text;
    else complete = false;
  }
  try {
    sample += decoder.decode();
  } catch {
    return 'it is not valid UTF-8 text: it ends in the middle of a character';
  }
  if (kind === 'text') return undefined;
  if (sample.length > CSV_SAMPLE_CHARACTERS) complete = false;
  return csvProblem(sample.slice(0, CSV_SAMPLE_CHARACTERS), complete);
}

/** Columns per non-empty row, split by `delimiter` outside quotes. */
function columnCounts(sample: string, delimiter: string, complete: boolean): { counts: number[]; openQuote: boolean } {
  const counts: number[] = [];
  let inQuotes = false;
  let delimiters = 0;
  let characters = 0;
  const endRow = () => {
    if (characters > 0) counts.push(delimiters + 1);
    delimiters = 0;
    characters = 0;
  };
  for (const character of sample) {
    if (counts.length >= CSV_SAMPLE_ROWS) break;
    if (character === '"') inQuotes = !inQuotes;
    else if (!inQuotes && character === delimiter) delimiters += 1;
    else if (!inQuotes && character === '\n') {
      endRow();
      continue;
    } else if (!inQuotes && character === '\r') continue;
    characters += 1;
  }
  // A sample cut short ends in a partial row, which proves nothing.
  if (complete && counts.length < CSV_SAMPLE_ROWS) endRow();
  return { counts, openQuote: complete && inQuotes };
}

export function csvProblem(sample: string, complete: boolean): string | undefined {
  for (const delimiter of DELIMITERS) {
    const { counts, openQuote } = columnCounts(sample, delimiter, complete);
    const first = counts[0];
    if (openQuote || first === undefined || first < 2) continue;
    if (counts.every((count) => count === first)) return undefined;
  }
  return 'it has no table structure: its rows need the same number of columns (at least two), separated by commas, semicolons, tabs or bars';
}
