import fs from 'node:fs';
import path from 'node:path';
import { SCHEMA_FILE, STATUS_GROUPS_FILE, schemaSource, serviceOpenApiDocument, statusGroupsSource } from './openapi-document.js';

/**
 * `npm run web:api`: regenerates web/src/api/schema.d.ts (the types) and web/src/api/status-groups.ts
 * (the status groups, as values) from the service's OpenAPI document.
 * `npm run web:api -- --check`: exits 1 when a committed file is stale (CI runs this).
 */
const check = process.argv.includes('--check');
const document = await serviceOpenApiDocument();
const outputs: [string, string][] = [
  [SCHEMA_FILE, await schemaSource(document)],
  [STATUS_GROUPS_FILE, statusGroupsSource(document)],
];

let stale = false;
for (const [file, source] of outputs) {
  const relative = path.relative(process.cwd(), file);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (check) {
    if (current !== source) {
      console.error(`${relative} is stale: the service's OpenAPI document changed. Run \`npm run web:api\` and commit the result.`);
      stale = true;
    } else console.log(`${relative} matches the service's OpenAPI document.`);
  } else if (current === source) {
    console.log(`${relative} is up to date.`);
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
    console.log(`wrote ${relative}`);
  }
}
if (stale) process.exit(1);
