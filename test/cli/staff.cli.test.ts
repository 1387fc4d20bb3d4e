import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { loadConfig } from '../../src/config.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { setPasswordDirectly } from '../../src/staff/password.service.js';
import { staffSettings } from '../../src/staff/staff.settings.js';
import { createStaffUser } from '../../src/staff/staff-user.service.js';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../src/staff/totp.js';
import { showTotpCodeForDevelopment } from '../../src/staff/totp-development.service.js';
import { type CliRun, runCli } from '../helpers/cli-in-process.js';
import { createTestDatabase, testDialects } from '../helpers/databases.js';
import { aPassword, sessionCookie } from '../helpers/staff.js';
import { json } from '../helpers/test-app.js';

/**
 * `biopermit staff …`, checked by what it prints, its exit code, and what the HTTP service on the same
 * database then does. The commands run in this process (helpers/cli-in-process.ts: the same program,
 * its own environment, standard streams and exit code); a password piped into a child process, as an
 * operator's script does (`node bin/biopermit.js` on DATABASE_URL), stays real.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'bin', 'biopermit.js');
const SLOW_TEST_MS = 120_000;
/** Settings the service reads; none may leak in from the outer environment. */
const SETTING =
  /^(PORT|HOST|DATABASE_URL|DATA_DIR|LOG_LEVEL|PUBLIC_BASE_URL|TRUST_PROXY|SIGNING_KEY_ENCRYPTION_KEY|STAFF_\w+|TOKEN_\w+|AUTH_\w+)$/;

interface RunOptions {
  readonly input?: string;
  readonly env?: Record<string, string>;
}

/** `biopermit args…` on the database, in this process, `input` on its standard input. */
function biopermit(databaseUrl: string, args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  return runCli(args, { env: { DATABASE_URL: databaseUrl, ...options.env }, stdin: options.input ?? '' });
}

/** `node bin/biopermit.js args…` in a child process, `input` piped to its standard input. */
function spawnBiopermit(databaseUrl: string, args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING.test(name)));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: ROOT,
      env: { ...env, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, ...options.env },
      // Generous: each run starts Node and loads the commands' bundle, and the machine may be busy.
      timeout: 90_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

async function succeed(databaseUrl: string, args: readonly string[], options: RunOptions = {}, run = biopermit) {
  const result = await run(databaseUrl, args, options);
  expect(result.stderr, `biopermit ${args.join(' ')}`).toBe('');
  expect(result.code, `biopermit ${args.join(' ')}`).toBe(0);
  return result.stdout;
}

let counter = 0;
const newEmail = () => `cli${++counter}.${Math.random().toString(36).slice(2, 6)}@denr.example.ph`;

describe('biopermit staff --help', () => {
  it('names the staff commands and their options', { timeout: SLOW_TEST_MS }, async () => {
    const staff = await biopermit('sqlite::memory:', ['staff', '--help']);
    for (const command of ['create', 'list', 'disable', 'enable', 'reset-password', 'roles', 'totp'])
      expect(staff.stdout).toContain(command);
    const create = await biopermit('sqlite::memory:', ['staff', 'create', '--help']);
    for (const option of ['--email <email>', '--name <name>', '--role <role>', '--agency <code>', '--password-stdin', '--json']) {
      expect(create.stdout).toContain(option);
    }
    const totp = await biopermit('sqlite::memory:', ['staff', 'totp', '--help']);
    expect(totp.stdout).toContain('for development');
    expect(totp.stdout).toContain('audit trail');
  });
});

