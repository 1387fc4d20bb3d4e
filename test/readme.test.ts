import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, exists, localLinks, type MarkdownFile, ROOT, readMarkdown, shellBlocks, walkThroughParts } from './helpers/markdown.js';

/**
 * The README and the walk-through as a newcomer follows them from a fresh clone: what they link to and
 * name is in the repository, the walk-through's sample files exist, and its commands keep credentials
 * out of the project.
 */

const README = readMarkdown('README.md');
const PARTS = walkThroughParts();
/** Made by a command the README or the walk-through gives (`npm start`, `npm run openapi`), not kept in the repository. */
const BUILT = new Set(['web/dist', 'build/openapi.json', 'build/server']);

/** Every command of the walk-through, in the order it is run. */
const shell = PARTS.flatMap(shellBlocks).join('\n');
const walkThroughText = PARTS.map((part) => part.text).join('\n');

describe.each([README, ...PARTS])('$file', (markdown: MarkdownFile) => {
  it('links only to files and folders that are in the repository', () => {
    const missing = localLinks(markdown)
      .filter((link) => !exists(link.target))
      .map((link) => link.written);
    expect(missing).toEqual([]);
  });

  it('names only paths that are in the repository (or that a command it gives makes)', () => {
    const named = [...markdown.text.matchAll(/`((?:docs|src|web|test|bench|clients|bin|build|scripts)\/[\w./-]*)`/g)]
      .map((match) => (match[1] ?? '').replace(/\/$/, ''))
      .filter((named) => !named.includes('*') && !BUILT.has(named));
    const missing = [...new Set(named)].filter((named) => !exists(named));
    expect(missing).toEqual([]);
  });

  it('links to sections that exist', () => {
    const broken = localLinks(markdown)
      .filter((link) => link.section !== undefined && link.target.endsWith('.md'))
      .filter((link) => !exists(link.target) || !anchorsOf(readMarkdown(link.target)).has(link.section ?? ''))
      .map((link) => link.written);
    expect(broken).toEqual([]);
  });
});

