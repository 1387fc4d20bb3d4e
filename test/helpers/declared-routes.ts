import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { type DeclaredRoute, routesOf } from '../../src/http/route-audience.js';

/**
 * Every route the service registers, with the audience it declared (src/http/route-audience.ts),
 * read from an app built on an empty in-memory database: what the security tests generate their
 * cases from, before any test runs (describe.each needs them when the file is collected).
 */
export async function declaredRoutes(): Promise<readonly DeclaredRoute[]> {
  const config = loadConfig({ ...process.env, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false, poolSize: 1, sqliteCacheSizeMiB: 16 });
  try {
    await migrateToLatest(database.db);
    const { app } = await buildApp(config, database);
    try {
      await app.ready();
      return [...routesOf(app)];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** A route's key in a test's table of call data: `POST /api/v1/staff/users/:id/password-reset`. */
export const routeKey = (route: Pick<DeclaredRoute, 'method' | 'url'>): string => `${route.method} ${route.url}`;
