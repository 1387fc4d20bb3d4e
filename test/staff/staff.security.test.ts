import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/agencies/agency.service.js';
import { createAgreement } from '../../src/agreements/agreement.service.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { addHoliday } from '../../src/clock/holiday.service.js';
import { ROLES, type Role } from '../../src/policy/roles.js';
import { aMember } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

/**
 * Every staff route refuses the same sessions in the same way. The cases are generated once and
 * applied to each route, so a new staff route only needs an entry in ROUTES.
 */

type Gate = 'any' | 'enrolment' | 'required';

interface Fixtures {
  readonly admin: TestStaff;
  readonly target: TestStaff;
  readonly agency: string;
  /** An application of `agency`, submitted through the external API. */
  readonly application: SubmissionReceipt;
  /** An issued permit (of another agency's application) and its generated certificate. */
  readonly permit: { readonly id: string; readonly applicationId: string; readonly certificateId: string };
}

interface StaffRoute {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly adminOnly: boolean;
  /** The only roles the route lets through (besides admin), when it is not admin-only but not for everyone either. */
  readonly roles?: readonly Role[];
  /** Set when admin is not among them either (an approver signs permits; an admin does not). */
  readonly adminRefused?: true;
  /** The status a user limited to another agency gets, for a route that reads `fixtures.agency`'s applications. */
  readonly otherAgency?: number;
  readonly gate: Gate;
  /** The status with a session that passes the hook (the body may still be refused by the service). */
  readonly passes: number;
  request(t: TestApp, fixtures: Fixtures): Promise<Omit<InjectOptions, 'headers'>>;
}

const unique = () => randomBytes(3).toString('hex');
let days = 0;
/** A date no other request of the suite uses (a holiday may be added once). */
const uniqueDate = () => new Date(Date.UTC(2040, 0, 1) + days++ * 86_400_000).toISOString().slice(0, 10);

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
  {
    name: 'GET /applications',
    method: 'GET',
    adminOnly: false,
    otherAgency: 403,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications?agency=${f.agency}` }),
  },
  {
    // The publisher's queue (src/policy/workqueue.policy.ts): its listing is refused to the other roles.
    name: 'GET /applications?queue=awaiting_publication',
    method: 'GET',
    adminOnly: false,
    roles: ['abs_publisher', 'chief'],
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/applications?queue=awaiting_publication' }),
  },
  {
    name: 'GET /workqueues',
    method: 'GET',
    adminOnly: false,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/workqueues' }),
  },
  {
    name: 'GET /applications/{id}/audit',
    method: 'GET',
    adminOnly: false,
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.application.registrationNo}/audit` }),
  },
  {
    name: 'GET /audit',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/audit?limit=5' }),
  },
  {
    name: 'GET /audit/verification',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/audit/verification' }),
  },
  {
    name: 'GET /audit/export',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/audit/export?application=${f.application.id}` }),
  },
  {
    name: 'GET /settings',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/settings' }),
  },
  {
    name: 'GET /settings/{key}',
    method: 'GET',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/settings/clock.time_limits' }),
  },
  {
    name: 'PUT /settings/{key}',
    method: 'PUT',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async () => ({
      url: '/api/v1/staff/settings/workflow.abandonment_grace',
      payload: { value: { incompleteDays: 30, unansweredRequestDays: 30 } },
    }),
  },
  {
    name: 'DELETE /settings/{key}',
    method: 'DELETE',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/settings/workflow.abandonment_grace' }),
  },
  {
    name: 'GET /holidays',
    method: 'GET',
    adminOnly: false,
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/holidays?year=2030' }),
  },
  {
    name: 'POST /holidays',
    method: 'POST',
    adminOnly: true,
    gate: 'required',
    passes: 201,
    request: async () => ({ url: '/api/v1/staff/holidays', payload: { date: uniqueDate(), name: 'Proclaimed day' } }),
  },
  {
    name: 'DELETE /holidays/{date}',
    method: 'DELETE',
    adminOnly: true,
    gate: 'required',
    passes: 200,
    request: async (t) => {
      const date = uniqueDate();
      await addHoliday(t.database.db, { date, name: 'To be removed' }, { actor: OPERATOR_ACTOR });
      return { url: `/api/v1/staff/holidays/${date}` };
    },
  },
  {
    name: 'GET /dashboard',
    method: 'GET',
    adminOnly: false,
    roles: ['chief', 'approver'],
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/dashboard' }),
  },
  // Permits (src/permits/): the fixture's issued permit; a user limited to another agency gets the 404 of none.
  {
    name: 'GET /applications/{id}/permits',
    method: 'GET',
    adminOnly: false,
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.permit.applicationId}/permits` }),
  },
  {
    name: 'GET /permits/{id}',
    method: 'GET',
    adminOnly: false,
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}` }),
  },
  {
    name: 'GET /permits/{id}/certificate',
    method: 'GET',
    adminOnly: false,
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/certificate` }),
  },
  {
    name: 'GET /permits/{id}/certificates/{certificateId}',
    method: 'GET',
    adminOnly: false,
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/certificates/${f.permit.certificateId}` }),
  },
  {
    name: 'GET /permits/{id}/absch-document',
    method: 'GET',
    adminOnly: false,
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/absch-document` }),
  },
  {
    // An approver gets past the policy to the upload itself, which refuses a body that is not multipart.
    name: 'POST /permits/{id}/certificates',
    method: 'POST',
    adminOnly: false,
    roles: ['approver'],
    adminRefused: true,
    otherAgency: 404,
    gate: 'required',
    passes: 415,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/certificates`, payload: {} }),
  },
  // Agreements (src/agreements/), on the fixture's application.
  {
    name: 'GET /applications/{id}/agreements',
    method: 'GET',
    adminOnly: false,
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.application.id}/agreements` }),
  },
  {
    name: 'POST /applications/{id}/agreements',
    method: 'POST',
    adminOnly: false,
    roles: ['evaluator', 'chief'],
    otherAgency: 404,
    gate: 'required',
    passes: 201,
    request: async (_t, f) => ({
      url: `/api/v1/staff/applications/${f.application.id}/agreements`,
      payload: { kind: 'memorandum_of_agreement', title: `MOA ${unique()}` },
    }),
  },
  {
    name: 'POST /agreements/{id}/status',
    method: 'POST',
    adminOnly: false,
    roles: ['evaluator', 'chief'],
    otherAgency: 404,
    gate: 'required',
    passes: 200,
    request: async (t, f) => ({
      url: `/api/v1/staff/agreements/${await aDraftAgreement(t, f)}/status`,
      payload: { to: 'for_signature' },
    }),
  },
  {
    // A writer gets past the policy to the upload itself, which refuses a body that is not multipart.
    name: 'PUT /agreements/{id}/signed-file',
    method: 'PUT',
    adminOnly: false,
    roles: ['evaluator', 'chief'],
    otherAgency: 404,
    gate: 'required',
    passes: 415,
    request: async (t, f) => ({ url: `/api/v1/staff/agreements/${await aDraftAgreement(t, f)}/signed-file`, payload: {} }),
  },
  {
    name: 'GET /directory',
    method: 'GET',
    adminOnly: false,
    roles: ['chief'],
    gate: 'required',
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/directory?role=evaluator' }),
  },
];

