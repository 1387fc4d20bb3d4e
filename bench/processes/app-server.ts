import { type ServerProcess, startServerProcess } from './server-process.js';

/**
 * The real service, started as an operator would start it (`biopermit serve`), with its defaults:
 * durable writes (SQLite synchronous=FULL), a 256 MiB SQLite cache, a pool of 10 for PostgreSQL.
 * LOG_LEVEL=warn, as in production: request logging at info would measure pino, not the service.
 * The per-client rate limit is off (the load comes from a few tokens far past any sane limit), and
 * so is the metrics listener (its fixed port would collide with another server's).
 */
export function startAppServer(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess(
    ['bin/biopermit.js', 'serve'],
    { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '0', METRICS_PORT: 'off' },
    '/readyz',
  );
}
