import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics: request rate, errors and latency per route pattern, submissions, and the
 * process's own (memory, event-loop lag, GC). One registry per app, so tests stay independent.
 * They are served by a listener of their own (metrics.server.ts), never on the API's port.
 */
export interface Metrics {
  readonly registry: Registry;
  /** How many submissions one commit carried (db/group-commit.ts): 1 when idle, more under load. */
  readonly writeGroupSize: Histogram;
  readonly readBatchSize: Histogram;
}

export function installMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'biopermit_' });
  const requests = new Histogram({
    name: 'biopermit_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const submissions = new Counter({
    name: 'biopermit_applications_submitted_total',
    help: 'Applications created by submission (repeats of the same body not counted)',
    registers: [registry],
  });

  const writeGroupSize = new Histogram({
    name: 'biopermit_write_group_size',
    help: 'Submissions committed together in one transaction (group commit)',
    buckets: [1, 2, 4, 8, 16, 32],
    registers: [registry],
  });

  const readBatchSize = new Histogram({
    name: 'biopermit_read_batch_size',
    help: 'Detail reads answered together by one query (batched reads)',
    buckets: [1, 2, 4, 8, 16, 32, 64],
    registers: [registry],
  });

  // One app-wide hook: every route, present and future, is measured by its pattern without doing
  // anything. The pattern, not the URL, so agency codes and numbers do not explode the label set.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 201 && route === '/api/v1/external/application') submissions.inc();
    done();
  });
  return { registry, writeGroupSize, readBatchSize };
}
