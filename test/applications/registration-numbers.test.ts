import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { loadConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/database.js';
import { postgresAvailable } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { FAILURE_MARK, failMarkedSubmissions } from '../helpers/failure-injection.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Several server processes on one PostgreSQL: each app here has its own connection pool, so the
 * database sees independent sessions racing exactly as separate processes would.
 */
describe.skipIf(!postgresAvailable)('registration numbers across several servers on one PostgreSQL', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await createTestApp('postgres');
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: first.config.databaseUrl });
    secondDatabase = await openDatabase({ url: config.databaseUrl, requireDurableWrites: true, poolSize: 5 });
    second = await buildApp(config, secondDatabase);
  });
  afterAll(async () => {
    await second?.app.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it('are unique and without gaps under concurrent submissions to both servers', async () => {
    const agency = await first.agency();
    const token = await first.token(agency);
    const apps = [first.app, second.app];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (apps[i % 2] ?? first.app).inject({
          method: 'POST',
          url: '/api/v1/external/application',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: aSubmission(agency),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    const numbers = responses.map((r) => json<SubmissionReceipt>(r).registrationNo).sort();
    expect(new Set(numbers).size).toBe(40);
    const values = numbers.map((n) => Number(n.slice(-6)));
    const start = values[0] ?? 0;
    expect(values).toEqual(Array.from({ length: 40 }, (_, i) => start + i));
  });

  it('accept the same submission racing on both servers exactly once', async () => {
    const agency = await first.agency();
    const token = await first.token(agency);
    const body = aSubmission(agency);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? first.app : second.app).inject({
          method: 'POST',
          url: '/api/v1/external/application',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: body,
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(9);
  });

  it('give back the number of a submission that failed inside its transaction', async () => {
    const agency = await first.agency();
    const token = await first.token(agency);
    const submit = (body: object) =>
      first.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: body,
      });
    await failMarkedSubmissions(first.database);
    const a = json<SubmissionReceipt>(await submit(aSubmission(agency)));
    const broken = await submit(aSubmission(agency, { sourceAgencyApplicationNumber: FAILURE_MARK }));
    expect(broken.statusCode).toBe(500);
    expect(json<{ detail: string }>(broken).detail).not.toContain('injected');
    const b = json<SubmissionReceipt>(await submit(aSubmission(agency)));
    expect(Number(b.registrationNo.slice(-6))).toBe(Number(a.registrationNo.slice(-6)) + 1);
  });
});
