import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionPlan, SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { checklistStatus } from '../../src/attachments/checklist.service.js';
import { clearancesOf } from '../../src/places/jurisdiction.service.js';
import { timeLimitFor } from '../../src/settings/setting.definitions.js';
import { readSetting } from '../../src/settings/settings.service.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Problem {
  status: number;
  code: string;
  errors?: { pointer?: string; detail: string }[];
}

/** Every table a submission writes to (submission.store.ts), counters included. */
const WRITTEN = [
  'applicants',
  'applications',
  'application_locations',
  'application_resources',
  'application_notices',
  'application_journal',
  'application_search',
  'agency_application_counts',
  'location_places',
  'audit_events',
  'events',
  'sequences',
] as const;

describe.each(testDialects)('checking a submission before sending it (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, token: string | undefined, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(token === undefined ? {} : bearer(token)), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const validate = (token: string | undefined, body: unknown) => post('/api/v1/external/application/validation', token, body);
  const submit = (token: string, body: unknown) => post('/api/v1/external/application', token, body);

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of WRITTEN) {
      const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(t.database.db);
      counts[table] = Number(result.rows[0]?.n ?? 0);
    }
    const sequences = await sql<{ v: string }>`select coalesce(sum(last_value), 0) as v from sequences`.execute(t.database.db);
    counts.sequenceValues = Number(sequences.rows[0]?.v ?? 0);
    return counts;
  }

  it('answers a valid body with the plan, stores nothing, and the real submission then gets the same', async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency, {
      ecosystem: 'marine',
      locations: [
        aLocation({ region: 'MIMAROPA', province: 'Palawan', cityOrMunicipality: 'El Nido', barangay: undefined }),
        aLocation({ barangay: 'Nowhere Such Barangay' }),
      ],
    });
    const before = await rowCounts();
    const response = await validate(token, body);
    expect(response.statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
    const plan = json<SubmissionPlan>(response);

    expect(plan.alreadySubmitted).toBeNull();
    expect(plan.locations.map((l) => [l.regionCode, l.provinceCode, l.cityCode])).toEqual([
      ['1700000000', '1705300000', '1705312000'],
      [expect.any(String), expect.any(String), expect.any(String)],
    ]);
    expect(plan.locations[0]?.warnings).toEqual([]);
    expect(plan.locations[1]?.barangayCode).toBeNull();
    expect(plan.locations[1]?.warnings.map((w) => w.field)).toContain('barangay');
    expect(plan.clearances.map((c) => c.body).sort()).toEqual(['bfar', 'pcsd']);
    expect(plan.clearances.every((c) => c.outcome === null)).toBe(true);
    expect(plan.checklist.length).toBeGreaterThan(0);
    expect(plan.processingTime.workingDays).toBeGreaterThan(0);
    expect(plan.processingTime.withExtensionWorkingDays).toBe(plan.processingTime.workingDays * 2);

    // The real submission of the same body.
    const submitted = await submit(token, body);
    expect(submitted.statusCode).toBe(201);
    const { id } = json<SubmissionReceipt>(submitted);
    const db = t.database.db;
    const stored = await db
      .selectFrom('application_locations as l')
      .innerJoin('location_places as p', 'p.location_id', 'l.id')
      .select(['p.region_code', 'p.province_code', 'p.city_code', 'p.barangay_code', 'p.warnings'])
      .where('l.application_id', '=', id)
      .orderBy('l.position')
      .execute();
    expect(
      stored.map((p, position) => ({
        position,
        regionCode: p.region_code,
        provinceCode: p.province_code,
        cityCode: p.city_code,
        barangayCode: p.barangay_code,
        warnings: JSON.parse(p.warnings),
      })),
    ).toEqual(plan.locations.map(({ psgcRelease: _, ...l }) => l));
    const application = await db
      .selectFrom('applications')
      .select(['id', 'ecosystem', 'application_type'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rules = await readSetting(db, 'places.jurisdiction_rules');
    expect(await clearancesOf(db, rules, application, [])).toEqual(plan.clearances);
    expect((await checklistStatus(db, id)).map(({ type, title, required }) => ({ type, title, required }))).toEqual(plan.checklist);
    expect(timeLimitFor(await readSetting(db, 'clock.time_limits'), application.application_type)).toBe(plan.processingTime.workingDays);

    // Checked again after sending: the same body is the application sent; another body under its number, the 409 the submission gets.
    const again = json<SubmissionPlan>(await validate(token, body));
    expect(again.alreadySubmitted?.id).toBe(id);
    const changed = { ...body, purpose: 'Something else' };
    const conflict = await validate(token, changed);
    expect(conflict.statusCode).toBe(409);
    expect(json<Problem>(conflict).code).toBe('idempotency_conflict');
    expect((await submit(token, changed)).statusCode).toBe(409);
  });

  it('answers an invalid body with the 400 the submission gets, naming every bad field, and stores nothing', async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = {
      ...aSubmission(agency),
      permiteeEmail: 'not an email',
      applicationType: '',
      locations: [{ ...aLocation(), latitude: 200 }],
    } as Record<string, unknown>;
    delete body.permiteeLastName;
    const before = await rowCounts();
    const response = await validate(token, body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = json<Problem>(response);
    const pointers = (problem.errors ?? []).map((e) => e.pointer);
    for (const pointer of ['/permiteeEmail', '/applicationType', '/locations/0/latitude', '/permiteeLastName']) {
      expect(pointers).toContain(pointer);
    }
    expect(await rowCounts()).toEqual(before);
    const real = await submit(token, body);
    expect(real.statusCode).toBe(400);
    const { requestId: _a, ...checked } = problem as Problem & { requestId?: string; instance?: string };
    const { requestId: _b, ...sent } = json<Problem & { requestId?: string }>(real);
    expect({ ...sent, instance: undefined }).toEqual({ ...checked, instance: undefined });
  });

  it('refuses the rules across fields the way the submission does', async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency, {
      locations: [aLocation({ collectionStart: '2027-03-31T00:00:00.000Z', collectionEnd: '2026-12-01T00:00:00.000Z' })],
    });
    const checked = await validate(token, body);
    const sent = await submit(token, body);
    expect(checked.statusCode).toBe(sent.statusCode);
    expect(json<Problem>(checked).errors).toEqual(json<Problem>(sent).errors);
  });

  it("refuses another agency's code (403) and a request without a token (401), storing nothing", async () => {
    const { token } = await t.agencyWithToken();
    const other = await t.agency();
    const before = await rowCounts();
    const forbidden = await validate(token, aSubmission(other));
    expect(forbidden.statusCode).toBe(403);
    expect(json<Problem>(forbidden).code).toBe('forbidden');
    expect((await validate(undefined, aSubmission(other))).statusCode).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses other media types with 415, as the submission does', async () => {
    const { agency, token } = await t.agencyWithToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application/validation',
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: JSON.stringify(aSubmission(agency)),
    });
    expect(response.statusCode).toBe(415);
  });
});
