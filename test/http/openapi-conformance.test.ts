import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentConformance, guardConformance, type SentResponse } from '../helpers/openapi-conformance.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const DETAIL_ROUTE = '/api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode';
const problem = (status: number, code: string) =>
  JSON.stringify({ type: `/problems/${code}`, title: 't', status, detail: 'd', instance: '/x', code, requestId: 'r' });

describe('the check of every test response against the OpenAPI document', () => {
  let t: TestApp;
  let checker: DocumentConformance;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    checker = new DocumentConformance(t.app.swagger());
  });
  afterAll(async () => t?.close());

  const detail = (overrides: Partial<SentResponse>): SentResponse => ({
    method: 'GET',
    url: '/api/v1/external/application/ABS-2026-000001/agency/BMB',
    route: DETAIL_ROUTE,
    hidden: false,
    status: 404,
    headers: { 'content-type': 'application/problem+json', 'x-request-id': 'r' },
    body: problem(404, 'not_found'),
    ...overrides,
  });

  it('accepts a documented answer', () => {
    expect(checker.check(detail({}))).toEqual([]);
  });

  it('refuses a status the operation does not list', () => {
    expect(checker.check(detail({ status: 409, body: problem(409, 'conflict') })).join()).toContain('status 409 is not documented');
  });

  it('refuses a content type the status does not list', () => {
    expect(checker.check(detail({ headers: { 'content-type': 'application/json', 'x-request-id': 'r' } })).join()).toContain(
      'content type "application/json" is not documented',
    );
  });

  it("refuses a body that breaks the status's schema, including a code of another status", () => {
    expect(checker.check(detail({ body: JSON.stringify({ message: 'Not Found' }) })).join()).toContain('does not match its schema');
    expect(checker.check(detail({ body: problem(404, 'forbidden') })).join()).toContain('does not match its schema');
  });

  it('refuses an answer without a header the document says is always sent', () => {
    const unauthorized = detail({ status: 401, body: problem(401, 'unauthorized') });
    expect(checker.check(unauthorized).join()).toContain('header WWW-Authenticate');
    expect(checker.check({ ...unauthorized, headers: { ...unauthorized.headers, 'www-authenticate': 'Bearer' } })).toEqual([]);
  });

  it('refuses a route the document does not have', () => {
    expect(checker.check(detail({ route: '/api/v1/internal/:id' })).join()).toContain('not an operation of the document');
  });

  it('leaves hidden routes alone, and checks the problem bodies of answers no route made', () => {
    expect(checker.check(detail({ route: '/metrics', hidden: true, status: 200, body: '# metrics' }))).toEqual([]);
    expect(checker.check(detail({ route: undefined, status: 405, body: problem(405, 'method_not_allowed') }))).toEqual([]);
    expect(checker.check(detail({ route: undefined, body: '{"statusCode":404}' })).join()).toContain('does not match its schema');
  });

  it('fails the injected request of an app whose answer the document does not describe', async () => {
    const app = Fastify();
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    app.get(
      '/teapot',
      { schema: { response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
      async (_request, reply) => reply.code(418 as 200).send({ ok: true }),
    );
    const guard = guardConformance(app);
    await app.ready();
    guard.start();
    await expect(app.inject({ url: '/teapot' })).rejects.toThrow('status 418 is not documented for GET /teapot');
    await app.close();
  });
});
