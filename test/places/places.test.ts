import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffApplication } from '../../src/casefile/staff-application.schemas.js';
import { backfillPlaces } from '../../src/places/place.coding.js';
import type { PsgcCodeList } from '../../src/places/place.schemas.js';
import { matchPlace } from '../../src/places/psgc.matching.js';
import { act, actOk, aTeam, staffViewOf, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { meetRequirements } from '../helpers/requirements.js';
import { draftQuantities } from '../helpers/terms.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/** Real places and their PSGC codes (PSA, 2025-Q4): [region, province, city, barangay, region, province, city, barangay code]. */
const PLACES: readonly [string, string, string, string | null, string, string, string, string | null][] = [
  ['Region IV-A (CALABARZON)', 'laguna', 'Los Banos', 'Batong Malake', '0400000000', '0403400000', '0403411000', '0403411004'],
  ['CALABARZON', 'LAGUNA', 'LOS BAÑOS', null, '0400000000', '0403400000', '0403411000', null],
  ['NCR', 'Metro Manila', 'Quezon City', null, '1300000000', '1300000000', '1381300000', null],
  ['National Capital Region', 'Metro Manila', 'City of Manila', 'Barangay 649', '1300000000', '1300000000', '1380600000', '1380613001'],
  ['Metro Manila', 'NCR', 'Pateros', 'Sta. Ana', '1300000000', '1300000000', '1381701000', '1381701007'],
  ['NCR', 'Metro Manila', 'Las Pinas', null, '1300000000', '1300000000', '1380200000', null],
  ['Region VII', 'Cebu', 'Cebu City', 'Lahug', '0700000000', '0702200000', '0730600000', '0730600041'],
  ['Central Visayas', 'Cebu', 'Lapu-Lapu City', 'Mactan', '0700000000', '0702200000', '0731100000', '0731100015'],
  ['Region XI', 'Davao del Sur', 'Davao City', null, '1100000000', '1102400000', '1130700000', null],
  ['Region IX (Zamboanga Peninsula)', 'Basilan', 'Isabela City', 'Aguada', '0900000000', '1900700000', '0990101000', '0990101002'],
  ['Region II', 'Isabela', 'Ilagan', null, '0200000000', '0203100000', '0203114000', null],
  ['MIMAROPA', 'Palawan', 'Puerto Princesa', 'Irawan', '1700000000', '1705300000', '1731500000', '1731500015'],
  ['Region IV-B', 'Palawan', 'El Nido', null, '1700000000', '1705300000', '1705312000', null],
  ['Region IV-A', 'Cavite', 'Dasmariñas City', null, '0400000000', '0402100000', '0402106000', null],
  ['Region III', 'Bulacan', 'Sta. Maria', null, '0300000000', '0301400000', '0301423000', null],
  ['Region III', 'Pampanga', 'City of San Fernando', null, '0300000000', '0305400000', '0305416000', null],
  ['Region I', 'La Union', 'City of San Fernando', null, '0100000000', '0103300000', '0103314000', null],
  ['CAR', 'Benguet', 'Baguio City', null, '1400000000', '1401100000', '1430300000', null],
  ['BARMM', 'Maguindanao del Norte', 'Cotabato City', null, '1900000000', '1908700000', '1908703000', null],
];

describe('matching place names to PSGC codes', () => {
  it.each(PLACES)('codes %s / %s / %s / %s', (region, province, cityOrMunicipality, barangay, r, p, c, b) => {
    const codes = matchPlace({ region, province, cityOrMunicipality, barangay });
    expect(codes).toEqual({ regionCode: r, provinceCode: p, cityCode: c, barangayCode: b, warnings: [] });
  });

  it('flags a place that is nowhere, and a city outside the province named, without refusing either', () => {
    const atlantis = matchPlace({ region: 'Atlantis', province: 'Atlantis', cityOrMunicipality: 'Atlantis' });
    expect(atlantis.warnings.map((w) => w.code).sort()).toEqual(['city_unmatched', 'province_unmatched', 'region_unmatched']);
    const misplaced = matchPlace({ region: 'Region IV-A', province: 'Laguna', cityOrMunicipality: 'Makati City' });
    expect(misplaced.cityCode).toBe('1380300000');
    expect(misplaced.warnings.map((w) => w.code)).toEqual(['city_outside_province']);
  });

  it('looks for a barangay only within its city', () => {
    // Lahug is a barangay of Cebu City, not of Los Baños.
    const codes = matchPlace({ region: 'CALABARZON', province: 'Laguna', cityOrMunicipality: 'Los Baños', barangay: 'Lahug' });
    expect(codes.barangayCode).toBeNull();
    expect(codes.warnings.map((w) => w.code)).toEqual(['barangay_unmatched']);
  });
});

describe.each(testDialects)('places and jurisdiction over HTTP (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  let agency: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    team = await aTeam(t);
    ({ agency, token } = await t.agencyWithToken());
  });
  afterAll(async () => t?.close());

  async function submit(overrides: Parameters<typeof aSubmission>[1] = {}): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<{ id: string }>(response).id;
  }

  const codeList = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1/external/code-lists/psgc${query}`, headers: { ...bearer(token), ...headers } });

  it('stores "Los Banos, laguna" as Los Baños, warning-free, and flags "Atlantis" without refusing it', async () => {
    const id = await submit({
      locations: [
        aLocation({ region: 'Region IV-A (CALABARZON)', province: 'laguna', cityOrMunicipality: 'Los Banos', barangay: 'Batong Malake' }),
        aLocation({ region: 'Atlantis', province: 'Atlantis', cityOrMunicipality: 'Atlantis', barangay: undefined }),
      ],
    });
    const view = await staffViewOf(t, team.evaluator, id);
    expect(view.places[0]).toMatchObject({ provinceCode: '0403400000', cityCode: '0403411000', barangayCode: '0403411004', warnings: [] });
    expect(view.places[1]?.warnings.map((w) => w.code)).toContain('city_unmatched');
    // The names are as submitted: the agency's shapes hold no codes.
    expect(view.application.locations[0]?.cityMunicipality).toBe('Los Banos');
    expect(JSON.stringify(view.application)).not.toContain('0403411000');
  });

  it('names each code as the PSGC does, beside the names submitted; a city outside its province is a warning', async () => {
    const id = await submit({
      locations: [
        aLocation({ region: 'CALABARZON', province: 'laguna', cityOrMunicipality: 'Los Banos', barangay: 'Batong Malake' }),
        aLocation({ region: 'Region IV-A', province: 'Laguna', cityOrMunicipality: 'Makati City', barangay: undefined }),
      ],
    });
    const [losBanos, makati] = (await staffViewOf(t, team.evaluator, id)).places;
    expect(losBanos).toMatchObject({
      regionName: 'Region IV-A',
      provinceName: 'Laguna',
      cityName: 'Los Baños',
      barangayName: 'Batong Malake',
      warnings: [],
    });
    expect(makati).toMatchObject({ cityCode: '1380300000', cityName: 'Makati City', barangayCode: null, barangayName: null });
    expect(makati?.warnings.map((w) => w.code)).toEqual(['city_outside_province']);
  });

  it('serves the code list to staff: the regions, and the provinces under one, by name', async () => {
    const list = async (query: string) => t.app.inject({ url: `/api/v1/staff/code-lists/psgc${query}`, headers: team.evaluator.headers });
    const regions = json<PsgcCodeList>(await list(''));
    expect(regions.items).toHaveLength(18);
    const mimaropa = json<PsgcCodeList>(await list('?parent=1700000000'));
    expect(mimaropa.parent?.code).toBe('1700000000');
    expect(mimaropa.items.map((i) => [i.code, i.name])).toContainEqual(['1705300000', 'Palawan']);
    expect(json<{ code: string }>(await list('?parent=9999999999')).code).toBe('not_found');
    expect((await list('?parent=17')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/staff/code-lists/psgc' })).statusCode).toBe(401);
  });

  it('filters the staff listing by region and province code, and by place warnings', async () => {
    const palawan = await submit({
      locations: [aLocation({ region: 'MIMAROPA', province: 'Palawan', cityOrMunicipality: 'El Nido', barangay: undefined })],
    });
    const nowhere = await submit({
      locations: [aLocation({ region: 'Atlantis', province: 'Atlantis', cityOrMunicipality: 'Atlantis', barangay: undefined })],
    });
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/v1/staff/applications?${query}&limit=200`, headers: team.evaluator.headers });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ items: { id: string }[] }>(response).items.map((i) => i.id);
    };
    expect(await list('provinceCode=1705300000')).toContain(palawan);
    expect(await list('provinceCode=1705300000')).not.toContain(nowhere);
    expect(await list('regionCode=1700000000&regionCode=0400000000')).toContain(palawan);
    expect(await list('regionCode=0400000000')).not.toContain(palawan);
    expect(await list('placeWarnings=any')).toContain(nowhere);
    expect(await list('placeWarnings=any')).not.toContain(palawan);
    expect(await list('placeWarnings=none')).toContain(palawan);
    const bad = await t.app.inject({ url: '/api/v1/staff/applications?regionCode=13', headers: team.evaluator.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('backfills the codes of locations stored before them', async () => {
    const id = await submit();
    await t.database.db.deleteFrom('location_places').where('application_id', '=', id).execute();
    expect((await staffViewOf(t, team.evaluator, id)).places).toEqual([]);
    const report = await backfillPlaces(t.database.db);
    expect(report.coded).toBeGreaterThanOrEqual(1);
    expect((await staffViewOf(t, team.evaluator, id)).places[0]?.cityCode).toBe('0403411000');
  });

  describe('the PSGC code list', () => {
    it('lists the regions, with the release and its date', async () => {
      const response = await codeList('');
      expect(response.statusCode).toBe(200);
      const list = json<PsgcCodeList>(response);
      expect(list.release).toMatchObject({ quarter: '2025-Q4', asOf: '2025-12-31' });
      expect(list.items).toHaveLength(18);
      expect(list.items.map((i) => i.code)).toContain('1300000000');
      expect(response.headers['cache-control']).toBe('private, max-age=86400');
    });

    it('lists what lies under a code: NCR’s cities, a city’s barangays', async () => {
      const ncr = json<PsgcCodeList>(await codeList('?parent=1300000000'));
      expect(ncr.parent?.name).toBe('National Capital Region');
      expect(ncr.items.map((i) => i.name)).toEqual(expect.arrayContaining(['Quezon City', 'Manila City', 'Pateros']));
      const losBanos = json<PsgcCodeList>(await codeList('?parent=0403411000&q=batong'));
      expect(losBanos.items.map((i) => [i.code, i.name])).toEqual([['0403411004', 'Batong Malake']]);
    });

    it('searches names accent-blind at every level', async () => {
      const list = json<PsgcCodeList>(await codeList('?q=los%20banos'));
      expect(list.items.map((i) => i.code)).toContain('0403411000');
      const few = json<PsgcCodeList>(await codeList('?q=san&limit=5'));
      expect(few.items).toHaveLength(5);
      expect(few.truncated).toBe(true);
    });

    it('answers 304 to If-None-Match with its ETag, and 200 to another', async () => {
      const first = await codeList('?parent=1705300000');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"psgc-2025-Q4-/);
      const again = await codeList('?parent=1705300000', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await codeList('?parent=1705300000', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
      expect((await codeList('?parent=1705300000', { 'if-none-match': '"other"' })).statusCode).toBe(200);
      expect((await codeList('?parent=0400000000', { 'if-none-match': etag })).statusCode).toBe(200);
    });

    it('refuses an unknown parent (404), a malformed one, a blank search and unknown parameters (400), and no token (401)', async () => {
      expect(json<{ code: string }>(await codeList('?parent=9999999999')).code).toBe('not_found');
      expect((await codeList('?parent=04')).statusCode).toBe(400);
      expect((await codeList('?q=')).statusCode).toBe(400);
      expect((await codeList('?limit=0')).statusCode).toBe(400);
      expect((await codeList('?region=04')).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/v1/external/code-lists/psgc' })).statusCode).toBe(401);
    });
  });

  describe('jurisdiction', () => {
    /** Submitted, accepted, claimed and under evaluation by the evaluator. */
    async function underEvaluation(overrides: Parameters<typeof aSubmission>[1]): Promise<string> {
      const id = await submit(overrides);
      await meetRequirements(t, team.intake, { agency, token, id });
      await actOk(t, team.intake, id, { action: 'accept' });
      await actOk(t, team.evaluator, id, { action: 'claim' });
      await actOk(t, team.evaluator, id, { action: 'start_evaluation' });
      return id;
    }

    /** Recommend is refused naming the body; after refer and record_clearance it is allowed. */
    async function waitsFor(id: string, body: string): Promise<StaffApplication> {
      const before = await staffViewOf(t, team.evaluator, id);
      expect(before.clearances.map((c) => [c.body, c.outcome])).toContainEqual([body, null]);
      expect(before.allowedActions).not.toContain('recommend');
      const refused = await act(t, team.evaluator, id, { action: 'recommend', recommendation: 'approve', reasons: 'Sound.' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json<{ code: string; detail: string }>(refused)).toMatchObject({ code: 'action_not_allowed' });
      expect(json<{ detail: string }>(refused).detail).toContain(body.toUpperCase());
      await actOk(t, team.evaluator, id, { action: 'refer', body, text: 'Your clearance, please.' });
      await actOk(t, team.evaluator, id, { action: 'record_clearance', outcome: 'granted', text: `${body.toUpperCase()}-2026-001` });
      const after = await staffViewOf(t, team.evaluator, id);
      expect(after.clearances.find((c) => c.body === body)?.outcome).toBe('granted');
      return after;
    }

    it('needs no clearance for a terrestrial collection in Laguna', async () => {
      const id = await underEvaluation({});
      const view = await staffViewOf(t, team.evaluator, id);
      expect(view.clearances).toEqual([]);
      expect(view.allowedActions).toContain('recommend');
    });

    it('makes a Palawan application wait for its PCSD clearance', async () => {
      const id = await underEvaluation({
        locations: [aLocation({ region: 'MIMAROPA', province: 'Palawan', cityOrMunicipality: 'Puerto Princesa', barangay: 'Irawan' })],
      });
      const after = await waitsFor(id, 'pcsd');
      expect(after.clearances[0]?.because).toEqual(expect.arrayContaining(['Palawan (1705300000)']));
      await draftQuantities(t, team.evaluator, id);
      await actOk(t, team.evaluator, id, { action: 'recommend', recommendation: 'approve', reasons: 'Cleared by the PCSD.' });
    });

    it('makes a marine or freshwater collection wait for the BFAR', async () => {
      for (const ecosystem of ['marine', 'Freshwater fisheries']) {
        const id = await underEvaluation({ ecosystem });
        await waitsFor(id, 'bfar');
        await draftQuantities(t, team.evaluator, id);
        await actOk(t, team.evaluator, id, { action: 'recommend', recommendation: 'approve', reasons: 'Cleared by the BFAR.' });
      }
    });

    it('refuses a zone whose geometry is not a simple closed polygon, naming the ring or position, and stores none', async () => {
      const zonesBefore = await t.database.db.selectFrom('jurisdiction_zones').select('id').execute();
      const upload = (coordinates: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/staff/places/zones',
          headers: team.admin.headers,
          payload: { kind: 'protected_area', name: 'Refused Park', geojson: { type: 'Polygon', coordinates } },
        });
      const square = [
        [120, 10],
        [121, 10],
        [121, 11],
        [120, 11],
        [120, 10],
      ];
      const refusals: [string, unknown, string, RegExp][] = [
        [
          'a bow-tie',
          [
            [
              [120, 10],
              [122, 12],
              [122, 10],
              [120, 11],
              [120, 10],
            ],
          ],
          '/geojson/coordinates/0',
          /crosses or touches itself/,
        ],
        [
          'a ring touching itself',
          [
            [
              [0, 0],
              [2, 0],
              [2, 2],
              [1, 0],
              [0, 2],
              [0, 0],
            ],
          ],
          '/geojson/coordinates/0',
          /crosses or touches itself/,
        ],
        [
          'a spike back along an edge',
          [
            [
              [0, 0],
              [2, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
          '/geojson/coordinates/0',
          /crosses or touches itself/,
        ],
        [
          'a hole crossing itself',
          [
            square,
            [
              [120.2, 10.2],
              [120.8, 10.8],
              [120.8, 10.2],
              [120.2, 10.8],
              [120.2, 10.2],
            ],
          ],
          '/geojson/coordinates/1',
          /crosses or touches itself|no area/,
        ],
        ['an unclosed ring', [square.slice(0, 4).concat([[120, 10.5]])], '/geojson/coordinates/0', /must end where it starts/],
        [
          'too few positions',
          [
            [
              [120, 10],
              [121, 10],
              [120, 10],
            ],
          ],
          '/geojson/coordinates/0',
          /at least four positions/,
        ],
        [
          'positions on one line',
          [
            [
              [120, 10],
              [121, 11],
              [122, 12],
              [120, 10],
            ],
          ],
          '/geojson/coordinates/0',
          /no area/,
        ],
        [
          'a longitude out of range',
          [
            [
              [120, 10],
              [181, 10],
              [121, 11],
              [120, 10],
            ],
          ],
          '/geojson/coordinates/0/1',
          /outside longitude/,
        ],
        [
          'a latitude out of range',
          [
            [
              [120, 10],
              [121, -91],
              [121, 11],
              [120, 10],
            ],
          ],
          '/geojson/coordinates/0/1',
          /latitude -90..90/,
        ],
        [
          'text for a number',
          [
            [
              [120, 10],
              ['121', 10],
              [121, 11],
              [120, 10],
            ],
          ],
          '/geojson/coordinates/0/1',
          /finite numbers/,
        ],
        [
          'four numbers in a position',
          [
            [
              [120, 10, 0, 1],
              [121, 10],
              [121, 11],
              [120, 10],
            ],
          ],
          '/geojson/coordinates/0/0',
          /\[longitude, latitude\]/,
        ],
      ];
      for (const [what, coordinates, pointer, detail] of refusals) {
        const response = await upload(coordinates);
        expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
        expect(json<{ errors: unknown[] }>(response).errors, what).toEqual([{ pointer, detail: expect.stringMatching(detail) }]);
      }
      // Nested 20,000 levels deep: refused where it gets too deep, never a stack overflow.
      const deep = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/places/zones',
        headers: { ...team.admin.headers, 'content-type': 'application/json' },
        payload: `{"kind":"protected_area","name":"Deep","geojson":{"type":"Polygon","coordinates":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`,
      });
      expect(deep.statusCode, deep.body).toBe(400);
      expect(json<{ errors: { pointer: string; detail: string }[] }>(deep).errors).toEqual([
        { pointer: `/geojson/coordinates${'/0'.repeat(30)}`, detail: 'nests deeper than 32 levels' },
      ]);
      expect(await t.database.db.selectFrom('jurisdiction_zones').select('id').execute()).toEqual(zonesBefore);
      // A square with a square hole, and a position repeated, are fine.
      const holed = await upload([
        square,
        [
          [120.2, 10.2],
          [120.8, 10.2],
          [120.8, 10.8],
          [120.8, 10.8],
          [120.2, 10.8],
          [120.2, 10.2],
        ],
      ]);
      expect(holed.statusCode, holed.body).toBe(201);
    });

    it('makes a point inside an uploaded protected area or ancestral domain wait for its PAMB or NCIP', async () => {
      const square = (lon: number, lat: number) => ({
        type: 'Polygon',
        coordinates: [
          [
            [lon, lat],
            [lon + 0.1, lat],
            [lon + 0.1, lat + 0.1],
            [lon, lat + 0.1],
            [lon, lat],
          ],
        ],
      });
      const upload = (kind: string, geojson: unknown) =>
        t.app.inject({ method: 'POST', url: '/api/v1/staff/places/zones', headers: team.admin.headers, payload: { kind, geojson } });
      const pa = await upload('protected_area', {
        type: 'Feature',
        properties: { name: 'Mt. Test Natural Park' },
        geometry: square(125, 7),
      });
      expect(pa.statusCode, pa.body).toBe(201);
      const ad = await upload('ancestral_domain', {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { name: 'Test Ancestral Domain' }, geometry: square(126, 8) }],
      });
      expect(ad.statusCode, ad.body).toBe(201);
      // Refusals: not a polygon, an open ring, no name; and not for an evaluator.
      expect((await upload('protected_area', { type: 'Point', coordinates: [125, 7] })).statusCode).toBe(400);
      expect(
        (
          await upload('protected_area', {
            type: 'Feature',
            properties: { name: 'x' },
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [1, 1],
                  [2, 1],
                  [2, 2],
                  [1, 2],
                ],
              ],
            },
          })
        ).statusCode,
      ).toBe(400);
      expect((await upload('protected_area', square(1, 1))).statusCode).toBe(400);
      const byEvaluator = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/places/zones',
        headers: team.evaluator.headers,
        payload: { kind: 'protected_area', name: 'x', geojson: square(1, 1) },
      });
      expect(byEvaluator.statusCode).toBe(403);

      const inPark = await underEvaluation({ locations: [aLocation({ latitude: 7.05, longitude: 125.05 })] });
      const view = await waitsFor(inPark, 'pamb');
      expect(view.clearances[0]?.because).toContain('Mt. Test Natural Park');
      const inDomain = await underEvaluation({ locations: [aLocation({ latitude: 8.05, longitude: 126.05 })] });
      await waitsFor(inDomain, 'ncip');
      // Just outside the square: nothing required.
      const outside = await underEvaluation({ locations: [aLocation({ latitude: 7.15, longitude: 125.05 })] });
      expect((await staffViewOf(t, team.evaluator, outside)).clearances).toEqual([]);
    });
  });
});
