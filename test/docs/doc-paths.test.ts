import { describe, expect, it } from 'vitest';
import { exists, localLinks, projectDocs } from '../helpers/markdown.js';

/**
 * Every `src/` and `test/` path the docs name is in the repository: when a file moves, the docs that
 * name it must move with it, or a newcomer follows them to nothing (issue 27 §5).
 */

/**
 * Paths the docs name that no file holds, on purpose: made by a command, or written as a pattern.
 * Each with why.
 */
const NOT_FILES = new Set<string>([
  'src/db/migrations/NNNN-name.ts', // the name a new migration is given (docs/DATABASE.md), a template
]);

/**
 * A `src/…` or `test/…` path written in the text (not inside another path such as `web/src/…` or a URL),
 * up to the first character no file name here has. A sentence's full stop or comma after it is not part of it.
 */
const NAMED_PATH = /(?<![\w./@-])((?:src|test)\/[\w./-]*)/g;

/**
 * A pattern or a placeholder, not a path: the character after it goes on with a glob or an ellipsis
 * (`test/web/*.e2e.test.ts`, `src/places/jurisdiction.*.ts`, `src/{a,b}.ts`, `src/…`, `test/<capability>/`).
 */
function isPattern(text: string, written: string, at: number): boolean {
  return /^[*{…<]/.test(text.slice(at + written.length));
}

describe.each(projectDocs())('$file', ({ file, text }) => {
  it('names only src/ and test/ paths that exist', () => {
    const missing = new Set<string>();
    for (const match of text.matchAll(NAMED_PATH)) {
      const written = match[1] ?? '';
      const named = written.replace(/[.,:;-]+$/, '').replace(/\/$/, '');
      if (isPattern(text, written, match.index ?? 0) || NOT_FILES.has(named)) continue;
      if (!exists(named)) missing.add(named);
    }
    for (const link of localLinks({ file, text })) {
      if (/^(src|test)\//.test(link.target) && !exists(link.target)) missing.add(link.target);
    }
    expect([...missing]).toEqual([]);
  });
});
