import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { tracedDialect } from '../observability/query-spans.js';
import { reusedStatementName } from './prepared-query.js';
import type { DB } from './schema.js';

export interface PostgresOptions {
  readonly connectionString: string;
  readonly durable: boolean;
  readonly poolSize: number;
  /**
   * Name the hot queries so each connection prepares them once. Off behind a connection pooler in
   * transaction mode that cannot keep prepared statements (PgBouncer before 1.21).
   */
  readonly preparedStatements: boolean;
  /**
   * A connection failed (server restart, failover, terminated backend), idle in the pool or checked
   * out by a request: told once per connection. The requests using it fail; the pool replaces it.
   */
  readonly onConnectionError?: ((error: Error) => void) | undefined;
  /** The connections' name in pg_stat_activity (`biopermit` by default; the webhook dispatcher's pool has its own). */
  readonly applicationName?: string | undefined;
}

/** How long a request waits for a connection (a new one, or a free one from a full pool) before a 503. */
export const CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres(options: PostgresOptions): { db: Kysely<DB>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize,
    // Our own sessions commit durably whatever the server default is; see assertDurable for fsync.
    options: options.durable ? '-c synchronous_commit=on' : undefined,
    application_name: options.applicationName ?? 'biopermit',
    // A server that vanished without closing the socket (a failover, a cut network) is noticed.
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('connect', (client) => {
    listenForErrors(client, options.onConnectionError);
    if (options.preparedStatements) prepareReusedStatements(client);
  });
  // The pool repeats here the error of a client that was idle; the client's own listener told it.
  // (Without any listener, that 'error' event would end the process.)
  pool.on('error', () => {});
  return { db: new Kysely<DB>({ dialect: tracedDialect(new PostgresDialect({ pool }), 'postgresql') }), pool };
}

/**
 * A listener for the client's whole life. The pool listens to a client only while it is idle, and
 * drops its listener when a request checks the client out: a connection lost then (the server
 * restarting mid-transaction, an administrator's pg_terminate_backend) emitted an 'error' nobody
 * heard, and Node ended the process, taking every request with it. Now the error fails only the
 * queries on that connection; the pool discards it when it is released.
 */
function listenForErrors(client: pg.PoolClient, report: ((error: Error) => void) | undefined): void {
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    report?.(error);
  });
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

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it on each run. The hot queries
 * (preparedQuery) have a fixed text: sent with a name, each connection parses it once and from then
 * on only binds and executes it (node-postgres keeps track of what each connection has prepared).
 */
function prepareReusedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? reusedStatementName(text) : undefined;
    return name === undefined ? query(...args) : query({ name, text, values });
  }) as typeof client.query;
}