describe.each(testDialects)('biopermit staff (%s)', (dialect) => {
  let url: string;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    const testDatabase = await createTestDatabase(dialect);
    url = testDatabase.url;
    drop = () => testDatabase.drop();
    const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
    database = await openDatabase({ url, requireDurableWrites: config.requireDurableWrites, poolSize: 2 });
    await migrateToLatest(database.db);
    app = (await buildApp(config, database)).app;
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const logIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email, password } });
  const setUp = (code: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/v1/staff/password-setup', payload: { code, password } });

  it('creates the first admin with a set-up code and link that set the password', { timeout: SLOW_TEST_MS }, async () => {
    const email = newEmail();
    const output = await succeed(url, ['staff', 'create', '--email', email, '--name', 'Ana Admin', '--role', 'admin'], {
      env: { PUBLIC_BASE_URL: 'https://biopermit.example.ph' },
    });
    const code = /^ {2}([\w-]{43})$/m.exec(output)?.[1] ?? '';
    expect(output).toContain(`Staff user ${email} created.`);
    expect(output).toContain(`https://biopermit.example.ph/app/set-password#code=${code}`);
    const password = aPassword();
    expect((await setUp(code, password)).statusCode).toBe(200);
    const login = await logIn(email, password);
    expect(json<{ secondFactor: { state: string }; user: { roles: string[] } }>(login)).toMatchObject({
      user: { roles: ['admin'] },
      secondFactor: { state: 'enrolment_required' },
    });
  });

  it('prints {user, setup} with --json, with several roles and agencies', { timeout: SLOW_TEST_MS }, async () => {
    await database.db
      .insertInto('agencies')
      .values({ code: 'CLIBMB', name: 'BMB', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    const email = newEmail();
    const created = JSON.parse(
      await succeed(url, [
        'staff',
        'create',
        '--email',
        email,
        '--name',
        'Eva',
        '--role',
        'intake,evaluator',
        '--role',
        'viewer',
        '--agency',
        'CLIBMB',
        '--json',
      ]),
    );
    expect(created.user).toMatchObject({ email, roles: ['intake', 'evaluator', 'viewer'], agencyCodes: ['CLIBMB'], passwordSet: false });
    expect(created.setup).toMatchObject({
      code: expect.any(String),
      purpose: 'setup',
      // No PUBLIC_BASE_URL here: the link is still absolute, to the service on this machine (PORT 8080 by default).
      link: `http://localhost:8080/app/set-password#code=${created.setup.code}`,
    });
  });

  it('gives an absolute set-up link without PUBLIC_BASE_URL too: this machine at PORT, and says so', {
    timeout: SLOW_TEST_MS,
  }, async () => {
    const email = newEmail();
    const output = await succeed(url, ['staff', 'create', '--email', email, '--name', 'Pia', '--role', 'viewer'], {
      env: { PORT: '9090' },
    });
    const code = /^ {2}([\w-]{43})$/m.exec(output)?.[1] ?? '';
    expect(output).toContain(`  http://localhost:9090/app/set-password#code=${code}\n`);
    expect(output).toContain('PUBLIC_BASE_URL is not set: the link assumes the service on this machine at http://localhost:9090');
    const withBase = JSON.parse(
      await succeed(url, ['staff', 'create', '--email', newEmail(), '--name', 'Lea', '--role', 'viewer', '--json'], {
        env: { PUBLIC_BASE_URL: 'https://biopermit.example.ph/' },
      }),
    );
    expect(withBase.setup.link).toBe(`https://biopermit.example.ph/app/set-password#code=${withBase.setup.code}`);
  });

  it('sets the password from standard input with --password-stdin (piped into a child process)', { timeout: SLOW_TEST_MS }, async () => {
    const email = newEmail();
    const password = aPassword();
    const output = await succeed(
      url,
      ['staff', 'create', '--email', email, '--name', 'Scripted', '--role', 'chief', '--password-stdin'],
      { input: `${password}\n` },
      spawnBiopermit,
    );
    expect(output).toBe(`Staff user ${email} created with the password given.\n`);
    expect(output).not.toContain(password);
    expect((await logIn(email, password)).statusCode).toBe(200);
  });

  it('refuses a common password from standard input and creates no user', { timeout: SLOW_TEST_MS }, async () => {
    const email = newEmail();
    const result = await biopermit(url, ['staff', 'create', '--email', email, '--name', 'Weak', '--role', 'viewer', '--password-stdin'], {
      input: 'password1234\n',
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('most commonly used');
    expect(result.stderr).not.toContain('password1234');
    const list = JSON.parse(await succeed(url, ['staff', 'list', '--json'])) as { email: string }[];
    expect(list.map((u) => u.email)).not.toContain(email);
  });

  it('refuses an unknown role, no role, and an unknown user', { timeout: SLOW_TEST_MS }, async () => {
    const unknownRole = await biopermit(url, ['staff', 'create', '--email', newEmail(), '--name', 'X', '--role', 'superuser']);
    expect(unknownRole.code).not.toBe(0);
    expect(unknownRole.stderr).toContain('Unknown role superuser');
    const noRole = await biopermit(url, ['staff', 'create', '--email', newEmail(), '--name', 'X']);
    expect(noRole.stderr).toContain('at least one --role');
    const nobody = await biopermit(url, ['staff', 'disable', 'nobody@denr.example.ph']);
    expect(nobody.code).not.toBe(0);
    expect(nobody.stderr).toBe('biopermit: No staff user nobody@denr.example.ph\n');
  });

  it('lists, shows and changes roles and agencies, disables (ending sessions) and enables', { timeout: SLOW_TEST_MS }, async () => {
    const email = newEmail();
    const password = aPassword();
    await succeed(url, ['staff', 'create', '--email', email, '--name', 'Rosa Reyes', '--role', 'evaluator', '--password-stdin'], {
      input: password,
    });

    const table = await succeed(url, ['staff', 'list']);
    expect(table.split('\n')[0]).toMatch(/^email\s+name\s+roles\s+agencies\s+status\s+totp\s+lastLogin$/);
    expect(table).toMatch(new RegExp(`^${email.replace('.', '\\.')}\\s+Rosa Reyes\\s+evaluator\\s+\\(all\\)\\s+active\\s+no`, 'm'));

    expect(await succeed(url, ['staff', 'roles', email])).toBe(`${email}\n  roles:    evaluator\n  agencies: (all)\n`);
    const changed = JSON.parse(await succeed(url, ['staff', 'roles', email, '--role', 'chief', '--agency', 'CLIBMB', '--json']));
    expect(changed).toMatchObject({ roles: ['chief'], agencyCodes: ['CLIBMB'] });
    const login = await logIn(email, password);
    expect(json<{ user: { roles: string[] } }>(login).user.roles).toEqual(['chief']);
    const cookie = sessionCookie(login);

    expect(await succeed(url, ['staff', 'disable', email])).toBe(`Staff user ${email} disabled.\n`);
    expect((await app.inject({ url: '/api/v1/staff/session', headers: { cookie } })).statusCode).toBe(401);
    expect((await logIn(email, password)).statusCode).toBe(401);
    expect(await succeed(url, ['staff', 'enable', email])).toBe(`Staff user ${email} enabled.\n`);
    expect((await logIn(email, password)).statusCode).toBe(200);

    const audit = await database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_kind as actor'])
      .where('action', 'like', 'staff_user.%')
      .execute();
    expect(audit).toContainEqual({ action: 'staff_user.roles_changed', actor: 'operator' });
    expect(audit).toContainEqual({ action: 'staff_user.disabled', actor: 'operator' });
  });

  it('prints a reset code with reset-password that sets a new password', { timeout: SLOW_TEST_MS }, async () => {
    const email = newEmail();
    await succeed(url, ['staff', 'create', '--email', email, '--name', 'Forgetful', '--role', 'viewer', '--password-stdin'], {
      input: aPassword(),
    });
    const reset = JSON.parse(await succeed(url, ['staff', 'reset-password', email, '--json']));
    expect(reset).toMatchObject({ purpose: 'reset', code: expect.any(String) });
    const password = aPassword();
    expect((await setUp(reset.code, password)).statusCode).toBe(200);
    expect((await logIn(email, password)).statusCode).toBe(200);
    const text = await succeed(url, ['staff', 'reset-password', email]);
    expect(text).toContain(`Set-up code for ${email} (reset,`);
  });

  describe('staff totp (for development)', () => {
    const deps = () => ({ db: database.db, settings: staffSettings(loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' })) });

    /** An approver (made through the services, as the CLI makes one) logged in, enrolment started over HTTP. */
    async function startEnrolment(): Promise<{ email: string; password: string; secret: string; headers: Record<string, string> }> {
      const email = newEmail();
      const password = aPassword();
      const { user } = await createStaffUser(deps(), OPERATOR_ACTOR, {
        email,
        name: 'Arturo Diaz',
        roles: ['approver'],
        agencyCodes: null,
      });
      await setPasswordDirectly(deps(), OPERATOR_ACTOR, user.id, password);
      const login = await logIn(email, password);
      const headers = { cookie: sessionCookie(login), 'x-csrf-token': json<{ csrfToken: string }>(login).csrfToken };
      const started = await app.inject({ method: 'POST', url: '/api/v1/staff/me/totp', headers, payload: {} });
      expect(started.statusCode).toBe(200);
      return { email, password, headers, secret: json<{ secret: string }>(started).secret };
    }

    it('prints the code that confirms an enrolment, then one that logs in, and audits each', { timeout: SLOW_TEST_MS }, async () => {
      const { email, password, headers } = await startEnrolment();
      const confirmationCode = (await succeed(url, ['staff', 'totp', email])).trim();
      expect(confirmationCode).toMatch(/^\d{6}$/);
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/v1/staff/me/totp/confirmation',
        headers,
        payload: { code: confirmationCode },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);

      // The confirmation's code is used: the helper never prints it again for the log-in.
      const next = await biopermit(url, ['staff', 'totp', email, '--json']);
      expect(next.code, next.stderr).toBe(0);
      const shown = JSON.parse(next.stdout) as { code: string; secret: string; currentCodeUsed: boolean };
      expect(shown).toMatchObject({ secret: 'enrolled', code: expect.stringMatching(/^\d{6}$/) });
      expect(shown.code).not.toBe(confirmationCode);
      if (shown.currentCodeUsed) expect(next.stderr).toContain('was already used (each code works once)');
      else expect(next.stderr).toBe('');
      const login = await app.inject({ method: 'POST', url: '/api/v1/staff/session', payload: { email, password, totp: shown.code } });
      expect(login.statusCode, login.body).toBe(200);
      expect(json<{ secondFactor: { state: string } }>(login).secondFactor.state).toBe('verified');

      const user = await database.db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const audit = await database.db
        .selectFrom('audit_events')
        .select(['action', 'actor_kind as actor'])
        .where('subject_id', '=', user.id)
        .where('action', '=', 'staff_user.totp_code_shown')
        .execute();
      expect(audit).toEqual([
        { action: 'staff_user.totp_code_shown', actor: 'operator' },
        { action: 'staff_user.totp_code_shown', actor: 'operator' },
      ]);
    });

    it('gives the next step’s code, and says so, when the current one was used', { timeout: SLOW_TEST_MS }, async () => {
      const { email, secret, headers } = await startEnrolment();
      const pending = await showTotpCodeForDevelopment(deps(), OPERATOR_ACTOR, email);
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/v1/staff/me/totp/confirmation',
        headers,
        payload: { code: pending.code },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { totp_last_step: used } = await database.db
        .selectFrom('staff_users')
        .select('totp_last_step')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      if (used === null) throw new Error('the confirmation recorded no step');
      // Ten seconds into the step whose code confirmed the enrolment.
      const during = (used * TOTP_PERIOD_SECONDS + 10) * 1000;
      const shown = await showTotpCodeForDevelopment(deps(), OPERATOR_ACTOR, email, during);
      expect(shown).toMatchObject({ secret: 'enrolled', step: used + 1, currentCodeUsed: true, code: totpCode(secret, used + 1) });
      expect(shown.validFrom).toBe(new Date(during).toISOString());
      expect(shown.validUntil).toBe(new Date((used + 3) * TOTP_PERIOD_SECONDS * 1000).toISOString());
      // A step later, the current code is new again.
      const later = await showTotpCodeForDevelopment(deps(), OPERATOR_ACTOR, email, during + TOTP_PERIOD_SECONDS * 1000);
      expect(later).toMatchObject({ step: used + 1, currentCodeUsed: false });
    });

    it('refuses a user with no factor nor enrolment, and an unknown user, printing no code', { timeout: SLOW_TEST_MS }, async () => {
      const email = newEmail();
      await createStaffUser(deps(), OPERATOR_ACTOR, { email, name: 'No Factor', roles: ['viewer'], agencyCodes: null });
      const none = await biopermit(url, ['staff', 'totp', email]);
      expect(none.code).not.toBe(0);
      expect(none.stdout).toBe('');
      expect(none.stderr).toBe(
        `biopermit: ${email} has no TOTP factor and no enrolment in progress: start one with POST /api/v1/staff/me/totp\n`,
      );
      const nobody = await biopermit(url, ['staff', 'totp', 'nobody@denr.example.ph']);
      expect(nobody.code).not.toBe(0);
      expect(nobody.stderr).toBe('biopermit: No staff user nobody@denr.example.ph\n');
    });
  });
});
