import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates read "2 Dec 2026" on every screen (issue 31) because every screen writes them with
 * web/src/format/datetime.ts (or the DateTime component over it). A screen that formats a date
 * itself (the browser's locale formats, Intl's) fails here, naming the file and the line.
 */
const SOURCES = path.resolve(__dirname, '..');
const OWN_FORMATTING = /\b(toLocaleDateString|toLocaleTimeString|toDateString|toUTCString|toGMTString)\(|new Intl\.DateTimeFormat\(/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one date format', () => {
  it('formats dates only in web/src/format', () => {
    const offenders = sourceFiles(SOURCES)
      .filter((file) => !file.startsWith(path.join(SOURCES, 'format')))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (OWN_FORMATTING.test(line) ? [`${path.relative(SOURCES, file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
