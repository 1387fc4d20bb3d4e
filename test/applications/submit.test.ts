import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  requestId: string;
  errors?: { pointer?: string; parameter?: string; detail: string }[];
}

describe.each(testDialects)('submitting an application (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  async function submit(token: string, body: unknown, contentType = 'application/json-patch+json') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function countFor(token: string, agency: string): Promise<number> {
    const response = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    return json<unknown[]>(response).length;
  }

  it('creates the application: 201, Location of the detail, a receipt with its registration number', async () => {
    const { agency, token } = await t.agencyWithToken();
    const response = await submit(token, aSubmission(agency));
    expect(response.statusCode).toBe(201);
    const receipt = json<SubmissionReceipt>(response);
    expect(receipt.cnaApplicationUniqueNo).toMatch(/^ABS-\d{4}-\d{6}$/);
    expect(receipt.registrationNo).toBe(receipt.cnaApplicationUniqueNo);
    expect(receipt.status).toBe('submitted');
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.location).toBe(`/api/v1/external/application/${receipt.registrationNo}/agency/${agency}`);
    const detail = await t.app.inject({ url: String(response.headers.location), headers: bearer(token) });
    expect(detail.statusCode).toBe(200);
    expect(json<{ id: string }>(detail).id).toBe(receipt.id);
  });

  it("accepts application/json as well as the spec's application/json-patch+json, with a charset", async () => {
    const { agency, token } = await t.agencyWithToken();
    expect((await submit(token, aSubmission(agency), 'application/json')).statusCode).toBe(201);
    expect((await submit(token, aSubmission(agency), 'application/json-patch+json; charset=utf-8')).statusCode).toBe(201);
  });

  it('refuses other media types with 415 and stores nothing', async () => {
    const { agency, token } = await t.agencyWithToken();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await submit(token, aSubmission(agency), type);
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(json<Problem>(response).code).toBe('unsupported_media_type');
    }
    expect(await countFor(token, agency)).toBe(0);
  });

  it('refuses malformed JSON with a 400 problem', async () => {
    const { token } = await t.agencyWithToken();
    const response = await submit(token, '{"sourceAgencyCode": ');
    expect(response.statusCode).toBe(400);
    expect(json<Problem>(response).code).toBe('malformed_json');
  });

  it('refuses a body over the limit with 413', async () => {
    const small = await createTestApp(dialect, { BODY_LIMIT_BYTES: '2048' });
    try {
      const agency = await small.agency();
      const token = await small.token(agency);
      const body = aSubmission(agency, { additionalNotes: 'x'.repeat(4000) });
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(413);
      expect(json<Problem>(response).code).toBe('payload_too_large');
    } finally {
      await small.close();
    }
  });

  it('names every missing required field with a JSON pointer, and stores nothing', async () => {
    const { agency, token } = await t.agencyWithToken();
    const response = await submit(token, { sourceAgencyCode: agency, locations: [{ species: [{}] }] });
    expect(response.statusCode).toBe(400);
    const problem = json<Problem>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.type).toBe('/problems/validation_failed');
    const pointers = problem.errors?.map((e) => e.pointer);
    for (const field of [
      '/sourceAgencyApplicationNumber',
      '/applicationType',
      '/permitType',
      '/permiteeFirstName',
      '/permiteeLastName',
      '/permiteeEmail',
      '/locations/0/region',
      '/locations/0/province',
      '/locations/0/cityOrMunicipality',
      '/locations/0/collectionStart',
      '/locations/0/collectionEnd',
    ]) {
      expect(pointers).toContain(field);
    }
    expect(await countFor(token, agency)).toBe(0);
  });

  it.each([
    ['an email that is not one', { permiteeEmail: 'not-an-email' }, '/permiteeEmail', 'email'],
    ['a blank required field', { permiteeFirstName: '   ' }, '/permiteeFirstName', 'blank'],
    ['no locations', { locations: [] }, '/locations', 'at least 1'],
    [
      'more than 100 locations',
      { locations: Array.from({ length: 101 }, () => aLocation({ species: [{ commonName: 'x' }] })) },
      '/locations',
      'at most 100',
    ],
    ['an unknown field', { colour: 'green' }, '/colour', 'not a known field'],
    ['a number where text belongs', { permiteePhone: 639171234567 }, '/permiteePhone', 'string'],
    ['a date of birth that is not a date-time', { permiteeDateOfBirth: '12/04/1988' }, '/permiteeDateOfBirth', 'date-time'],
    ['an over-long name', { permiteeLastName: 'x'.repeat(201) }, '/permiteeLastName', 'at most 200'],
  ])('refuses %s', async (_name, override, pointer, words) => {
    const { agency, token } = await t.agencyWithToken();
    const response = await submit(token, { ...aSubmission(agency), ...override });
    expect(response.statusCode).toBe(400);
    const error = json<Problem>(response).errors?.find((e) => e.pointer === pointer);
    expect(error?.detail).toContain(words);
    expect(await countFor(token, agency)).toBe(0);
  });

  it.each([
    [
      'collectionEnd before collectionStart',
      { collectionStart: '2027-01-02T00:00:00Z', collectionEnd: '2027-01-01T00:00:00Z' },
      '/locations/0/collectionEnd',
      'before collectionStart',
    ],
    ['a collectionStart without time zone', { collectionStart: '2027-01-01T00:00:00' }, '/locations/0/collectionStart', 'date-time'],
    ['a latitude beyond 90', { latitude: 91 }, '/locations/0/latitude', '<= 90'],
    ['a longitude below -180', { longitude: -180.5 }, '/locations/0/longitude', '>= -180'],
    [
      'a species with neither commonName nor scientificName',
      { species: [{ geneticName: 'x', note: 'n' }] },
      '/locations/0/species/0',
      'commonName or a scientificName',
    ],
    ['no species', { species: [] }, '/locations/0/species', 'at least 1'],
    ['more than 200 species', { species: Array.from({ length: 201 }, () => ({ commonName: 'x' })) }, '/locations/0/species', 'at most 200'],
    ['a location without region', { region: undefined }, '/locations/0/region', 'required'],
  ])('refuses a location with %s', async (_name, override, pointer, words) => {
    const { agency, token } = await t.agencyWithToken();
    const location = { ...aLocation(), ...override };
    const response = await submit(token, { ...aSubmission(agency), locations: [location] });
    expect(response.statusCode).toBe(400);
    const error = json<Problem>(response).errors?.find((e) => e.pointer === pointer);
    expect(error?.detail).toContain(words);
    expect(await countFor(token, agency)).toBe(0);
  });

  it.each([
    ['a NUL character', 'Phylogeny \u0000 of frogs', 'NUL character'],
    ['a lone surrogate', 'Phylogeny \ud800 of frogs', 'valid Unicode'],
  ])('refuses text with %s on every database, naming the field, and stores nothing', async (_name, text, words) => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency, { purpose: text, locations: [aLocation({ species: [{ commonName: 'Frog', note: text }] })] });
    const response = await submit(token, body);
    expect(response.statusCode).toBe(400);
    const problem = json<Problem>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.map((e) => e.pointer).sort()).toEqual(['/locations/0/species/0/note', '/purpose']);
    for (const error of problem.errors ?? []) expect(error.detail).toContain(words);
    expect(await countFor(token, agency)).toBe(0);
  });

  it('accepts a collection window of a single instant, and null for optional fields', async () => {
    const { agency, token } = await t.agencyWithToken();
    const location = aLocation({
      collectionStart: '2027-01-01T00:00:00Z',
      collectionEnd: '2027-01-01T00:00:00Z',
      barangay: null,
      latitude: null,
    });
    const response = await submit(token, aSubmission(agency, { locations: [location], permiteeMiddleName: null, purpose: null }));
    expect(response.statusCode).toBe(201);
  });

  it('returns the same application (200) when the same body is sent again, whatever the key order', async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency);
    const first = await submit(token, body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await submit(token, reordered);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(json<SubmissionReceipt>(again)).toEqual(json<SubmissionReceipt>(first));
    expect(again.headers.location).toBe(first.headers.location);
    expect(await countFor(token, agency)).toBe(1);
  });

  it('refuses a different body under the same agency application number with 409, keeping the first', async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency);
    const first = json<SubmissionReceipt>(await submit(token, body));
    const conflict = await submit(token, { ...body, purpose: 'Something else entirely' });
    expect(conflict.statusCode).toBe(409);
    expect(json<Problem>(conflict).code).toBe('idempotency_conflict');
    expect(json<Problem>(conflict).detail).toContain(first.registrationNo);
    const detail = await t.app.inject({
      url: `/api/v1/external/application/${first.registrationNo}/agency/${agency}`,
      headers: bearer(token),
    });
    expect(json<{ purpose: string }>(detail).purpose).toBe(body.purpose);
  });

  it('creates exactly one application from concurrent identical submissions', async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency);
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(token, body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(new Set(responses.map((r) => json<SubmissionReceipt>(r).id)).size).toBe(1);
    expect(await countFor(token, agency)).toBe(1);
  });

  it('gives concurrent different submissions distinct, consecutive registration numbers', async () => {
    const { agency, token } = await t.agencyWithToken();
    const responses = await Promise.all(Array.from({ length: 10 }, () => submit(token, aSubmission(agency))));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const numbers = responses.map((r) => Number(json<SubmissionReceipt>(r).registrationNo.slice(-6))).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
  });

  it('keeps one applicant per agency and permittee email, whatever its case', async () => {
    const { agency, token } = await t.agencyWithToken();
    const a = json<SubmissionReceipt>(await submit(token, aSubmission(agency, { permiteeEmail: 'Juan@Example.org' })));
    const b = json<SubmissionReceipt>(await submit(token, aSubmission(agency, { permiteeEmail: 'juan@example.org' })));
    const c = json<SubmissionReceipt>(await submit(token, aSubmission(agency, { permiteeEmail: 'other@example.org' })));
    const applicantOf = async (no: string) =>
      json<{ applicantId: string }>(
        await t.app.inject({ url: `/api/v1/external/application/${no}/agency/${agency}`, headers: bearer(token) }),
      ).applicantId;
    expect(await applicantOf(a.registrationNo)).toBe(await applicantOf(b.registrationNo));
    expect(await applicantOf(c.registrationNo)).not.toBe(await applicantOf(a.registrationNo));
  });

  it('keeps the fields that have no place in the returned shapes', async () => {
    const { agency, token } = await t.agencyWithToken();
    const body = aSubmission(agency);
    const receipt = json<SubmissionReceipt>(await submit(token, body));
    const row = await t.database.db.selectFrom('applications').selectAll().where('id', '=', receipt.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      abs_link_code: body.absLinkCode,
      permittee_gender: body.permiteeGender,
      permittee_occupation: body.permiteeOccupation,
      permittee_employer: body.permiteeEmployer,
      permittee_employer_address: body.permiteeEmployerAddress,
      additional_notes: body.additionalNotes,
    });
    const location = await t.database.db
      .selectFrom('application_locations')
      .selectAll()
      .where('application_id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(location.latitude).toBe(body.locations[0]?.latitude);
    expect(location.longitude).toBe(body.locations[0]?.longitude);
    const audit = await t.database.db.selectFrom('audit_events').selectAll().where('subject_id', '=', receipt.id).execute();
    expect(audit.map((e) => e.action)).toEqual(['application.submitted']);
  });
});
