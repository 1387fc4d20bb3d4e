import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';

/** Where the generated types live, relative to the repository root. */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../src/api/schema.d.ts');
/** Where the generated status groups live: values, not only types, for the screens' checks. */
export const STATUS_GROUPS_FILE = path.resolve(import.meta.dirname, '../src/api/status-groups.ts');

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

/** The mark of a status group's schema (src/workflow/status-groups.ts, STATUS_GROUP_MARK). */
const STATUS_GROUP_MARK = 'x-status-group';

/**
 * The status groups of the document (its components marked `x-status-group`), as a module of values
 * typed by the generated schema: `statusGroups.PermitStatusInForce` is `readonly ['issued']`.
 */
export function statusGroupsSource(document: Record<string, unknown>): string {
  const schemas = ((document.components as { schemas?: Record<string, Record<string, unknown>> } | undefined)?.schemas ?? {}) as Record<
    string,
    { enum?: unknown; description?: unknown; [STATUS_GROUP_MARK]?: unknown }
  >;
  const groups = Object.entries(schemas)
    .filter(([, schema]) => schema[STATUS_GROUP_MARK] === true && Array.isArray(schema.enum))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (groups.length === 0) throw new Error('The OpenAPI document publishes no status group (x-status-group)');
  const entries = groups.map(([name, schema]) => {
    const about = typeof schema.description === 'string' ? `  /** ${schema.description.replaceAll('*/', '*\\/')} */\n` : '';
    return `${about}  ${name}: ${JSON.stringify(schema.enum)},`;
  });
  return `${HEADER.replace('schema.d.ts', 'status-groups.ts')}import type { components } from './schema';

type Schemas = components['schemas'];

/** The groups of statuses the service's rules speak of (src/workflow/status-groups.ts), by their schema's name. */
export const statusGroups = {
${entries.join('\n')}
} as const satisfies { readonly [Name in ${groups.map(([name]) => JSON.stringify(name)).join(' | ')}]: readonly Schemas[Name][] };

export type StatusGroupName = keyof typeof statusGroups;

/** Whether \`status\` is in the group. */
export function inStatusGroup<Name extends StatusGroupName>(name: Name, status: string | null | undefined): status is Schemas[Name] {
  return (statusGroups[name] as readonly string[]).includes(status ?? '');
}
`;
}
