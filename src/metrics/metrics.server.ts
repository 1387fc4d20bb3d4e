import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The port it listens on (useful when asked for port 0). */
  readonly port: number;
  close(): Promise<void>;
}

function problem(response: http.ServerResponse, status: number, code: string, title: string, detail: string): void {
  const body = JSON.stringify({ type: `/problems/${code}`, title, status, detail, code });
  response.writeHead(status, {
    'content-type': 'application/problem+json',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    ...(status === 405 ? { allow: 'GET, HEAD' } : {}),
  });
  response.end(body);
}

/**
 * What a process without the HTTP API (`biopermit work`) answers beside /metrics: `/healthz` (the
 * process is up) and `/readyz` (its database answers), the API's own probes, so that an orchestrator
 * watches both roles alike.
 */
export interface HealthProbes {
  /** Resolves when the database answers a query. */
  ready(): Promise<void>;
}

function status(response: http.ServerResponse, method: string | undefined): void {
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  response.end(method === 'HEAD' ? undefined : JSON.stringify({ status: 'ok' }));
}

function answerProbe(path: string, probes: HealthProbes, request: http.IncomingMessage, response: http.ServerResponse): void {
  if (path === '/healthz') {
    status(response, request.method);
    return;
  }
  probes.ready().then(
    () => status(response, request.method),
    () => problem(response, 503, 'service_unavailable', 'Service unavailable', 'The database does not answer'),
  );
}

/**
 * GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT, 127.0.0.1:9464 by default), so
 * the metrics stay off the public API port without a proxy in front. A plain Node server: it has one
 * route (three with `probes`), no auth and no body, and must keep answering while the API is busy.
 */
export async function startMetricsServer(
  registry: Registry,
  listen: { host: string; port: number },
  probes?: HealthProbes,
): Promise<MetricsServer> {
  const routes = probes === undefined ? ['/metrics'] : ['/metrics', '/healthz', '/readyz'];
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (!routes.includes(path))
      return problem(
        response,
        404,
        'not_found',
        'No such resource',
        `Only ${routes.join(', ')} ${routes.length === 1 ? 'is' : 'are'} served here`,
      );
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return problem(response, 405, 'method_not_allowed', 'Method not allowed', `${path} answers GET and HEAD`);
    }
    if (probes !== undefined && path !== '/metrics') {
      answerProbe(path, probes, request, response);
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => problem(response, 500, 'internal_error', 'Internal server error', 'The metrics could not be collected'),
    );
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
