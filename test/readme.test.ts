import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README as a newcomer follows it from a fresh clone: what it links to and names is in the
 * repository, the walk-through's sample files exist, and its commands keep credentials out of the project.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** Made by a command the README gives (`npm start`, `npm run openapi`), not kept in the repository. */
const BUILT = new Set(['web/dist', 'build/openapi.json', 'build/server']);

const shellBlocks = [...README.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
const shell = shellBlocks.join('\n');

/** GitHub's heading anchors: lower case, punctuation but hyphens dropped, spaces as hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

describe('the README', () => {
  it('links only to files and folders that are in the repository', () => {
    const targets = [...README.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith('#'))
      .map((target) => target.split('#')[0] ?? '');
    expect(targets.length).toBeGreaterThan(20);
    const missing = targets.filter((target) => !fs.existsSync(path.join(ROOT, target)));
    expect(missing).toEqual([]);
  });

  it('names only paths that are in the repository (or that a command it gives makes)', () => {
    const named = [...README.matchAll(/`((?:docs|src|web|test|bench|clients|bin|build)\/[\w./-]*)`/g)]
      .map((match) => (match[1] ?? '').replace(/\/$/, ''))
      .filter((named) => !named.includes('*') && !BUILT.has(named));
    expect(named).toContain('docs/spec/external-application-service.md');
    const missing = [...new Set(named)].filter((named) => !fs.existsSync(path.join(ROOT, named)));
    expect(missing).toEqual([]);
  });

  it('links to sections that exist', () => {
    const anchors = new Set([...README.matchAll(/^#+ (.+)$/gm)].map((match) => anchor(match[1] ?? '')));
    const broken = [...README.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1] ?? '').filter((target) => !anchors.has(target));
    expect(broken).toEqual([]);
  });

  it('links to the spec kept in the repository, whose copy is the contract', () => {
    expect(README).toContain('[`docs/spec/external-application-service.md`](docs/spec/external-application-service.md)');
    expect(README).not.toContain('../shared/spec');
  });

  it('shows the submission it sends, as docs/examples/application.json has it', () => {
    expect(shell).toContain('-d @docs/examples/application.json');
    const shown = /```json\n(\{\n {2}"sourceAgencyCode"[\s\S]*?)```/.exec(README)?.[1];
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
      for (const file of files) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
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
    expect(README).not.toMatch(/"(?:code|totp)": "\d{6}"/);
    expect(README).not.toMatch(/\bBP-\d{4}-\d+/);
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
});
