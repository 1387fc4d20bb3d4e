import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rootPackage from '../package.json' with { type: 'json' };
import { generatedFiles } from './generate.js';
import clientPackage from './typescript/package.json' with { type: 'json' };

describe('the generated parts of the clients', () => {
  it('are what the OpenAPI document generates now (run `npm run generate:clients` after changing the API)', async () => {
    for (const [file, expected] of Object.entries(await generatedFiles())) {
      const relative = path.relative(process.cwd(), file);
      expect(fs.existsSync(file), `${relative} is missing`).toBe(true);
      expect(fs.readFileSync(file, 'utf8') === expected, `${relative} is stale: run npm run generate:clients`).toBe(true);
    }
  });

  it("depend on the same openapi-fetch as the repository's tests", () => {
    expect(clientPackage.dependencies['openapi-fetch']).toBe(rootPackage.devDependencies['openapi-fetch']);
  });
});
