import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_AT_ADDRESS_FREE_FAILURES, ACCOUNT_FREE_FAILURES, ADDRESS_FREE_FAILURES } from '../../src/staff/login-throttle.js';
import { sha256Hex } from '../../src/staff/secrets.js';
import type { StaffSessionView } from '../../src/staff/staff.schemas.js';
import { totpStep } from '../../src/staff/totp.js';
import { testDialects } from '../helpers/databases.js';
import { createStaff, loginAs, loginRequest, type StaffHeaders, sessionCookie, type TestStaff, totpNow } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

const SESSION = '/api/v1/staff/session';

interface Problem {
  code: string;
  status: number;
  title: string;
  detail: string;
}

/** A problem without what differs from request to request, to compare two answers. */
function comparable(response: LightMyRequestResponse) {
  const { requestId: _requestId, ...rest } = json<Record<string, unknown>>(response);
  return { status: response.statusCode, body: rest, contentType: response.headers['content-type'] };
}

let addressCounter = 0;
/** A client address of its own, so one test's failures never throttle another's. */
function anAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}`;
}

describe.each(testDialects)('staff log-in and sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const logIn = (payload: Record<string, unknown>, remoteAddress = anAddress()) =>
    t.app.inject({ method: 'POST', url: SESSION, payload, remoteAddress });
  const getSession = (headers: Record<string, string>) => t.app.inject({ url: SESSION, headers });
  const auditActions = async (subjectId: string) =>
    (
      await t.database.db.selectFrom('audit_events').select('action').where('subject_id', '=', subjectId).orderBy('occurred_at').execute()
    ).map((row) => row.action);

  describe('logging in', () => {
    it('answers the session and sets an HttpOnly, SameSite=Lax session cookie for path /', async () => {
      const user = await createStaff(t, { roles: ['evaluator', 'intake'] });
      const response = await logIn({ email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^biopermit_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(response.headers['cache-control']).toBe('no-store');
      const view = json<StaffSessionView>(response);
      expect(view.user).toEqual({ id: user.id, email: user.email, name: user.name, roles: ['intake', 'evaluator'], agencyCodes: null });
      expect(view.csrfToken).toMatch(/^[\w-]{43}$/);
      expect(view.secondFactor).toEqual({ state: 'not_enrolled', enrolled: false, required: false, recoveryCodesLeft: 0 });
      expect(view.permissions).toEqual({
        manageUsers: false,
        manageAgencies: false,
        manageWebhooks: false,
        readOutboxHealth: false,
        manageSettings: false,
        readAuditTrail: false,
        readDashboard: false,
        readNationalReport: false,
        readStaffDirectory: false,
        uploadDocuments: true,
        draftAgreements: true,
        handleDataSubjects: false,
        recordIncidents: false,
        resendMessages: true,
        readAllMessages: false,
      });
      expect(Date.parse(view.session.expiresAt) - Date.parse(view.session.createdAt)).toBe(12 * 3_600_000);
      expect(Date.parse(view.session.idleExpiresAt) - Date.parse(view.session.createdAt)).toBe(30 * 60_000);

      const me = await getSession({ cookie: sessionCookie(response) });
      expect(me.statusCode).toBe(200);
      expect(json(me)).toEqual(view);
      expect(await auditActions(user.id)).toContain('staff_session.created');
    });

    it('answers the probe with null and 200 without a session, and with the session once logged in', async () => {
      const probe = (headers: Record<string, string> = {}) => t.app.inject({ url: `${SESSION}/current`, headers });
      const none = await probe();
      expect(none.statusCode).toBe(200);
      expect(json(none)).toEqual({ session: null });
      // Its declared 400: a query string that is not text is refused like on every route.
      const nul = await t.app.inject({ url: `${SESSION}/current?x=%00` });
      expect(nul.statusCode).toBe(400);
      expect(nul.headers['content-type']).toContain('application/problem+json');
      const user = await createStaff(t, { roles: ['viewer'] });
      const loggedIn = await logIn({ email: user.email, password: user.password });
      const cookieName = sessionCookie(loggedIn).split('=')[0];
      const unknown = await probe({ cookie: `${cookieName}=${'x'.repeat(43)}` });
      expect(json(unknown)).toEqual({ session: null });
      expect(String(unknown.headers['set-cookie'])).toContain(`${cookieName}=;`);

      const found = await probe({ cookie: sessionCookie(loggedIn) });
      expect(found.statusCode).toBe(200);
      expect(json<{ session: StaffSessionView }>(found).session).toEqual(
        json<StaffSessionView>(await getSession({ cookie: sessionCookie(loggedIn) })),
      );
    });

    it('stores only a hash of the session token', async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const response = await logIn({ email: user.email, password: user.password });
      const token = sessionCookie(response).split('=')[1] ?? '';
      const rows = await t.database.db.selectFrom('staff_sessions').select('token_hash').where('user_id', '=', user.id).execute();
      expect(rows.map((row) => row.token_hash)).toEqual([sha256Hex(token)]);
    });

    it('takes the email in any case', async () => {
      const user = await createStaff(t, { roles: ['viewer'], email: `Maria.Santos.${Date.now()}@DENR.example.ph` });
      expect((await logIn({ email: user.email.toLowerCase(), password: user.password })).statusCode).toBe(200);
      expect((await logIn({ email: user.email.toUpperCase(), password: user.password })).statusCode).toBe(200);
    });

    it('refuses an unknown email exactly as a wrong password, and audits both without the password', async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const wrongPassword = await logIn({ email: user.email, password: 'not-the-password-1' });
      const unknownEmail = await logIn({ email: `nobody.${Date.now()}@denr.example.ph`, password: 'not-the-password-1' });
      expect(wrongPassword.statusCode).toBe(401);
      expect(comparable(unknownEmail)).toEqual(comparable(wrongPassword));
      expect(json<Problem>(wrongPassword).code).toBe('login_failed');
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();

      const failures = await t.database.db.selectFrom('audit_events').selectAll().where('action', '=', 'staff_login.failed').execute();
      const details = failures.map((row) => JSON.parse(row.details ?? '{}'));
      expect(details).toContainEqual({ email: user.email.toLowerCase(), reason: 'wrong_password' });
      expect(details.some((d) => d.reason === 'unknown_email')).toBe(true);
      expect(failures.every((row) => !(row.details ?? '').includes('not-the-password-1'))).toBe(true);
    });

    it('refuses a disabled user and a user without a password yet with the same answer', async () => {
      const wrong = comparable(await logIn({ email: `nobody.${Date.now()}@denr.example.ph`, password: 'whatever-it-is' }));
      const disabled = await createStaff(t, { roles: ['viewer'] });
      await t.database.db.updateTable('staff_users').set({ disabled_at: new Date().toISOString() }).where('id', '=', disabled.id).execute();
      expect(comparable(await logIn({ email: disabled.email, password: disabled.password }))).toEqual(wrong);

      const noPassword = await createStaff(t, { roles: ['viewer'] });
      await t.database.db.updateTable('staff_users').set({ password_hash: null }).where('id', '=', noPassword.id).execute();
      expect(comparable(await logIn({ email: noPassword.email, password: noPassword.password }))).toEqual(wrong);
    });

    it('refuses a body that is not valid, naming the field', async () => {
      const response = await logIn({ email: 'not-an-email', password: '' });
      expect(response.statusCode).toBe(400);
      expect(
        json<{ errors: { pointer: string }[] }>(response)
          .errors.map((e) => e.pointer)
          .sort(),
      ).toEqual(['/email', '/password']);
      const both = await logIn({ email: 'a@denr.example.ph', password: 'x', totp: '123456', recoveryCode: 'abcd' });
      expect(both.statusCode).toBe(400);
      expect(json<{ errors: { pointer: string }[] }>(both).errors[0]?.pointer).toBe('/recoveryCode');
    });
  });

  describe('the second factor at log-in', () => {
    let user: TestStaff;
    beforeAll(async () => {
      user = await createStaff(t, { roles: ['approver'] });
    });

    it('asks for the code when the password is right and none is sent', async () => {
      const response = await logIn({ email: user.email, password: user.password });
      expect(response.statusCode).toBe(401);
      expect(json<Problem>(response).code).toBe('second_factor_required');
    });

    it('records a normal two-step log-in as the second factor asked, then the session: no failed log-in', async () => {
      const fresh = await createStaff(t, { roles: ['approver'] });
      expect(json<Problem>(await logIn({ email: fresh.email, password: fresh.password })).code).toBe('second_factor_required');
      expect((await t.app.inject(loginRequest(fresh, anAddress()))).statusCode).toBe(200);
      expect(await auditActions(fresh.id)).toEqual(expect.arrayContaining(['staff_login.second_factor_asked', 'staff_session.created']));
      expect(await auditActions(fresh.id)).not.toContain('staff_login.failed');
    });

    it('refuses a wrong code like a wrong password', async () => {
      const wrong = totpNow(user.totpSecret ?? '') === '000000' ? '111111' : '000000';
      const response = await logIn({ email: user.email, password: user.password, totp: wrong });
      expect(response.statusCode).toBe(401);
      expect(json<Problem>(response).code).toBe('login_failed');
    });

    it('accepts a code once: the same code again is refused', async () => {
      const request = loginRequest(user, anAddress());
      const first = await t.app.inject(request);
      expect(first.statusCode).toBe(200);
      expect(json<{ secondFactor: { state: string } }>(first).secondFactor.state).toBe('verified');
      const again = await t.app.inject({ ...request, remoteAddress: anAddress() });
      expect(again.statusCode).toBe(401);
      expect(json<Problem>(again).code).toBe('login_failed');
    });

    it('refuses a code older than the step before the current one', async () => {
      const fresh = await createStaff(t, { roles: ['approver'] });
      const old = totpNow(fresh.totpSecret ?? '', totpStep() - 3);
      expect((await logIn({ email: fresh.email, password: fresh.password, totp: old })).statusCode).toBe(401);
    });

    it('accepts a recovery code once, in any case and without its dashes', async () => {
      const code = user.recoveryCodes.pop() ?? '';
      const typed = code.replaceAll('-', '').toUpperCase();
      const first = await logIn({ email: user.email, password: user.password, recoveryCode: typed });
      expect(first.statusCode).toBe(200);
      expect(json<{ secondFactor: { recoveryCodesLeft: number } }>(first).secondFactor.recoveryCodesLeft).toBe(9);
      const twice = await logIn({ email: user.email, password: user.password, recoveryCode: code });
      expect(twice.statusCode).toBe(401);
      expect(json<Problem>(twice).code).toBe('login_failed');
    });
  });

  describe('failed log-ins', () => {
    it(`lock the account at an address after ${ACCOUNT_AT_ADDRESS_FREE_FAILURES + 1} failures, even for the right password, with Retry-After`, async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const address = anAddress();
      for (let i = 0; i <= ACCOUNT_AT_ADDRESS_FREE_FAILURES; i++) {
        expect((await logIn({ email: user.email, password: `wrong password ${i}` }, address)).statusCode).toBe(401);
      }
      const locked = await logIn({ email: user.email, password: user.password }, address);
      expect(locked.statusCode).toBe(429);
      expect(json<Problem>(locked).code).toBe('login_throttled');
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(30);

      // The lock over (as if 30 s had passed), the right password opens a session and clears the count.
      await t.database.db
        .updateTable('staff_login_throttle')
        .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
        .where('key', '=', `account-at:${user.email.toLowerCase()} ${address}`)
        .execute();
      expect((await logIn({ email: user.email, password: user.password }, address)).statusCode).toBe(200);
      expect((await logIn({ email: user.email, password: 'wrong again' }, address)).statusCode).toBe(401);
    });

    it('do not let failures from one address lock the user out at another', async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const attacker = anAddress();
      for (let i = 0; i <= ACCOUNT_AT_ADDRESS_FREE_FAILURES + 3; i++) await logIn({ email: user.email, password: `guess ${i}` }, attacker);
      expect((await logIn({ email: user.email, password: user.password }, attacker)).statusCode).toBe(429);
      const atTheOffice = await logIn({ email: user.email, password: user.password }, anAddress());
      expect(atTheOffice.statusCode, atTheOffice.body).toBe(200);
    });

    it(`slow the account everywhere after ${ACCOUNT_FREE_FAILURES + 1} failures spread over many addresses, for seconds, not the quarter hour`, async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      for (let i = 0; i <= ACCOUNT_FREE_FAILURES; i++) {
        expect((await logIn({ email: user.email, password: `spread guess ${i}` })).statusCode).toBe(401);
      }
      const slowed = await logIn({ email: user.email, password: user.password });
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(5);
    });

    it('lock an email that no user has in the same way, so the lock tells nothing either', async () => {
      const email = `ghost.${Date.now()}@denr.example.ph`;
      const address = anAddress();
      for (let i = 0; i <= ACCOUNT_AT_ADDRESS_FREE_FAILURES; i++) await logIn({ email, password: `guess ${i}` }, address);
      const locked = await logIn({ email, password: 'guess again' }, address);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it(`lock a client address after ${ADDRESS_FREE_FAILURES + 1} failures on any accounts; other addresses go on`, async () => {
      const address = anAddress();
      for (let i = 0; i <= ADDRESS_FREE_FAILURES; i++) {
        expect((await logIn({ email: `spray${i}.${Date.now()}@denr.example.ph`, password: 'Summer2026!!' }, address)).statusCode).toBe(401);
      }
      const user = await createStaff(t, { roles: ['viewer'] });
      const fromThere = await logIn({ email: user.email, password: user.password }, address);
      expect(fromThere.statusCode).toBe(429);
      expect(Number(fromThere.headers['retry-after'])).toBeGreaterThan(0);
      expect((await logIn({ email: user.email, password: user.password }, anAddress())).statusCode).toBe(200);
    });
  });

  describe('the session', () => {
    async function loggedIn(roles: TestStaff['roles'] = ['evaluator']): Promise<{ user: TestStaff; headers: StaffHeaders }> {
      const user = await createStaff(t, { roles });
      return { user, headers: await loginAs(t, user) };
    }
    const sessionOf = (userId: string) => t.database.db.updateTable('staff_sessions').where('user_id', '=', userId);

    it('is refused without a cookie, with a garbage cookie, or an unknown token (401)', async () => {
      for (const headers of [
        {} as Record<string, string>,
        { cookie: 'biopermit_staff=%%%' },
        { cookie: `biopermit_staff=${'A'.repeat(43)}` },
      ]) {
        const response = await getSession(headers);
        expect(response.statusCode).toBe(401);
        expect(json<Problem>(response).code).toBe('session_required');
      }
    });

    it('ends after the idle time without use', async () => {
      const { user, headers } = await loggedIn();
      await sessionOf(user.id)
        .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
        .execute();
      const response = await getSession(headers);
      expect(response.statusCode).toBe(401);
      expect(json<Problem>(response).detail).toContain('idle');
      expect(String(response.headers['set-cookie'])).toContain('Max-Age=0');
    });

    it('ends at its absolute end however much it is used', async () => {
      const { user, headers } = await loggedIn();
      await sessionOf(user.id)
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await getSession(headers)).statusCode).toBe(401);
    });

    it('moves its idle end forward when used', async () => {
      const { user, headers } = await loggedIn();
      const earlier = new Date(Date.now() - 10 * 60_000).toISOString();
      await sessionOf(user.id).set({ last_seen_at: earlier }).execute();
      const view = json<{ session: { idleExpiresAt: string } }>(await getSession(headers));
      expect(Date.parse(view.session.idleExpiresAt)).toBeGreaterThan(Date.parse(earlier) + 30 * 60_000);
    });

    it('ends with log-out (which needs the CSRF token), and the cookie is cleared', async () => {
      const { user, headers } = await loggedIn();
      const withoutToken = await t.app.inject({ method: 'DELETE', url: SESSION, headers: { cookie: headers.cookie } });
      expect(withoutToken.statusCode).toBe(403);
      expect(json<Problem>(withoutToken).code).toBe('csrf_failed');
      const wrongToken = await t.app.inject({ method: 'DELETE', url: SESSION, headers: { ...headers, 'x-csrf-token': 'x'.repeat(43) } });
      expect(wrongToken.statusCode).toBe(403);
      expect((await getSession(headers)).statusCode).toBe(200);

      const out = await t.app.inject({ method: 'DELETE', url: SESSION, headers });
      expect(out.statusCode).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/^biopermit_staff=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
      expect((await getSession(headers)).statusCode).toBe(401);
      expect(await auditActions(user.id)).toContain('staff_session.ended');
    });

    it('has a CSRF token of its own: another session’s token is refused', async () => {
      const a = await loggedIn();
      const b = await loggedIn();
      const crossed = await t.app.inject({
        method: 'DELETE',
        url: SESSION,
        headers: { cookie: a.headers.cookie, 'x-csrf-token': b.headers['x-csrf-token'] },
      });
      expect(crossed.statusCode).toBe(403);
    });

    it('refuses an unsafe request from another origin or site with 403, even with a valid CSRF token, and acts on none', async () => {
      const { user, headers } = await loggedIn();
      const crossSite = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'http://localhost:8081' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
      ];
      for (const extra of crossSite) {
        const response = await t.app.inject({ method: 'DELETE', url: SESSION, headers: { ...headers, ...extra } });
        expect([JSON.stringify(extra), response.statusCode]).toEqual([JSON.stringify(extra), 403]);
        expect(json<{ code: string; detail: string }>(response)).toMatchObject({
          code: 'csrf_failed',
          detail: expect.stringContaining('Refused'),
        });
      }
      expect((await getSession(headers)).statusCode).toBe(200);
      expect(await auditActions(user.id)).not.toContain('staff_session.ended');
      // The service's own origin (the Host it was sent to), a same-origin fetch, or no Origin at all (curl) may act.
      const own = await t.app.inject({
        method: 'DELETE',
        url: SESSION,
        headers: { ...headers, host: 'localhost:80', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      });
      expect(own.statusCode, own.body).toBe(204);
    });

    it('is refused at once when the user is disabled', async () => {
      const { user, headers } = await loggedIn();
      await t.database.db.updateTable('staff_users').set({ disabled_at: new Date().toISOString() }).where('id', '=', user.id).execute();
      const response = await getSession(headers);
      expect(response.statusCode).toBe(401);
      expect(json<Problem>(response).detail).toContain('disabled');
    });

    it('sees a role or agency change on its next request', async () => {
      const { user, headers } = await loggedIn(['evaluator']);
      const agency = await t.agency();
      await t.database.db.updateTable('staff_users').set({ roles: 'chief', agency_codes: agency }).where('id', '=', user.id).execute();
      const view = json<{ user: { roles: string[]; agencyCodes: string[] } }>(await getSession(headers));
      expect(view.user.roles).toEqual(['chief']);
      expect(view.user.agencyCodes).toEqual([agency]);
    });

    it('is held to enrolment when the roles need a second factor the user has not enrolled', async () => {
      const admin = await createStaff(t, { roles: ['admin'], enrolTotp: false });
      const response = await logIn({ email: admin.email, password: admin.password });
      expect(response.statusCode).toBe(200);
      expect(json<{ secondFactor: { state: string } }>(response).secondFactor.state).toBe('enrolment_required');
      const users = await t.app.inject({ url: '/api/v1/staff/users', headers: { cookie: sessionCookie(response) } });
      expect(users.statusCode).toBe(403);
      expect(json<Problem>(users).code).toBe('second_factor_enrolment_required');
    });
  });

  describe('separation from the external API', () => {
    it('never opens a staff route with an agency bearer token', async () => {
      const { token } = await t.agencyWithToken();
      for (const url of [SESSION, '/api/v1/staff/users', '/api/v1/staff/agencies']) {
        const response = await t.app.inject({ url, headers: bearer(token) });
        expect(response.statusCode).toBe(401);
        expect(json<Problem>(response).code).toBe('session_required');
      }
    });

    it('never opens an external route with a staff session cookie', async () => {
      const agency = await t.agency();
      const admin = await createStaff(t, { roles: ['admin', 'viewer'] });
      const headers = await loginAs(t, admin);
      const response = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers });
      expect(response.statusCode).toBe(401);
      expect(json<Problem>(response).code).toBe('unauthorized');
    });
  });
});

describe.each(testDialects)('staff session settings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      PUBLIC_BASE_URL: 'https://biopermit.example.ph',
      STAFF_SESSION_IDLE_MINUTES: '5',
      STAFF_SESSION_MAX_HOURS: '2',
    });
  });
  afterAll(async () => t?.close());

  it('sets a Secure __Host- cookie over https and keeps the configured idle and absolute times', async () => {
    const user = await createStaff(t, { roles: ['viewer'] });
    const response = await t.app.inject({ method: 'POST', url: SESSION, payload: { email: user.email, password: user.password } });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-biopermit_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const { session } = json<{ session: { createdAt: string; expiresAt: string; idleExpiresAt: string } }>(response);
    expect(Date.parse(session.expiresAt) - Date.parse(session.createdAt)).toBe(2 * 3_600_000);
    expect(Date.parse(session.idleExpiresAt) - Date.parse(session.createdAt)).toBe(5 * 60_000);

    const cookie = sessionCookie(response);
    expect((await t.app.inject({ url: SESSION, headers: { cookie } })).statusCode).toBe(200);
    // The plain name is not this service's cookie over https.
    expect((await t.app.inject({ url: SESSION, headers: { cookie: cookie.replace('__Host-', '') } })).statusCode).toBe(401);
  });

  it('ends a session idle longer than STAFF_SESSION_IDLE_MINUTES', async () => {
    const user = await createStaff(t, { roles: ['viewer'] });
    const headers = await loginAs(t, user);
    await t.database.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.app.inject({ url: SESSION, headers })).statusCode).toBe(401);
  });
});
