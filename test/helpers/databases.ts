import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DialectName } from '../../src/db/dialect.js';

/**
 * Every behaviour is tested on each supported database. SQLite always; PostgreSQL when it answers
 * (TEST_POSTGRES_URL, default the local server). Under CI it must answer: a skipped PostgreSQL run
 * there would hide a broken dialect.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * How long the probe keeps trying a server that accepts connections slowly. A loaded machine (every
 * core busy with test workers) can take seconds to answer; a probe that gave up after two skipped
 * every PostgreSQL test there without failing. A server that is not there at all refuses at once.
 */
const PROBE_DEADLINE_MS = 60_000;

async function postgresAnswers(timeoutMs: number): Promise<'up' | 'down' | 'slow'> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query('select 1');
    return 'up';
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Nothing listening, or no such host: no point in waiting.
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'down';
    return 'slow';
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresReachable(): Promise<boolean> {
  const deadline = Date.now() + PROBE_DEADLINE_MS;
  for (;;) {
    const left = deadline - Date.now();
    const answer = await postgresAnswers(Math.max(1000, Math.min(left, 20_000)));
    if (answer !== 'slow') return answer === 'up';
    if (Date.now() >= deadline) return false;
    // Starting up ("the database system is starting up") or too many connections: ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const postgresUp = await postgresReachable();
if (!postgresUp && process.env.CI === 'true') {
  throw new Error(`CI=true but PostgreSQL does not answer at ${ADMIN_URL}: the PostgreSQL tests must run under CI`);
}
if (!postgresUp) {
  console.warn(`PostgreSQL not reachable at ${ADMIN_URL}: PostgreSQL tests are SKIPPED (SQLite tests still run).`);
}

export const testDialects: DialectName[] = postgresUp ? ['sqlite', 'postgres'] : ['sqlite'];
export const postgresAvailable = postgresUp;

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of its own: a temp file, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  return copyOfDatabase(dialect, undefined);
}

/**
 * A fresh database of its own with every migration applied: a copy of the run's migrated template
 * (test/helpers/database-templates.global-setup.ts) when there is one, else an empty one; the
 * caller still runs `migrateToLatest`, which has nothing left to do on a copy.
 */
export async function createMigratedTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  return copyOfDatabase(dialect, migratedTemplates()?.[dialect]);
}

export interface DatabaseTemplates {
  /** The migrated SQLite file that new test databases are copies of. */
  readonly sqlite?: string;
  /** The migrated PostgreSQL database that new test databases are created from (`TEMPLATE`). */
  readonly postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

function migratedTemplates(): DatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    // Outside a test worker (a global setup building an app): no template, migrations run.
    return undefined;
  }
}

async function copyOfDatabase(dialect: DialectName, template: string | undefined): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-test-'));
    const file = path.join(dir, 'test.db');
    if (template !== undefined) fs.copyFileSync(template, file);
    return { url: `sqlite:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `biopermit_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template === undefined ? `create database ${name}` : `create database ${name} template ${template}`);
  return {
    url: postgresUrl(name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/** The URL of a database on the test server. */
export function postgresUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the test server's administrative database, on a connection of its own. */
export async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
