import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DialectName } from '../../src/db/dialect.js';
import { type PostgresProbe, probePostgres } from './postgres-probe.js';

/**
 * Every behaviour is tested on each supported database. SQLite always; PostgreSQL when it answers
 * (TEST_POSTGRES_URL, default the local server). Under CI it must answer: a skipped PostgreSQL run
 * there would hide a broken dialect. Elsewhere its tests are reported skipped, with the reason.
 */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * How long the probe keeps asking a server that refuses connections, is starting up or answers
 * slowly. A loaded machine (every core busy with test workers) can take seconds to answer, and a
 * PostgreSQL restarting or recovering from a crash refuses connections (ECONNREFUSED, then 57P03
 * "the database system is starting up") for a while: a probe that gave up at once skipped every
 * PostgreSQL test there. TEST_POSTGRES_WAIT_MS shortens it on a machine without PostgreSQL.
 */
const PROBE_DEADLINE_MS = Number(process.env.TEST_POSTGRES_WAIT_MS ?? 60_000);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one probe, made by the global setup (postgres-probe.global-setup.ts) and read by the workers. */
    postgresProbe: PostgresProbe;
  }
}

/** The global setup's answer in a test worker; undefined where there is none (the global setup itself). */
function probedForTheRun(): PostgresProbe | undefined {
  try {
    return inject('postgresProbe');
  } catch {
    return undefined;
  }
}

async function probe(): Promise<PostgresProbe> {
  let told = false;
  return probePostgres(ADMIN_URL, {
    deadlineMs: PROBE_DEADLINE_MS,
    onWait: (why) => {
      if (told) return;
      told = true;
      console.warn(`PostgreSQL at ${new URL(ADMIN_URL).host} is not ready (${why}); waiting up to ${PROBE_DEADLINE_MS / 1000} s`);
    },
  });
}

export const postgresProbe: PostgresProbe = probedForTheRun() ?? (await probe());
if (!postgresProbe.available && process.env.CI === 'true') {
  throw new Error(`CI=true but PostgreSQL does not answer: ${postgresProbe.reason}. The PostgreSQL tests must run under CI`);
}

/**
 * Both dialects, always: without PostgreSQL (outside CI), its variants are still registered, and the
 * service project's runner (postgres-skip.runner.ts) marks them skipped with the reason, and the
 * last line of the summary says PostgreSQL was not tested (postgres-not-tested.reporter.ts).
 */
export const testDialects: DialectName[] = ['sqlite', 'postgres'];
export const postgresAvailable = postgresProbe.available;

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
