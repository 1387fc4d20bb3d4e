import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { type Database, openDatabase } from './database.js';
import type { DB } from './schema.js';

/**
 * Where the reads that may be a moment old go (issue 30 §5): the workqueues and search, the dashboard,
 * the exports and reports, the public lookup and verification. Everything else, and everything inside
 * a write, reads the primary. With replicas (`DATABASE_REPLICA_URLS`) those reads are spread over them,
 * except for a browser whose staff session has just written: its reads go to the primary for
 * `DATABASE_REPLICA_STICKY_SECONDS`, so a reviewer never misses their own change (read your writes).
 * The mark is a cookie, not process memory: behind a load balancer the next request may reach another
 * process.
 */
export interface StaleReads {
  /** The handle for this request's stale-tolerant reads. */
  for(request: FastifyRequest): Kysely<DB>;
  /** How many replicas it spreads reads over (0: every read goes to the primary). */
  readonly replicas: number;
  close(): Promise<void>;
}

/** The cookie that sends a browser's reads to the primary after its own write. */
export const FRESH_READS_COOKIE = 'biopermit_fresh_reads';

/** A replica whose connection failed is left out this long, its reads going to the others or the primary. */
const FAILED_REPLICA_PAUSE_MS = 10_000;

interface Replica {
  database: Database;
  failedAt: number;
}

/** Every read on the primary: SQLite, or PostgreSQL without replicas. */
export function primaryReads(primary: Kysely<DB>): StaleReads {
  return { for: () => primary, replicas: 0, close: async () => {} };
}

export async function openStaleReads(
  primary: Kysely<DB>,
  options: { urls: readonly string[]; poolSize: number; plugins: readonly KyselyPlugin[] },
): Promise<StaleReads> {
  if (options.urls.length === 0) return primaryReads(primary);
  const replicas: Replica[] = [];
  try {
    for (const url of options.urls) {
      const replica: Replica = { database: undefined as unknown as Database, failedAt: 0 };
      replica.database = await openDatabase({
        url,
        // A standby cannot be asked to make writes durable: it makes none.
        requireDurableWrites: false,
        poolSize: options.poolSize,
        plugins: options.plugins,
        applicationName: 'biopermit replica-reads',
        onConnectionError: () => {
          replica.failedAt = Date.now();
        },
      });
      replicas.push(replica);
    }
  } catch (error) {
    for (const replica of replicas) await replica.database.close();
    throw error;
  }
  let next = 0;
  return {
    replicas: replicas.length,
    for(request) {
      if (wantsFreshReads(request)) return primary;
      const now = Date.now();
      for (let tried = 0; tried < replicas.length; tried += 1) {
        const replica = replicas[next % replicas.length] as Replica;
        next += 1;
        if (now - replica.failedAt >= FAILED_REPLICA_PAUSE_MS) return replica.database.db;
      }
      return primary;
    },
    async close() {
      for (const replica of replicas) await replica.database.close();
    },
  };
}

function wantsFreshReads(request: FastifyRequest): boolean {
  const header = request.headers.cookie;
  if (header === undefined) return false;
  return header.split(';').some((part) => part.trim().startsWith(`${FRESH_READS_COOKIE}=`));
}

/**
 * After a staff write that succeeded, the browser's stale-tolerant reads go to the primary for a few
 * seconds: the cookie expires by itself. Path `/api/v1/staff/`: the public pages never see it.
 */
export function markFreshReads(reply: FastifyReply, seconds: number, secure: boolean): void {
  reply.header(
    'set-cookie',
    `${FRESH_READS_COOKIE}=1; Max-Age=${seconds}; Path=/api/v1/staff/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}