/** A draft agreement on the fixture's application, written as staff write one. */
async function aDraftAgreement(t: TestApp, f: Fixtures): Promise<string> {
  const drafted = await createAgreement(
    t.permits,
    aStaffActor(['evaluator']),
    f.application.id,
    { kind: 'affidavit_of_undertaking', title: `Undertaking ${unique()}` },
    {},
  );
  return drafted.id;
}

const NON_ADMIN_ROLES = ROLES.filter((role) => role !== 'admin');

describe.each(testDialects)('every staff route refuses what it must (%s)', (dialect) => {
  let t: TestApp;
  let fixtures: Fixtures;
  const refused: Record<string, StaffHeaders> = {};
  const byRole = new Map<Role, StaffHeaders>();
  let adminHeaders: StaffHeaders;
  let pendingAdminHeaders: StaffHeaders;
  let otherAgencyHeaders: StaffHeaders;

  async function viewerSession(): Promise<{ user: TestStaff; headers: StaffHeaders }> {
    const user = await createStaff(t, { roles: ['viewer'] });
    return { user, headers: await loginAs(t, user) };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    const admin = await createStaff(t, { roles: ['admin'] });
    const { agency, receipt } = await aSubmittedApplication(t);
    const issued = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, await aMember(t, ['approver']));
    const certificate = await t.database.db
      .selectFrom('permit_certificates')
      .select('id')
      .where('permit_id', '=', issued.id)
      .executeTakeFirstOrThrow();
    fixtures = {
      admin,
      target: await createStaff(t, { roles: ['evaluator'] }),
      agency,
      application: receipt,
      permit: { id: issued.id, applicationId: issued.application_id, certificateId: certificate.id },
    };
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
    otherAgencyHeaders = await loginAs(t, await createStaff(t, { roles: ['viewer'], agencies: [await t.agency()] }));
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

    if (route.roles !== undefined) {
      const allowed = route.roles;
      it.each(NON_ADMIN_ROLES.filter((role) => !allowed.includes(role)))('refuses the %s role (403 not_permitted)', async (role) => {
        const response = await send(route, byRole.get(role) ?? {});
        expect(response.statusCode).toBe(403);
        expect(json<{ code: string }>(response).code).toBe('not_permitted');
      });
      it.each(allowed)('lets the %s role through', async (role) => {
        expect((await send(route, byRole.get(role) ?? {})).statusCode).toBe(route.passes);
      });
      if (route.adminRefused) {
        it('refuses the admin role (403 not_permitted)', async () => {
          const response = await send(route, adminHeaders);
          expect(response.statusCode).toBe(403);
          expect(json<{ code: string }>(response).code).toBe('not_permitted');
        });
      }
    }

    if (route.otherAgency !== undefined) {
      const status = route.otherAgency;
      it(`refuses a user limited to another agency (${status})`, async () => {
        const response = await send(route, otherAgencyHeaders);
        expect(response.statusCode, response.body).toBe(status);
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
      const headers = route.adminRefused
        ? (byRole.get(route.roles?.[0] ?? 'viewer') ?? {})
        : route.adminOnly || route.roles !== undefined
          ? adminHeaders
          : (await viewerSession()).headers;
      const response = await send(route, headers);
      expect(response.statusCode, response.body).toBe(route.passes);
    });
  });
});
