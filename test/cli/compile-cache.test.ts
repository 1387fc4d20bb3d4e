import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `bin/biopermit.js` runs one bundle of src/ and its packages (bin/compile-cache.js), built once per
 * content. What an operator would notice if the bundle were wrong: a stack trace that names the
 * bundle's lines instead of the TypeScript ones, a start that builds again although nothing changed,
 * or a stale bundle run after a change. (That each module still finds the files beside it, the web
 * application, the PSGC table, the fonts, is shown by the tests that run `serve` and the commands.)
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TIMEOUT_MS = 120_000;

function node(script: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: TIMEOUT_MS, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout, stderr }),
    );
  });
}

const LOAD = `
import { compiledModule } from './bin/compile-cache.js';
const url = await compiledModule(process.cwd(), 'src/cli/main.ts');
console.log(JSON.stringify({ url }));
`;

describe('the compiled bundle (bin/compile-cache.js)', () => {
  it(
    'names the TypeScript file and line in a stack trace thrown from the bundle, not the bundle',
    async () => {
      const run = await node(
        `${LOAD}
const { buildProgram } = await import(url);
try {
  await buildProgram().exitOverride().parseAsync(['node', 'biopermit', 'migrate']);
} catch (error) {
  console.log(JSON.stringify({ stack: error.stack }));
}`,
        { DATABASE_URL: 'mysql://nowhere/biopermit' },
      );
      expect(run.stderr).toBe('');
      const lines = run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { url?: string; stack?: string });
      const stack = lines.find((line) => line.stack !== undefined)?.stack ?? '';
      expect(stack).toMatch(/^ConfigError: Invalid DATABASE_URL/);
      // The frame where it was thrown, at its source: src/config.ts and a line that throws the ConfigError.
      const frame = stack.split('\n')[1] ?? '';
      const where = /\((.+\.ts):(\d+):\d+\)$/.exec(frame);
      expect(where?.[1], frame).toBe(path.join(ROOT, 'src', 'config.ts'));
      const source = fs.readFileSync(path.join(ROOT, 'src', 'config.ts'), 'utf8').split('\n');
      expect(source[Number(where?.[2]) - 1]).toContain("throw new ConfigError('DATABASE_URL'");
      expect(stack).not.toContain('biopermit.mjs');
    },
    TIMEOUT_MS,
  );

  it(
    'builds once per content: a second start reuses the bundle, a changed source gets a bundle of its own',
    async () => {
      const first = await node(LOAD);
      const second = await node(LOAD);
      const urlOf = (run: { stdout: string }) => (JSON.parse(run.stdout.trim()) as { url: string }).url;
      expect(urlOf(second)).toBe(urlOf(first));
      const bundle = fileURLToPath(urlOf(first));
      expect(fs.existsSync(`${bundle}.map`)).toBe(true);

      // A copy of the checkout whose src/ differs by one comment: another hash, another bundle, built from it.
      const copy = fs.mkdtempSync(path.join(ROOT, 'build', 'compile-cache-test-'));
      try {
        fs.cpSync(path.join(ROOT, 'src'), path.join(copy, 'src'), { recursive: true });
        fs.cpSync(path.join(ROOT, 'bin'), path.join(copy, 'bin'), { recursive: true });
        for (const file of ['package.json', 'package-lock.json', 'tsconfig.json'])
          fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
        fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
        fs.appendFileSync(path.join(copy, 'src', 'config.ts'), '\n// changed\n');
        const changed = await new Promise<string>((resolve, reject) =>
          execFile(
            process.execPath,
            ['--input-type=module', '-e', LOAD],
            { cwd: copy, encoding: 'utf8', timeout: TIMEOUT_MS },
            (error, stdout) => (error ? reject(error) : resolve(stdout)),
          ),
        );
        const changedUrl = (JSON.parse(changed.trim()) as { url: string }).url;
        expect(path.basename(path.dirname(fileURLToPath(changedUrl)))).not.toBe(path.basename(path.dirname(bundle)));
        expect(fs.readFileSync(fileURLToPath(changedUrl), 'utf8')).not.toBe('');
      } finally {
        fs.rmSync(copy, { recursive: true, force: true });
      }
    },
    TIMEOUT_MS,
  );
});
