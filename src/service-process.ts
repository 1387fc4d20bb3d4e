import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import { subjectKeySealing } from './audit/subject-keys.js';
import type { Config, MetricsListenConfig } from './config.js';
import { type Database, openDatabase } from './db/database.js';
import { findEventTraceparent } from './events/event.repository.js';
import { type HealthProbes, type MetricsServer, startMetricsServer } from './metrics/metrics.server.js';
import { linkDeliveriesToEvents } from './observability/delivery-spans.js';
import { startTracing } from './observability/tracing.js';

/**
 * What the service's two long-running roles share (`serve`, server.ts, and `work`, worker.ts): the
 * database as they open it and their metrics listener. Apart from server.ts so that `work` does not
 * load the HTTP stack.
 */

/**
 * The /metrics listener. The default port (METRICS_PORT unset) taken costs only the metrics, with a
 * warning that names the setting: a second instance on one host, or another exporter on 9464, must
 * not keep the service down, nor make a crashed one unable to restart. A port set explicitly and
 * unavailable stops the start, with a message naming METRICS_PORT and the address.
 */
export async function listenForMetrics(
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  registry: Registry,
  listen: MetricsListenConfig,
  probes?: HealthProbes,
): Promise<MetricsServer | undefined> {
  try {
    const server = await startMetricsServer(registry, listen, probes);
    log.info({ host: listen.host, port: server.port }, 'metrics are served at /metrics');
    return server;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (listen.portConfigured) throw new Error(`METRICS_PORT=${listen.port}: /metrics cannot be served (${reason})`, { cause: error });
    log.warn(
      { host: listen.host, port: listen.port, err: { message: reason } },
      `/metrics is not served: the default metrics port ${listen.port} cannot be had (${reason}); ` +
        'set METRICS_PORT to a free port, or METRICS_PORT=off',
    );
    return undefined;
  }
}

/**
 * The service's database as `serve` and `work` open it. Connection failures are logged (once the
 * logger exists) as one line with the error's own fields, never the client object the driver hands
 * over with it.
 */
export async function openServiceDatabase(config: Config, logger: () => Pick<FastifyBaseLogger, 'warn'> | undefined): Promise<Database> {
  // Before the database is opened: its connections make query spans only if tracing is on by then.
  if (config.tracing !== undefined) await startTracing(config.tracing);
  const database = await openDatabase({
    url: config.databaseUrl,
    requireDurableWrites: config.requireDurableWrites,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
    sqliteCacheSizeMiB: config.sqliteCacheSizeMiB,
    plugins: [subjectKeySealing(config.tokens.signingKeyEncryptionKey)],
    onConnectionError: (error) =>
      logger()?.warn(
        { err: { type: error.name, message: error.message, code: (error as { code?: unknown }).code } },
        'a PostgreSQL connection failed; the requests using it fail, and a new one is opened on demand',
      ),
  });
  if (config.tracing !== undefined) linkDeliveriesToEvents((eventId) => findEventTraceparent(database.db, eventId));
  return database;
}