describe('the README', () => {
  it('is read in ten minutes: at most about 250 lines', () => {
    expect(README.text.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('links to the spec kept in the repository, whose copy is the contract', () => {
    expect(README.text).toContain('[`docs/spec/external-application-service.md`](docs/spec/external-application-service.md)');
    expect(README.text).not.toContain('../shared/spec');
  });

  it('leads to every part of the walk-through, the configuration, the operations and the other docs', () => {
    const targets = new Set(localLinks(README).map((link) => link.target));
    for (const part of PARTS) expect(targets, part.file).toContain(part.file);
    const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(docs).toContain('CONFIGURATION.md');
    expect(docs).toContain('OPERATIONS.md');
    for (const doc of docs) expect(targets, doc).toContain(`docs/${doc}`);
  });

  it('gives the quick start: install, start, test', () => {
    const quickStart = shellBlocks(README)[0] ?? '';
    expect(quickStart).toMatch(/^npm install\b/m);
    expect(quickStart).toMatch(/^PUBLIC_BASE_URL=http:\/\/localhost:8080 npm start\b/m);
    expect(quickStart).toMatch(/^npm test\b/m);
  });
});

describe('the walk-through', () => {
  it('has its parts in order, each saying what it needs from the one before and linking to the next', () => {
    expect(PARTS.map((part) => path.basename(part.file))).toEqual([
      '1-the-agency.md',
      '2-the-review.md',
      '3-the-permit.md',
      '4-after-the-permit.md',
      '5-events.md',
      '6-places.md',
      '7-personal-data.md',
      '8-a-permit-anyone-can-trust.md',
      '9-the-public-log.md',
    ]);
    PARTS.forEach((part, index) => {
      expect(part.text, part.file).toContain('**Before this part:**');
      const targets = localLinks(part).map((link) => link.target);
      if (index > 0) expect(targets, part.file).toContain(PARTS[index - 1]?.file);
      if (index < PARTS.length - 1) expect(targets, part.file).toContain(PARTS[index + 1]?.file);
    });
  });

  it('shows the submission it sends, as docs/examples/application.json has it', () => {
    expect(shell).toContain('-d @docs/examples/application.json');
    const shown = /```json\n(\{\n {2}"sourceAgencyCode"[\s\S]*?)```/.exec(walkThroughText)?.[1];
    expect(JSON.parse(shown ?? 'null')).toEqual(JSON.parse(fs.readFileSync(path.join(ROOT, 'docs/examples/application.json'), 'utf8')));
  });

  it('uploads only sample files that are in docs/examples', () => {
    const uploads = [...shell.matchAll(/file=@([^"'\s]+)/g)].map((match) => match[1] ?? '');
    expect(uploads.length).toBeGreaterThan(2);
    for (const upload of uploads) {
      if (upload.startsWith('$W/')) continue; // a file an earlier command downloaded into the walk-through's folder
      const files = upload.includes('$TYPE')
        ? ['application_form', 'research_proposal', 'prior_clearance'].map((type) => upload.replace('$TYPE', type))
        : [upload];
      for (const file of files) expect(exists(file), file).toBe(true);
    }
  });

  it('writes cookie jars, sessions, secrets and downloads only into its temporary folder', () => {
    expect(shell).toMatch(/^W=\$\(mktemp -d/m);
    const written = [
      ...[...shell.matchAll(/ > *("?[^\s|;&)]+"?)/g)].map((match) => match[1] ?? ''),
      ...[...shell.matchAll(/ -[co] +("?[^\s]+"?)/g)].map((match) => match[1] ?? ''),
    ];
    expect(written.length).toBeGreaterThan(10);
    const outside = written.filter((target) => !/^"?\$W\//.test(target) && target !== '/dev/null');
    expect(outside).toEqual([]);
  });

  it('computes TOTP codes with a command, and numbers applications ABS-…', () => {
    expect(shell).toContain('npx biopermit staff totp');
    for (const markdown of [README, ...PARTS]) {
      expect(markdown.text, markdown.file).not.toMatch(/"(?:code|totp)": "\d{6}"/);
      expect(markdown.text, markdown.file).not.toMatch(/\bBP-\d{4}-\d+/);
    }
  });

  it('creates every staff user a walk-through command logs in as, with the role it needs, before it logs in', () => {
    const creates = [...shell.matchAll(/staff create --email (\S+) .*?--role (\w+)/g)].map((match) => ({
      email: match[1] ?? '',
      role: match[2] ?? '',
      at: match.index ?? 0,
    }));
    const logins = [...shell.matchAll(/^login \w+ (\S+) /gm)].map((match) => ({ email: match[1] ?? '', at: match.index ?? 0 }));
    expect(logins.length).toBeGreaterThan(4);
    for (const login of logins) {
      const created = creates.find((create) => create.email === login.email);
      expect(created, login.email).toBeDefined();
      expect(created?.at ?? Number.POSITIVE_INFINITY, login.email).toBeLessThan(login.at);
    }
    expect(creates).toContainEqual(expect.objectContaining({ email: 'ines@denr.gov.ph', role: 'intake' }));
    expect(creates).toContainEqual(expect.objectContaining({ email: 'pia@denr.gov.ph', role: 'abs_publisher' }));
    // The Clearing-House: published first, then the permit revoked, then the revocation recorded.
    const published = shell.indexOf('"to": "published"');
    const revoked = shell.indexOf('"action": "revoke_permit"');
    expect(published).toBeGreaterThan(-1);
    expect(revoked).toBeGreaterThan(published);
    expect(shell.indexOf('"to": "revoked"')).toBeGreaterThan(revoked);
  });

  it('starts the service with PUBLIC_BASE_URL before the first permit', () => {
    const start = shell.indexOf('PUBLIC_BASE_URL=http://localhost:8080 npm start');
    expect(start).toBeGreaterThan(-1);
    expect(start).toBeLessThan(shell.indexOf('"action": "issue"'));
  });

  it('removes its temporary folder at the end', () => {
    expect(
      shellBlocks(PARTS.at(-1) ?? README)
        .at(-1)
        ?.trim(),
    ).toBe('rm -r "$W"');
  });
});
