import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Nothing but the write path changes an application after its submission (docs/ARCHITECTURE.md):
 * a second path would skip the lock, the version, the journal, the counters, the renderings or the
 * audit. This reads the sources the way a reviewer would and names any file that writes to
 * `applications` without being one of the few allowed to.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

/** Who may write to `applications`, and how. */
const ALLOWED: Record<string, readonly ('update' | 'insert' | 'delete')[]> = {
  // The write path: every change after submission, and re-rendering (renderings rebuild).
  'applications/application.write.ts': ['update'],
  // insertApplications, called by submission alone (checked below).
  'applications/application.repository.ts': ['insert'],
};

const WRITES: readonly { readonly kind: 'update' | 'insert' | 'delete'; readonly pattern: RegExp }[] = [
  { kind: 'update', pattern: /updateTable\(\s*['"`]applications['"`]/ },
  { kind: 'insert', pattern: /insertInto\(\s*['"`]applications['"`]/ },
  { kind: 'insert', pattern: /replaceInto\(\s*['"`]applications['"`]/ },
  { kind: 'delete', pattern: /deleteFrom\(\s*['"`]applications['"`]/ },
  { kind: 'update', pattern: /\bupdate\s+applications\b/i },
  { kind: 'insert', pattern: /\binsert\s+(or\s+\w+\s+)?into\s+applications\b/i },
  { kind: 'delete', pattern: /\bdelete\s+from\s+applications\b/i },
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' && dir.endsWith(`${path.sep}db`) ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('the single write path of applications', () => {
  it('is the only code that updates applications; only submission inserts them; nothing deletes them', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      const text = fs.readFileSync(file, 'utf8');
      for (const { kind, pattern } of WRITES) {
        if (pattern.test(text) && !(ALLOWED[relative] ?? []).includes(kind)) offenders.push(`${relative}: ${kind} of applications`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('lets only the submission store call insertApplications', () => {
    const callers = sources(SRC)
      .filter((file) => /\binsertApplications\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .sort();
    expect(callers).toEqual(['applications/application.repository.ts', 'applications/submission.store.ts']);
  });

  it('would name a file that writes to applications on its own', () => {
    // The check itself, on a made-up offender: a service that sets a status directly.
    const text = "await trx.updateTable('applications').set({ status: 'approved' }).where('id', '=', id).execute();";
    expect(WRITES.some(({ pattern }) => pattern.test(text))).toBe(true);
    expect(WRITES.some(({ pattern }) => pattern.test("await sql`UPDATE applications SET status = 'approved'`"))).toBe(true);
  });
});
