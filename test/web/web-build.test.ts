import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DIST_DIR, webBuildIsStale } from '../../web/scripts/web-build.js';

/** `npm start` builds the back-office only when web/dist is older than one of its sources (web/scripts/build-if-stale.ts). */

const ROOT = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A web folder laid out like web/ (sources, config, a build), every file dated `at` (seconds). */
function webFolder(at: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-web-build-'));
  folders.push(root);
  const web = path.join(root, 'web');
  for (const [file, text] of Object.entries({
    'src/main.tsx': 'export {};',
    'src/workqueues/WorkqueuesPage.tsx': 'export {};',
    'vite/precompress.ts': 'export {};',
    'index.html': '<!doctype html>',
    'vite.config.ts': 'export default {};',
    'dist/index.html': '<!doctype html>',
  })) {
    fs.mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    fs.writeFileSync(path.join(web, file), text);
  }
  for (const entry of [
    'src/main.tsx',
    'src/workqueues/WorkqueuesPage.tsx',
    'src/workqueues',
    'src',
    'vite/precompress.ts',
    'vite',
    'index.html',
  ]) {
    fs.utimesSync(path.join(web, entry), at, at);
  }
  fs.utimesSync(path.join(web, 'vite.config.ts'), at, at);
  fs.utimesSync(path.join(web, 'dist/index.html'), at + 60, at + 60);
  return web;
}

describe('whether the back-office needs a build', () => {
  const at = 1_790_000_000;

  it('needs none when web/dist is newer than every source', () => {
    expect(webBuildIsStale(webFolder(at))).toBe(false);
  });

  it('needs one when there is no build', () => {
    const web = webFolder(at);
    fs.rmSync(path.join(web, 'dist'), { recursive: true });
    expect(webBuildIsStale(web)).toBe(true);
  });

  it('needs one when a source deep in src, a Vite plugin or the Vite config changed after the build', () => {
    for (const changed of ['src/workqueues/WorkqueuesPage.tsx', 'vite/precompress.ts', 'vite.config.ts', 'index.html']) {
      const web = webFolder(at);
      fs.utimesSync(path.join(web, changed), at + 120, at + 120);
      expect(webBuildIsStale(web), changed).toBe(true);
    }
  });

  it('needs one when a file is added to src after the build', () => {
    const web = webFolder(at);
    fs.writeFileSync(path.join(web, 'src/NewScreen.tsx'), 'export {};');
    expect(webBuildIsStale(web)).toBe(true);
  });
});

describe("npm start's build step", () => {
  it('leaves an up-to-date web/dist as it is and says so', { timeout: 60_000 }, () => {
    // The service project's global set-up has just built web/dist when it was stale.
    const index = path.join(DIST_DIR, 'index.html');
    const builtAt = fs.statSync(index).mtimeMs;
    const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'web/scripts/build-if-stale.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('biopermit: the back-office build (web/dist) is up to date\n');
    expect(fs.statSync(index).mtimeMs).toBe(builtAt);
  });

  it('is what npm start runs before the service', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.start).toBe('tsx web/scripts/build-if-stale.ts && node bin/biopermit.js serve');
  });
});
