import { recordAuditEvent } from '../audit/audit.repository.js';
import { type StaffActor, systemActor } from '../auth/actor.js';
import { AppError, validationError } from '../http/errors.js';
import { newId } from '../shared/ids.js';
import type { AuditContext } from './audit-context.js';
import { assertNotThrottled, clearAccountFailures, recordFailedLogin, type ThrottleKeys, throttleKeys } from './login-throttle.js';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import { csrfTokenFor, newSessionToken, normalizeRecoveryCode, sha256Hex } from './secrets.js';
import type { StaffLogin, StaffSessionView } from './staff.schemas.js';
import type { StaffDeps } from './staff.settings.js';
import { sessionView } from './staff.views.js';
import {
  deleteStaleSessions,
  endSession,
  findSessionWithUser,
  insertSession,
  type StaffSessionRow,
  touchSession,
} from './staff-session.repository.js';
import { normalizeEmail, type SecondFactorState, secondFactorState, staffActorOf } from './staff-user.model.js';
import {
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  findStaffUserByEmail,
  type StaffUserRow,
  takeTotpStep,
  updateStaffUser,
} from './staff-user.repository.js';
import { matchTotp } from './totp.js';
import { openTotpSecret } from './totp-secret.js';

/** Who records a refused log-in: the service itself (nobody is known to have acted). */
export const LOGIN_GATE = systemActor('staff-login');

/** Why a log-in was refused, in the audit row only: the answer is the same for all. */
type FailureReason =
  | 'unknown_email'
  | 'wrong_password'
  | 'no_password_set'
  | 'user_disabled'
  | 'wrong_totp'
  | 'reused_totp'
  | 'wrong_recovery_code';

const LOGIN_FAILED = 'The email, password or code is not right.';

export interface ClientInfo extends AuditContext {
  readonly clientAddress: string;
  readonly userAgent?: string | null;
}

export interface LoggedIn {
  /** The cookie's value: returned to the browser once, stored only as a hash. */
  readonly token: string;
  readonly view: StaffSessionView;
}

/**
 * Checks email, password and second factor, and opens a session. Unknown emails cost the same work
 * (an argon2 verification against a dummy hash) and get the same answer as wrong passwords.
 */
export async function logIn(deps: StaffDeps, input: StaffLogin, client: ClientInfo): Promise<LoggedIn> {
  if (input.totp !== undefined && input.recoveryCode !== undefined) {
    throw validationError([{ pointer: '/recoveryCode', detail: 'send either totp or recoveryCode, not both' }]);
  }
  const email = normalizeEmail(input.email);
  const keys = throttleKeys(email, client.clientAddress);
  await assertNotThrottled(deps.db, keys, Date.now());

  const user = await findStaffUserByEmail(deps.db, email);
  const passwordMatches = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (user === undefined) return refuse(deps, keys, email, undefined, 'unknown_email', client);
  if (user.password_hash === null) return refuse(deps, keys, email, user, 'no_password_set', client);
  if (!passwordMatches) return refuse(deps, keys, email, user, 'wrong_password', client);
  if (user.disabled_at !== null) return refuse(deps, keys, email, user, 'user_disabled', client);

  let secondFactor: 'totp' | 'recovery_code' | null = null;
  if (user.totp_enrolled_at !== null) {
    secondFactor = await checkSecondFactor(deps, keys, email, user, input, client);
  }
  if (needsRehash(user.password_hash)) {
    await updateStaffUser(deps.db, user.id, { password_hash: await hashPassword(input.password) });
  }
  return openSession(deps, user, secondFactor, keys, client);
}

async function checkSecondFactor(
  deps: StaffDeps,
  keys: ThrottleKeys,
  email: string,
  user: StaffUserRow,
  input: StaffLogin,
  client: ClientInfo,
): Promise<'totp' | 'recovery_code'> {
  if (input.totp === undefined && input.recoveryCode === undefined) {
    // The first step of every two-step log-in (the password is right, the code comes next): neither a
    // guess nor a failure, so not counted against the account and recorded as the step it is.
    await recordAuditEvent(deps.db, {
      actor: LOGIN_GATE,
      action: 'staff_login.second_factor_asked',
      subjectType: 'staff_user',
      subjectId: user.id,
      requestId: client.requestId,
      clientAddress: client.clientAddress,
      details: { email: email.slice(0, 254) },
    });
    throw new AppError('second_factor_required', 'Send the 6-digit code of your authenticator app as totp, or a recoveryCode');
  }
  if (input.recoveryCode !== undefined) {
    const used = await consumeRecoveryCode(
      deps.db,
      user.id,
      sha256Hex(normalizeRecoveryCode(input.recoveryCode)),
      new Date().toISOString(),
    );
    if (!used) return refuse(deps, keys, email, user, 'wrong_recovery_code', client);
    return 'recovery_code';
  }
  const secret = openTotpSecret(deps.settings, user.totp_secret ?? '');
  const step = matchTotp(secret, input.totp ?? '', null);
  if (step === undefined) return refuse(deps, keys, email, user, 'wrong_totp', client);
  // The condition in takeTotpStep refuses a step already used, also by a request racing this one.
  if (!(await takeTotpStep(deps.db, user.id, step))) return refuse(deps, keys, email, user, 'reused_totp', client);
  return 'totp';
}

