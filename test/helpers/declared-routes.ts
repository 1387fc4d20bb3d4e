import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { type DeclaredRoute, routesOf } from '../../src/http/route-audience.js';

/** A declared route, with the media types of the body its OpenAPI operation takes (none for a hidden route). */
export interface DocumentedRoute extends DeclaredRoute {
  readonly bodyMediaTypes: readonly string[];
}

/** `/a/:id` as the OpenAPI document writes it: `/a/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Every route the service registers, with the audience it declared (src/http/route-audience.ts),
 * read from an app built on an empty in-memory database: what the security tests generate their
 * cases from, before any test runs (describe.each needs them when the file is collected).
 */
export async function declaredRoutes(): Promise<readonly DocumentedRoute[]> {
  const config = loadConfig({ ...process.env, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false, poolSize: 1, sqliteCacheSizeMiB: 16 });
  try {
    await migrateToLatest(database.db);
    const { app } = await buildApp(config, database);
    try {
      await app.ready();
      // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as plain JSON
      const paths = (app.swagger() as any).paths ?? {};
      return routesOf(app).map((route) => {
        const content = paths[documentPath(route.url)]?.[route.method.toLowerCase()]?.requestBody?.content ?? {};
        return { ...route, bodyMediaTypes: Object.keys(content) };
      });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** A route's key in a test's table of call data: `POST /api/v1/staff/users/:id/password-reset`. */
export const routeKey = (route: Pick<DeclaredRoute, 'method' | 'url'>): string => `${route.method} ${route.url}`;
