import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser, StaffUserDetail } from '../../src/staff/staff.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { aPassword, createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { createTestApp, json, requestToken, type TestApp } from '../helpers/test-app.js';

interface Problem {
  code: string;
  detail: string;
  errors?: { pointer: string; detail: string }[];
}

describe.each(testDialects)('staff administration by an admin (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestStaff;
  let headers: StaffHeaders;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createStaff(t, { roles: ['admin'] });
    headers = await loginAs(t, admin);
  });
  afterAll(async () => t?.close());

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as: Record<string, string> = headers) =>
    t.app.inject({ method, url: `/api/v1/staff${url}`, headers: as, ...(payload === undefined ? {} : { payload }) });
  const audit = async (subjectId: string) =>
    t.database.db.selectFrom('audit_events').selectAll().where('subject_id', '=', subjectId).orderBy('occurred_at').execute();
  const newEmail = () => `user.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@denr.example.ph`;

  describe('users', () => {
    it('creates a user who sets a password with the code and logs in with the given roles and agencies', async () => {
      const agency = await t.agency();
      const email = newEmail();
      const created = await request('POST', '/users', {
        email,
        name: 'Liza Soberano',
        roles: ['intake', 'evaluator'],
        agencyCodes: [agency],
      });
      expect(created.statusCode).toBe(201);
      const { user, setup } = json<{ user: StaffUser; setup: { code: string; link: string; purpose: string; expiresAt: string } }>(created);
      expect(user).toMatchObject({
        email,
        name: 'Liza Soberano',
        roles: ['intake', 'evaluator'],
        agencyCodes: [agency],
        passwordSet: false,
        disabled: false,
      });
      expect(setup.purpose).toBe('setup');
      expect(Date.parse(setup.expiresAt) - Date.now()).toBeGreaterThan(71 * 3_600_000);

      const password = aPassword();
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/staff/password-setup', payload: { code: setup.code, password } })).statusCode,
      ).toBe(200);
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email, password } });
      expect(json<{ user: { roles: string[]; agencyCodes: string[] } }>(login).user).toMatchObject({
        roles: ['intake', 'evaluator'],
        agencyCodes: [agency],
      });

      const rows = await audit(user.id);
      expect(rows.map((row) => row.action).slice(0, 2)).toEqual(['staff_user.created', 'staff_user.setup_code_issued']);
      expect(rows[0]).toMatchObject({ actor_kind: 'staff', actor_id: admin.id });
      expect(rows[0]?.request_id).toEqual(expect.any(String));
      expect(JSON.stringify(rows)).not.toContain(setup.code);
    });

    it('refuses a second user with the same email in another case (409), an unknown agency and an unknown role (400)', async () => {
      const email = newEmail();
      expect((await request('POST', '/users', { email, name: 'One', roles: ['viewer'] })).statusCode).toBe(201);
      expect((await request('POST', '/users', { email: email.toUpperCase(), name: 'Two', roles: ['viewer'] })).statusCode).toBe(409);
      const unknownAgency = await request('POST', '/users', { email: newEmail(), name: 'Three', roles: ['viewer'], agencyCodes: ['NOPE'] });
      expect(unknownAgency.statusCode).toBe(400);
      expect(json<Problem>(unknownAgency).errors?.[0]?.pointer).toBe('/agencyCodes/0');
      const unknownRole = await request('POST', '/users', { email: newEmail(), name: 'Four', roles: ['superuser'] });
      expect(unknownRole.statusCode).toBe(400);
      expect(json<Problem>(unknownRole).errors).toEqual([
        { pointer: '/roles/0', detail: expect.stringContaining('must be one of: admin, intake') },
      ]);
      const noRoles = await request('POST', '/users', { email: newEmail(), name: 'Five', roles: [] });
      expect(noRoles.statusCode).toBe(400);
    });

    it('lists users with filters, and reads one with its live sessions and pending code', async () => {
      const user = await createStaff(t, { roles: ['abs_publisher'], name: `Publisher ${Date.now()}` });
      await loginAs(t, user);
      const listed = json<StaffUser[]>(await request('GET', '/users?role=abs_publisher'));
      expect(listed.map((u) => u.id)).toContain(user.id);
      expect(listed.every((u) => (u.roles as string[]).includes('abs_publisher'))).toBe(true);
      expect(json<StaffUser[]>(await request('GET', `/users?q=${encodeURIComponent(user.name.toUpperCase())}`)).map((u) => u.id)).toEqual([
        user.id,
      ]);
      expect(json<StaffUser[]>(await request('GET', '/users?disabled=true')).map((u) => u.id)).not.toContain(user.id);
      expect((await request('GET', '/users?role=nobody')).statusCode).toBe(400);

      const detail = json<StaffUserDetail>(await request('GET', `/users/${user.id}`));
      expect(detail.liveSessions).toBe(1);
      expect(detail.sessions).toHaveLength(1);
      expect(detail.sessions[0]).toMatchObject({ secondFactor: false, clientAddress: '127.0.0.1' });
      expect(detail.pendingSetupCode).toBeNull();
      expect((await request('GET', '/users/00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
      expect((await request('GET', '/users/not-a-uuid')).statusCode).toBe(400);
    });

    it('changes name, roles and agencies, each with its audit row, seen by the user on the next request', async () => {
      const user = await createStaff(t, { roles: ['evaluator'] });
      const userHeaders = await loginAs(t, user);
      const agency = await t.agency();
      const response = await request('PATCH', `/users/${user.id}`, { name: 'Renamed', roles: ['chief', 'viewer'], agencyCodes: [agency] });
      expect(response.statusCode).toBe(200);
      expect(json<StaffUser>(response)).toMatchObject({
        name: 'Renamed',
        roles: ['chief', 'viewer'],
        agencyCodes: [agency],
        liveSessions: 1,
      });
      const me = json<{ user: object }>(await t.app.inject({ url: '/api/v1/staff/session', headers: userHeaders }));
      expect(me.user).toMatchObject({ name: 'Renamed', roles: ['chief', 'viewer'], agencyCodes: [agency] });

      const rows = (await audit(user.id)).filter((row) => row.actor_kind === 'staff' && row.actor_id === admin.id);
      const byAction = Object.fromEntries(rows.map((row) => [row.action, JSON.parse(row.details ?? '{}')]));
      expect(byAction['staff_user.renamed']).toEqual({ before: user.name, after: 'Renamed' });
      expect(byAction['staff_user.roles_changed']).toEqual({ before: ['evaluator'], after: ['chief', 'viewer'] });
      expect(byAction['staff_user.agencies_changed']).toEqual({ before: null, after: [agency] });

      const back = await request('PATCH', `/users/${user.id}`, { agencyCodes: null });
      expect(json<StaffUser>(back).agencyCodes).toBeNull();
      expect((await request('PATCH', `/users/${user.id}`, {})).statusCode).toBe(400);
      expect((await request('PATCH', `/users/${user.id}`, { email: 'x@y.ph' })).statusCode).toBe(400);
    });

    it('disables a user, ending every session at once, and enables again', async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const first = await loginAs(t, user);
      const second = await loginAs(t, user);
      const disabled = await request('PATCH', `/users/${user.id}`, { disabled: true });
      expect(json<StaffUser>(disabled)).toMatchObject({ disabled: true, disabledAt: expect.any(String), liveSessions: 0 });
      for (const h of [first, second]) expect((await t.app.inject({ url: '/api/v1/staff/session', headers: h })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email: user.email, password: user.password } }))
          .statusCode,
      ).toBe(401);

      expect(json<StaffUser>(await request('PATCH', `/users/${user.id}`, { disabled: false })).disabled).toBe(false);
      // The ended sessions stay ended; a new log-in works.
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers: first })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email: user.email, password: user.password } }))
          .statusCode,
      ).toBe(200);
      const actions = (await audit(user.id)).map((row) => row.action);
      expect(actions).toEqual(expect.arrayContaining(['staff_user.disabled', 'staff_session.ended', 'staff_user.enabled']));
    });

    it('ends the sessions of a user on request', async () => {
      const user = await createStaff(t, { roles: ['intake'] });
      const userHeaders = await loginAs(t, user);
      const response = await request('DELETE', `/users/${user.id}/sessions`);
      expect(json(response)).toEqual({ endedSessions: 1 });
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers: userHeaders })).statusCode).toBe(401);
      expect(json(await request('DELETE', `/users/${user.id}/sessions`))).toEqual({ endedSessions: 0 });
    });

    it('issues a reset code: the old password works until the code is used', async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const userHeaders = await loginAs(t, user);
      const issued = json<{ code: string; purpose: string }>(await request('POST', `/users/${user.id}/password-reset`, {}));
      expect(issued.purpose).toBe('reset');
      expect(json<StaffUserDetail>(await request('GET', `/users/${user.id}`)).pendingSetupCode).toMatchObject({ purpose: 'reset' });
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers: userHeaders })).statusCode).toBe(200);
      const password = aPassword();
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/staff/password-setup', payload: { code: issued.code, password } })).statusCode,
      ).toBe(200);
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers: userHeaders })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email: user.email, password } })).statusCode,
      ).toBe(200);
    });

    it('removes a lost second factor with the reset when asked, ending the sessions', async () => {
      const user = await createStaff(t, { roles: ['approver'] });
      const userHeaders = await loginAs(t, user);
      await request('POST', `/users/${user.id}/password-reset`, { resetSecondFactor: true });
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers: userHeaders })).statusCode).toBe(401);
      expect(json<StaffUser>(await request('GET', `/users/${user.id}`)).secondFactor).toEqual({ enrolled: false, required: true });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/session',
        payload: { email: user.email, password: user.password },
      });
      expect(json<{ secondFactor: { state: string } }>(login).secondFactor.state).toBe('enrolment_required');
    });

    it('keeps one enabled admin: the last cannot be disabled or lose the role (409)', async () => {
      const fresh = await createTestApp(dialect);
      try {
        const only = await createStaff(fresh, { roles: ['admin'] });
        const h = await loginAs(fresh, only);
        const patch = (payload: object) =>
          fresh.app.inject({ method: 'PATCH', url: `/api/v1/staff/users/${only.id}`, headers: h, payload });
        expect((await patch({ disabled: true })).statusCode).toBe(409);
        expect(json<Problem>(await patch({ roles: ['viewer'] })).detail).toContain('last enabled admin');
        await createStaff(fresh, { roles: ['admin'] });
        expect((await patch({ roles: ['admin', 'viewer'] })).statusCode).toBe(200);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('agencies and API clients', () => {
    it('creates an agency, lists it for every staff user, and only the agencies a limited user works on', async () => {
      const code = `BFAR${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
      const created = await request('POST', '/agencies', { code, name: 'Bureau of Fisheries and Aquatic Resources' });
      expect(created.statusCode).toBe(201);
      expect(json(created)).toEqual({
        code,
        name: 'Bureau of Fisheries and Aquatic Resources',
        activeClients: 0,
        contactEmail: null,
        createdAt: expect.any(String),
      });
      expect((await request('POST', '/agencies', { code, name: 'Again' })).statusCode).toBe(409);
      expect((await request('POST', '/agencies', { code: 'has space', name: 'Bad' })).statusCode).toBe(400);

      const viewer = await loginAs(t, await createStaff(t, { roles: ['viewer'] }));
      expect(json<{ code: string }[]>(await request('GET', '/agencies', undefined, viewer)).map((a) => a.code)).toContain(code);
      const limited = await loginAs(t, await createStaff(t, { roles: ['evaluator'], agencies: [code] }));
      expect(json<{ code: string }[]>(await request('GET', '/agencies', undefined, limited)).map((a) => a.code)).toEqual([code]);
      expect((await audit(code)).map((row) => row.action)).toEqual(['agency.created']);
    });

    it('creates a client whose secret, shown once, gets a token; lists it without the secret; revokes it', async () => {
      const agency = await t.agency();
      const created = await request('POST', `/agencies/${agency}/clients`, { name: 'PCSD permit system', scopes: ['applications:read'] });
      expect(created.statusCode).toBe(201);
      const client = json<{ clientId: string; clientSecret: string; scopes: string[]; name: string }>(created);
      expect(client).toMatchObject({ agencyCode: agency, name: 'PCSD permit system', scopes: ['applications:read'], revokedAt: null });
      expect((await requestToken(t.app, client)).statusCode).toBe(200);

      const listed = await request('GET', `/agencies/${agency}/clients`);
      expect(json<object[]>(listed)).toEqual([expect.objectContaining({ clientId: client.clientId, revokedAt: null })]);
      expect(listed.body).not.toContain(client.clientSecret);
      expect(
        json<{ activeClients: number; code: string }[]>(await request('GET', '/agencies')).find((a) => a.code === agency)?.activeClients,
      ).toBe(1);

      const revoked = await request('DELETE', `/agencies/${agency}/clients/${client.clientId}`);
      expect(json<{ revokedAt: string }>(revoked).revokedAt).toEqual(expect.any(String));
      expect((await requestToken(t.app, client)).statusCode).toBe(401);
      expect((await request('DELETE', `/agencies/${agency}/clients/${client.clientId}`)).statusCode).toBe(409);
      const actions = (await audit(client.clientId)).map((row) => [row.action, `${row.actor_kind}:${row.actor_id}`]);
      expect(actions).toEqual([
        ['api_client.created', `staff:${admin.id}`],
        ['api_client.revoked', `staff:${admin.id}`],
      ]);
    });

    it("refuses another agency's client, an unknown agency, and an unknown scope", async () => {
      const [a, b] = [await t.agency(), await t.agency()];
      const client = json<{ clientId: string }>(await request('POST', `/agencies/${a}/clients`, {}));
      expect((await request('DELETE', `/agencies/${b}/clients/${client.clientId}`)).statusCode).toBe(404);
      expect((await request('GET', '/agencies/NOSUCH/clients')).statusCode).toBe(404);
      expect((await request('POST', '/agencies/NOSUCH/clients', {})).statusCode).toBe(404);
      expect((await request('POST', `/agencies/${a}/clients`, { scopes: ['applications:delete'] })).statusCode).toBe(400);
    });

    it("changes an agency's contact address and removes it, with an audit row that does not hold the address", async () => {
      const agency = await t.agency();
      const contactOf = async () =>
        json<{ code: string; contactEmail: string | null }[]>(await request('GET', '/agencies')).find((a) => a.code === agency)
          ?.contactEmail;

      const set = await request('PATCH', `/agencies/${agency}`, { contactEmail: 'permits@pcsd.example.ph' });
      expect(set.statusCode, set.body).toBe(200);
      expect(json(set)).toMatchObject({ code: agency, contactEmail: 'permits@pcsd.example.ph', activeClients: 0 });
      expect(await contactOf()).toBe('permits@pcsd.example.ph');

      const removed = await request('PATCH', `/agencies/${agency}`, { contactEmail: null });
      expect(json<{ contactEmail: string | null }>(removed).contactEmail).toBeNull();
      expect(await contactOf()).toBeNull();

      const rows = (await audit(agency)).filter((row) => row.action !== 'agency.created');
      expect(rows.map((row) => [row.action, `${row.actor_kind}:${row.actor_id}`])).toEqual([
        ['agency.contact_email_changed', `staff:${admin.id}`],
        ['agency.contact_email_changed', `staff:${admin.id}`],
      ]);
      expect(rows.map((row) => row.details).join(' ')).not.toContain('pcsd.example.ph');
    });

    it('refuses a contact address that is not one (400, on the field), an unknown agency (404) and a non-admin (403), changing nothing', async () => {
      const agency = await t.agency();
      await request('PATCH', `/agencies/${agency}`, { contactEmail: 'permits@pcsd.example.ph' });

      const invalid = await request('PATCH', `/agencies/${agency}`, { contactEmail: 'not an address' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.headers['content-type']).toContain('application/problem+json');
      const problem = json<Problem>(invalid);
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors?.map((error) => error.pointer)).toEqual(['/contactEmail']);
      expect((await request('PATCH', `/agencies/${agency}`, { contactEmail: 'permits@pcsd.example.ph', name: 'Renamed' })).statusCode).toBe(
        400,
      );
      expect((await request('PATCH', `/agencies/${agency}`, {})).statusCode).toBe(400);

      const unknown = await request('PATCH', '/agencies/NOSUCH', { contactEmail: 'permits@pcsd.example.ph' });
      expect(unknown.statusCode).toBe(404);
      expect(json<Problem>(unknown).code).toBe('not_found');

      const chief = await loginAs(t, await createStaff(t, { roles: ['chief'] }));
      const refused = await request('PATCH', `/agencies/${agency}`, { contactEmail: 'other@pcsd.example.ph' }, chief);
      expect(refused.statusCode).toBe(403);
      expect(json<Problem>(refused).code).toBe('not_permitted');

      const listed = json<{ code: string; contactEmail: string | null }[]>(await request('GET', '/agencies'));
      expect(listed.find((a) => a.code === agency)?.contactEmail).toBe('permits@pcsd.example.ph');
      expect((await audit(agency)).map((row) => row.action)).toEqual(['agency.created', 'agency.contact_email_changed']);
    });
  });
});
