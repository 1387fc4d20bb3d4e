import { recordAuditEvent } from '../audit/audit.repository.js';
import type { StaffActor } from '../auth/actor.js';
import { AppError, validationError } from '../http/errors.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from './audit-context.js';
import { assertNotThrottled, recordFailedLogin, throttleKeys } from './login-throttle.js';
import { assertAcceptablePassword, verifyPassword } from './password.js';
import { storePassword } from './password.service.js';
import { newRecoveryCode, normalizeRecoveryCode, sha256Hex } from './secrets.js';
import { type StaffDeps, TOTP_PENDING_TTL_MS } from './staff.settings.js';
import { endUserSessions, markSecondFactor } from './staff-session.repository.js';
import { replaceRecoveryCodes, type StaffUserRow, updateStaffUser } from './staff-user.repository.js';
import { getStaffUserRow, sessionsEndedEvent } from './staff-user.service.js';
import { matchTotp, newTotpSecret, otpauthUri, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from './totp.js';
import { openTotpSecret, sealTotpSecret } from './totp-secret.js';

/** What a logged-in user does to their own account: password, TOTP factor, recovery codes. */

export const RECOVERY_CODE_COUNT = 10;

/**
 * Re-authentication for the changes that would let a stolen session keep the account. Wrong
 * passwords count as failed log-ins, so a stolen session cannot be used to guess the password.
 */
async function assertCurrentPassword(
  deps: StaffDeps,
  user: StaffUserRow,
  password: string | undefined,
  pointer: string,
  context: AuditContext,
): Promise<void> {
  if (password === undefined) throw validationError([{ pointer, detail: 'is required: confirm with your current password' }]);
  const keys = throttleKeys(user.email_normalized, context.clientAddress ?? 'unknown');
  await assertNotThrottled(deps.db, keys, Date.now());
  if (user.password_hash === null || !(await verifyPassword(user.password_hash, password))) {
    await recordFailedLogin(deps.db, keys, Date.now());
    throw validationError([{ pointer, detail: 'is not your current password' }]);
  }
}

/** Changes the password; every other session of the user ends. */
export async function changePassword(
  deps: StaffDeps,
  actor: StaffActor,
  input: { currentPassword: string; newPassword: string },
  context: AuditContext,
): Promise<void> {
  const user = await getStaffUserRow(deps.db, actor.id);
  await assertCurrentPassword(deps, user, input.currentPassword, '/currentPassword', context);
  await assertAcceptablePassword(input.newPassword, user, '/newPassword');
  if (await verifyPassword(user.password_hash ?? '', input.newPassword)) {
    throw validationError([{ pointer: '/newPassword', detail: 'must differ from the current password' }]);
  }
  await deps.db.transaction().execute(async (trx) => {
    await storePassword(
      trx,
      deps,
      actor,
      user,
      input.newPassword,
      { action: 'staff_user.password_changed', reason: 'password_changed', keepSessionId: actor.sessionId },
      context,
    );
  });
}

/**
 * Starts TOTP enrolment: a new secret, kept pending until a code from it confirms it. Replacing an
 * enrolled factor needs the current password.
 */
export async function startTotpEnrolment(deps: StaffDeps, actor: StaffActor, input: { password?: string }, context: AuditContext) {
  const user = await getStaffUserRow(deps.db, actor.id);
  if (user.totp_enrolled_at !== null) await assertCurrentPassword(deps, user, input.password, '/password', context);
  const secret = newTotpSecret();
  const nowMs = Date.now();
  await deps.db.transaction().execute(async (trx) => {
    await updateStaffUser(trx, user.id, {
      totp_pending_secret: sealTotpSecret(deps.settings, secret),
      totp_pending_at: new Date(nowMs).toISOString(),
    });
    await recordAuditEvent(trx, {
      actor,
      action: 'staff_user.totp_enrolment_started',
      subjectType: 'staff_user',
      subjectId: user.id,
      ...context,
    });
  });
  return {
    secret,
    otpauthUri: otpauthUri(secret, user.email),
    issuer: TOTP_ISSUER,
    accountName: user.email,
    algorithm: 'SHA1' as const,
    digits: TOTP_DIGITS as 6,
    period: TOTP_PERIOD_SECONDS as 30,
    confirmBy: new Date(nowMs + TOTP_PENDING_TTL_MS).toISOString(),
  };
}

async function newRecoveryCodes(db: StaffDeps['db'], userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => ({ id: newId(), code_hash: sha256Hex(normalizeRecoveryCode(code)) })),
    nowIso(),
  );
  return codes;
}

/**
 * Confirms enrolment with a code of the pending secret: it becomes the factor, this session counts as
 * having proved it, the user's other sessions end, and ten new recovery codes are returned (once).
 */
export async function confirmTotpEnrolment(deps: StaffDeps, actor: StaffActor, code: string, context: AuditContext): Promise<string[]> {
  const user = await getStaffUserRow(deps.db, actor.id);
  const pendingAt = user.totp_pending_at === null ? Number.NaN : Date.parse(user.totp_pending_at);
  if (user.totp_pending_secret === null || !(pendingAt + TOTP_PENDING_TTL_MS > Date.now())) {
    throw new AppError('conflict', 'No enrolment in progress (or it is older than 15 minutes): start one with POST /api/v1/staff/me/totp');
  }
  const secret = openTotpSecret(deps.settings, user.totp_pending_secret);
  const step = matchTotp(secret, code, null);
  if (step === undefined) throw validationError([{ pointer: '/code', detail: 'is not the current code of the new secret' }]);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await updateStaffUser(trx, user.id, {
      totp_secret: user.totp_pending_secret,
      totp_enrolled_at: now,
      totp_last_step: step,
      totp_pending_secret: null,
      totp_pending_at: null,
      updated_at: now,
    });
    const codes = await newRecoveryCodes(trx, user.id);
    await markSecondFactor(trx, actor.sessionId, now);
    await recordAuditEvent(trx, {
      actor,
      action: 'staff_user.totp_enrolled',
      subjectType: 'staff_user',
      subjectId: user.id,
      ...context,
      details: { replaced: user.totp_enrolled_at !== null, recoveryCodes: codes.length },
    });
    const liveSince = new Date(Date.now() - deps.settings.idleMs).toISOString();
    const ended = await endUserSessions(trx, user.id, 'second_factor_changed', now, { liveSince, exceptId: actor.sessionId });
    if (ended > 0) await recordAuditEvent(trx, sessionsEndedEvent(actor, user.id, ended, 'second_factor_changed', context));
    return codes;
  });
}

/** Ten new recovery codes in place of the old ones; needs the current password. */
export async function regenerateRecoveryCodes(
  deps: StaffDeps,
  actor: StaffActor,
  password: string,
  context: AuditContext,
): Promise<string[]> {
  const user = await getStaffUserRow(deps.db, actor.id);
  if (user.totp_enrolled_at === null) throw new AppError('conflict', 'Enrol a TOTP factor first: recovery codes stand in for it');
  await assertCurrentPassword(deps, user, password, '/password', context);
  return deps.db.transaction().execute(async (trx) => {
    const codes = await newRecoveryCodes(trx, user.id);
    await recordAuditEvent(trx, {
      actor,
      action: 'staff_user.recovery_codes_generated',
      subjectType: 'staff_user',
      subjectId: user.id,
      ...context,
      details: { recoveryCodes: codes.length },
    });
    return codes;
  });
}
