import pg from 'pg';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDetail, renderListItem } from '../../src/applications/application.rendering.js';
import { loadAggregate } from '../../src/applications/application.repository.js';
import { ApplicationDetail, ApplicationListItem, type SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { rerenderApplications } from '../../src/applications/application.write.js';
import { MAX_CONCURRENT_BATCHES_POSTGRES } from '../../src/applications/detail.reader.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { queriesWaitingOnLocks } from '../helpers/postgres-locks.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

describe.each(testDialects)('reading one application (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  async function submitted(agency: string, token: string, body = aSubmission(agency)) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: body,
    });
    return { body, receipt: json<SubmissionReceipt>(response) };
  }

  function detail(token: string, number: string, agency: string) {
    return t.app.inject({ url: `/api/v1/external/application/${number}/agency/${agency}`, headers: bearer(token) });
  }

  it("maps the submission to the spec's detail record, field by field", async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency, {
      locations: [
        aLocation({ collectionStart: '2026-12-01T08:00:00+08:00', collectionEnd: '2027-01-01T00:00:00Z' }),
        aLocation({
          region: 'Region VII',
          cityOrMunicipality: 'Cebu City',
          address: 'Sitio 2',
          species: [{ commonName: 'Cebu flowerpecker', state: 'photo' }],
        }),
      ],
    });
    const { receipt } = await submitted(agency, token, body);
    const response = await detail(token, receipt.registrationNo, agency);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const record = json<ApplicationDetail>(response);
    expect(Value.Check(ApplicationDetail, record)).toBe(true);
    expect(record).toMatchObject({
      id: receipt.id,
      registrationNo: receipt.registrationNo,
      applicationType: body.applicationType,
      name: 'Maria Reyes Santos',
      affiliation: body.permiteeAffiliation,
      dateOfBirth: body.permiteeDateOfBirth,
      phoneNo: body.permiteePhone,
      email: body.permiteeEmail,
      address: body.permiteeAddress,
      floorUnitNo: null,
      collaborator: null,
      collaboratorType: null,
      ecosystem: body.ecosystem,
      status: 'submitted',
      purpose: body.purpose,
      permitType: body.permitType,
      createdAt: receipt.createdAt,
      updatedAt: receipt.updatedAt,
      attachments: [],
      gp: [],
      moa: [],
    });
    for (const absent of ['cbdStatus', 'source', 'sourceUniqueNo', 'sourceAgencyCode']) expect(record).not.toHaveProperty(absent);
    expect(record.locations.map((l) => [l.region, l.cityMunicipality, l.remarks])).toEqual([
      ['Region IV-A (CALABARZON)', 'Los Baños', 'Mount Makiling Forest Reserve'],
      ['Region VII', 'Cebu City', 'Sitio 2'],
    ]);
    expect(record.resources).toHaveLength(3);
    expect(record.resources[0]).toMatchObject({
      commonName: 'Philippine forest frog',
      scientificName: 'Platymantis luzonensis',
      notes: 'toe clips',
      state: 'tissue sample',
      collectionStart: '2026-12-01T00:00:00.000Z',
      collectionEnd: '2027-01-01T00:00:00.000Z',
    });
    expect(record.resources[2]).toMatchObject({
      commonName: 'Cebu flowerpecker',
      state: 'photo',
      collectionEnd: '2027-03-31T00:00:00.000Z',
    });
    expect(record.resources.every((r) => Number.isInteger(r.id))).toBe(true);
    expect(record.notices).toHaveLength(1);
    expect(record.notices[0]).toMatchObject({ log: 'received', createdAt: receipt.createdAt });
    expect(record.notices[0]?.message).toContain(receipt.registrationNo);
  });

  it("accepts the application's uuid in place of the registration number", async () => {
    const { agency, token } = await t.agencyWithToken();
    const { receipt } = await submitted(agency, token);
    const byUuid = await detail(token, receipt.id, agency);
    expect(byUuid.statusCode).toBe(200);
    expect(byUuid.body).toBe((await detail(token, receipt.registrationNo, agency)).body);
    expect((await detail(token, receipt.id.toUpperCase(), agency)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown number, and for another agency's application", async () => {
    const mine = await t.agencyWithToken();
    const other = await t.agencyWithToken();
    const { receipt } = await submitted(other.agency, other.token);
    for (const number of ['ABS-1999-000001', '00000000-0000-7000-8000-000000000000']) {
      const response = await detail(mine.token, number, mine.agency);
      expect(response.statusCode).toBe(404);
      expect(json<{ code: string }>(response).code).toBe('not_found');
    }
    expect((await detail(mine.token, receipt.registrationNo, mine.agency)).statusCode).toBe(404);
    expect((await detail(mine.token, receipt.registrationNo, other.agency)).statusCode).toBe(403);
  });

  it('answers reads that arrive together each with its own application, whatever the mix of keys', async () => {
    const mine = await t.agencyWithToken();
    const other = await t.agencyWithToken();
    const receipts = await Promise.all(Array.from({ length: 6 }, async () => (await submitted(mine.agency, mine.token)).receipt));
    const { receipt: others } = await submitted(other.agency, other.token);
    const expected = new Map(
      await Promise.all(receipts.map(async (r) => [r.id, (await detail(mine.token, r.id, mine.agency)).body] as const)),
    );
    // 80 reads in one turn: every key twice or more, by number and by uuid, with unknown and foreign ones among them.
    const reads = Array.from({ length: 80 }, (_, i) => {
      const receipt = receipts[i % receipts.length] as SubmissionReceipt;
      if (i % 10 === 7) return { number: others.registrationNo, expect: undefined };
      if (i % 10 === 9) return { number: `ABS-1999-${String(i).padStart(6, '0')}`, expect: undefined };
      return { number: i % 2 === 0 ? receipt.registrationNo : receipt.id, expect: expected.get(receipt.id) };
    });
    const batches = async () => {
      const metrics = await t.metrics.registry.metrics();
      const value = (name: string) => Number(new RegExp(`biopermit_read_batch_size_${name} (\\d+)`).exec(metrics)?.[1] ?? 0);
      return { queries: value('count'), reads: value('sum') };
    };
    const before = await batches();
    const responses = await Promise.all(reads.map((read) => detail(mine.token, read.number, mine.agency)));
    responses.forEach((response, i) => {
      const read = reads[i] as (typeof reads)[number];
      if (read.expect === undefined) expect(response.statusCode, read.number).toBe(404);
      else expect(response.body, read.number).toBe(read.expect);
    });
    const after = await batches();
    // Answered by a few queries, not eighty (each query takes up to 64 lookups).
    expect(after.reads - before.reads).toBe(80);
    expect(after.queries - before.queries).toBeLessThanOrEqual(4);
  });

  // PostgreSQL only (SQLite runs one query at a time): declared for that dialect alone, not skipped on the other.
  if (dialect === 'postgres')
    it('keeps up to four detail queries out at once on PostgreSQL, so reads are not all held up behind one waiting on the database', async () => {
      const mine = await t.agencyWithToken();
      const { receipt } = await submitted(mine.agency, mine.token);
      const expected = (await detail(mine.token, receipt.registrationNo, mine.agency)).body;
      // The lock holds every query on applications at the database, as a slow disk would.
      const blocker = new pg.Client({ connectionString: t.config.databaseUrl });
      const monitor = new pg.Client({ connectionString: t.config.databaseUrl });
      await blocker.connect();
      await monitor.connect();
      const waitingQueries = () => queriesWaitingOnLocks(monitor);
      try {
        await blocker.query('begin');
        await blocker.query('lock table applications in access exclusive mode');
        // 300 reads make five batches of 64 or fewer: four go out, the rest wait in the server.
        const reads = Promise.all(Array.from({ length: 300 }, () => detail(mine.token, receipt.registrationNo, mine.agency)));
        const deadline = Date.now() + 10_000;
        while ((await waitingQueries()) < MAX_CONCURRENT_BATCHES_POSTGRES && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // And no more than four, however long they wait (a fixed time, kept: it tests that no fifth comes).
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await waitingQueries()).toBe(MAX_CONCURRENT_BATCHES_POSTGRES);
        await blocker.query('commit');
        const responses = await reads;
        expect(responses.every((r) => r.statusCode === 200 && r.body === expected)).toBe(true);
      } finally {
        await blocker.end();
        await monitor.end();
      }
    });

  it('lists the same application as a spec list item with source fields', async () => {
    const { agency, token } = await t.agencyWithToken();
    const { body, receipt } = await submitted(agency, token);
    const items = json<ApplicationListItem[]>(
      await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) }),
    );
    const item = items[0];
    expect(Value.Check(ApplicationListItem, item)).toBe(true);
    expect(item).toMatchObject({
      id: receipt.id,
      registrationNo: receipt.registrationNo,
      cbdStatus: null,
      source: 'external',
      sourceUniqueNo: body.sourceAgencyApplicationNumber,
      sourceAgencyCode: agency,
    });
    expect(item?.locations?.[0]).toEqual({
      id: expect.any(String),
      region: body.locations[0]?.region,
      province: body.locations[0]?.province,
      cityMunicipality: body.locations[0]?.cityOrMunicipality,
      barangay: body.locations[0]?.barangay,
    });
    expect(item?.resources?.[0]).toEqual({
      id: expect.any(Number),
      commonName: 'Philippine forest frog',
      geneticName: null,
      scientificName: 'Platymantis luzonensis',
      notes: 'toe clips',
    });
  });

  it('stores renderings identical to ones derived afresh from the tables, and keeps them so on refresh', async () => {
    const { agency, token } = await t.agencyWithToken();
    const { receipt } = await submitted(
      agency,
      token,
      aSubmission(agency, { locations: [aLocation(), aLocation({ region: 'Region XI' })] }),
    );
    const stored = await t.database.db
      .selectFrom('applications')
      .select(['list_json', 'detail_json'])
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    const aggregate = await loadAggregate(t.database.db, receipt.id);
    if (aggregate === undefined) throw new Error('application not found');
    expect(JSON.parse(stored.detail_json)).toEqual(renderDetail(aggregate));
    expect(JSON.parse(stored.list_json)).toEqual(renderListItem(aggregate));
    expect(await t.database.db.transaction().execute((trx) => rerenderApplications(trx, [receipt.id]))).toBe(0);
    const refreshed = await t.database.db
      .selectFrom('applications')
      .select(['list_json', 'detail_json'])
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(refreshed.detail_json).toBe(stored.detail_json);
    expect(refreshed.list_json).toBe(stored.list_json);
  });

  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const { agency, token } = await t.agencyWithToken();
    const mine = await t.app.inject({
      url: `/api/v1/external/application/agency/${agency}`,
      headers: { ...bearer(token), 'x-request-id': 'agency-trace-42' },
    });
    expect(mine.headers['x-request-id']).toBe('agency-trace-42');
    const odd = await t.app.inject({
      url: `/api/v1/external/application/agency/${agency}`,
      headers: { ...bearer(token), 'x-request-id': 'bad id\u0001' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