function failureEvent(email: string, user: StaffUserRow | undefined, reason: FailureReason, client: ClientInfo) {
  return {
    actor: LOGIN_GATE,
    action: 'staff_login.failed',
    subjectType: user === undefined ? 'staff_login' : 'staff_user',
    subjectId: user?.id ?? sha256Hex(email).slice(0, 32),
    requestId: client.requestId,
    clientAddress: client.clientAddress,
    details: { email: email.slice(0, 254), reason },
  };
}

async function refuse(
  deps: StaffDeps,
  keys: ThrottleKeys,
  email: string,
  user: StaffUserRow | undefined,
  reason: FailureReason,
  client: ClientInfo,
): Promise<never> {
  await deps.db.transaction().execute(async (trx) => {
    await recordFailedLogin(trx, keys, Date.now());
    await recordAuditEvent(trx, failureEvent(email, user, reason, client));
  });
  throw new AppError('login_failed', LOGIN_FAILED);
}

async function openSession(
  deps: StaffDeps,
  user: StaffUserRow,
  secondFactor: 'totp' | 'recovery_code' | null,
  keys: ThrottleKeys,
  client: ClientInfo,
): Promise<LoggedIn> {
  const token = newSessionToken();
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const session: StaffSessionRow = {
    id: newId(nowMs),
    token_hash: sha256Hex(token),
    user_id: user.id,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(nowMs + deps.settings.maxMs).toISOString(),
    second_factor_at: secondFactor === null ? null : now,
    ended_at: null,
    end_reason: null,
    client_address: client.clientAddress,
    user_agent: client.userAgent?.slice(0, 500) ?? null,
  };
  const actor = staffActorOf(user, session.id);
  await deps.db.transaction().execute(async (trx) => {
    await clearAccountFailures(trx, keys);
    await deleteStaleSessions(trx, user.id, new Date(nowMs - 86_400_000).toISOString());
    await insertSession(trx, session);
    await updateStaffUser(trx, user.id, { last_login_at: now });
    await recordAuditEvent(trx, {
      actor,
      action: 'staff_session.created',
      subjectType: 'staff_user',
      subjectId: user.id,
      requestId: client.requestId,
      clientAddress: client.clientAddress,
      details: { sessionId: session.id, secondFactor },
    });
  });
  const state = secondFactorState(user, session);
  return { token, view: await buildSessionView(deps, { actor, user, session, state, token }) };
}

/** A session as a request finds it. */
export interface ResolvedSession {
  readonly actor: StaffActor;
  readonly user: StaffUserRow;
  readonly session: StaffSessionRow;
  readonly state: SecondFactorState;
  /** The cookie's token, to derive the CSRF token from; never logged or stored. */
  readonly token: string;
}

/**
 * The live session of a cookie's token, or why there is none. Reads the user with it, so a role,
 * agency or disabled change applies from the next request.
 */
export async function resolveSession(deps: StaffDeps, token: string): Promise<ResolvedSession | { refused: string }> {
  const found = await findSessionWithUser(deps.db, sha256Hex(token));
  if (found === undefined) return { refused: 'The session is unknown; log in again' };
  const { session, user } = found;
  const nowMs = Date.now();
  if (session.ended_at !== null) return { refused: 'The session has ended; log in again' };
  if (Date.parse(session.expires_at) <= nowMs) return { refused: 'The session has expired; log in again' };
  if (Date.parse(session.last_seen_at) + deps.settings.idleMs <= nowMs) {
    return { refused: 'The session expired after being idle; log in again' };
  }
  if (user.disabled_at !== null) return { refused: 'The user is disabled' };
  // At most one write a minute (or a tenth of the idle time) per session, not one per request.
  const touchEvery = Math.min(60_000, deps.settings.idleMs / 10);
  if (Date.parse(session.last_seen_at) < nowMs - touchEvery) {
    const now = new Date(nowMs).toISOString();
    await touchSession(deps.db, session.id, now, new Date(nowMs - touchEvery).toISOString());
    session.last_seen_at = now;
  }
  return { actor: staffActorOf(user, session.id), user, session, state: secondFactorState(user, session), token };
}

export async function buildSessionView(
  deps: StaffDeps,
  resolved: Pick<ResolvedSession, 'actor' | 'user' | 'session' | 'state' | 'token'>,
): Promise<StaffSessionView> {
  return sessionView({
    ...resolved,
    csrfToken: csrfTokenFor(resolved.token),
    recoveryCodesLeft: resolved.user.totp_enrolled_at === null ? 0 : await countUnusedRecoveryCodes(deps.db, resolved.user.id),
    idleMs: deps.settings.idleMs,
  });
}

export async function logOut(deps: StaffDeps, actor: StaffActor, context: AuditContext): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await endSession(trx, actor.sessionId, 'logout', new Date().toISOString()))) return;
    await recordAuditEvent(trx, {
      actor,
      action: 'staff_session.ended',
      subjectType: 'staff_user',
      subjectId: actor.id,
      ...context,
      details: { sessionId: actor.sessionId, reason: 'logout', sessions: 1 },
    });
  });
}
