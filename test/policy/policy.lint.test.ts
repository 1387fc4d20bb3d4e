import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../src/policy/roles.js';
import { APPLICATION_STATUSES } from '../../src/vocabulary/workflow.vocabulary.js';

/**
 * Who may do what is decided in src/policy/, from the action definitions (docs/adr/0007), and the
 * statuses the rules speak of are the groups of src/vocabulary/status-groups.ts (CONTRIBUTING.md). This
 * reads the sources as a reviewer would and names any file elsewhere that checks a role by its name, or
 * lists application statuses of its own: such a check decides a permission or a rule out of the
 * policy's sight, and drifts from it.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src');

const ROLE_NAMES = ROLES.join('|');
/** `roles.has('chief')`, `role === 'admin'`, `'dpo' !== role`, `case 'viewer':`, `hasRole(…)`. */
const ROLE_CHECKS: readonly RegExp[] = [
  new RegExp(`\\.(has|includes)\\(\\s*['"\`](${ROLE_NAMES})['"\`]`),
  new RegExp(`[!=]==\\s*['"\`](${ROLE_NAMES})['"\`]`),
  new RegExp(`['"\`](${ROLE_NAMES})['"\`]\\s*[!=]==`),
  new RegExp(`\\bcase\\s+['"\`](${ROLE_NAMES})['"\`]\\s*:`),
  /\bhasRole\(/,
];

/** Application statuses no other vocabulary uses (`submitted` and `accepted` are also a document's, an obligation's…). */
const OWN_STATUSES = APPLICATION_STATUSES.filter((status) => status !== 'submitted' && status !== 'accepted');
// In quotes: a status in backticks is a description's text, not a value the code compares.
const STATUS_LITERAL = new RegExp(`['"](${OWN_STATUSES.join('|')})['"]`, 'g');

/** Where statuses are listed by name: their vocabulary, their groups, and the action definitions' `from`. */
const STATUS_LISTS_ALLOWED = ['vocabulary/workflow.vocabulary.ts', 'vocabulary/status-groups.ts'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' && dir.endsWith(`${path.sep}db`) ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The code of a file, its comment lines left out (a comment may name a role or a status). */
function codeOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

function roleChecks(code: string): string[] {
  return code.split('\n').filter((line) => ROLE_CHECKS.some((pattern) => pattern.test(line)));
}

/** Array literals (over several lines too) and single lines that name two application statuses or more. */
function statusLists(code: string, allowFrom: boolean): string[] {
  const named = (text: string) => new Set([...text.matchAll(STATUS_LITERAL)].map((match) => match[1])).size;
  const found: string[] = [];
  for (const match of code.matchAll(/(\bfrom:\s*)?\[[^[\]]*\]/g)) {
    if (named(match[0]) >= 2 && !(allowFrom && match[1] !== undefined)) found.push(match[0].replace(/\s+/g, ' '));
  }
  for (const line of code.replace(/\[[^[\]]*\]/g, '[]').split('\n')) {
    if (named(line) >= 2) found.push(line.trim());
  }
  return found;
}

/** An action definition file (in src/workflow/actions/ or a capability's folder): its `from` lists statuses by name. */
const definesActions = (code: string) => code.includes('defineAction(');

const relativeFiles = () =>
  sources(SRC).map((file) => ({
    relative: path.relative(SRC, file).split(path.sep).join('/'),
    code: codeOf(fs.readFileSync(file, 'utf8')),
  }));

describe('permissions decided in the policy alone', () => {
  it('checks roles by name nowhere but in src/policy/', () => {
    const offenders = relativeFiles()
      .filter(({ relative }) => !relative.startsWith('policy/'))
      .flatMap(({ relative, code }) => roleChecks(code).map((line) => `${relative}: ${line.trim()}`));
    expect(offenders).toEqual([]);
  });

  it('lists application statuses only as the groups of status-groups.ts or an action definition’s `from`', () => {
    const offenders = relativeFiles()
      .filter(({ relative }) => !STATUS_LISTS_ALLOWED.includes(relative))
      .flatMap(({ relative, code }) => statusLists(code, definesActions(code)).map((list) => `${relative}: ${list}`));
    expect(offenders).toEqual([]);
  });

  it('would name a role check or a list of statuses made outside them', () => {
    // The checks themselves, on made-up offenders.
    for (const line of [
      "if (!actor.roles.has('chief')) return 'only a chief';",
      "const admins = rows.filter((row) => parseRoles(row.roles).includes('admin'));",
      "if (role === 'approver') sign();",
      "case 'dpo':",
    ]) {
      expect(roleChecks(line), line).toHaveLength(1);
    }
    expect(roleChecks("actorRole: 'admin',")).toEqual([]);
    expect(statusLists("const ENDED = ['denied', 'withdrawn',\n  'abandoned'] as const;", false)).toHaveLength(1);
    expect(statusLists("if (status === 'issued' || status === 'denied') return;", false)).toHaveLength(1);
    expect(statusLists("  from: ['incomplete', 'under_evaluation'],", true)).toEqual([]);
    expect(statusLists("  from: ['incomplete', 'under_evaluation'],", false)).toHaveLength(1);
    expect(statusLists("if (status === 'issued') return;", false)).toEqual([]);
    expect(statusLists("description: 'Allowed while the application is `issued` or `denied`.',", false)).toEqual([]);
  });
});
