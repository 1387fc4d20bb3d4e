import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../src/auth/actor.js';
import { ROLES, type Role } from '../src/policy/roles.js';
import { testDialects } from './helpers/databases.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from './helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from './helpers/test-app.js';

/**
 * Every staff route refuses the same sessions in the same way. The cases are generated once and
 * applied to each route, so a new staff route only needs an entry in ROUTES.
 */

type Gate = 'any' | 'enrolment' | 'required';

interface Fixtures {
  readonly admin: TestStaff;
  readonly target: TestStaff;
  readonly agency: string;
}

interface StaffRoute {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  readonly adminOnly: boolean;
  readonly gate: Gate;
  /** The status with a session that passes the hook (the body may still be refused by the service). */
  readonly passes: number;
  request(t: TestApp, fixtures: Fixtures): Promise<Omit<InjectOptions, 'headers'>>;
}

const unique = () => randomBytes(3).toString('hex');

const ROUTES: readonly StaffRoute[] = [
  // Documents (src/attachments/): no application has this id, so a session that passes gets a 404
  // (or, for an upload by a viewer, the role's 403).
  {
    name: 'GET /applications/{id}/attachments',
    method: 'GET',
    adminOnly: false,
    gate: 'required',
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/attachments` }),
  },
  {
    name: 'POST /applications/{id}/attachments',
    method: 'POST',
    adminOnly: false,
    gate: 'required',
    passes: 403,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/attachments`, payload: {} }),
  },
  {
    name: 'GET /applications/{id}/attachments/{attachmentId}/file',
    method: 'GET',
    adminOnly: false,
    gate: 'required',
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/attachments/${randomUUID()}/file` }),
  },
  {
    name: 'GET /session',
    method: 'GET',
    adminOnly: false,
    gate: 'any',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/session' }),
  },
  {
    name: 'DELETE /session',
    method: 'DELETE',
    adminOnly: false,
    gate: 'any',
    passes: 204,
    request: async () => ({ url: '/api/v1/staff/session' }),
  },
  {
    name: 'POST /me/password',
    method: 'POST',
    adminOnly: false,
    gate: 'required',
    passes: 400,
    request: async () => ({
      url: '/api/v1/staff/me/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'Kalikasan-Luntian-42' },
    }),
  },
  {
    name: 'POST /me/totp',
    method: 'POST',
    adminOnly: false,
    gate: 'enrolment',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/me/totp', payload: {} }),
  },
  {
    name: 'POST /me/totp/confirmation',
    method: 'POST',
    adminOnly: false,
    gate: 'enrolment',
    passes: 409,
    request: async () => ({ url: '/api/v1/staff/me/totp/confirmation', payload: { code: '123456' } }),
  },
  {
    name: 'POST /me/recovery-codes',
    method: 'POST',
    adminOnly: false,
    gate: 'required',
    passes: 409,
    request: async () => ({ url: '/api/v1/staff/me/recovery-codes', payload: { password: 'whatever' } }),
  },
  {
    name: 'GET /agencies',
    method: 'GET',
    adminOnly: false,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/agencies' }),
  },
  {
    name: 'GET /users',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/users' }),
  },
  {
    name: 'POST /users',
    method: 'POST',
    adminOnly: true,
    gate: 'required',
    passes: 201,
    request: async () => ({
      url: '/api/v1/staff/users',
      payload: { email: `new.${unique()}@denr.example.ph`, name: 'New Staff', roles: ['viewer'] },
    }),
  },
  {
    name: 'GET /users/{id}',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}` }),
  },
  {
    name: 'PATCH /users/{id}',
    method: 'PATCH',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}`, payload: { name: `Renamed ${unique()}` } }),
  },
  {
    name: 'DELETE /users/{id}/sessions',
    method: 'DELETE',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}/sessions` }),
  },
  {
    name: 'POST /users/{id}/password-reset',
    method: 'POST',
    adminOnly: true,
    gate: 'required',
    passes: 201,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}/password-reset`, payload: {} }),
  },
  {
    name: 'POST /agencies',
    method: 'POST',
    adminOnly: true,
    gate: 'required',
    passes: 201,
    request: async () => ({ url: '/api/v1/staff/agencies', payload: { code: `SEC${unique()}`, name: 'Security Agency' } }),
  },
  {
    name: 'GET /agencies/{code}/clients',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/agencies/${f.agency}/clients` }),
  },
  {
    name: 'POST /agencies/{code}/clients',
    method: 'POST',
    adminOnly: true,
    gate: 'required',
    passes: 201,
    request: async (_t, f) => ({ url: `/api/v1/staff/agencies/${f.agency}/clients`, payload: {} }),
  },
  {
    name: 'DELETE /agencies/{code}/clients/{clientId}',
    method: 'DELETE',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async (t, f) => {
      const { clientId } = await createApiClient(t.database.db, { agencyCode: f.agency, actor: OPERATOR_ACTOR });
      return { url: `/api/v1/staff/agencies/${f.agency}/clients/${clientId}` };
    },
  },
];

