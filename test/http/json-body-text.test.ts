import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PATH } from '../../src/http/openapi.plugin.js';
import { testDialects } from '../helpers/databases.js';
import { type DocumentedRoute, declaredRoutes, routeKey } from '../helpers/declared-routes.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

interface Problem {
  code: string;
  detail: string;
  errors?: { pointer?: string; parameter?: string; detail: string }[];
}

const NUL_DETAIL = 'must not contain the NUL character (U+0000)';
const SURROGATE_DETAIL = 'must be valid Unicode text (it has a lone surrogate)';

/**
 * Text no database can keep as sent (the NUL character, a lone surrogate) and bodies nested past any
 * sensible depth are refused in one place, the JSON body parser (src/http/json-body.ts), for every
 * route present and future (issue 31): a 400 naming the field, before any handler runs, so nothing is
 * stored. The routes are read from the app itself; a JSON `null` body is a 400 too, never a 500.
 */
const WRITES = (await declaredRoutes()).filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));
const takesJson = (route: DocumentedRoute) => route.bodyMediaTypes.includes('application/json');

/** Path parameters that are not ids, as the routes' schemas want them (a bad one would be refused before the body's schema). */
const PARAMETERS: Readonly<Record<string, string>> = { key: 'workflow.some_setting', date: '2040-01-01' };

/** A square degree off Palawan. */
const A_SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [120, 10],
      [121, 10],
      [121, 11],
      [120, 11],
      [120, 10],
    ],
  ],
};

