import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from './helpers/databases.js';
import { aSubmission, uniqueNumber } from './helpers/factories.js';
import { queriesWaitingOnLocks } from './helpers/postgres-locks.js';
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
      // The clients are gone and the server is closed, yet the writes are still waiting: close waits for them.
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
