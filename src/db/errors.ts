/**
 * Driver errors that mean the database cannot serve now (an outage), told apart from errors that
 * mean this request or this code is at fault. The one place that knows the drivers' codes: the HTTP
 * layer answers an outage with 503 and Retry-After, and logs the cause named here.
 */

/** The database could not be opened at start; the message names the file or server and the reason. */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
}

export type OutageKind =
  | 'disk_full'
  | 'unreachable'
  | 'connection_lost'
  | 'restarting'
  | 'busy'
  | 'read_only'
  | 'io_error'
  | 'out_of_memory'
  | 'too_many_connections'
  | 'closed';

export interface DatabaseOutage {
  readonly kind: OutageKind;
  /** For the log: what happened, in words, with the driver's own message. */
  readonly cause: string;
  /** How long a client should wait before trying again. */
  readonly retryAfterSeconds: number;
}

const DESCRIPTIONS: Record<OutageKind, { text: string; retryAfterSeconds: number }> = {
  disk_full: { text: 'the database is out of disk space', retryAfterSeconds: 60 },
  unreachable: { text: 'the database cannot be reached', retryAfterSeconds: 5 },
  connection_lost: { text: 'the connection to the database was lost', retryAfterSeconds: 2 },
  restarting: { text: 'the database server is shutting down or starting up', retryAfterSeconds: 5 },
  busy: { text: 'the database stayed locked by another writer past the busy timeout', retryAfterSeconds: 2 },
  read_only: { text: 'the database is read-only (a standby after failover, or a read-only file)', retryAfterSeconds: 30 },
  io_error: { text: 'the database had an I/O error', retryAfterSeconds: 30 },
  out_of_memory: { text: 'the database is out of memory', retryAfterSeconds: 30 },
  too_many_connections: { text: 'the database refuses more connections', retryAfterSeconds: 5 },
  closed: { text: 'the database connection is closed (the service is stopping)', retryAfterSeconds: 5 },
};

/** PostgreSQL SQLSTATEs (Appendix A of its manual) and their classes. */
function postgresKind(code: string): OutageKind | undefined {
  if (code.startsWith('08')) return 'connection_lost'; // connection_exception
  switch (code) {
    case '57P01': // admin_shutdown (also pg_terminate_backend)
    case '57P02': // crash_shutdown
    case '57P03': // cannot_connect_now (starting up, shutting down, recovering)
      return 'restarting';
    case '53100':
      return 'disk_full';
    case '53200':
      return 'out_of_memory';
    case '53300':
      return 'too_many_connections';
    case '58030':
      return 'io_error';
    case '25006': // read_only_sql_transaction: a standby, after a failover
      return 'read_only';
    default:
      return undefined;
  }
}

/** better-sqlite3 codes: SQLITE_FULL, SQLITE_IOERR_WRITE, SQLITE_BUSY_SNAPSHOT, … */
function sqliteKind(code: string): OutageKind | undefined {
  if (code === 'SQLITE_FULL') return 'disk_full';
  if (code.startsWith('SQLITE_IOERR')) return 'io_error';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (code.startsWith('SQLITE_READONLY')) return 'read_only';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'unreachable';
  if (code === 'SQLITE_NOMEM') return 'out_of_memory';
  return undefined;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Errors the drivers raise by message only (node-postgres, pg-pool, better-sqlite3, Kysely). */
const MESSAGES: readonly [RegExp, OutageKind][] = [
  [/^Connection terminated/, 'connection_lost'],
  [/not queryable/, 'connection_lost'],
  [/timeout exceeded when trying to connect/, 'unreachable'],
  [/Cannot use a pool after calling end/, 'closed'],
  [/driver has already been destroyed/, 'closed'],
  [/database connection is not open/, 'closed'],
];

function kindOf(error: object): OutageKind | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_')) return sqliteKind(code);
    if (NETWORK_CODES.has(code)) return 'unreachable';
    if (/^[0-9A-Z]{5}$/.test(code)) return postgresKind(code);
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  return MESSAGES.find(([pattern]) => pattern.test(message))?.[1];
}

/** The error and what it wraps (`cause`, and the attempts of an AggregateError, e.g. IPv4 and IPv6). */
function* chain(error: unknown, depth = 0): Generator<object> {
  if (error === null || typeof error !== 'object' || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chain(inner, depth + 1);
  yield* chain((error as { cause?: unknown }).cause, depth + 1);
}

/** The outage an error reveals, or undefined when it is not one (a bug, a constraint, bad input). */
export function classifyDatabaseError(error: unknown): DatabaseOutage | undefined {
  for (const link of chain(error)) {
    const kind = kindOf(link);
    if (kind === undefined) continue;
    const { text, retryAfterSeconds } = DESCRIPTIONS[kind];
    const message = (link as { message?: unknown }).message;
    const code = (link as { code?: unknown }).code;
    const detail = [typeof code === 'string' ? code : undefined, typeof message === 'string' ? message : undefined]
      .filter(Boolean)
      .join(': ');
    return { kind, cause: detail === '' ? text : `${text} (${detail})`, retryAfterSeconds };
  }
  return undefined;
}
