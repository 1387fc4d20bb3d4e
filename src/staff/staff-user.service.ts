import type { Kysely } from 'kysely';
import { findAgency } from '../agencies/agency.repository.js';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { Actor } from '../auth/actor.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError, type FieldError, validationError } from '../http/errors.js';
import { administers, assertMayManageUsers } from '../policy/staff.policy.js';
import { foldText } from '../search/search-text.js';
import { isUuid, newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from './audit-context.js';
import { newSetupCode, sha256Hex } from './secrets.js';
import type { StaffUser, StaffUserCreate, StaffUserQuery, StaffUserUpdate } from './staff.schemas.js';
import { SETUP_CODE_TTL_MS, type StaffDeps } from './staff.settings.js';
import { pendingSetupCodeView, sessionSummaryView, staffUserView } from './staff.views.js';
import { countLiveSessions, endUserSessions, listLiveSessions } from './staff-session.repository.js';
import { formatAgencyCodes, formatRoles, normalizeEmail, parseAgencyCodes, parseRoles } from './staff-user.model.js';
import {
  findPendingSetupCode,
  findStaffUserByEmail,
  findStaffUserById,
  insertSetupCode,
  insertStaffUser,
  listStaffUsers as listStaffUserRows,
  replaceRecoveryCodes,
  type StaffUserRow,
  updateStaffUser as updateStaffUserRow,
} from './staff-user.repository.js';

/**
 * Staff users as an admin (over HTTP) or the operator (the CLI) manages them, and the one-time codes
 * with which users set their passwords. Every change writes its audit rows in its own transaction.
 */

export interface SetupCodeIssued {
  readonly code: string;
  readonly link: string;
  readonly purpose: 'setup' | 'reset';
  readonly expiresAt: string;
}

/** Live sessions: not ended, before their absolute end, used within the idle time. */
export function liveSince(deps: StaffDeps, nowMs = Date.now()): string {
  return new Date(nowMs - deps.settings.idleMs).toISOString();
}

function setupLink(deps: StaffDeps, code: string): string {
  // The code goes after '#': browsers never send the fragment, so it stays out of every server log.
  return `${deps.settings.publicBaseUrl ?? ''}/app/set-password#code=${code}`;
}

async function issueSetupCode(db: Kysely<DB>, deps: StaffDeps, userId: string, purpose: 'setup' | 'reset'): Promise<SetupCodeIssued> {
  const code = newSetupCode();
  const nowMs = Date.now();
  const expiresAt = new Date(nowMs + SETUP_CODE_TTL_MS).toISOString();
  await insertSetupCode(db, {
    code_hash: sha256Hex(code),
    user_id: userId,
    purpose,
    created_at: new Date(nowMs).toISOString(),
    expires_at: expiresAt,
    used_at: null,
  });
  return { code, link: setupLink(deps, code), purpose, expiresAt };
}

async function assertAgenciesExist(db: Kysely<DB>, codes: readonly string[] | null | undefined): Promise<void> {
  const errors: FieldError[] = [];
  for (const [index, code] of (codes ?? []).entries()) {
    if ((await findAgency(db, code)) === undefined)
      errors.push({ pointer: `/agencyCodes/${index}`, detail: `no agency with code ${code}` });
  }
  if (errors.length > 0) throw validationError(errors);
}

/** A user by id or email (the CLI takes either). */
export async function getStaffUserRow(db: Kysely<DB>, reference: string): Promise<StaffUserRow> {
  const user = isUuid(reference) ? await findStaffUserById(db, reference) : await findStaffUserByEmail(db, normalizeEmail(reference));
  if (user === undefined) throw new AppError('not_found', `No staff user ${reference}`);
  return user;
}

/** What the HTTP schema checks, checked again for the CLI, which has no schema in front of it. */
function assertUserInput(input: { email?: string; name?: string; roles?: readonly string[] }): void {
  const errors: FieldError[] = [];
  if (input.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) {
    errors.push({ pointer: '/email', detail: 'must be an email address' });
  }
  if (input.name !== undefined && (input.name.trim() === '' || input.name.length > 200)) {
    errors.push({ pointer: '/name', detail: 'must be 1-200 characters' });
  }
  if (input.roles !== undefined && input.roles.length === 0) errors.push({ pointer: '/roles', detail: 'must have at least 1 item(s)' });
  if (errors.length > 0) throw validationError(errors);
}

export async function createStaffUser(
  deps: StaffDeps,
  actor: Actor,
  input: StaffUserCreate,
  context: AuditContext = {},
): Promise<{ user: StaffUser; setup: SetupCodeIssued }> {
  assertMayManageUsers(actor);
  assertUserInput(input);
  await assertAgenciesExist(deps.db, input.agencyCodes);
  const now = nowIso();
  const row: StaffUserRow = {
    id: newId(),
    email: input.email.trim(),
    email_normalized: normalizeEmail(input.email),
    name: input.name.trim(),
    roles: formatRoles(input.roles),
    agency_codes: formatAgencyCodes(input.agencyCodes ?? null),
    password_hash: null,
    password_changed_at: null,
    totp_secret: null,
    totp_enrolled_at: null,
    totp_last_step: null,
    totp_pending_secret: null,
    totp_pending_at: null,
    disabled_at: null,
    last_login_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    const setup = await deps.db.transaction().execute(async (trx) => {
      await insertStaffUser(trx, row);
      const issued = await issueSetupCode(trx, deps, row.id, 'setup');
      await recordAuditEvent(trx, {
        actor,
        action: 'staff_user.created',
        subjectType: 'staff_user',
        subjectId: row.id,
        ...context,
        details: { email: row.email, name: row.name, roles: parseRoles(row.roles), agencyCodes: parseAgencyCodes(row.agency_codes) },
      });
      await recordAuditEvent(trx, setupIssuedEvent(actor, row.id, issued, context));
      return issued;
    });
    return { user: staffUserView(row, 0), setup };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', `A staff user with email ${row.email} exists already`);
    throw error;
  }
}

function setupIssuedEvent(actor: Actor, userId: string, issued: SetupCodeIssued, context: AuditContext) {
  return {
    actor,
    action: 'staff_user.setup_code_issued',
    subjectType: 'staff_user',
    subjectId: userId,
    ...context,
    details: { purpose: issued.purpose, expiresAt: issued.expiresAt },
  };
}

export async function listStaffUsers(deps: StaffDeps, actor: Actor, query: StaffUserQuery = {}): Promise<StaffUser[]> {
  assertMayManageUsers(actor);
  const [rows, live] = await Promise.all([listStaffUserRows(deps.db), countLiveSessions(deps.db, nowIso(), liveSince(deps))]);
  // Matched here, not in SQL: staff are counted in hundreds, and folding diacritics in JavaScript
  // ("penafrancia" finds "Peñafrancia") answers alike on SQLite and PostgreSQL.
  const needle = query.q === undefined ? '' : foldText(query.q.trim());
  return rows
    .filter((row) => query.role === undefined || parseRoles(row.roles).includes(query.role))
    .filter((row) => query.disabled === undefined || (row.disabled_at !== null) === query.disabled)
    .filter((row) => needle === '' || foldText(row.email_normalized).includes(needle) || foldText(row.name).includes(needle))
    .map((row) => staffUserView(row, live.get(row.id) ?? 0));
}

export async function getStaffUser(deps: StaffDeps, actor: Actor, id: string) {
  assertMayManageUsers(actor);
  const user = await getStaffUserRow(deps.db, id);
  const now = nowIso();
  const [sessions, pending] = await Promise.all([
    listLiveSessions(deps.db, user.id, now, liveSince(deps)),
    findPendingSetupCode(deps.db, user.id, now),
  ]);
  return {
    ...staffUserView(user, sessions.length),
    sessions: sessions.map(sessionSummaryView),
    pendingSetupCode: pendingSetupCodeView(pending),
  };
}

const isEnabledAdministrator = (row: StaffUserRow) => row.disabled_at === null && administers(parseRoles(row.roles));

/** Refuses a change that would leave no enabled admin: nobody could manage users over HTTP again. */
async function assertAnotherAdminRemains(db: Kysely<DB>, user: StaffUserRow): Promise<void> {
  const others = (await listStaffUserRows(db)).filter((row) => row.id !== user.id && isEnabledAdministrator(row));
  if (others.length === 0) {
    throw new AppError('conflict', `${user.email} is the last enabled admin: make another admin before removing this one`);
  }
}

export async function updateStaffUser(
  deps: StaffDeps,
  actor: Actor,
  id: string,
  changes: StaffUserUpdate,
  context: AuditContext = {},
): Promise<StaffUser> {
  assertMayManageUsers(actor);
  assertUserInput(changes);
  await assertAgenciesExist(deps.db, changes.agencyCodes);
  return deps.db.transaction().execute(async (trx) => {
    const before = await getStaffUserRow(trx, id);
    const now = nowIso();
    const after: StaffUserRow = {
      ...before,
      name: changes.name?.trim() ?? before.name,
      roles: changes.roles === undefined ? before.roles : formatRoles(changes.roles),
      agency_codes: changes.agencyCodes === undefined ? before.agency_codes : formatAgencyCodes(changes.agencyCodes),
      disabled_at: changes.disabled === undefined ? before.disabled_at : changes.disabled ? (before.disabled_at ?? now) : null,
    };
    if (isEnabledAdministrator(before) && !isEnabledAdministrator(after)) await assertAnotherAdminRemains(trx, before);

    const events = changeEvents(before, after);
    if (events.length === 0) return staffUserView(before, 0);
    after.updated_at = now;
    await updateStaffUserRow(trx, id, {
      name: after.name,
      roles: after.roles,
      agency_codes: after.agency_codes,
      disabled_at: after.disabled_at,
      updated_at: now,
    });
    for (const event of events) {
      await recordAuditEvent(trx, { actor, subjectType: 'staff_user', subjectId: id, ...context, ...event });
    }
    let live = 0;
    if (before.disabled_at === null && after.disabled_at !== null) {
      const ended = await endUserSessions(trx, id, 'user_disabled', now, { liveSince: liveSince(deps) });
      await recordAuditEvent(trx, sessionsEndedEvent(actor, id, ended, 'user_disabled', context));
    } else {
      live = (await listLiveSessions(trx, id, now, liveSince(deps))).length;
    }
    return staffUserView(after, live);
  });
}

/** One audit row per kind of change, with what it was and what it is. */
function changeEvents(before: StaffUserRow, after: StaffUserRow): { action: string; details: Record<string, unknown> }[] {
  const events: { action: string; details: Record<string, unknown> }[] = [];
  if (before.name !== after.name) events.push({ action: 'staff_user.renamed', details: { before: before.name, after: after.name } });
  if (before.roles !== after.roles) {
    events.push({ action: 'staff_user.roles_changed', details: { before: parseRoles(before.roles), after: parseRoles(after.roles) } });
  }
  if (before.agency_codes !== after.agency_codes) {
    events.push({
      action: 'staff_user.agencies_changed',
      details: { before: parseAgencyCodes(before.agency_codes), after: parseAgencyCodes(after.agency_codes) },
    });
  }
  if ((before.disabled_at === null) !== (after.disabled_at === null)) {
    events.push({ action: after.disabled_at === null ? 'staff_user.enabled' : 'staff_user.disabled', details: {} });
  }
  return events;
}

export function sessionsEndedEvent(actor: Actor, userId: string, sessions: number, reason: string, context: AuditContext) {
  return {
    actor,
    action: 'staff_session.ended',
    subjectType: 'staff_user',
    subjectId: userId,
    ...context,
    details: { reason, sessions },
  };
}

export async function endStaffUserSessions(deps: StaffDeps, actor: Actor, id: string, context: AuditContext = {}): Promise<number> {
  assertMayManageUsers(actor);
  return deps.db.transaction().execute(async (trx) => {
    const user = await getStaffUserRow(trx, id);
    const ended = await endUserSessions(trx, user.id, 'ended_by_admin', nowIso(), { liveSince: liveSince(deps) });
    await recordAuditEvent(trx, sessionsEndedEvent(actor, user.id, ended, 'ended_by_admin', context));
    return ended;
  });
}

/**
 * A new set-up code for a user who forgot the password (the old one keeps working until the code is
 * used). With `resetSecondFactor`, the TOTP factor and recovery codes go too, and the user's sessions end.
 */
export async function issuePasswordReset(
  deps: StaffDeps,
  actor: Actor,
  id: string,
  options: { resetSecondFactor?: boolean },
  context: AuditContext = {},
): Promise<SetupCodeIssued> {
  assertMayManageUsers(actor);
  return deps.db.transaction().execute(async (trx) => {
    const user = await getStaffUserRow(trx, id);
    const issued = await issueSetupCode(trx, deps, user.id, user.password_hash === null ? 'setup' : 'reset');
    await recordAuditEvent(trx, setupIssuedEvent(actor, user.id, issued, context));
    if (options.resetSecondFactor === true && user.totp_enrolled_at !== null) {
      const now = nowIso();
      await updateStaffUserRow(trx, user.id, {
        totp_secret: null,
        totp_enrolled_at: null,
        totp_last_step: null,
        totp_pending_secret: null,
        totp_pending_at: null,
        updated_at: now,
      });
      await replaceRecoveryCodes(trx, user.id, [], now);
      await recordAuditEvent(trx, {
        actor,
        action: 'staff_user.second_factor_reset',
        subjectType: 'staff_user',
        subjectId: user.id,
        ...context,
      });
      const ended = await endUserSessions(trx, user.id, 'second_factor_changed', now, { liveSince: liveSince(deps) });
      await recordAuditEvent(trx, sessionsEndedEvent(actor, user.id, ended, 'second_factor_changed', context));
    }
    return issued;
  });
}
