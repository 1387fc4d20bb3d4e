import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { Actor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { validationError } from '../http/errors.js';
import { assertMayManageUsers } from '../policy/staff.policy.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from './audit-context.js';
import { assertAcceptablePassword, hashPassword } from './password.js';
import { sha256Hex } from './secrets.js';
import type { StaffDeps } from './staff.settings.js';
import { endUserSessions } from './staff-session.repository.js';
import { staffActorOf } from './staff-user.model.js';
import {
  deleteUnusedSetupCodes,
  findSetupCode,
  type StaffUserRow,
  takeSetupCode,
  updateStaffUser as updateStaffUserRow,
} from './staff-user.repository.js';
import { getStaffUserRow, liveSince, sessionsEndedEvent } from './staff-user.service.js';

/** Storing a new password: with a one-time set-up code, directly (the CLI), or as a change (account.service.ts). */

/** Sets a password in the same transaction as its audit row, ending the user's sessions (but `keepSessionId`). */
export async function storePassword(
  db: Kysely<DB>,
  deps: StaffDeps,
  actor: Actor,
  user: StaffUserRow,
  password: string,
  how: { action: string; reason: string; keepSessionId?: string },
  context: AuditContext,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  await updateStaffUserRow(db, user.id, { password_hash: passwordHash, password_changed_at: now, updated_at: now });
  await recordAuditEvent(db, { actor, action: how.action, subjectType: 'staff_user', subjectId: user.id, ...context });
  const ended = await endUserSessions(db, user.id, how.reason, now, { liveSince: liveSince(deps), exceptId: how.keepSessionId });
  if (ended > 0) await recordAuditEvent(db, sessionsEndedEvent(actor, user.id, ended, how.reason, context));
}

/** Sets the password with a one-time code (no session needed): the code is spent, the user's sessions end. */
export async function setPasswordWithCode(deps: StaffDeps, code: string, password: string, context: AuditContext = {}): Promise<string> {
  const codeHash = sha256Hex(code.trim());
  const unusable = () => validationError([{ pointer: '/code', detail: 'is unknown, used or expired; ask an admin for a new one' }]);
  // The password is checked before the code is spent, so a refused password leaves the code usable.
  const pending = await findSetupCode(deps.db, codeHash);
  if (pending === undefined || pending.used_at !== null || pending.expires_at <= nowIso()) throw unusable();
  const owner = await getStaffUserRow(deps.db, pending.user_id);
  await assertAcceptablePassword(password, owner, '/password');
  return deps.db.transaction().execute(async (trx) => {
    const taken = await takeSetupCode(trx, codeHash, nowIso());
    if (taken === undefined) throw unusable();
    const user = await getStaffUserRow(trx, taken.user_id);
    // The holder of the code acts: the user, before having any session.
    const actor = staffActorOf(user, '');
    await storePassword(trx, deps, actor, user, password, { action: 'staff_user.password_set', reason: 'password_set' }, context);
    return user.email;
  });
}

/** Sets the password directly (the CLI's --password-stdin), as the operator. */
export async function setPasswordDirectly(deps: StaffDeps, actor: Actor, id: string, password: string): Promise<void> {
  assertMayManageUsers(actor);
  const user = await getStaffUserRow(deps.db, id);
  await assertAcceptablePassword(password, user, '/password');
  await deps.db.transaction().execute(async (trx) => {
    await storePassword(trx, deps, actor, user, password, { action: 'staff_user.password_set', reason: 'password_set' }, {});
    await deleteUnusedSetupCodes(trx, user.id);
  });
}
