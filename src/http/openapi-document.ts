import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';

/**
 * The OpenAPI document as the service serves it at /openapi.json, without a running server or a
 * real database: the app is built on an empty in-memory SQLite database (its routes need one to be
 * built, not to describe themselves). The one way the document is written out, for the
 * `biopermit openapi` command, the linters and the client generators.
 */
export async function buildOpenApiDocument(env: Readonly<Record<string, string | undefined>> = process.env): Promise<unknown> {
  const config: Config = loadConfig({ ...env, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false, poolSize: 1, sqliteCacheSizeMiB: 16 });
  try {
    await migrateToLatest(database.db);
    const { app } = await buildApp(config, database);
    try {
      await app.ready();
      // A copy of its own: its readers (openapi-typescript, openapi-to-postmanv2) change the objects they are
      // given, and the served document shares the routes' schema objects, so a reader in a test worker
      // changed what the next document of the process said (a Postman example 'strin' in a whole-suite run).
      return JSON.parse(JSON.stringify(app.swagger()));
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** The document as written to files: two-space JSON with a final newline, so regenerating it changes nothing. */
export function formatDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
