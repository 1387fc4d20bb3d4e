import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { SCOPES } from '../../src/auth/scopes.js';
import { loadConfig } from '../../src/config.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { externalRoute, publicRoute, routesOf, staffRoute } from '../../src/http/route-audience.js';

/**
 * A route under /api/v1/staff/ or /api/v1/external/ says who may call it (issue 17 §2), or the
 * service does not start: the error names the route and what to write. The app is built as the
 * server builds it; adding the route is what a capability on another branch would do. HTTP is not
 * reached: SQLite suffices.
 */
describe('a route that does not say who may call it', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function anApp() {
    const config = loadConfig({ ...process.env, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' });
    database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: false, poolSize: 1, sqliteCacheSizeMiB: 16 });
    await migrateToLatest(database.db);
    return (await buildApp(config, database)).app;
  }

  it('stops the start when a staff route declares no audience, saying what to add', async () => {
    const app = await anApp();
    try {
      expect(() => app.post('/api/v1/staff/things', async () => ({}))).toThrow(
        'The route POST /api/v1/staff/things declares no audience: wrap its options in staffRoute({ write: true }, { …its options }) ' +
          "from src/http/route-audience.ts, or in publicRoute('why anyone may call it', { … }) if it needs no session",
      );
    } finally {
      await app.close();
    }
  });

  it('stops the start when an agency route declares no audience, naming the scope helper', async () => {
    const app = await anApp();
    try {
      expect(() => app.get('/api/v1/external/webhooks/:id', async () => ({}))).toThrow(
        'The route GET /api/v1/external/webhooks/:id declares no audience: wrap its options in ' +
          'externalRoute({ scope: SCOPES.read }, { …its options }) from src/http/route-audience.ts',
      );
    } finally {
      await app.close();
    }
  });

  it('refuses a staff read declared as a write, and a helper used outside its prefix', async () => {
    const app = await anApp();
    try {
      expect(() => app.get('/api/v1/staff/things', staffRoute({ write: true }, {}), async () => ({}))).toThrow(
        'The route GET /api/v1/staff/things declares staffRoute({ write: true }) but GET only reads: write staffRoute({ write: false }, …)',
      );
      expect(() => app.get('/api/v1/external/things', staffRoute({ write: false }, {}), async () => ({}))).toThrow(
        'is a staffRoute outside /api/v1/staff/',
      );
      expect(() => app.get('/api/v1/staff/others', externalRoute({ scope: SCOPES.read }, {}), async () => ({}))).toThrow(
        'is an externalRoute outside /api/v1/external/',
      );
    } finally {
      await app.close();
    }
  });

  it('lets a public route under a prefix through when it says why, and leaves routes outside the prefixes alone', async () => {
    const app = await anApp();
    try {
      app.post('/api/v1/staff/invitations', publicRoute('the invitation code in the body is the proof', {}), async () => ({}));
      app.get('/elsewhere', async () => ({}));
      await app.ready();
      expect(routesOf(app)).toContainEqual({
        method: 'POST',
        url: '/api/v1/staff/invitations',
        audience: { kind: 'public', reason: 'the invitation code in the body is the proof' },
      });
      // Every route of the service under the two prefixes declares one.
      const undeclared = routesOf(app).filter((route) => /^\/api\/v1\/(staff|external)\//.test(route.url) && route.audience === undefined);
      expect(undeclared).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
