import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { KeyEncryption } from '../../src/auth/key-encryption.js';
import { createStaffUser } from '../../src/staff/staff-user.service.js';
import { base32Decode, base32Encode, totpCode, totpStep } from '../../src/staff/totp.js';
import { testDialects } from '../helpers/databases.js';
import { aPassword, createStaff, enrolTotp, loginAs, sessionCookie, staffDeps, type TestStaff } from '../helpers/staff.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Problem {
  code: string;
  errors?: { pointer: string; detail: string }[];
}
const pointers = (body: string) => (JSON.parse(body) as Problem).errors?.map((e) => e.pointer) ?? [];

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA-1, secret "12345678901234567890": the last six digits of its 8-digit codes.
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('gives the RFC test vector at %i s', (seconds, code) => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpCode(secret, totpStep(seconds * 1000))).toBe(code);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7, 9]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });
});

describe.each(testDialects)('staff accounts: passwords and second factor (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { SIGNING_KEY_ENCRYPTION_KEY: 'a-long-enough-encryption-key-for-the-tests' });
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const logIn = (email: string, password: string) => post('/api/v1/staff/session', { email, password });

  describe('setting a password with a set-up code', () => {
    async function newUser() {
      const email = `setup.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@denr.example.ph`;
      const created = await createStaffUser(staffDeps(t), OPERATOR_ACTOR, { email, name: 'Juan dela Cruz', roles: ['viewer'] });
      return { email, code: created.setup.code, link: created.setup.link };
    }

    it('sets the password once; the code does not work again', async () => {
      const { email, code, link } = await newUser();
      expect(link).toBe(`/app/set-password#code=${code}`);
      const password = aPassword();
      const response = await post('/api/v1/staff/password-setup', { code, password });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ email });
      expect((await logIn(email, password)).statusCode).toBe(200);

      const again = await post('/api/v1/staff/password-setup', { code, password: aPassword() });
      expect(again.statusCode).toBe(400);
      expect(pointers(again.body)).toEqual(['/code']);
    });

    it.each([
      ['a short password', 'Short-pw-1'],
      ['a common password', 'qwerty123456'],
      ['a common password in other case', 'QWERTY123456'],
      ['one character repeated', 'aaaaaaaaaaaaaaaa'],
    ])('refuses %s and leaves the code usable', async (_title, password) => {
      const { code } = await newUser();
      const response = await post('/api/v1/staff/password-setup', { code, password });
      expect(response.statusCode).toBe(400);
      expect(pointers(response.body)).toEqual(['/password']);
      expect((await post('/api/v1/staff/password-setup', { code, password: aPassword() })).statusCode).toBe(200);
    });

    it('refuses the email as the password', async () => {
      const { email, code } = await newUser();
      const response = await post('/api/v1/staff/password-setup', { code, password: email });
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body).detail).toContain('email or name');
    });

    it('refuses an unknown or expired code', async () => {
      expect(pointers((await post('/api/v1/staff/password-setup', { code: 'nope', password: aPassword() })).body)).toEqual(['/code']);
      const { code } = await newUser();
      await t.database.db
        .updateTable('staff_setup_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('used_at', 'is', null)
        .execute();
      expect((await post('/api/v1/staff/password-setup', { code, password: aPassword() })).statusCode).toBe(400);
    });

    it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const row = await t.database.db.selectFrom('staff_users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password_hash).not.toContain(user.password);
    });
  });

  describe('changing my password', () => {
    it('needs the current password, refuses weak ones, and ends my other sessions but not this one', async () => {
      const user = await createStaff(t, { roles: ['evaluator'] });
      const other = await loginAs(t, user);
      const headers = await loginAs(t, user);
      const change = (payload: object) => post('/api/v1/staff/me/password', payload, headers);

      expect(pointers((await change({ currentPassword: 'wrong-password', newPassword: aPassword() })).body)).toEqual(['/currentPassword']);
      expect(pointers((await change({ currentPassword: user.password, newPassword: 'short' })).body)).toEqual(['/newPassword']);
      expect(pointers((await change({ currentPassword: user.password, newPassword: 'password1234' })).body)).toEqual(['/newPassword']);
      expect(pointers((await change({ currentPassword: user.password, newPassword: user.password })).body)).toEqual(['/newPassword']);

      const newPassword = aPassword();
      expect((await change({ currentPassword: user.password, newPassword })).statusCode).toBe(204);
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers: other })).statusCode).toBe(401);
      expect((await logIn(user.email, user.password)).statusCode).toBe(401);
      expect((await logIn(user.email, newPassword)).statusCode).toBe(200);
    });
  });

  describe('enrolling a TOTP factor', () => {
    it('gives a secret and its otpauth URI, confirms with a code, returns ten recovery codes, and then asks for codes at log-in', async () => {
      const user = await createStaff(t, { roles: ['evaluator'] });
      const headers = await loginAs(t, user);
      const other = await loginAs(t, user);
      const started = await post('/api/v1/staff/me/totp', {}, headers);
      expect(started.statusCode).toBe(200);
      const enrolment = json<{ secret: string; otpauthUri: string; digits: number; period: number; algorithm: string }>(started);
      expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
      const uri = new URL(enrolment.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.host).toBe('totp');
      expect(decodeURIComponent(uri.pathname)).toBe(`/biopermit:${user.email}`);
      expect(Object.fromEntries(uri.searchParams)).toEqual({
        secret: enrolment.secret,
        issuer: 'biopermit',
        algorithm: 'SHA1',
        digits: '6',
        period: '30',
      });

      const wrong = await post('/api/v1/staff/me/totp/confirmation', { code: totpCode(enrolment.secret, totpStep() - 5) }, headers);
      expect(wrong.statusCode).toBe(400);
      expect(pointers(wrong.body)).toEqual(['/code']);

      const confirmed = await post('/api/v1/staff/me/totp/confirmation', { code: totpCode(enrolment.secret, totpStep()) }, headers);
      expect(confirmed.statusCode).toBe(200);
      const { recoveryCodes } = json<{ recoveryCodes: string[] }>(confirmed);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

      const view = json<{ secondFactor: unknown }>(await t.app.inject({ url: '/api/v1/staff/session', headers }));
      expect(view.secondFactor).toEqual({ state: 'verified', enrolled: true, required: false, recoveryCodesLeft: 10 });
      expect((await t.app.inject({ url: '/api/v1/staff/session', headers: other })).statusCode).toBe(401);
      expect(json<Problem>(await logIn(user.email, user.password)).code).toBe('second_factor_required');

      // Stored sealed (SIGNING_KEY_ENCRYPTION_KEY is set), and only hashes of the recovery codes.
      const row = await t.database.db.selectFrom('staff_users').select('totp_secret').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.totp_secret).toMatch(/^enc:v1:/);
      expect(new KeyEncryption('a-long-enough-encryption-key-for-the-tests').open(row.totp_secret ?? '')).toBe(enrolment.secret);
      const hashes = await t.database.db.selectFrom('staff_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes) expect(recoveryCodes.some((code) => code_hash.includes(code.replaceAll('-', '')))).toBe(false);
    });

    it('refuses confirmation without an enrolment started (409)', async () => {
      const user = await createStaff(t, { roles: ['viewer'] });
      const response = await post('/api/v1/staff/me/totp/confirmation', { code: '123456' }, await loginAs(t, user));
      expect(response.statusCode).toBe(409);
    });

    it('lets an admin who has not enrolled do nothing but enrol, then everything', async () => {
      const admin = await createStaff(t, { roles: ['admin'], enrolTotp: false });
      const login = await logIn(admin.email, admin.password);
      const headers = { cookie: sessionCookie(login), 'x-csrf-token': json<{ csrfToken: string }>(login).csrfToken };
      expect((await t.app.inject({ url: '/api/v1/staff/users', headers })).statusCode).toBe(403);
      const { secret } = json<{ secret: string }>(await post('/api/v1/staff/me/totp', {}, headers));
      expect((await post('/api/v1/staff/me/totp/confirmation', { code: totpCode(secret, totpStep()) }, headers)).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/v1/staff/users', headers })).statusCode).toBe(200);
    });

    it('needs the current password to replace an enrolled factor', async () => {
      const user = await createStaff(t, { roles: ['approver'] });
      const headers = await loginAs(t, user);
      expect(pointers((await post('/api/v1/staff/me/totp', {}, headers)).body)).toEqual(['/password']);
      expect(pointers((await post('/api/v1/staff/me/totp', { password: 'not-it' }, headers)).body)).toEqual(['/password']);
      expect((await post('/api/v1/staff/me/totp', { password: user.password }, headers)).statusCode).toBe(200);
    });
  });

  describe('recovery codes', () => {
    let user: TestStaff;
    beforeAll(async () => {
      user = await createStaff(t, { roles: ['approver'] });
    });

    it('are replaced by ten new ones with the password; the old ones stop working', async () => {
      const headers = await loginAs(t, user);
      expect(pointers((await post('/api/v1/staff/me/recovery-codes', { password: 'not-it' }, headers)).body)).toEqual(['/password']);
      const response = await post('/api/v1/staff/me/recovery-codes', { password: user.password }, headers);
      expect(response.statusCode).toBe(200);
      const fresh = json<{ recoveryCodes: string[] }>(response).recoveryCodes;
      expect(fresh).toHaveLength(10);
      const old = user.recoveryCodes[0] ?? '';
      expect((await post('/api/v1/staff/session', { email: user.email, password: user.password, recoveryCode: old })).statusCode).toBe(401);
      expect((await post('/api/v1/staff/session', { email: user.email, password: user.password, recoveryCode: fresh[0] })).statusCode).toBe(
        200,
      );
    });

    it('are refused to a user without a TOTP factor (409)', async () => {
      const viewer = await createStaff(t, { roles: ['viewer'] });
      const response = await post('/api/v1/staff/me/recovery-codes', { password: viewer.password }, await loginAs(t, viewer));
      expect(response.statusCode).toBe(409);
    });
  });

  describe('the audit trail', () => {
    it('records password, TOTP and log-in changes without any password, code or secret', async () => {
      const user = await enrolTotp(t, await createStaff(t, { roles: ['chief'] }));
      const headers = await loginAs(t, user);
      const newPassword = aPassword();
      await post('/api/v1/staff/me/password', { currentPassword: user.password, newPassword }, headers);
      await post('/api/v1/staff/session', { email: user.email, password: 'a-wrong-password-123' });
      const rows = await t.database.db.selectFrom('audit_events').selectAll().where('subject_id', '=', user.id).execute();
      const actions = rows.map((row) => row.action);
      for (const action of [
        'staff_user.created',
        'staff_user.setup_code_issued',
        'staff_user.password_set',
        'staff_user.totp_enrolment_started',
        'staff_user.totp_enrolled',
        'staff_session.created',
        'staff_user.password_changed',
        'staff_login.failed',
      ]) {
        expect(actions).toContain(action);
      }
      const text = JSON.stringify(rows);
      for (const secret of [user.password, newPassword, 'a-wrong-password-123', user.totpSecret ?? '-', ...user.recoveryCodes]) {
        expect(text).not.toContain(secret);
      }
      expect(rows.find((row) => row.action === 'staff_user.password_changed')?.actor_id).toBe(user.id);
    });
  });
});
