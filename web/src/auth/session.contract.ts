import type { components } from '../api/schema';

/**
 * The staff session's shapes, from the generated schema (never copied by hand): what
 * `GET /api/v1/staff/session` and `POST` answer, and what `POST` takes.
 */
export const SESSION_PATH = '/api/v1/staff/session';
/** The session or null, never a 401: what the back-office asks at start. */
export const SESSION_PROBE_PATH = '/api/v1/staff/session/current';

/** Who is logged in, their roles and agencies, the CSRF token, the second factor and the expiry. */
export type SessionView = components['schemas']['StaffSession'];
/** Email and password, and the second factor (`totp` or `recoveryCode`) when the service asks for it. */
export type LogInBody = components['schemas']['StaffLogin'];
/** `verified`, `not_enrolled`, `enrolment_required` (may only enrol, then go on) or `not_verified`. */
export type SecondFactorState = components['schemas']['SecondFactorState'];
export type Role = components['schemas']['Role'];
