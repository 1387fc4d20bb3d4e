import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_FILE, schemaSource, serviceOpenApiDocument } from './openapi-document.js';

/**
 * `npm run web:api`: regenerates web/src/api/schema.d.ts from the service's OpenAPI document.
 * `npm run web:api -- --check`: exits 1 when the committed file is stale (CI runs this).
 */
const check = process.argv.includes('--check');
const source = await schemaSource(await serviceOpenApiDocument());
const relative = path.relative(process.cwd(), SCHEMA_FILE);
const current = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';

if (check) {
  if (current !== source) {
    console.error(`${relative} is stale: the service's OpenAPI document changed. Run \`npm run web:api\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${relative} matches the service's OpenAPI document.`);
} else if (current === source) {
  console.log(`${relative} is up to date.`);
} else {
  fs.mkdirSync(path.dirname(SCHEMA_FILE), { recursive: true });
  fs.writeFileSync(SCHEMA_FILE, source);
  console.log(`wrote ${relative}`);
}
