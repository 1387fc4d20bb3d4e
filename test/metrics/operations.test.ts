import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { startMetricsServer } from '../../src/metrics/metrics.server.js';
import { createTestDatabase, testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, requestToken, type TestApp } from '../helpers/test-app.js';

describe.each(testDialects)('health checks (%s)', (dialect) => {
  it('answers /healthz and /readyz while the database is up, and /readyz 503 once it is gone', async () => {
    const t = await createTestApp(dialect);
    try {
      expect(json(await t.app.inject({ url: '/healthz' }))).toEqual({ status: 'ok' });
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await t.database.close();
      const down = await t.app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(json<{ code: string }>(down).code).toBe('service_unavailable');
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.each(testDialects)('logs (%s)', (dialect) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => t?.close());

  it('are JSON lines with the request id, and never carry a secret or a token', async () => {
    const agency = await t.agency();
    const { clientId, clientSecret } = await t.client(agency);
    const issued = await requestToken(t.app, { clientId, clientSecret });
    const token = json<{ access_token: string }>(issued).access_token;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json', 'x-request-id': 'trace-logs-1' },
      payload: aSubmission(agency),
    });
    await t.app.inject({ url: `/api/v1/external/application/agency/${agency}?access_token=${token}` });
    await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(`${token}x`) });

    const output = lines.join('');
    expect(output).not.toContain(clientSecret);
    expect(output).not.toContain(token);
    const records = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; statusCode?: number });
    const completed = records.filter((r) => r.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(4);
    expect(completed.find((r) => r.reqId === 'trace-logs-1')?.statusCode).toBe(201);
  });

  it('log writes and failures at info, and successful reads only at debug', async () => {
    const { agency, token } = await t.agencyWithToken();
    await t.app.inject({
      url: `/api/v1/external/application/agency/${agency}`,
      headers: { ...bearer(token), 'x-request-id': 'quiet-read' },
    });
    await t.app.inject({
      url: `/api/v1/external/application/NOPE/agency/${agency}`,
      headers: { ...bearer(token), 'x-request-id': 'failed-read' },
    });
    const records = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string; level: number });
    expect(records.filter((r) => r.reqId === 'quiet-read')).toEqual([]);
    expect(records.find((r) => r.reqId === 'failed-read' && r.msg === 'request completed')?.level).toBe(30);
  });

  it('log successful reads too at LOG_LEVEL=debug, with the access token masked in the URL', async () => {
    const debugLines: string[] = [];
    const d = await createTestApp(dialect, { LOG_LEVEL: 'debug' }, { logStream: { write: (line: string) => void debugLines.push(line) } });
    try {
      const { agency, token } = await d.agencyWithToken();
      await d.app.inject({
        url: `/api/v1/external/application/agency/${agency}`,
        headers: { ...bearer(token), 'x-request-id': 'loud-read' },
      });
      await d.app.inject({
        url: `/api/v1/external/application/agency/${agency}?access_token=${token}`,
        headers: { 'x-request-id': 'url-token' },
      });
      const records = debugLines.map(
        (line) => JSON.parse(line) as { reqId?: string; msg: string; level: number; url?: string; statusCode?: number },
      );
      expect(records.find((r) => r.reqId === 'loud-read' && r.msg === 'request completed')).toMatchObject({ level: 20, statusCode: 200 });
      const refused = records.find((r) => r.reqId === 'url-token' && r.msg === 'request completed');
      expect(refused).toMatchObject({ level: 30, url: `/api/v1/external/application/agency/${agency}?access_token=[redacted]` });
      expect(debugLines.join('')).not.toContain(token);
    } finally {
      await d.close();
    }
  });
});

describe.each(testDialects)('durability (%s)', (dialect) => {
  it('commits durably by default, and relaxes only when the operator opts out', async () => {
    const target = await createTestDatabase(dialect);
    try {
      if (dialect === 'postgres') {
        // Even a database whose own default would acknowledge early gets durable commits from us.
        const admin = new pg.Client({ connectionString: target.url });
        await admin.connect();
        await admin.query(`alter database "${new URL(target.url).pathname.slice(1)}" set synchronous_commit = off`);
        await admin.end();
      }
      const setting = async (requireDurableWrites: boolean) => {
        const database = await openDatabase({ url: target.url, requireDurableWrites });
        try {
          await migrateToLatest(database.db);
          if (dialect === 'sqlite') {
            const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
            const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
            return `${journal.rows[0]?.journal_mode}/${sync.rows[0]?.synchronous}`;
          }
          const commit = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(database.db);
          return commit.rows[0]?.synchronous_commit;
        } finally {
          await database.close();
        }
      };
      // SQLite: WAL with synchronous=FULL (2), or NORMAL (1) when relaxed.
      expect(await setting(true)).toBe(dialect === 'sqlite' ? 'wal/2' : 'on');
      expect(await setting(false)).toBe(dialect === 'sqlite' ? 'wal/1' : 'off');
    } finally {
      await target.drop();
    }
  });
});

describe('metrics', () => {
  it('are served per route pattern on a listener of their own, counting submissions, and not on the API port', async () => {
    const t = await createTestApp('sqlite');
    const server = await startMetricsServer(t.metrics.registry, { host: '127.0.0.1', port: 0 });
    try {
      const { agency, token } = await t.agencyWithToken();
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency),
      });
      await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
      const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      const body = await metrics.text();
      expect(body).toContain('biopermit_applications_submitted_total 1');
      expect(body).toContain('route="/api/v1/external/application/agency/:sourceAgencyCode",status="200"');
      expect(body).not.toContain(agency);
      expect(body).toContain('biopermit_process_resident_memory_bytes');

      const onApiPort = await t.app.inject({ url: '/metrics' });
      expect(onApiPort.statusCode).toBe(404);
      expect(onApiPort.headers['content-type']).toContain('application/problem+json');
      const elsewhere = await fetch(`http://127.0.0.1:${server.port}/api/v1/external/application/agency/${agency}`);
      expect(elsewhere.status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(405);
    } finally {
      await server.close();
      await t.close();
    }
  });
});
