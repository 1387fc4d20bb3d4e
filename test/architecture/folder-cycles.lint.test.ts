import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Folders do not lean on each other (issue 27 §1, docs/ARCHITECTURE.md "The dependency rule"): the
 * workflow's engine imports no capability, and no two top-level folders of src/ import each other
 * except the pairs below. Every relative import counts, type-only ones too: a type that both sides
 * need belongs to a leaf (src/vocabulary/, src/workflow/case-facts.ts) or to the side below.
 */

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * What src/workflow/ may import: the infrastructure below the engine. Every other folder is a
 * capability (or a composition above the engine, such as casefile/), which the engine is handed
 * through the registry (src/actions.ts) and never imports.
 */
const WORKFLOW_MAY_IMPORT = new Set([
  'applications', // the record and its one write path (changeApplication), which the engine alone calls
  'auth', // who acts (Actor)
  'blobs', // the blob store the actions' services carry
  'clock', // the processing clock and the holiday calendar
  'db', // the schema's types and the dialect helpers
  'http', // errors, validation, the route kit
  'jobs', // the scheduler's job type
  'policy', // who may take which action when: asked by the engine
  'settings', // the settings the workflow reads
  'shared', // ids, time, canonical JSON
  'signing', // the certificate sealer the actions' services carry (infrastructure: it imports only http)
  'staff', // the staff accounts `assign` names
  'vocabulary', // the closed vocabularies and status groups (a leaf)
]);

/**
 * The pairs of folders that still import each other, each with why. Shorten it; never lengthen it
 * without a reason a reviewer accepts.
 */
const ALLOWED_PAIRS: Readonly<Record<string, string>> = {
  // The engine and the rules it asks.
  'policy<->workflow': 'the policy judges the engine’s action definitions (their type is the engine’s), and the engine asks the policy',
  'settings<->workflow':
    'settings declares every setting’s schema and default, the notice templates’ among them; the workflow reads its settings',
  // The write path writes, in the change's transaction, what other folders own (issue 27 §2 turns these into consumers of events).
  'applications<->events': 'the write path writes the events; the outbox reads the application’s state and children types',
  'applications<->search': 'the write path keeps the search rows; search maps the application’s columns',
  // Personal data: the sealing keys live in privacy until they move to the audit trail (issue 27 §2).
  'attachments<->privacy': 'staff reads of documents are logged in privacy’s read log; erasure deletes the documents’ files',
  // Capabilities that build on each other both ways.
  'absch<->permits':
    'publication reads and advances the permit; the permit’s page previews its Clearing-House document (absch’s builder and check)',
  'obligations<->permits': 'a permit’s issue plans its obligations; an obligation names its permit',
  // Staff accounts, the route kit and authentication.
  'agencies<->staff':
    'staff administer agencies and their clients (staff-agency.service.ts); the agencies’ admin routes use the staff hook',
  'audit<->staff': 'staff account changes are audited; the audit’s staff routes use the staff hook',
  'auth<->http': 'tokens refuse with the route kit’s errors; the route kit requires a token for the external audience',
  'auth<->policy': 'the Actor carries its roles (policy’s Role); the policy judges actors',
  'http<->staff': 'staff routes use the route kit; the route kit declares the staff audience (session hook, security schemes)',
};

interface Source {
  readonly folder: string;
  readonly file: string;
  readonly imports: readonly string[];
}

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The top-level folder of src/ that a relative import lands in, or undefined for a file at the top (routes.ts…). */
function folderOf(file: string): string | undefined {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** Every relative import, export … from and dynamic import of a file, type-only ones included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)'(\.{1,2}\/[^']+)'/gm)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => path.resolve(path.dirname(file), specifier));
}

function folderSources(): Source[] {
  return sourcesOf(SRC).flatMap((file) => {
    const folder = folderOf(file);
    return folder === undefined ? [] : [{ folder, file, imports: importsOf(file) }];
  });
}

/** `a<->b` for each two folders that import each other, a before b. */
function mutualPairs(sources: readonly Source[]): string[] {
  const edges = new Set<string>();
  for (const { folder, imports } of sources) {
    for (const target of imports) {
      const other = folderOf(target);
      if (other !== undefined && other !== folder) edges.add(`${folder}->${other}`);
    }
  }
  return [...edges]
    .map((edge) => edge.split('->') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to}->${from}`))
    .map(([from, to]) => `${from}<->${to}`)
    .sort();
}

describe('folders that do not lean on each other', () => {
  const sources = folderSources();

  it('keeps the workflow engine free of capabilities: src/workflow/ imports only the infrastructure below it', () => {
    const offenders = sources
      .filter((source) => source.folder === 'workflow')
      .flatMap(({ file, imports }) =>
        imports
          .map(folderOf)
          .filter((other): other is string => other !== undefined && other !== 'workflow' && !WORKFLOW_MAY_IMPORT.has(other))
          .map((other) => `${path.relative(SRC, file)} imports ${other}/`),
      );
    expect(offenders).toEqual([]);
  });

  it('lets no two top-level folders import each other but the commented pairs', () => {
    const pairs = mutualPairs(sources);
    console.info(`folder pairs that import each other: ${pairs.length} (allowed: ${Object.keys(ALLOWED_PAIRS).length})`);
    expect(pairs.filter((pair) => ALLOWED_PAIRS[pair] === undefined)).toEqual([]);
  });

  it('keeps the allow-list to pairs that still exist, so that a pair broken stays broken', () => {
    const pairs = new Set(mutualPairs(sources));
    expect(Object.keys(ALLOWED_PAIRS).filter((pair) => !pairs.has(pair))).toEqual([]);
  });

  it('keeps the vocabularies a leaf: src/vocabulary/ imports nothing of src/ but itself and the OpenAPI naming helper', () => {
    const leafMayImport = new Set(['vocabulary', path.join('http', 'openapi-components.ts')]);
    const offenders = sources
      .filter((source) => source.folder === 'vocabulary')
      .flatMap(({ file, imports }) =>
        imports
          .filter((target) => {
            const relative = path.relative(SRC, target).replace(/\.js$/, '.ts');
            return !leafMayImport.has(folderOf(target) ?? '') && !leafMayImport.has(relative);
          })
          .map((target) => `${path.relative(SRC, file)} imports ${path.relative(SRC, target)}`),
      );
    expect(offenders).toEqual([]);
  });

  it('would find a pair and an engine import made on purpose', () => {
    const made = [
      { folder: 'permits', file: path.join(SRC, 'permits/a.ts'), imports: [path.join(SRC, 'workflow/b.js')] },
      { folder: 'workflow', file: path.join(SRC, 'workflow/b.ts'), imports: [path.join(SRC, 'permits/a.js')] },
    ];
    expect(mutualPairs(made)).toEqual(['permits<->workflow']);
    expect(importsOf(path.join(SRC, 'actions.ts')).length).toBeGreaterThan(0);
  });
});
