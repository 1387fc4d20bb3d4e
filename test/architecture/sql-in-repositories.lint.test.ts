import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Routes validate and translate HTTP, services own the rules and the transaction, repositories hold the
 * SQL (CONTRIBUTING.md, issue 27 §4). A query built in a service or a route is one nobody finds when a
 * table changes, and one a repository test on both databases never runs. This reads the sources as a
 * reviewer would and names any file that builds a query outside a `*.repository.ts` file and `src/db/`
 * (the connection, the migrations and the few dialect helpers), unless it is on the allow-list below.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/** Query building: Kysely's builders, raw SQL templates and fragments, compiled queries run by hand. */
const QUERY_BUILDING: readonly RegExp[] = [
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/g,
  /\bsql(<[^>]*>)?`/g,
  /\bsql\.(raw|ref|lit|id|join|table|val)\(/g,
  /\bCompiledQuery\./g,
  /\.executeQuery\(/g,
];

/**
 * Files that still build queries outside a repository, each with the reason or the helper of issue 27
 * who moves its queries out. An entry goes when its file no longer builds queries (the test says so):
 * the list only shrinks.
 */
const ALLOWED: readonly string[] = [
  'applications/application.write.ts', // the write path's own journal, notice and lock statements: not yet in a repository (issue 27's note)
  'events/event.outbox.ts', // the outbox's one insert: the write-path lint names this file as the only writer of `events`
  'privacy/erasure/anonymise-personal-data.action.ts', // reads data_subject_keys and permits: to audit/'s and permits' repositories next (issue 27's note)
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The code of a file, its comment lines left out (a comment may quote a query). */
function codeOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

/** How many query-building calls a piece of code holds. */
function queryCalls(code: string): number {
  return QUERY_BUILDING.reduce((count, pattern) => count + [...code.matchAll(pattern)].length, 0);
}

const isQueryHome = (relative: string) => relative.endsWith('.repository.ts') || relative.startsWith('db/');

describe('SQL lives in repositories', () => {
  const calls = new Map<string, number>();
  for (const file of sources(SRC)) {
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    if (isQueryHome(relative)) continue;
    const count = queryCalls(codeOf(fs.readFileSync(file, 'utf8')));
    if (count > 0) calls.set(relative, count);
  }

  it('builds queries only in *.repository.ts files, src/db/ and the allow-list', () => {
    const offenders = [...calls.keys()].filter((relative) => !ALLOWED.includes(relative)).sort();
    const total = [...calls.values()].reduce((sum, count) => sum + count, 0);
    // The counts the issue tracks: how far the tree is from none.
    console.info(`SQL outside repositories: ${total} query calls in ${calls.size} files (${ALLOWED.length} allowed)`);
    expect(offenders).toEqual([]);
  });

  it('keeps no allow-list entry whose file no longer builds queries', () => {
    expect(ALLOWED.filter((relative) => !calls.has(relative))).toEqual([]);
  });

  it('would name a service that builds a query of its own', () => {
    // The check itself, on made-up offenders: a builder call, a raw template, a typed raw fragment.
    expect(queryCalls("await db.selectFrom('staff_users').selectAll().execute();")).toBe(1);
    expect(queryCalls('await sql`VACUUM`.execute(db);')).toBe(1);
    expect(queryCalls("db.updateTable('x').set({ n: sql<number>`n + 1` })")).toBe(2);
    expect(queryCalls(codeOf('// db.selectFrom(…) in a comment is not a query'))).toBe(0);
  });
});
