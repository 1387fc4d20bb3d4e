import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Problem {
  code: string;
  detail: string;
  errors?: { pointer?: string; parameter?: string; detail: string }[];
}

/** Larger than any honest 400 of this service; far smaller than the megabytes these bodies used to get. */
const SMALL_ANSWER_BYTES = 32 * 1024;

describe.each(testDialects)('what a body may hold (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ agency, token } = await t.agencyWithToken());
  });
  afterAll(async () => t?.close());

  function submit(payload: string | Buffer, contentType = 'application/json-patch+json') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
  }

  /** How many of these submissions (by their agency application numbers) were stored. */
  async function storedOf(...bodies: { sourceAgencyApplicationNumber: string }[]): Promise<number> {
    const rows = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where(
        'source_unique_no',
        'in',
        bodies.map((b) => b.sourceAgencyApplicationNumber),
      )
      .execute();
    return rows.length;
  }

  function expectSmallValidationProblem(response: LightMyRequestResponse): Problem {
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(SMALL_ANSWER_BYTES);
    const problem = json<Problem>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.length).toBeLessThanOrEqual(100);
    return problem;
  }

  describe('validation errors are bounded', () => {
    it('answers tens of thousands of unknown fields with a small 400: the first 100, and how many more', async () => {
      const submission = aSubmission(agency);
      const body: Record<string, unknown> = { ...submission };
      for (let i = 0; i < 60_000; i++) body[`unknown${i}`] = 0;
      const problem = expectSmallValidationProblem(await submit(JSON.stringify(body)));
      expect(problem.errors).toHaveLength(100);
      expect(problem.errors?.[0]).toEqual({ pointer: '/unknown0', detail: 'is not a known field' });
      expect(problem.detail).toBe('60000 fields are not valid; the first 100 are listed, 59900 more are not');
      expect(await storedOf(submission)).toBe(0);
    });

    it('refuses an array past its maxItems without walking its items', async () => {
      const body = aSubmission(agency, { locations: Array.from({ length: 50_000 }, () => ({})) as never });
      const problem = expectSmallValidationProblem(await submit(JSON.stringify(body)));
      expect(problem.errors).toEqual([{ pointer: '/locations', detail: 'must have at most 100 items (it has 50000)' }]);
    });

    it('refuses species lists past their bound inside an otherwise valid location', async () => {
      const species = Array.from({ length: 5_000 }, () => ({ scientificName: 'Rana' }));
      const body = aSubmission(agency, { locations: [aLocation({ species })] });
      const problem = expectSmallValidationProblem(await submit(JSON.stringify(body)));
      expect(problem.errors).toEqual([{ pointer: '/locations/0/species', detail: 'must have at most 200 items (it has 5000)' }]);
    });

    it('lists at most 100 of twenty thousand type errors within the bounds, saying how many more', async () => {
      const locations = Array.from({ length: 100 }, () =>
        aLocation({ species: Array.from({ length: 200 }, () => ({ commonName: 1 })) as never }),
      );
      const problem = expectSmallValidationProblem(await submit(JSON.stringify(aSubmission(agency, { locations }))));
      expect(problem.errors).toHaveLength(100);
      expect(problem.detail).toMatch(/^20000 fields are not valid; the first 100 are listed, 19900 more are not$/);
    });

    it('still lists every error of an ordinary bad body, with unknown fields and missing ones together', async () => {
      const { permiteeEmail: _dropped, ...rest } = aSubmission(agency);
      const problem = expectSmallValidationProblem(await submit(JSON.stringify({ ...rest, nickname: 'x', favouriteColour: 'y' })));
      expect(problem.errors).toEqual(
        expect.arrayContaining([
          { pointer: '/permiteeEmail', detail: 'is required' },
          { pointer: '/nickname', detail: 'is not a known field' },
          { pointer: '/favouriteColour', detail: 'is not a known field' },
        ]),
      );
    });
  });

  describe('date-times the service cannot represent', () => {
    const unrepresentable = [
      ['a leap second', '2016-12-31T23:59:60Z'],
      ['a leap second in another zone', '2017-01-01T07:59:60+08:00'],
      ['an instant before year 0 in UTC', '0000-01-01T00:00:00+01:00'],
      ['an instant after year 9999 in UTC', '9999-12-31T23:59:59-01:00'],
    ] as const;

    it.each(unrepresentable)('refuses %s in the body with 400 naming the field, and stores nothing', async (_what, value) => {
      const cases = [
        ['/locations/0/collectionStart', aSubmission(agency, { locations: [aLocation({ collectionStart: value })] })],
        ['/permiteeDateOfBirth', aSubmission(agency, { permiteeDateOfBirth: value })],
      ] as const;
      for (const [pointer, body] of cases) {
        const response = await submit(JSON.stringify(body));
        expect(response.statusCode, response.body).toBe(400);
        expect(json<Problem>(response).errors).toContainEqual({ pointer, detail: expect.stringContaining('ISO 8601 date-time') });
      }
      expect(await storedOf(...cases.map(([, body]) => body))).toBe(0);
    });

    it.each(unrepresentable)('refuses %s in updatedSince with 400 naming the parameter', async (_what, value) => {
      const response = await t.app.inject({
        url: `/api/v1/external/application/agency/${agency}?updatedSince=${encodeURIComponent(value)}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(json<Problem>(response).errors).toContainEqual({ parameter: 'updatedSince', detail: expect.stringContaining('date-time') });
    });

    it('accepts the last second of a day, offsets, and more than millisecond precision, as before', async () => {
      const location = aLocation({ collectionStart: '2026-12-31T23:59:59.123456+08:00', collectionEnd: '2027-01-01T00:00:00-00:30' });
      expect((await submit(JSON.stringify(aSubmission(agency, { locations: [location] })))).statusCode).toBe(201);
      const listed = await t.app.inject({
        url: `/api/v1/external/application/agency/${agency}?updatedSince=2026-01-01T00:00:00%2B14:00`,
        headers: bearer(token),
      });
      expect(listed.statusCode).toBe(200);
    });
  });

  describe('text encoding', () => {
    const valid = (): ApplicationSubmission => aSubmission(agency, { purpose: 'Frogs of Los Baños' });
    /** The JSON of a valid submission with one byte of `purpose` replaced by a byte that is not UTF-8. */
    function withInvalidByte(body: ApplicationSubmission, byte: number): { bytes: Buffer; offset: number } {
      const bytes = Buffer.from(JSON.stringify(body), 'utf8');
      const offset = bytes.indexOf(Buffer.from('ñ', 'utf8'));
      bytes[offset] = byte;
      return { bytes, offset };
    }

    it.each(['application/json-patch+json', 'application/json'])(
      'refuses a %s body that is not valid UTF-8 with 400 naming the byte, and stores nothing',
      async (contentType) => {
        const bodies = [valid(), valid(), valid(), valid()];
        for (const [i, byte] of [0xff, 0xc0, 0x80].entries()) {
          const { bytes, offset } = withInvalidByte(bodies[i] as ApplicationSubmission, byte);
          const response = await submit(bytes, contentType);
          expect(response.statusCode).toBe(400);
          const problem = json<Problem>(response);
          expect(problem.code).toBe('malformed_json');
          expect(problem.detail).toBe(`The body is not valid UTF-8 (first invalid byte at offset ${offset}); JSON must be UTF-8`);
        }
        // An encoded surrogate (ED A0 80) is not UTF-8 either.
        const bytes = Buffer.from(JSON.stringify(bodies[3]), 'utf8');
        const at = bytes.indexOf(Buffer.from('Frogs'));
        bytes.set([0xed, 0xa0, 0x80], at);
        expect((await submit(bytes, contentType)).statusCode).toBe(400);
        expect(await storedOf(...bodies)).toBe(0);
      },
    );

    it('stores text as sent when it is valid UTF-8, a byte order mark before it allowed', async () => {
      const body = valid();
      const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(body), 'utf8')]);
      const response = await submit(bytes);
      expect(response.statusCode).toBe(201);
      const detail = await t.app.inject({ url: String(response.headers.location), headers: bearer(token) });
      expect(json<{ purpose: string }>(detail).purpose).toBe('Frogs of Los Baños');
    });
  });
});
