import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../src/applications/application.schemas.js';
import { GroupCommit } from '../src/db/group-commit.js';
import type { DB } from '../src/db/schema.js';
import { testDialects } from './helpers/databases.js';
import { aSubmission, uniqueNumber } from './helpers/factories.js';
import { FAILURE_MARK, failMarkedSubmissions } from './helpers/failure-injection.js';
import { bearer, createTestApp, json, type TestApp } from './helpers/test-app.js';

describe.each(testDialects)('group commit (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await failMarkedSubmissions(t.database);
  });
  afterAll(async () => t?.close());

  const now = new Date().toISOString();
  const addAgency = (code: string) => async (trx: Kysely<DB>) => {
    await trx
      .insertInto('agencies')
      .values({ code, name: `Agency ${code}`, created_at: now, updated_at: now })
      .execute();
    return code;
  };
  const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}${uniqueNumber('').slice(1)}`);
  const stored = async (wanted: readonly string[]) =>
    (await t.database.db.selectFrom('agencies').select('code').where('code', 'in', wanted).execute()).map((r) => r.code).sort();

  it('commits the writes queued during a commit together, in one transaction', async () => {
    const sizes: number[] = [];
    const writes = new GroupCommit(t.database.db, { onCommit: (size) => sizes.push(size) });
    const wanted = codes('G', 5);
    expect(await Promise.all(wanted.map((code) => writes.run(addAgency(code))))).toEqual(wanted);
    // The first write finds the queue empty and commits alone; the four behind it share the next commit.
    expect(sizes).toEqual([1, 4]);
    expect(await stored(wanted)).toEqual([...wanted].sort());
  });

  it('rolls back a write that fails, alone: its caller gets its error, the others are committed', async () => {
    const writes = new GroupCommit(t.database.db);
    const [first, second, failing, fourth] = codes('F', 4) as [string, string, string, string];
    const refusal = new Error('refused by this write');
    const results = await Promise.allSettled([
      writes.run(addAgency(first)),
      writes.run(addAgency(second)),
      writes.run(async (trx) => {
        await addAgency(failing)(trx);
        throw refusal;
      }),
      writes.run(addAgency(fourth)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(results[2]).toEqual({ status: 'rejected', reason: refusal });
    expect(await stored([first, second, failing, fourth])).toEqual([first, second, fourth].sort());
  });

  it('rolls back alone a write the database refuses (a unique violation), and goes on with the rest', async () => {
    const writes = new GroupCommit(t.database.db);
    const [lead, shared, last] = codes('U', 3) as [string, string, string];
    const results = await Promise.allSettled([
      writes.run(addAgency(lead)),
      writes.run(addAgency(shared)),
      writes.run(addAgency(shared)),
      writes.run(addAgency(last)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored([lead, shared, last])).toEqual([lead, shared, last].sort());
  });

  it('rolls the group back when its commit fails, then runs each write alone: only the one at fault fails', async () => {
    const sizes: number[] = [];
    const writes = new GroupCommit(t.database.db, { onCommit: (size) => sizes.push(size) });
    const [lead, a, b] = codes('C', 3) as [string, string, string];
    const results = await Promise.allSettled([
      writes.run(addAgency(lead)),
      writes.run(addAgency(a)),
      // A location of no application: its foreign key is deferred, so only the commit finds out.
      writes.run(async (trx) => {
        await trx
          .insertInto('application_locations')
          .values({
            id: crypto.randomUUID(),
            application_id: crypto.randomUUID(),
            position: 0,
            region: 'r',
            province: 'p',
            city_or_municipality: 'c',
            barangay: null,
            address: null,
            latitude: null,
            longitude: null,
            collection_start: now,
            collection_end: now,
          })
          .execute();
      }),
      writes.run(addAgency(b)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await stored([lead, a, b])).toEqual([lead, a, b].sort());
    // The lead alone, then the group of three failed at commit and each ran again alone (the failing one commits nothing).
    expect(sizes).toEqual([1, 1, 1]);
    // The database is usable again after the failed commit.
    const [after] = codes('A', 1) as [string];
    await writes.run(addAgency(after));
    expect(await stored([after])).toEqual([after]);
  });

  it('answers a submission that fails in its transaction with a 500, and stores the concurrent others with consecutive numbers', async () => {
    const { agency, token } = await t.agencyWithToken();
    const submit = (number: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: aSubmission(agency, { sourceAgencyApplicationNumber: number }),
      });
    const numbers = Array.from({ length: 8 }, (_, i) => (i === 4 ? `${FAILURE_MARK}-${uniqueNumber()}` : uniqueNumber()));
    const responses = await Promise.all(numbers.map(submit));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 500, 201, 201, 201]);
    const registered = responses
      .filter((r) => r.statusCode === 201)
      .map((r) => Number(json<SubmissionReceipt>(r).registrationNo.slice(-6)))
      .sort((a, b) => a - b);
    expect(registered).toEqual(Array.from({ length: 7 }, (_, i) => (registered[0] ?? 0) + i));
    const db = t.database.db;
    const failed = await db
      .selectFrom('applications')
      .select('id')
      .where('source_unique_no', '=', numbers[4] ?? '')
      .execute();
    expect(failed).toEqual([]);
    const rows = await db
      .selectFrom('application_locations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const applications = await db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // One location per submission in the factory: no location was left behind by the failed one.
    expect(Number(rows.n)).toBe(Number(applications.n));
    const list = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    expect(list.headers['x-total-count']).toBe('7');
  });
});
