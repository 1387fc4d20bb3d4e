import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';

/** Where the generated types live, relative to the repository root. */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../src/api/schema.d.ts');

const HEADER = `/**
 * Generated from the service's own OpenAPI document by \`npm run web:api\` (web/scripts/generate-api.ts).
 * Do not edit: a test fails when this file no longer matches the service.
 */

`;

/**
 * The OpenAPI document exactly as the service serves it: the app is built in process, as tests build
 * it, on a throwaway SQLite database, and asked for \`app.swagger()\`. Only fixed settings are passed
 * (never the caller's environment), so every machine generates the same document.
 */
export async function serviceOpenApiDocument(): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-openapi-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: `sqlite:${path.join(dir, 'openapi.db')}` });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false, poolSize: 1 });
  try {
    await migrateToLatest(database.db);
    const { app } = await buildApp(config, database);
    try {
      await app.ready();
      // A deep copy: the document is Fastify's own object.
      return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The TypeScript source of `paths`, `components` and `operations` for openapi-fetch. */
export async function schemaSource(document: Record<string, unknown>): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript types its input as its own OpenAPI3 shape
  const ast = await openapiTS(document as any, { alphabetize: true, exportType: true });
  return HEADER + astToString(ast);
}
