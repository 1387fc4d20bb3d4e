import type { BareRoute } from '../bare/bare-server.js';
import type { RequestSpec } from './load-test.js';

/**
 * Sends one request to the service and keeps its response, for the bare route to replay. Also
 * the run's smoke test: a workload that does not get a 2xx is a broken benchmark, not a slow one.
 */
export async function captureResponse(baseUrl: string, spec: RequestSpec, barePath: string): Promise<BareRoute> {
  const response = await fetch(`${baseUrl}${spec.path}`, { method: spec.method, headers: spec.headers, body: spec.body });
  const body = await response.text();
  if (!response.ok) throw new Error(`${spec.method} ${spec.path} answered ${response.status}: ${body.slice(0, 500)}`);
  const headers: Record<string, string> = { 'content-type': response.headers.get('content-type') ?? 'application/json' };
  const location = response.headers.get('location');
  if (location !== null) headers.location = location;
  return { method: spec.method, path: barePath, status: response.status, headers, body };
}
