import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, readMarkdown } from '../helpers/markdown.js';

/**
 * docs/CONFIGURATION.md lists every environment variable the service reads, and only those: src/config.ts
 * is the one place that reads them, so a variable added there without a line here fails.
 */

const CONFIG_SOURCE = fs.readFileSync(path.join(ROOT, 'src/config.ts'), 'utf8');
const DOCUMENT = readMarkdown('docs/CONFIGURATION.md').text;

/** The variables src/config.ts reads: `read(env, 'NAME')`, `integer(env, 'NAME', …)`, `boolean(…)`, `url(…)`, `listenHost(…)`. */
function variablesRead(): string[] {
  const read = [...CONFIG_SOURCE.matchAll(/\b(?:read|integer|boolean|url|listenHost)\(\s*env,\s*'([A-Z][A-Z0-9_]*)'/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(read)].sort();
}

/** The variables of a document's tables: the first column's names (`A`, or `A`, `B` on one row). */
function variablesDocumented(text: string): string[] {
  const rows = [...text.matchAll(/^\| (`[A-Z][A-Z0-9_]*`(?:, `[A-Z][A-Z0-9_]*`)*) \|/gm)];
  return rows.flatMap((row) => [...(row[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1] ?? ''));
}

describe('docs/CONFIGURATION.md', () => {
  it('has a row for every environment variable src/config.ts reads', () => {
    const read = variablesRead();
    expect(read.length).toBeGreaterThan(40);
    expect(read).toContain('SMTP_URL');
    const documented = new Set(variablesDocumented(DOCUMENT));
    expect(read.filter((variable) => !documented.has(variable))).toEqual([]);
  });

  it('documents each variable once, and none the service does not read (beyond the development tools)', () => {
    const documented = variablesDocumented(DOCUMENT.slice(0, DOCUMENT.indexOf('## The development tools')));
    expect(documented.length).toBe(new Set(documented).size);
    const read = new Set(variablesRead());
    expect(documented.filter((variable) => !read.has(variable))).toEqual([]);
  });
});
