import type { StaffActor } from '../auth/actor.js';
import type { StaffSetupCodeTable } from '../db/schema.js';
import { requiresSecondFactor, staffPermissions } from '../policy/staff.policy.js';
import type { StaffSessionView, StaffUser } from './staff.schemas.js';
import type { StaffSessionRow } from './staff-session.repository.js';
import { parseAgencyCodes, parseRoles, type SecondFactorState } from './staff-user.model.js';
import type { StaffUserRow } from './staff-user.repository.js';

/** Rows → the API's shapes. */

export function staffUserView(user: StaffUserRow, liveSessions: number): StaffUser {
  const roles = parseRoles(user.roles);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles,
    agencyCodes: parseAgencyCodes(user.agency_codes),
    disabled: user.disabled_at !== null,
    disabledAt: user.disabled_at,
    passwordSet: user.password_hash !== null,
    secondFactor: { enrolled: user.totp_enrolled_at !== null, required: requiresSecondFactor(roles) },
    liveSessions,
    lastLoginAt: user.last_login_at,
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
}

export function sessionSummaryView(session: StaffSessionRow) {
  return {
    id: session.id,
    createdAt: session.created_at,
    lastSeenAt: session.last_seen_at,
    expiresAt: session.expires_at,
    secondFactor: session.second_factor_at !== null,
    clientAddress: session.client_address,
    userAgent: session.user_agent,
  };
}

export function pendingSetupCodeView(code: StaffSetupCodeTable | undefined) {
  return code === undefined ? null : { purpose: code.purpose, expiresAt: code.expires_at };
}

export interface SessionViewInput {
  readonly actor: StaffActor;
  readonly user: StaffUserRow;
  readonly session: StaffSessionRow;
  readonly state: SecondFactorState;
  readonly csrfToken: string;
  readonly recoveryCodesLeft: number;
  readonly idleMs: number;
}

export function sessionView(input: SessionViewInput): StaffSessionView {
  const { actor, user, session } = input;
  const idleEnd = Math.min(Date.parse(session.last_seen_at) + input.idleMs, Date.parse(session.expires_at));
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      roles: [...actor.roles],
      agencyCodes: actor.agencyCodes === null ? null : [...actor.agencyCodes].sort(),
    },
    csrfToken: input.csrfToken,
    secondFactor: {
      state: input.state,
      enrolled: user.totp_enrolled_at !== null,
      required: requiresSecondFactor(actor.roles),
      recoveryCodesLeft: input.recoveryCodesLeft,
    },
    permissions: staffPermissions(actor),
    session: {
      id: session.id,
      createdAt: session.created_at,
      expiresAt: session.expires_at,
      idleExpiresAt: new Date(idleEnd).toISOString(),
    },
  };
}
