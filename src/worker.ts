import os from 'node:os';
import { pino } from 'pino';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { type Config, ConfigError } from './config.js';
import { migrateToLatest } from './db/database.js';
import { loggerOptions } from './http/request-context.js';
import { type BackgroundWork, startBackgroundWork } from './jobs.js';
import type { MetricsServer } from './metrics/metrics.server.js';
import { stopTracing } from './observability/tracing.js';
import { listenForMetrics, openServiceDatabase } from './service-process.js';
import { warnIfNodeEndOfLife } from './shared/node-release.js';

/**
 * `biopermit work`: the service's work without its HTTP API — the scheduled jobs, and with them the
 * webhook deliveries and the mail — for deployments that run the API (`serve --no-work`) and the work
 * in processes of their own (docs/OPERATIONS.md, "Process roles"). Its only listener is the metrics
 * one (METRICS_HOST:METRICS_PORT), which here also answers /healthz and /readyz. On SIGTERM or SIGINT
 * it stops the work (runs under way are cancelled and given back for another process), then closes
 * the database, within SHUTDOWN_TIMEOUT_MS.
 */
export async function startWorker(config: Config): Promise<void> {
  if (!config.scheduler.enabled) {
    throw new ConfigError('SCHEDULER_ENABLED', 'is false, and `biopermit work` runs nothing else: unset it for this process');
  }
  const log = pino({ ...loggerOptions(config.logLevel), base: { pid: process.pid, hostname: os.hostname(), role: 'work' } });
  const database = await openServiceDatabase(config, () => log);
  let metricsServer: MetricsServer | undefined;
  let background: BackgroundWork | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    warnIfNodeEndOfLife(log);
    if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'biopermit_' });
    if (config.metrics !== undefined) {
      metricsServer = await listenForMetrics(log, registry, config.metrics, { ready: () => database.ping() });
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await background?.stop();
      await metricsServer?.close();
      await database.close();
      if (config.tracing !== undefined && !(await stopTracing()).flushed) {
        log.warn({ tracesUrl: config.tracing.tracesUrl }, 'the last spans could not be exported (the OTLP collector did not take them)');
      }
      log.info('stopped');
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  background = await startBackgroundWork(config, database.db, log);
  log.info(
    { database: database.dialect, metricsPort: metricsServer?.port ?? null },
    'biopermit is working: scheduled jobs, webhook deliveries and mail, no HTTP API',
  );
  if (stopping) await background.stop(); // a signal came while it started
}