const NON_ADMIN_ROLES = ROLES.filter((role) => role !== 'admin');

describe.each(testDialects)('every staff route refuses what it must (%s)', (dialect) => {
  let t: TestApp;
  let fixtures: Fixtures;
  const refused: Record<string, StaffHeaders> = {};
  const byRole = new Map<Role, StaffHeaders>();
  let adminHeaders: StaffHeaders;
  let pendingAdminHeaders: StaffHeaders;

  async function viewerSession(): Promise<{ user: TestStaff; headers: StaffHeaders }> {
    const user = await createStaff(t, { roles: ['viewer'] });
    return { user, headers: await loginAs(t, user) };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await createStaff(t, { roles: ['admin'] });
    fixtures = { admin, target: await createStaff(t, { roles: ['evaluator'] }), agency: await t.agency() };
    adminHeaders = await loginAs(t, admin);
    pendingAdminHeaders = await loginAs(t, await createStaff(t, { roles: ['admin'], enrolTotp: false }));

    const ended = await viewerSession();
    await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/session', headers: ended.headers });
    refused['an ended session'] = ended.headers;
    const idle = await viewerSession();
    await t.database.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('user_id', '=', idle.user.id)
      .execute();
    refused['a session idle past its idle time'] = idle.headers;
    const expired = await viewerSession();
    await t.database.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.user.id)
      .execute();
    refused['a session past its absolute end'] = expired.headers;
    const disabled = await viewerSession();
    await t.database.db
      .updateTable('staff_users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', disabled.user.id)
      .execute();
    refused['a session of a disabled user'] = disabled.headers;

    for (const role of NON_ADMIN_ROLES) byRole.set(role, await loginAs(t, await createStaff(t, { roles: [role] })));
  });
  afterAll(async () => t?.close());

  const send = async (route: StaffRoute, headers: Record<string, string>) =>
    t.app.inject({ method: route.method, headers, ...(await route.request(t, fixtures)) });

  describe.each(ROUTES)('$name', (route) => {
    it('refuses a request without a session cookie (401 session_required)', async () => {
      const response = await send(route, {});
      expect(response.statusCode).toBe(401);
      expect(json<{ code: string }>(response).code).toBe('session_required');
    });

    it('refuses an agency bearer token (401)', async () => {
      const { token } = await t.agencyWithToken();
      expect((await send(route, bearer(token))).statusCode).toBe(401);
    });

    it.each(['an ended session', 'a session idle past its idle time', 'a session past its absolute end', 'a session of a disabled user'])(
      'refuses %s (401)',
      async (name) => {
        const response = await send(route, refused[name] ?? {});
        expect(response.statusCode).toBe(401);
        expect(json<{ code: string }>(response).code).toBe('session_required');
      },
    );

    if (route.method !== 'GET') {
      it('refuses a missing or wrong CSRF token (403 csrf_failed)', async () => {
        const { headers } = await viewerSession();
        for (const csrf of [undefined, 'not-the-token', headers['x-csrf-token'].slice(1)]) {
          const response = await send(
            route,
            csrf === undefined ? { cookie: headers.cookie } : { cookie: headers.cookie, 'x-csrf-token': csrf },
          );
          expect(response.statusCode).toBe(403);
          expect(json<{ code: string }>(response).code).toBe('csrf_failed');
        }
      });
    }

    if (route.adminOnly) {
      it.each(NON_ADMIN_ROLES)('refuses the %s role (403 not_permitted)', async (role) => {
        const response = await send(route, byRole.get(role) ?? {});
        expect(response.statusCode).toBe(403);
        expect(json<{ code: string }>(response).code).toBe('not_permitted');
      });
    }

    if (route.gate === 'required') {
      it('refuses an admin who has not enrolled a second factor (403 second_factor_enrolment_required)', async () => {
        const response = await send(route, pendingAdminHeaders);
        expect(response.statusCode).toBe(403);
        expect(json<{ code: string }>(response).code).toBe('second_factor_enrolment_required');
      });
    }

    it(`passes a live session with its CSRF token (${route.passes})`, async () => {
      const headers = route.adminOnly ? adminHeaders : (await viewerSession()).headers;
      const response = await send(route, headers);
      expect(response.statusCode, response.body).toBe(route.passes);
    });
  });
});
