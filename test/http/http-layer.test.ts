import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aSubmission } from '../helpers/factories.js';
import { parseResponse, type RawResponse, rawExchange, rawRequest } from '../helpers/raw-http.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  requestId: string;
}

/** A complete problem+json answer, with its request id in the header and the body alike. */
function expectRawProblem(response: RawResponse, status: number, code: string): Problem {
  expect(response.status, response.raw.slice(0, 300)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const problem = JSON.parse(response.body) as Problem;
  expect(problem).toMatchObject({ status, code, type: `/problems/${code}` });
  expect(problem.requestId).toBeTruthy();
  expect(response.headers['x-request-id']).toBe(problem.requestId);
  return problem;
}

const request = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;

/**
 * Every answer the service sends is problem+json with a request id, also those of the HTTP layer
 * that Fastify and Node used to write themselves. Raw sockets where inject cannot reach (Node's own
 * parser); HTTP alone, so SQLite suffices.
 */
describe('answers of the HTTP layer', () => {
  let t: TestApp;
  let port: number;
  let agency: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { HTTP_HEADERS_TIMEOUT_MS: '300', HTTP_REQUEST_TIMEOUT_MS: '300' });
    ({ agency, token } = await t.agencyWithToken());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('answers bad percent-encoding in the path with 400 malformed_request', async () => {
    const response = await rawRequest(
      port,
      request(`/api/v1/external/application/%E0%A4%A/agency/${agency}`, `Authorization: Bearer ${token}\r\n`),
    );
    const problem = expectRawProblem(response, 400, 'malformed_request');
    expect(problem.detail).toContain('percent-encoded');
  });

  it('answers a path segment longer than the router takes with 414 uri_too_long', async () => {
    const response = await rawRequest(port, request(`/api/v1/external/application/${'A'.repeat(500)}/agency/${agency}`));
    expectRawProblem(response, 414, 'uri_too_long');
  });

  it('answers oversized headers with 431 headers_too_large, written whole by the service', async () => {
    const response = await rawRequest(port, request('/healthz', `X-Padding: ${'a'.repeat(20_000)}\r\n`));
    const problem = expectRawProblem(response, 431, 'headers_too_large');
    expect(problem.instance).toBe(`urn:uuid:${problem.requestId}`);
    expect(response.headers.connection).toBe('close');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  });

  it('answers an over-long URL with 431 too (the request line counts towards the header limit)', async () => {
    const response = await rawRequest(port, request(`/api/v1/external/application/agency/${agency}?status=${'a'.repeat(20_000)}`));
    expectRawProblem(response, 431, 'headers_too_large');
  });

  it('answers requests that are not HTTP with 400 malformed_request', async () => {
    for (const garbage of [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n',
      'GET / HTTP/1.1\r\nBad Header\r\n\r\n',
    ]) {
      const response = await rawRequest(port, garbage);
      const problem = expectRawProblem(response, 400, 'malformed_request');
      expect(problem.detail).toMatch(/not well-formed HTTP/);
    }
  });

  it('answers a client that stops halfway through its headers with 408 request_timeout', async () => {
    const raw = await rawExchange(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', { waitMs: 5_000 });
    expectRawProblem(parseResponse(raw), 408, 'request_timeout');
  });

  it('runs its server with the configured timeouts', () => {
    expect(t.app.server.headersTimeout).toBe(300);
    expect(t.app.server.requestTimeout).toBe(300);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it('answers a wrong method on a known path with 405 and Allow, and an unknown path with 404', async () => {
    const submitPath = await t.app.inject({ method: 'DELETE', url: '/api/v1/external/application' });
    expect(submitPath.statusCode).toBe(405);
    expect(submitPath.headers.allow).toBe('POST');
    expect(json<Problem>(submitPath).code).toBe('method_not_allowed');
    expect(submitPath.headers['x-request-id']).toBe(json<Problem>(submitPath).requestId);

    const listPath = await t.app.inject({ method: 'PUT', url: `/api/v1/external/application/agency/${agency}?limit=1` });
    expect(listPath.statusCode).toBe(405);
    expect(listPath.headers.allow).toBe('GET, HEAD');

    const tokenPath = await t.app.inject({ method: 'GET', url: '/api/v1/oauth/token/' });
    expect(tokenPath.statusCode).toBe(405);
    expect(tokenPath.headers.allow).toBe('POST');

    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/v1/external/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(json<Problem>(unknown).code).toBe('not_found');
  });

  it('sends nosniff on every response, and no-store on every one that carries personal data', async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency),
    });
    const responses = {
      submitted,
      detail: await t.app.inject({ method: 'GET', url: String(submitted.headers.location), headers: bearer(token) }),
      list: await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) }),
      refused: await t.app.inject({ url: `/api/v1/external/application/agency/${agency}` }),
      notFound: await t.app.inject({ url: '/nothing' }),
      health: await t.app.inject({ url: '/healthz' }),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
    for (const url of ['/openapi.json', '/docs', '/.well-known/jwks.json']) {
      expect((await t.app.inject({ url })).headers['x-content-type-options'], url).toBe('nosniff');
    }
    // What carries no personal data may still be cached where its route says so.
    expect((await t.app.inject({ url: '/.well-known/jwks.json' })).headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('requests that arrive during shutdown', () => {
  it("get 503 problem+json with Connection: close and Retry-After, not Fastify's own JSON", async () => {
    const t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const closedByServer = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // Half a request: the connection is busy, so shutdown does not close it as idle.
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    // A fixed pause, kept: nothing outside Node's HTTP parser tells when it has read the half request.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.app.close();
    // Closing has begun (preClose ran) once the server no longer listens.
    await expect.poll(() => t.app.server.listening).toBe(false);
    socket.write('\r\n');
    await closedByServer;
    await closing;
    await t.database.close();
    const response = parseResponse(Buffer.concat(received).toString('latin1'));
    expectRawProblem(response, 503, 'service_unavailable');
    expect(response.headers.connection).toBe('close');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await t.close();
  });
});
