import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export interface PostgresOptions {
  readonly connectionString: string;
  readonly durable: boolean;
  readonly poolSize: number;
  /** An idle pooled connection failed (server restart, failover, terminated backend); the pool replaces it. */
  readonly onConnectionError?: ((error: Error) => void) | undefined;
}

export function openPostgres(options: PostgresOptions): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize,
    // Our own sessions commit durably whatever the server default is; see assertDurable for fsync.
    options: options.durable ? '-c synchronous_commit=on' : undefined,
    application_name: 'biopermit',
  });
  // Without a listener, an error on an idle client is an unhandled 'error' event that ends the process.
  pool.on('error', (error) => options.onConnectionError?.(error));
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }), pool };
}

/**
 * A 201 promises the application is on disk. `synchronous_commit` is set per session above, but
 * `fsync` is server-wide: with it off the server acknowledges writes it may lose.
 */
export async function assertPostgresDurable(db: Kysely<DB>): Promise<void> {
  const fsync = await sql<{ fsync: string }>`show fsync`.execute(db);
  const commit = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
  const problems: string[] = [];
  if (fsync.rows[0]?.fsync !== 'on') problems.push('fsync is off on the server');
  if (commit.rows[0]?.synchronous_commit === 'off') problems.push('synchronous_commit is off');
  if (problems.length > 0) {
    throw new Error(
      `PostgreSQL would acknowledge writes before they are durable (${problems.join('; ')}). ` +
        'Fix the server settings, or set ALLOW_NON_DURABLE_WRITES=true to accept the risk.',
    );
  }
}
