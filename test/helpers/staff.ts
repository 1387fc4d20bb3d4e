import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import type { Role } from '../../src/policy/roles.js';
import { requiresSecondFactor } from '../../src/policy/staff.policy.js';
import { setPasswordWithCode } from '../../src/staff/password.service.js';
import { type StaffDeps, staffSettings } from '../../src/staff/staff.settings.js';
import { createStaffUser } from '../../src/staff/staff-user.service.js';
import { totpCode, totpStep } from '../../src/staff/totp.js';
import { json, type TestApp } from './test-app.js';

/**
 * Staff users for tests, made through the same services and routes people use: created by the
 * operator, password set with the set-up code, TOTP enrolled over HTTP when the roles need it.
 */

export interface TestStaff {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly password: string;
  readonly roles: readonly Role[];
  /** Base32 TOTP secret, when enrolled. */
  readonly totpSecret?: string;
  /** Unused recovery codes, when enrolled; loginAs takes one when no TOTP step is left. */
  readonly recoveryCodes: string[];
  /** The last TOTP step used, so the next log-in uses a later one (each code works once). */
  lastStep: number;
}

export interface StaffHeaders {
  readonly cookie: string;
  readonly 'x-csrf-token': string;
  [name: string]: string;
}

let counter = 0;

export function staffDeps(t: TestApp): StaffDeps {
  return { db: t.database.db, settings: staffSettings(t.config) };
}

/** A password no list holds. */
export function aPassword(): string {
  return `Tarsier-${randomBytes(6).toString('hex')}-Bohol`;
}

/** The `name=value` of the session cookie a response sets. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const value = (Array.isArray(header) ? header[0] : header)?.split(';')[0];
  if (value === undefined) throw new Error(`no session cookie in the response (${response.statusCode}: ${response.body})`);
  return value;
}

/** The TOTP code of the app for `secret` at a step (now by default). */
export function totpNow(secret: string, step: number = totpStep()): string {
  return totpCode(secret, step);
}

/** The TOTP code to log in with next, or undefined when the ±1 window is used up. */
function nextTotp(user: TestStaff): string | undefined {
  if (user.totpSecret === undefined) return undefined;
  const now = totpStep();
  const step = Math.max(user.lastStep + 1, now - 1);
  if (step > now + 1) return undefined;
  user.lastStep = step;
  return totpCode(user.totpSecret, step);
}

export async function createStaff(
  t: TestApp,
  options: { roles: readonly Role[]; agencies?: readonly string[] | null; email?: string; name?: string; enrolTotp?: boolean },
): Promise<TestStaff> {
  counter += 1;
  const deps = staffDeps(t);
  const email = options.email ?? `staff${counter}.${randomBytes(3).toString('hex')}@denr.example.ph`;
  const name = options.name ?? `Staff Member ${counter}`;
  const created = await createStaffUser(deps, OPERATOR_ACTOR, {
    email,
    name,
    roles: [...options.roles],
    agencyCodes: options.agencies === undefined || options.agencies === null ? null : [...options.agencies],
  });
  const password = aPassword();
  await setPasswordWithCode(deps, created.setup.code, password);
  const user: TestStaff = { id: created.user.id, email, name, password, roles: options.roles, recoveryCodes: [], lastStep: 0 };
  if (!(options.enrolTotp ?? requiresSecondFactor(options.roles))) return user;
  return enrolTotp(t, user);
}

/** Enrols a TOTP factor over HTTP (log in with the password, start, confirm) and keeps its secret and codes. */
export async function enrolTotp(t: TestApp, user: TestStaff): Promise<TestStaff> {
  const headers = await loginAs(t, user);
  const started = await t.app.inject({ method: 'POST', url: '/api/v1/staff/me/totp', headers, payload: {} });
  if (started.statusCode !== 200) throw new Error(`enrolment start answered ${started.statusCode}: ${started.body}`);
  const { secret } = json<{ secret: string }>(started);
  const step = totpStep();
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/me/totp/confirmation',
    headers,
    payload: { code: totpCode(secret, step) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment confirmation answered ${confirmed.statusCode}: ${confirmed.body}`);
  const enrolled: TestStaff = {
    ...user,
    totpSecret: secret,
    recoveryCodes: json<{ recoveryCodes: string[] }>(confirmed).recoveryCodes,
    lastStep: step,
  };
  return enrolled;
}

/** The log-in request of a user, with its next TOTP code (or a recovery code) when enrolled. */
export function loginRequest(user: TestStaff, remoteAddress?: string) {
  const payload: Record<string, string> = { email: user.email, password: user.password };
  if (user.totpSecret !== undefined) {
    const code = nextTotp(user);
    if (code !== undefined) payload.totp = code;
    else {
      const recovery = user.recoveryCodes.shift();
      if (recovery === undefined) throw new Error('no TOTP step nor recovery code left for this user');
      payload.recoveryCode = recovery;
    }
  }
  return { method: 'POST' as const, url: '/api/v1/staff/session', payload, ...(remoteAddress ? { remoteAddress } : {}) };
}

/** Logs in over HTTP; returns the headers (cookie and CSRF token) for app.inject. */
export async function loginAs(t: TestApp, user: TestStaff): Promise<StaffHeaders> {
  const response = await t.app.inject(loginRequest(user));
  if (response.statusCode !== 200) throw new Error(`log-in of ${user.email} answered ${response.statusCode}: ${response.body}`);
  return { cookie: sessionCookie(response), 'x-csrf-token': json<{ csrfToken: string }>(response).csrfToken };
}
