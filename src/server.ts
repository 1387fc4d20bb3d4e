import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { type BackgroundWork, startBackgroundWork } from './jobs/service-jobs.js';

/**
 * Runs the service: migrate, listen, and on SIGTERM or SIGINT stop taking requests, let the ones in
 * flight finish (up to SHUTDOWN_TIMEOUT_MS), then close the database.
 */
export async function startServer(config: Config): Promise<void> {
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    requireDurableWrites: config.requireDurableWrites,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
    sqliteCacheSizeMiB: config.sqliteCacheSizeMiB,
    onConnectionError: (error) => log?.warn({ err: error }, 'a pooled PostgreSQL connection failed; a new one is opened on demand'),
  });
  const applied = await migrateToLatest(database.db);
  const { app } = await buildApp(config, database);
  log = app.log;
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  if (!config.requireDurableWrites) app.log.warn('ALLOW_NON_DURABLE_WRITES is on: a crash may lose acknowledged submissions');

  let background: BackgroundWork | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await background?.stop();
      await database.close();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.dialect }, 'biopermit is serving');
  background = await startBackgroundWork(config, database.db, app.log);
  if (stopping) await background.stop(); // a signal came while it started
}
