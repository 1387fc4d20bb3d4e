import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface LogRecord {
  level: number;
  msg: string;
  reqId?: string;
  outage?: string;
  err?: { message?: string; stack?: string };
}

describe('a full disk under SQLite (max_page_count reached)', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => t?.close());

  const submit = (token: string, body: unknown, requestId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json', 'x-request-id': requestId },
      payload: JSON.stringify(body),
    });

  it('answers 507 storage_full with Retry-After (not 503: the database answers), logs the full disk as such, stores nothing, and recovers', async () => {
    const { agency, token } = await t.agencyWithToken();
    expect((await submit(token, aSubmission(agency), 'before-full')).statusCode).toBe(201);
    // No free pages left inside the file either (a migration that rebuilds a table leaves some): the
    // next write must grow the file, which max_page_count then forbids.
    await sql`vacuum`.execute(t.database.db);
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.database.db);
    const pageCount = Number(pages.rows[0]?.page_count);
    await sql.raw(`pragma max_page_count = ${pageCount}`).execute(t.database.db);

    // Large enough to need new pages: a few kilobytes of text in every location.
    const body = aSubmission(agency, { additionalNotes: 'n'.repeat(4000), purpose: 'p'.repeat(1000) });
    const full = await submit(token, body, 'disk-full');
    expect(full.statusCode, full.body).toBe(507);
    expect(full.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = json<{ code: string; detail: string }>(full);
    expect(problem.code).toBe('storage_full');
    expect(problem.detail).toContain('storage is full');
    expect(problem.detail).not.toContain('cannot reach');
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);

    const records = lines.map((line) => JSON.parse(line) as LogRecord).filter((r) => r.reqId === 'disk-full');
    const logged = records.find((r) => r.level >= 50);
    expect(logged?.msg).toContain('storage full: the database is out of disk space');
    expect(logged?.msg).toContain('SQLITE_FULL');
    expect(logged?.outage).toBe('disk_full');
    expect(lines.join('')).not.toContain('cannot rollback');

    const stored = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('source_unique_no', '=', body.sourceAgencyApplicationNumber)
      .execute();
    expect(stored).toEqual([]);

    await sql.raw('pragma max_page_count = 1073741823').execute(t.database.db);
    expect((await submit(token, body, 'after-full')).statusCode).toBe(201);
  });
});

describe.each(testDialects)('a database that has gone away (%s)', (dialect) => {
  it('answers the external operations with 503 service_unavailable and Retry-After, not 500', async () => {
    const t = await createTestApp(dialect);
    try {
      const { agency, token } = await t.agencyWithToken();
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency),
      });
      const detailUrl = String(submitted.headers.location);
      await t.database.close();
      for (const request of [
        { url: detailUrl },
        { url: `/api/v1/external/application/agency/${agency}` },
        {
          method: 'POST' as const,
          url: '/api/v1/external/application',
          payload: aSubmission(agency),
          headers: { 'content-type': 'application/json' },
        },
      ]) {
        const response = await t.app.inject({ ...request, headers: { ...bearer(token), ...request.headers } });
        expect(response.statusCode, `${request.url}: ${response.body}`).toBe(503);
        expect(json<{ code: string }>(response).code).toBe('service_unavailable');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await t.close();
    }
  });
});
