import { type AddressInfo, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { migrateToLatest } from './db/database.js';
import { closeGracefully } from './http/in-flight.js';
import { type BackgroundWork, startBackgroundWork } from './jobs.js';
import type { MetricsServer } from './metrics/metrics.server.js';
import { stopTracing } from './observability/tracing.js';
import { listenForMetrics, openServiceDatabase } from './service-process.js';
import { warnIfNodeEndOfLife } from './shared/node-release.js';

/** The port actually bound (PORT=0 asks the system for a free one). */
function listeningPort(app: { server: { address(): unknown } }, configured: number): number {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? (address as AddressInfo).port : configured;
}

function serviceAddress(host: string, port: number): string {
  return `http://${isIPv6(host) ? `[${host}]` : host}:${port}`;
}

/** Who can reach the API, said where the address is logged: loopback is the default (HOST). */
function reachability(host: string): string {
  const loopback = host === 'localhost' || host === '::1' || /^127\./.test(host);
  return loopback
    ? 'only this machine can reach it (set HOST, e.g. HOST=0.0.0.0, to serve other machines)'
    : `reachable from other machines through ${host === '0.0.0.0' || host === '::' ? 'every interface' : host} (HOST)`;
}

/** What `serve` runs besides the API. */
export interface ServeOptions {
  /**
   * Whether this process also runs the work (scheduled jobs, webhook deliveries, mail): true by
   * default; false for `serve --no-work`, when `biopermit work` processes do it (docs/OPERATIONS.md).
   */
  readonly work: boolean;
}

/**
 * Runs the service: migrate, listen (the API, and /metrics on a listener of its own), and on SIGTERM
 * or SIGINT stop taking requests, let the ones in flight finish (up to SHUTDOWN_TIMEOUT_MS), then
 * close the database. Server timeouts come from configuration (buildApp passes them to Fastify).
 */
export async function startServer(config: Config, options: ServeOptions = { work: true }): Promise<void> {
  let log: FastifyBaseLogger | undefined;
  const database = await openServiceDatabase(config, () => log);
  const applied = await migrateToLatest(database.db);
  const { app, metrics } = await buildApp(config, database);
  log = app.log;
  warnIfNodeEndOfLife(app.log);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  if (!config.requireDurableWrites) app.log.warn('ALLOW_NON_DURABLE_WRITES is on: a crash may lose acknowledged submissions');

  let metricsServer: MetricsServer | undefined;
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
      await metricsServer?.close();
      await closeGracefully(app, Math.min(config.shutdownDrainMs, config.shutdownTimeoutMs / 2));
      await background?.stop();
      await database.close();
      if (config.tracing !== undefined && !(await stopTracing()).flushed) {
        app.log.warn(
          { tracesUrl: config.tracing.tracesUrl },
          'the last spans could not be exported (the OTLP collector did not take them)',
        );
      }
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics !== undefined) metricsServer = await listenForMetrics(app.log, metrics.registry, config.metrics);
  } catch (error) {
    // The API's port taken, or a metrics port the operator set: stop whole rather than serve half.
    // (Node's message names the address: "listen EADDRINUSE: address already in use 127.0.0.1:9464".)
    await app.close();
    await database.close();
    throw error;
  }
  app.log.info(
    { database: database.dialect, host: config.host, port: listeningPort(app, config.port) },
    `biopermit is serving at ${serviceAddress(config.host, listeningPort(app, config.port))}: ${reachability(config.host)}`,
  );
  if (options.work) background = await startBackgroundWork(config, database.db, app.log);
  else app.log.info({}, 'serve --no-work: this process serves the API only; `biopermit work` processes run the jobs, deliveries and mail');
  if (stopping) await background?.stop(); // a signal came while it started
}
