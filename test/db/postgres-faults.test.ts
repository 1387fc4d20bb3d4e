import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres } from '../helpers/private-postgres.js';
import { type ServerProcess, startServerProcess } from '../helpers/processes.js';
import { seedAgencyWithToken } from '../helpers/seeded-agency.js';

interface Answer {
  readonly status: number;
  readonly code?: string;
  readonly retryAfter: string | null;
}

/** Requests as an agency's system makes them: submit, read it back, list; each answer kept. */
function agencyTraffic(server: ServerProcess, agency: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const answers: Answer[] = [];
  const record = async (response: Response): Promise<Response> => {
    const body = await response.text();
    let code: string | undefined;
    if (response.status >= 400) code = (JSON.parse(body) as { code: string }).code;
    answers.push({ status: response.status, code, retryAfter: response.headers.get('retry-after') });
    return response;
  };
  const once = async () => {
    const submitted = await record(
      await fetch(`${server.baseUrl}/api/v1/external/application`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(aSubmission(agency)),
      }),
    );
    const location = submitted.headers.get('location');
    if (location !== null) await record(await fetch(`${server.baseUrl}${location}`, { headers }));
    await record(await fetch(`${server.baseUrl}/api/v1/external/application/agency/${agency}?limit=5`, { headers }));
  };
  return { answers, once };
}

/** Answers allowed while the database fails: success, or a 503 problem that says when to retry. */
function expectOnlySuccessOrUnavailable(answers: readonly Answer[]): void {
  for (const answer of answers) {
    if (answer.status === 503) {
      expect(answer.code).toBe('service_unavailable');
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    } else {
      expect([200, 201]).toContain(answer.status);
    }
  }
}

async function terminateServiceSessions(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const result = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'biopermit' and pid <> pg_backend_pid()`,
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const connectionLogLines = (output: string) => output.split('\n').filter((line) => line.includes('a PostgreSQL connection failed'));

describe.skipIf(!postgresAvailable)("the service's PostgreSQL sessions terminated under load", () => {
  let server: ServerProcess | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('fail only the requests using them: the process survives, and later requests succeed', async () => {
    database = await createTestDatabase('postgres');
    const { agency, token } = await seedAgencyWithToken(database.url, 'FAULTS', 'Faults');
    server = await startServerProcess({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '4', API_RATE_LIMIT_PER_MINUTE: '0' });
    const traffic = agencyTraffic(server, agency, token);

    let loading = true;
    const workers = Array.from({ length: 6 }, async () => {
      while (loading) await traffic.once();
    });
    let terminated = 0;
    for (let round = 0; round < 12; round++) {
      // The faults' rhythm (kept): sessions are cut every 150 ms while the traffic runs.
      await new Promise((resolve) => setTimeout(resolve, 150));
      terminated += await terminateServiceSessions(database.url);
      expect(server.alive(), server.output().slice(-3000)).toBe(true);
    }
    loading = false;
    await Promise.all(workers);

    expect(terminated).toBeGreaterThan(0);
    expect(server.alive(), server.output().slice(-3000)).toBe(true);
    expectOnlySuccessOrUnavailable(traffic.answers);
    // Once the sessions are no longer being killed, everything is served again.
    const after = agencyTraffic(server, agency, token);
    for (let i = 0; i < 3; i++) await after.once();
    expect(after.answers.map((a) => a.status)).toEqual(Array.from({ length: 9 }, (_, i) => (i % 3 === 0 ? 201 : 200)));
    // The lost connections are logged one short line each: the error, not the client object.
    const lines = connectionLogLines(server.output());
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const record = JSON.parse(line) as { err: { message: string } };
      expect(record.err.message).toBeTruthy();
      expect(line.length).toBeLessThan(1000);
      expect(line).not.toContain('_connectionCallback');
    }
  });
});

const binaries = postgresBinaries();
if (binaries === undefined && process.env.CI === 'true') {
  throw new Error('CI=true but the PostgreSQL server binaries (/usr/lib/postgresql/*/bin) are missing: the restart test must run under CI');
}
if (binaries === undefined) {
  console.warn('PostgreSQL server binaries not found under /usr/lib/postgresql: the PostgreSQL restart test is SKIPPED.');
}

describe.skipIf(binaries === undefined)('a PostgreSQL server restart (a private server, started by the test)', () => {
  let postgres: PrivatePostgres | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    await postgres?.destroy();
  });

  it('answers 503 with Retry-After while the server is down, and serves again once it is back, in the same process', async () => {
    postgres = await startPrivatePostgres(binaries as string);
    const { agency, token } = await seedAgencyWithToken(postgres.url, 'FAULTS', 'Faults');
    server = await startServerProcess({ DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '4', API_RATE_LIMIT_PER_MINUTE: '0' });
    const before = agencyTraffic(server, agency, token);
    await before.once();
    expect(before.answers.map((a) => a.status)).toEqual([201, 200, 200]);

    // Requests in flight when the server goes down, and requests while it is down.
    const during = agencyTraffic(server, agency, token);
    const inFlight = Promise.all(Array.from({ length: 4 }, () => during.once()));
    await postgres.stop();
    await inFlight;
    await during.once();
    expect(during.answers.at(-1)?.status).toBe(503);
    expectOnlySuccessOrUnavailable(during.answers);
    expect(server.alive(), server.output().slice(-3000)).toBe(true);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);

    await postgres.start();
    const after = agencyTraffic(server, agency, token);
    await expect.poll(async () => (await fetch(`${server?.baseUrl}/readyz`)).status, { timeout: 30_000, interval: 250 }).toBe(200);
    for (let i = 0; i < 3; i++) await after.once();
    expect(after.answers.map((a) => a.status)).toEqual(Array.from({ length: 9 }, (_, i) => (i % 3 === 0 ? 201 : 200)));
    expect(server.alive()).toBe(true);
    // The log names the cause of the 503s.
    expect(server.output()).toMatch(
      /database unavailable: the (connection to the database was lost|database cannot be reached|database server is shutting down)/,
    );
  });
});
