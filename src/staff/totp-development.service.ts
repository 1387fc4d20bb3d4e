import { recordAuditEvent } from '../audit/audit.repository.js';
import type { OperatorActor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { type StaffDeps, TOTP_PENDING_TTL_MS } from './staff.settings.js';
import { getStaffUserRow } from './staff-user.service.js';
import { TOTP_DRIFT_STEPS, TOTP_PERIOD_SECONDS, totpCode, totpStep } from './totp.js';
import { openTotpSecret } from './totp-secret.js';

/**
 * `biopermit staff totp USER`, for development: the code a user's authenticator app would show, computed
 * from the secret stored in the database. It gives nothing the operator lacks (whoever can read the
 * database, and SIGNING_KEY_ENCRYPTION_KEY when secrets are sealed, can compute it), and each use is an
 * audit row, so it is no way round the second factor.
 */

export interface DevelopmentTotpCode {
  readonly email: string;
  readonly code: string;
  /** The secret the code is of: an enrolment waiting for its confirmation, or the enrolled factor. */
  readonly secret: 'pending' | 'enrolled';
  /** The 30-second step of the code; the service accepts it from one step before it to one after. */
  readonly step: number;
  /** The current step's code was already used (each code works once): this is a later step's. */
  readonly currentCodeUsed: boolean;
  /** When the service starts accepting the code (now, unless both usable steps are used). */
  readonly validFrom: string;
  readonly validUntil: string;
}

const stepStartMs = (step: number) => step * TOTP_PERIOD_SECONDS * 1000;

/** The first code the service will accept from the user now or soonest, and an audit row saying it was shown. */
export async function showTotpCodeForDevelopment(
  deps: StaffDeps,
  actor: OperatorActor,
  reference: string,
  nowMs: number = Date.now(),
): Promise<DevelopmentTotpCode> {
  const user = await getStaffUserRow(deps.db, reference);
  const pendingAt = user.totp_pending_at === null ? Number.NaN : Date.parse(user.totp_pending_at);
  const pending = user.totp_pending_secret !== null && pendingAt + TOTP_PENDING_TTL_MS > nowMs;
  const stored = pending ? user.totp_pending_secret : user.totp_secret;
  if (stored === null) {
    throw new AppError(
      'conflict',
      `${user.email} has no TOTP factor and no enrolment in progress: start one with POST /api/v1/staff/me/totp`,
    );
  }
  const secret = openTotpSecret(deps.settings, stored);
  const current = totpStep(nowMs);
  // A confirmation takes any code of the pending secret; a log-in refuses the last used step and those before.
  const lastUsed = pending ? null : user.totp_last_step;
  const step = lastUsed !== null && lastUsed >= current ? lastUsed + 1 : current;
  await recordAuditEvent(deps.db, {
    actor,
    action: 'staff_user.totp_code_shown',
    subjectType: 'staff_user',
    subjectId: user.id,
    details: { secret: pending ? 'pending' : 'enrolled', step },
  });
  return {
    email: user.email,
    code: totpCode(secret, step),
    secret: pending ? 'pending' : 'enrolled',
    step,
    currentCodeUsed: step !== current,
    validFrom: new Date(Math.max(nowMs, stepStartMs(step - TOTP_DRIFT_STEPS))).toISOString(),
    validUntil: new Date(stepStartMs(step + TOTP_DRIFT_STEPS + 1)).toISOString(),
  };
}
