import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rootPackage from '../package.json' with { type: 'json' };
import clientPackage from './typescript/package.json' with { type: 'json' };

/**
 * What `npm run generate:clients` would write, made in a process of its own as that command makes it: the
 * test workers share modules between files (isolate: false), and a document built after other files' apps
 * in the same worker once differed from a fresh one (route schema objects changed by what read them).
 */
function generatedNow(): Record<string, string> {
  const script =
    "const { generatedFiles } = await import('./clients/generate.ts'); process.stdout.write(JSON.stringify(await generatedFiles()));";
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(output) as Record<string, string>;
}

describe('the generated parts of the clients', () => {
  it('are what the OpenAPI document generates now (run `npm run generate:clients` after changing the API)', () => {
    for (const [file, expected] of Object.entries(generatedNow())) {
      const relative = path.relative(process.cwd(), file);
      expect(fs.existsSync(file), `${relative} is missing`).toBe(true);
      expect(fs.readFileSync(file, 'utf8') === expected, `${relative} is stale: run npm run generate:clients`).toBe(true);
    }
  });

  it("depend on the same openapi-fetch as the repository's tests", () => {
    expect(clientPackage.dependencies['openapi-fetch']).toBe(rootPackage.devDependencies['openapi-fetch']);
  });
});
