import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { rawRequest } from '../helpers/raw-http.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Problem {
  code: string;
  detail: string;
  requestId: string;
  errors?: { pointer?: string; parameter?: string; detail: string }[];
}

function expectRefused(response: LightMyRequestResponse, parameter: string, detail: RegExp): Problem {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = json<Problem>(response);
  expect(problem.code).toBe('validation_failed');
  expect(problem.errors).toContainEqual({ parameter, detail: expect.stringMatching(detail) });
  return problem;
}

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SOME_UUID = '0190a2b3-0000-7000-8000-000000000001';

/**
 * Text outside JSON bodies gets the checks body text gets: NUL and lone surrogates are refused (a
 * 500 from PostgreSQL's driver before), and so is text that is not valid percent-encoded UTF-8, in
 * every path and query parameter and in cursor contents, on both databases alike.
 */
describe.each(testDialects)('text outside the body (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  let registrationNo: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ agency, token } = await t.agencyWithToken());
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency),
    });
    registrationNo = json<{ registrationNo: string }>(submitted).registrationNo;
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ url, headers: bearer(token) });

  it('refuses a NUL character in a path parameter with 400 naming it, in either parameter of the detail', async () => {
    expectRefused(await get(`/api/v1/external/application/ABS%00X/agency/${agency}`), 'cnaApplicationUniqueNo', /NUL/);
    expectRefused(await get(`/api/v1/external/application/${registrationNo}/agency/A%00B`), 'sourceAgencyCode', /NUL/);
    expectRefused(await get('/api/v1/external/application/agency/A%00B'), 'sourceAgencyCode', /NUL/);
  });

  it('refuses a NUL character in any query parameter with 400 naming it', async () => {
    const list = `/api/v1/external/application/agency/${agency}`;
    expectRefused(await get(`${list}?status=sub%00mitted`), 'status', /NUL/);
    expectRefused(await get(`${list}?applicationType=research%00`), 'applicationType', /NUL/);
    expectRefused(await get(`${list}?cursor=%00`), 'cursor', /NUL/);
  });

  it('refuses query text that is not valid percent-encoded UTF-8, a lone surrogate included, naming the parameter', async () => {
    const list = `/api/v1/external/application/agency/${agency}`;
    expectRefused(await get(`${list}?status=%E0%A4%A`), 'status', /percent-encoded UTF-8/);
    expectRefused(await get(`${list}?applicationType=%ED%A0%80`), 'applicationType', /percent-encoded UTF-8/);
    expectRefused(await get(`${list}?status=%FF`), 'status', /percent-encoded UTF-8/);
  });

  it('refuses a lone surrogate in a path parameter as a malformed request, with problem+json', async () => {
    const response = await get(`/api/v1/external/application/%ED%A0%80/agency/${agency}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(json<Problem>(response).code).toBe('malformed_request');
    expect(json<Problem>(response).requestId).toBe(response.headers['x-request-id']);
  });

  it('refuses forged cursors whose contents the database would choke on or misread', async () => {
    const list = `/api/v1/external/application/agency/${agency}`;
    const forged = [
      ['c', '2026-01-01T00:00:00.000Z\u0000', SOME_UUID],
      ['c', '2016-12-31T23:59:60.000Z', SOME_UUID],
      ['c', '2026-01-01 00:00:00', SOME_UUID],
      ['c', '2026-01-01T00:00:00.000Z', `${SOME_UUID}\u0000`],
      ['c', '\ud800', SOME_UUID],
    ];
    for (const cursor of forged) {
      expectRefused(await get(`${list}?cursor=${cursorOf(cursor)}`), 'cursor', /not a cursor this service issued/);
    }
    // The shape this service issues still pages.
    expect((await get(`${list}?cursor=${cursorOf(['c', '2099-01-01T00:00:00.000Z', SOME_UUID])}`)).statusCode).toBe(200);
  });

  it('still serves the same parameters when their text is sound, escaped or not', async () => {
    expect((await get(`/api/v1/external/application/${encodeURIComponent(registrationNo)}/agency/${agency}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/external/application/agency/${agency}?status=submitted&applicationType=r%C3%A9search`)).statusCode).toBe(
      200,
    );
  });

  describe('repeated headers (raw sockets: inject merges them into one)', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('refuses a request with two Authorization headers, whichever token comes first', async () => {
      const other = await t.agencyWithToken();
      for (const [first, second] of [
        [token, other.token],
        [other.token, token],
        [token, token],
      ]) {
        const response = await rawRequest(
          port,
          `GET /api/v1/external/application/agency/${agency} HTTP/1.1\r\nHost: x\r\n` +
            `Authorization: Bearer ${first}\r\nAuthorization: Bearer ${second}\r\nConnection: close\r\n\r\n`,
        );
        expect(response.status).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        const problem = JSON.parse(response.body) as Problem;
        expect(problem.code).toBe('invalid_token_request');
        expect(problem.detail).toContain('one Authorization header');
        expect(response.headers['www-authenticate']).toContain('error="invalid_request"');
        expect(response.headers['x-request-id']).toBe(problem.requestId);
      }
    });

    it('refuses a submission with two Content-Type headers and stores nothing', async () => {
      const body = JSON.stringify(aSubmission(agency));
      const submission = JSON.parse(body) as { sourceAgencyApplicationNumber: string };
      const response = await rawRequest(
        port,
        `POST /api/v1/external/application HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
      expect(response.status).toBe(400);
      expect((JSON.parse(response.body) as Problem).code).toBe('malformed_request');
      const stored = await t.database.db
        .selectFrom('applications')
        .select('id')
        .where('source_unique_no', '=', submission.sourceAgencyApplicationNumber)
        .execute();
      expect(stored).toEqual([]);
    });
  });
});
