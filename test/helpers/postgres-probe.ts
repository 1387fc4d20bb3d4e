import pg from 'pg';

/** What the probe found: the suite runs the PostgreSQL variants, or says why it did not. */
export type PostgresProbe = { readonly available: true } | { readonly available: false; readonly reason: string };

export interface ProbeOptions {
  /** How long to keep asking a server that refuses, is starting up or answers slowly. */
  readonly deadlineMs: number;
  /** The pause between two attempts. */
  readonly pauseMs?: number;
  /** Told each time the server is not ready yet and the probe will ask again. */
  readonly onWait?: (why: string) => void;
}

type Attempt = { readonly outcome: 'up' } | { readonly outcome: 'wait' | 'give-up'; readonly why: string };

/**
 * Errors that waiting does not mend: no such host, or a server that answers but refuses us (wrong
 * password, no such role or database). Everything else (refused connections while PostgreSQL
 * restarts or recovers from a crash, 57P03 "the database system is starting up", too many
 * connections, a timeout on a loaded machine, a connection cut) is worth asking again.
 */
const PERMANENT = new Set(['ENOTFOUND', 'EAI_AGAIN', '28P01', '28000', '3D000']);

function describeError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return code === undefined ? String(message ?? error) : `${code}: ${message ?? ''}`.trim();
}

async function attempt(url: string, timeoutMs: number): Promise<Attempt> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A server that closes the socket under a connected client reports it here, not to a promise.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { outcome: 'up' };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { outcome: code !== undefined && PERMANENT.has(code) ? 'give-up' : 'wait', why: describeError(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Whether the PostgreSQL server at `url` answers a query, asking again until `deadlineMs` while it
 * refuses or is not ready: a server restarting when the suite starts is waited for, as a slow one is.
 */
export async function probePostgres(url: string, options: ProbeOptions): Promise<PostgresProbe> {
  const deadline = Date.now() + options.deadlineMs;
  const where = new URL(url).host;
  for (;;) {
    const left = deadline - Date.now();
    const result = await attempt(url, Math.max(1000, Math.min(left, 20_000)));
    if (result.outcome === 'up') return { available: true };
    if (result.outcome === 'give-up') return { available: false, reason: `${where} refused us (${result.why})` };
    if (Date.now() >= deadline) {
      return { available: false, reason: `${where} did not answer within ${options.deadlineMs / 1000} s (${result.why})` };
    }
    options.onWait?.(result.why);
    await new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 500));
  }
}
