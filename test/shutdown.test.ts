import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase, testDialects } from './helpers/databases.js';
import { aSubmission, uniqueNumber } from './helpers/factories.js';
import { queriesWaitingOnLocks } from './helpers/postgres-locks.js';
import { type ServerProcess, startServerProcess, until } from './helpers/processes.js';
import { seedAgencyWithToken } from './helpers/seeded-agency.js';
import { createTestApp } from './helpers/test-app.js';

/** Sends a request and gives up on it (closes the socket) once `abandon` resolves, as a client timing out would. */
function sendAndAbandon(url: string, headers: Record<string, string>, body: string, abandon: Promise<void>): void {
  const request = http.request(url, { method: 'POST', headers });
  request.on('error', () => {});
  request.end(body);
  void abandon.then(() => request.destroy());
}

// PostgreSQL only: the test holds a lock from another session so that the submissions wait inside
// the database. (SQLite's lock wait would block the test's own event loop.)
describe.skipIf(!postgresAvailable)('shutdown', () => {
  it('lets submissions whose clients have gone away finish before the database closes: they are stored, not lost halfway', async () => {
    const t = await createTestApp('postgres');
    const { agency, token } = await t.agencyWithToken();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/v1/external/application`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const blocker = new pg.Client({ connectionString: t.config.databaseUrl });
    await blocker.connect();
    const monitor = new pg.Client({ connectionString: t.config.databaseUrl });
    await monitor.connect();
    const waitingBackends = () => queriesWaitingOnLocks(monitor);
    let abandon: () => void = () => {};
    const abandoned = new Promise<void>((resolve) => {
      abandon = resolve;
    });
    const numbers = Array.from({ length: 4 }, () => uniqueNumber());
    try {
      await blocker.query('begin');
      // Even reads of applications wait: a submission is then held at its first query.
      await blocker.query('lock table applications in access exclusive mode');
      for (const number of numbers) {
        sendAndAbandon(url, headers, JSON.stringify(aSubmission(agency, { sourceAgencyApplicationNumber: number })), abandoned);
      }
      // The submissions are stored in groups (db/group-commit.ts): the first groups wait on the lock,
      // in the database; any others wait behind them, in the server. Wait until all four are in.
      const connections = () =>
        new Promise<number>((resolve, reject) => t.app.server.getConnections((e, n) => (e ? reject(e) : resolve(n))));
      const deadline = Date.now() + 10_000;
      while (((await waitingBackends()) < 1 || (await connections()) < numbers.length) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await waitingBackends()).toBeGreaterThanOrEqual(1);
      expect(await connections()).toBe(numbers.length);
      await new Promise((resolve) => setTimeout(resolve, 200));
      abandon();

      let closed = false;
      const closing = t.app.close().then(() => {
        closed = true;
      });
      // The clients are gone and the server is closed, yet the writes are still waiting: close waits for
      // them. A fixed time, kept: what is tested is that close does NOT end meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closed).toBe(false);
      await blocker.query('commit');
      await closing;
      // What the server does next: close the database. Everything submitted is on disk by now.
      const stored = await t.database.db
        .selectFrom('applications')
        .select('source_unique_no')
        .where('source_unique_no', 'in', numbers)
        .execute();
      expect(stored.map((row) => row.source_unique_no).sort()).toEqual([...numbers].sort());
    } finally {
      await blocker.end();
      await monitor.end();
      await t.close();
    }
  });
});

/** What one submission met: an answer (status, and the problem's code for a 503), or a connection error. */
type Outcome = { readonly status: number; readonly code?: string } | { readonly error: string };

/** POSTs a submission on `agent`'s kept-alive connections. */
function submit(agent: http.Agent, url: string, token: string, body: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const code = status === 503 ? (JSON.parse(Buffer.concat(chunks).toString()) as { code?: string }).code : undefined;
        resolve(code === undefined ? { status } : { status, code });
      });
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(body);
  });
}

describe.each(testDialects)('a SIGTERM under load on kept-alive connections, `biopermit serve` on %s', (dialect) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server?.alive()) await server.crash();
    await database?.drop();
  });

  it('answers every request sent (stored, or 503 service_unavailable), and resets none', { timeout: 120_000 }, async () => {
    database = await createTestDatabase(dialect);
    const { agency, token } = await seedAgencyWithToken(database.url, 'DRAIN', 'Shutdown drain test agency');
    server = await startServerProcess({ DATABASE_URL: database.url, API_RATE_LIMIT_PER_MINUTE: '0', SCHEDULER_ENABLED: 'false' });
    const url = `${server.baseUrl}/api/v1/external/application`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 48 });
    const outcomes: Outcome[] = [];
    let refused = 0;
    // 48 submitters, each on its own kept-alive connection, sending the next as soon as the last is
    // answered, also after a 503 (a load balancer's retry on a new connection), until the service no
    // longer accepts connections: a refused connection sent nothing, so it is no lost request.
    const answered: number[] = Array(48).fill(0);
    const submitter = async (_: unknown, index: number) => {
      for (;;) {
        const outcome = await submit(agent, url, token, JSON.stringify(aSubmission(agency)));
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') {
          refused += 1;
          return;
        }
        outcomes.push(outcome);
        if ('error' in outcome) return;
        answered[index] = (answered[index] ?? 0) + 1;
      }
    };
    try {
      const submitters = Array.from({ length: 48 }, submitter);
      // Every submitter has had an answer, so each holds a kept-alive connection the service has accepted.
      await until(() => answered.every((count) => count > 0), 'an answer to every submitter');
      const exit = server.stop();
      await Promise.all(submitters);
      expect(await exit).toBe(0);

      const errors = outcomes.filter((o) => 'error' in o);
      expect(errors, `${errors.length} connection errors among ${outcomes.length} requests`).toEqual([]);
      const unexpected = outcomes.filter(
        (o) => !('status' in o) || !(o.status === 201 || (o.status === 503 && o.code === 'service_unavailable')),
      );
      expect(unexpected).toEqual([]);
      expect(refused).toBe(48);
    } finally {
      agent.destroy();
    }
  });
});
