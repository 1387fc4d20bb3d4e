import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { createAgency, createApiClient } from '../../src/agencies/agency.service.js';
import { type BuiltApp, buildApp } from '../../src/app.js';
import { subjectKeySealing } from '../../src/audit/subject-keys.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import type { KeyRing } from '../../src/auth/key-ring.js';
import { ALL_SCOPES } from '../../src/auth/scopes.js';
import { issueAccessToken } from '../../src/auth/token.service.js';
import { type Config, loadConfig } from '../../src/config.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import type { DialectName } from '../../src/db/dialect.js';
import type { Metrics } from '../../src/metrics/metrics.plugin.js';
import type { PermitDeps } from '../../src/permits/permit.deps.js';
import { createMigratedTestDatabase, type TestDatabase } from './databases.js';
import { guardConformance } from './openapi-conformance.js';

export interface TestApp {
  readonly dialect: DialectName;
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
  readonly keyRing: KeyRing;
  /** The app's Prometheus registry (served on a listener of its own in production). */
  readonly metrics: Metrics;
  /** What the permit services use (database, signing keys, blob store, PUBLIC_BASE_URL). */
  readonly permits: PermitDeps;
  /** Registers an agency (unique code by default) and returns its code. */
  agency(code?: string): Promise<string>;
  /** An API client of the agency, through the same service the CLI uses. */
  client(agencyCode: string, scopes?: readonly string[]): Promise<{ clientId: string; clientSecret: string }>;
  /** A token for the agency, minted as the CLI does. */
  token(agencyCode: string, scopes?: readonly string[]): Promise<string>;
  /** A new client of the agency and a token it got from the token endpoint. */
  clientToken(agencyCode: string): Promise<string>;
  /** A registered agency and a token for it, in one call. */
  agencyWithToken(): Promise<{ agency: string; token: string }>;
  close(): Promise<void>;
}

let agencyCounter = 0;

/** The real app on a fresh database of the given dialect, configured from `env` like the server. */
export async function createTestApp(
  dialect: DialectName,
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream; extend?: (built: BuiltApp) => void | Promise<void> } = {},
): Promise<TestApp> {
  const testDatabase: TestDatabase = await createMigratedTestDatabase(dialect);
  // Uploaded files and certificates go to a directory of the test's own, never to the checkout's ./data.
  const dataDir = env.DATA_DIR === undefined ? mkdtempSync(path.join(os.tmpdir(), 'biopermit-data-')) : undefined;
  // The rate limits are off unless a test sets them: suites ask for many tokens and make many requests a minute.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabase.url,
    TOKEN_RATE_LIMIT_PER_MINUTE: '0',
    API_RATE_LIMIT_PER_MINUTE: '0',
    ...(dataDir === undefined ? {} : { DATA_DIR: dataDir }),
    ...env,
  });
  const database = await openDatabase({
    url: config.databaseUrl,
    requireDurableWrites: config.requireDurableWrites,
    poolSize: 5,
    plugins: [subjectKeySealing(config.tokens.signingKeyEncryptionKey)],
  });
  await migrateToLatest(database.db);
  const built = await buildApp(config, database, options);
  const { app, keyRing, metrics, permits } = built;
  // Routes a test adds as a later capability would, after the app is built and before it is ready.
  await options.extend?.(built);
  // Every response of the app is checked against its OpenAPI document (helpers/openapi-conformance.ts).
  const conformance = guardConformance(app);
  await app.ready();
  conformance.start();

  const testApp: TestApp = {
    dialect,
    app,
    database,
    config,
    keyRing,
    metrics,
    permits,
    async agency(code) {
      agencyCounter += 1;
      const agencyCode = code ?? `AG${agencyCounter}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
      await createAgency(database.db, agencyCode, `Agency ${agencyCode}`, OPERATOR_ACTOR);
      return agencyCode;
    },
    async client(agencyCode, scopes) {
      const created = await createApiClient(database.db, { agencyCode, scopes, actor: OPERATOR_ACTOR });
      return { clientId: created.clientId, clientSecret: created.clientSecret };
    },
    async token(agencyCode, scopes = ALL_SCOPES) {
      const issued = await issueAccessToken(keyRing, config.tokens, {
        subject: 'operator',
        agencyCode,
        scopes,
        ttlSeconds: 600,
      });
      return issued.access_token;
    },
    async clientToken(agencyCode) {
      const response = await requestToken(app, await testApp.client(agencyCode));
      if (response.statusCode !== 200) throw new Error(`token endpoint answered ${response.statusCode}: ${response.body}`);
      return json<{ access_token: string }>(response).access_token;
    },
    async agencyWithToken() {
      const agency = await testApp.agency();
      return { agency, token: await testApp.token(agency) };
    },
    async close() {
      await app.close();
      await database.close();
      await testDatabase.drop();
      if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
      conformance.assertNoneLeft();
    },
  };
  return testApp;
}

/** POST /api/v1/oauth/token with client credentials in the form body, as an agency system would. */
export function requestToken(
  app: FastifyInstance,
  credentials: { clientId: string; clientSecret: string },
  options: { remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    }).toString(),
    ...options,
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}
