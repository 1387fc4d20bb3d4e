import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaSource, serviceOpenApiDocument } from '../../web/scripts/openapi-document.js';

describe("the back-office's API types", () => {
  it("match the service's OpenAPI document (run `npm run web:api` when this fails)", async () => {
    const generated = await schemaSource(await serviceOpenApiDocument());
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    expect(committed === generated, 'web/src/api/schema.d.ts is stale: run `npm run web:api` and commit it').toBe(true);
  });
});
