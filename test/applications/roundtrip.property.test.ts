import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationListItem, SubmissionReceipt } from '../../src/applications/application.schemas.js';
import type { ApplicationSubmission, LocationSubmission, SpeciesSubmission } from '../../src/applications/submission.schema.js';
import { testDialects } from '../helpers/databases.js';
import { uniqueNumber } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/** Text as agencies send it: any Unicode, at least one visible character, within the field's bound. */
const text = (max: number) =>
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 24) }).filter((s) => /\S/.test(s) && [...s].length <= max);
/** Absent, null, or a value: the three ways a client may leave or fill an optional field. */
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.option(arb, { nil: null }), { nil: undefined });
const instant = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,8}([._-][a-z0-9]{1,8}){0,2}$/), fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]\.(ph|org|com)$/))
  .map(([local, domain]) => `${local}@${domain}`);

const species: fc.Arbitrary<SpeciesSubmission> = fc
  .record(
    {
      commonName: optional(text(200)),
      scientificName: optional(text(200)),
      geneticName: optional(text(200)),
      state: optional(text(200)),
      note: optional(text(10_000)),
    },
    { requiredKeys: [] },
  )
  .filter((s) => typeof s.commonName === 'string' || typeof s.scientificName === 'string');

const location: fc.Arbitrary<LocationSubmission> = fc
  .record({
    region: text(200),
    province: text(200),
    cityOrMunicipality: text(200),
    barangay: optional(text(200)),
    window: fc.tuple(instant, instant).map(([a, b]): [Date, Date] => (a <= b ? [a, b] : [b, a])),
    address: optional(text(1000)),
    latitude: optional(fc.double({ min: -90, max: 90, noNaN: true })),
    longitude: optional(fc.double({ min: -180, max: 180, noNaN: true })),
    species: fc.array(species, { minLength: 1, maxLength: 4 }),
  })
  .map(({ window: [start, end], ...rest }) => ({ ...rest, collectionStart: start.toISOString(), collectionEnd: end.toISOString() }));

const submission = (agencyCode: string): fc.Arbitrary<ApplicationSubmission> =>
  fc.record({
    absLinkCode: optional(text(200)),
    sourceAgencyCode: fc.constant(agencyCode),
    // Replaced by a unique number in each run: generated values repeat, which would be a (correct) 409.
    sourceAgencyApplicationNumber: fc.constant('replaced-per-run'),
    ecosystem: optional(text(200)),
    applicationType: text(200),
    permitType: text(200),
    permiteeFirstName: text(200),
    permiteeLastName: text(200),
    permiteeMiddleName: optional(text(200)),
    permiteeEmail: email,
    permiteePhone: optional(text(50)),
    permiteeAddress: optional(text(1000)),
    permiteeDateOfBirth: optional(instant.map((d) => d.toISOString())),
    permiteeAffiliation: optional(text(200)),
    permiteeGender: optional(text(200)),
    permiteeOccupation: optional(text(200)),
    permiteeEmployer: optional(text(200)),
    permiteeEmployerAddress: optional(text(1000)),
    locations: fc.array(location, { minLength: 1, maxLength: 3 }),
    additionalNotes: optional(text(10_000)),
    purpose: optional(text(10_000)),
  });

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

describe.each(testDialects)('any valid submission round-trips (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ agency, token } = await t.agencyWithToken());
  });
  afterAll(async () => t?.close());

  it('submit → detail → list, with nothing lost or changed', async () => {
    await fc.assert(
      fc.asyncProperty(submission(agency), async (generated) => {
        // Compare with what went over the wire (JSON has no -0, no undefined).
        const body = JSON.parse(
          JSON.stringify({ ...generated, sourceAgencyApplicationNumber: uniqueNumber('P') }),
        ) as ApplicationSubmission;
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/v1/external/application',
          headers: { ...bearer(token), 'content-type': 'application/json-patch+json' },
          payload: JSON.stringify(body),
        });
        expect(created.statusCode).toBe(201);
        const receipt = json<SubmissionReceipt>(created);

        const detail = json<ApplicationDetail>(
          await t.app.inject({ url: `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}`, headers: bearer(token) }),
        );
        const name = [body.permiteeFirstName, body.permiteeMiddleName, body.permiteeLastName]
          .filter((p) => typeof p === 'string' && p.trim() !== '')
          .join(' ');
        const shared = {
          id: receipt.id,
          registrationNo: receipt.registrationNo,
          applicationType: body.applicationType,
          name,
          affiliation: orNull(body.permiteeAffiliation),
          dateOfBirth: orNull(body.permiteeDateOfBirth),
          phoneNo: orNull(body.permiteePhone),
          email: body.permiteeEmail,
          address: orNull(body.permiteeAddress),
          ecosystem: orNull(body.ecosystem),
          permitType: body.permitType,
          status: 'submitted',
        };
        expect(detail).toMatchObject({ ...shared, purpose: orNull(body.purpose) });
        expect(detail.locations.map(({ id: _id, ...rest }) => rest)).toEqual(
          body.locations.map((l) => ({
            region: l.region,
            province: l.province,
            cityMunicipality: l.cityOrMunicipality,
            barangay: orNull(l.barangay),
            remarks: orNull(l.address),
          })),
        );
        const expectedResources = body.locations.flatMap((l) =>
          l.species.map((s) => ({
            commonName: orNull(s.commonName),
            geneticName: orNull(s.geneticName),
            scientificName: orNull(s.scientificName),
            notes: orNull(s.note),
            collectionStart: new Date(l.collectionStart).toISOString(),
            collectionEnd: new Date(l.collectionEnd).toISOString(),
            state: orNull(s.state),
          })),
        );
        expect(detail.resources.map(({ id: _id, ...rest }) => rest)).toEqual(expectedResources);

        const page = json<ApplicationListItem[]>(
          await t.app.inject({ url: `/api/v1/external/application/agency/${agency}?limit=1`, headers: bearer(token) }),
        );
        expect(page[0]).toMatchObject({
          ...shared,
          sourceUniqueNo: body.sourceAgencyApplicationNumber,
          sourceAgencyCode: agency,
          source: 'external',
        });
        expect(page[0]?.resources?.map((r) => r.id)).toEqual(detail.resources.map((r) => r.id));

        // What the shapes have no place for is kept, exactly.
        const row = await t.database.db.selectFrom('applications').selectAll().where('id', '=', receipt.id).executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          abs_link_code: orNull(body.absLinkCode),
          permittee_gender: orNull(body.permiteeGender),
          permittee_occupation: orNull(body.permiteeOccupation),
          permittee_employer: orNull(body.permiteeEmployer),
          permittee_employer_address: orNull(body.permiteeEmployerAddress),
          additional_notes: orNull(body.additionalNotes),
        });
        const stored = await t.database.db
          .selectFrom('application_locations')
          .select(['latitude', 'longitude'])
          .where('application_id', '=', receipt.id)
          .orderBy('position')
          .execute();
        expect(stored).toEqual(body.locations.map((l) => ({ latitude: orNull(l.latitude), longitude: orNull(l.longitude) })));
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 30) },
    );
  });
});
