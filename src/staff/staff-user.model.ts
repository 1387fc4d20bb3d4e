import type { StaffActor } from '../auth/actor.js';
import { isRole, ROLES, type Role } from '../policy/roles.js';
import { requiresSecondFactor } from '../policy/staff.policy.js';
import type { StaffSessionRow } from './staff-session.repository.js';
import type { StaffUserRow } from './staff-user.repository.js';

/** Staff users as the services see them: roles and agencies parsed, second-factor state derived. */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Roles as stored: space-separated, in the order of roles.ts, each once. */
export function formatRoles(roles: Iterable<Role>): string {
  const set = new Set(roles);
  return ROLES.filter((role) => set.has(role)).join(' ');
}

export function parseRoles(text: string): Role[] {
  return text.split(' ').filter(isRole);
}

export function formatAgencyCodes(codes: readonly string[] | null): string | null {
  return codes === null ? null : [...new Set(codes)].sort().join(' ');
}

export function parseAgencyCodes(text: string | null): string[] | null {
  return text === null ? null : text.split(' ').filter((code) => code !== '');
}

/**
 * - `verified`: this session proved a second factor.
 * - `not_enrolled`: no second factor, and the user's roles do not need one.
 * - `enrolment_required`: the roles need one and the user has none yet: the session may only enrol.
 * - `not_verified`: the user has one, but this session was opened without it (it was enrolled later,
 *   elsewhere); if the roles need it, the session may do nothing but log out.
 */
export type SecondFactorState = 'verified' | 'not_enrolled' | 'enrolment_required' | 'not_verified';

export function secondFactorState(user: StaffUserRow, session: Pick<StaffSessionRow, 'second_factor_at'>): SecondFactorState {
  if (session.second_factor_at !== null && user.totp_enrolled_at !== null) return 'verified';
  if (user.totp_enrolled_at !== null) return 'not_verified';
  return requiresSecondFactor(parseRoles(user.roles)) ? 'enrolment_required' : 'not_enrolled';
}

/** Whether the session is held back until the second factor is enrolled or proved. */
export function isRestricted(user: StaffUserRow, state: SecondFactorState): boolean {
  return requiresSecondFactor(parseRoles(user.roles)) && state !== 'verified';
}

/** The user as the actor of a request; `sessionId` is '' only for the holder of a set-up code, who has no session yet. */
export function staffActorOf(user: StaffUserRow, sessionId: string): StaffActor {
  const agencies = parseAgencyCodes(user.agency_codes);
  return {
    kind: 'staff',
    id: user.id,
    email: user.email,
    name: user.name,
    roles: new Set(parseRoles(user.roles)),
    agencyCodes: agencies === null ? null : new Set(agencies),
    sessionId,
  };
}