describe.each(testDialects)('text and depth of every JSON body (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  let admin: StaffHeaders;
  let dpo: StaffHeaders;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ agency, token } = await t.agencyWithToken());
    admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
    dpo = await loginAs(t, await createStaff(t, { roles: ['dpo'] }));
  });
  afterAll(async () => t?.close());

  /** The route called as its audience calls it (an admin's session, the agency's token, or nobody's), with a JSON body. */
  async function callWith(route: DocumentedRoute, payload: string): Promise<LightMyRequestResponse> {
    const url = route.url.replace(
      /:([A-Za-z]+)/g,
      (_all, name: string) => PARAMETERS[name] ?? (/code/i.test(name) ? agency : randomUUID()),
    );
    // Logging out is a write like any other; it gets a session of its own so the others keep theirs.
    const staff =
      route.method === 'DELETE' && route.url === '/api/v1/staff/session'
        ? await loginAs(t, await createStaff(t, { roles: ['viewer'] }))
        : admin;
    const auth = route.audience?.kind === 'staff' ? staff : route.audience?.kind === 'external' ? bearer(token) : {};
    return t.app.inject({
      method: route.method as InjectOptions['method'],
      url,
      headers: { ...auth, 'content-type': 'application/json' },
      payload,
    });
  }

  function expectRefused(response: LightMyRequestResponse, pointer: string, detail: string): void {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = json<Problem>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toContainEqual({ pointer, detail });
  }

  describe.each(WRITES.map((route) => ({ ...route, name: routeKey(route) })))('$name', (route) => {
    // The token endpoint takes forms only: any other body is its own RFC 6749 error, never parsed as JSON.
    const expectRefusal =
      route.url === TOKEN_PATH
        ? (response: LightMyRequestResponse) => {
            expect(response.statusCode).toBe(400);
            expect(json<{ error: string }>(response).error).toBe('invalid_request');
          }
        : expectRefused;
    it('refuses a NUL character in a string field with 400 naming the field', async () => {
      const response = await callWith(route, JSON.stringify({ note: { text: ['fine', 'Frogs \u0000 of Bohol'] } }));
      expectRefusal(response, '/note/text/1', NUL_DETAIL);
    });

    it('refuses a lone surrogate in a string field with 400 naming the field', async () => {
      // JSON.stringify writes the lone surrogate as the escape `\ud800`, as a client would send it.
      const response = await callWith(route, JSON.stringify({ note: 'Frogs \ud800 of Bohol' }));
      expectRefusal(response, '/note', SURROGATE_DETAIL);
    });

    it('refuses a body nested 20,000 levels deep with 400 naming where it gets too deep', async () => {
      const response = await callWith(route, `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
      expectRefusal(response, `/${Array(32).fill('0').join('/')}`, 'nests deeper than 32 levels');
    });

    if (takesJson(route)) {
      it('refuses a JSON null body with 400 naming the body', async () => {
        const response = await callWith(route, 'null');
        expect(response.statusCode, response.body).toBe(400);
        expect(json<Problem>(response).errors).toContainEqual({ pointer: '', detail: expect.stringMatching(/^must be /) });
      });
    } else {
      it('answers a JSON null body without a server error', async () => {
        const response = await callWith(route, 'null');
        expect(response.statusCode, response.body).toBeLessThan(500);
      });
    }
  });

  it('refuses a null action body on an application with 400, and takes no action', async () => {
    const { receipt } = await aSubmittedApplication(t);
    const url = `/api/v1/staff/applications/${receipt.id}`;
    const before = await t.app.inject({ url, headers: admin });
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}/actions`,
      headers: { ...admin, 'content-type': 'application/json', 'if-match': String(before.headers.etag) },
      payload: 'null',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json<Problem>(response).errors).toEqual([{ pointer: '', detail: 'must be object' }]);
    expect((await t.app.inject({ url, headers: admin })).headers.etag).toBe(before.headers.etag);
  });

  describe('the routes that came later store nothing', () => {
    it('refuses a webhook whose description holds a NUL, from the agency and from staff', async () => {
      const external = await t.app.inject({
        method: 'POST',
        url: '/api/v1/external/webhooks',
        headers: bearer(token),
        payload: { url: 'https://hooks.example.org/biopermit', description: 'Our \u0000 receiver' },
      });
      expectRefused(external, '/description', NUL_DETAIL);
      const staffAgency = await t.agency();
      const staff = await t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/agencies/${staffAgency}/webhooks`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ url: 'https://hooks.example.org/biopermit', description: 'Our \ud800 receiver' }),
      });
      expectRefused(staff, '/description', SURROGATE_DETAIL);
      const stored = await t.database.db
        .selectFrom('webhook_endpoints')
        .select('id')
        .where('agency_code', 'in', [agency, staffAgency])
        .execute();
      expect(stored).toEqual([]);
    });

    it('refuses a data-subject request and an incident holding a NUL or a lone surrogate', async () => {
      const note = `Checked by phone ${randomUUID()}`;
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/data-subjects/requests',
        headers: { ...dpo, 'content-type': 'application/json' },
        payload: JSON.stringify({ kind: 'access', email: 'maria.santos@example.org', name: 'Maria \ud800', note }),
      });
      expectRefused(request, '/name', SURROGATE_DETAIL);
      const summary = `A laptop was lost ${randomUUID()}`;
      const incident = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/incidents',
        headers: dpo,
        payload: { summary, discoveredAt: new Date().toISOString(), dataSubjects: 'Permittees \u0000 of 2026', affectedCount: 3 },
      });
      expectRefused(incident, '/dataSubjects', NUL_DETAIL);
      expect(await t.database.db.selectFrom('data_subject_requests').select('id').execute()).toEqual([]);
      expect(await t.database.db.selectFrom('privacy_incidents').select('id').execute()).toEqual([]);
    });

    it('refuses a zone whose name holds a NUL', async () => {
      const zonesBefore = await t.database.db.selectFrom('jurisdiction_zones').select('id').execute();
      const name = `Zone \u0000 ${randomUUID()}`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/places/zones',
        headers: admin,
        payload: { kind: 'protected_area', name, geojson: A_SQUARE },
      });
      expectRefused(response, '/name', NUL_DETAIL);
      expect(await t.database.db.selectFrom('jurisdiction_zones').select('id').execute()).toEqual(zonesBefore);
    });
  });
});
