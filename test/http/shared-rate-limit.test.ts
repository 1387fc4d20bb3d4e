import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { sharedWindowCounters } from '../../src/http/shared-rate-limit.js';
import { createMigratedTestDatabase, postgresAvailable, type TestDatabase } from '../helpers/databases.js';
import { bearer, createTestApp, json, requestToken, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 30 §2: on PostgreSQL the rate limits hold across processes. Two apps on one database stand for
 * two processes behind a load balancer: a client's requests alternate between them and the limit is
 * the limit, not twice it. A key past its limit is answered from memory; a database that does not
 * answer leaves each process counting on its own, saying so once.
 */

describe.skipIf(!postgresAvailable)('rate limits shared by every process (postgres)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const limits = { API_RATE_LIMIT_PER_MINUTE: '4', TOKEN_RATE_LIMIT_PER_MINUTE: '3' };
    first = await createTestApp('postgres', limits);
    // The second process: the same database (its URL), its own app, counters and memory.
    second = await createTestApp('postgres', { ...limits, DATABASE_URL: first.config.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('allows a client four requests a minute in all, whichever process answers, then 429 from both', async () => {
    const agency = await first.agency();
    const token = await first.clientToken(agency);
    const list = (t: TestApp) => t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    // The token request went to the token endpoint, not the API: four API requests are left.
    const answers = [await list(first), await list(second), await list(first), await list(second)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => /;r=(\d+);/.exec(String(answer.headers.ratelimit))?.[1])).toEqual(['3', '2', '1', '0']);
    for (const t of [first, second]) {
      const limited = await list(t);
      expect(limited.statusCode).toBe(429);
      expect(json<{ code: string }>(limited).code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client of the agency has its own count.
    const other = await second.clientToken(agency);
    const otherAnswer = await first.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(other) });
    expect(otherAnswer.statusCode).toBe(200);
  });

  it('counts an address at the token endpoint across processes: three tries in all, then 429', async () => {
    const agency = await first.agency();
    const credentials = await first.client(agency);
    const from = (t: TestApp) => requestToken(t.app, credentials, { remoteAddress: '10.30.0.1' });
    expect([(await from(first)).statusCode, (await from(second)).statusCode, (await from(first)).statusCode]).toEqual([200, 200, 200]);
    expect((await from(second)).statusCode).toBe(429);
    expect((await from(first)).statusCode).toBe(429);
    // Another address is not held back by this one.
    expect((await requestToken(second.app, credentials, { remoteAddress: '10.30.0.2' })).statusCode).toBe(200);
  });
});

describe.skipIf(!postgresAvailable)('the shared counter itself (postgres)', () => {
  let testDatabase: TestDatabase;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let logged: string[];
  const log = () => {
    logged = [];
    const lines = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    });
    return pino({ level: 'info' }, lines);
  };
  beforeAll(async () => {
    testDatabase = await createMigratedTestDatabase('postgres');
    database = await openDatabase({ url: testDatabase.url, requireDurableWrites: false, poolSize: 2 });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it('answers a key past its limit from memory: the database counts no hit after the one that went over', async () => {
    const counter = sharedWindowCounters(database.db, log())('memory-test', 2);
    const counts = [];
    for (let i = 0; i < 8; i++) counts.push((await counter.hit('10.40.0.1')).count);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const rows = await database.db.selectFrom('rate_limit_windows').select('hits').execute();
    expect(rows.map((row) => row.hits)).toEqual([3]);
  });

  it('keeps the address out of the table: only a hash of the limit and the key is stored', async () => {
    await sharedWindowCounters(database.db, log())('hash-test', 5).hit('10.50.0.1');
    const keys = (await database.db.selectFrom('rate_limit_windows').select('key').execute()).map((row) => row.key);
    expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
  });

  it('counts in the process when the database does not answer, and says so once in the log', async () => {
    const closed = await openDatabase({ url: testDatabase.url, requireDurableWrites: false, poolSize: 1 });
    await closed.close();
    const counter = sharedWindowCounters(closed.db, log())('outage-test', 2);
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await counter.hit('10.60.0.1')).count);
    expect(counts).toEqual([1, 2, 3]);
    const warnings = logged.filter((line) => line.includes('the database does not answer'));
    expect(warnings).toHaveLength(1);
  });
});
