import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { StaffActor } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { dummyPasswordHash } from './password.js';
import { csrfTokenFor, sameSecret } from './secrets.js';
import { clearSessionCookie, readSessionCookie } from './session-cookie.js';
import { type StaffDeps, staffSettings } from './staff.settings.js';
import { type ResolvedSession, resolveSession } from './staff-session.service.js';
import { isRestricted } from './staff-user.model.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff user of a request behind requireStaffSession; null elsewhere. */
    staff: StaffActor | null;
    staffSession: ResolvedSession | null;
  }
}

/**
 * Which sessions a route accepts while the user's roles need a second factor the session lacks:
 * - `required` (the default): none of them;
 * - `enrolment`: those whose user has not enrolled one yet (the enrolment routes);
 * - `any`: all (reading and ending the session).
 */
export type SecondFactorGate = 'required' | 'enrolment' | 'any';

export interface StaffAuthentication {
  readonly deps: StaffDeps;
  /**
   * The hook of every staff route: a live session from the cookie (401 otherwise), on POST, PUT,
   * PATCH and DELETE the service's own Origin and the CSRF token (403), and `request.staff` set. Role decisions are not made here:
   * the route asks src/policy/.
   */
  requireStaffSession(options?: { secondFactor?: SecondFactorGate }): onRequestHookHandler;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sets up staff sessions on the app (call once, on the root instance) and returns the hook factory. */
export function installStaffAuthentication(app: FastifyInstance, database: Database, config: Config): StaffAuthentication {
  app.decorateRequest('staff', null);
  app.decorateRequest('staffSession', null);
  const deps: StaffDeps = { db: database.db, settings: staffSettings(config) };
  // The dummy hash answers log-ins for unknown emails; made now, so the first one costs no more than the rest.
  void dummyPasswordHash();

  return {
    deps,
    requireStaffSession(options = {}) {
      const gate = options.secondFactor ?? 'required';
      return async function requireStaffSession(request: FastifyRequest, reply: FastifyReply) {
        const token = readSessionCookie(request, deps.settings);
        if (token === undefined) throw new AppError('session_required', 'Log in first: POST /api/v1/staff/session');
        const resolved = await resolveSession(deps, token);
        if ('refused' in resolved) {
          clearSessionCookie(reply, deps.settings);
          throw new AppError('session_required', resolved.refused);
        }
        if (!SAFE_METHODS.has(request.method)) {
          const crossSite = crossSiteReason(request, deps.settings.publicBaseUrl);
          if (crossSite !== undefined) throw new AppError('csrf_failed', crossSite);
          const sent = request.headers['x-csrf-token'];
          if (typeof sent !== 'string' || !sameSecret(sent, csrfTokenFor(token))) {
            throw new AppError('csrf_failed', 'Send the csrfToken of GET /api/v1/staff/session as the X-CSRF-Token header');
          }
        }
        if (gate !== 'any' && isRestricted(resolved.user, resolved.state)) refuseRestricted(resolved, gate);
        request.staff = resolved.actor;
        request.staffSession = resolved;
      };
    },
  };
}

/**
 * Why an unsafe request comes from another site, or undefined: its `Origin` is not the service's own
 * (PUBLIC_BASE_URL's, or the Host it was sent to: the back-office may be reached at an internal name
 * too), or the browser says `Sec-Fetch-Site: cross-site`.
 * Defence in depth beside the CSRF token: a token that leaked does not let another site act. A
 * request without `Origin` (curl, scripts) is judged by its token alone.
 */
export function crossSiteReason(request: FastifyRequest, publicBaseUrl: string | undefined): string | undefined {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return 'Refused: the browser says this request comes from another site (Sec-Fetch-Site: cross-site)';
  }
  const origin = request.headers.origin;
  if (origin === undefined) return undefined;
  return isOwnOrigin(origin, request.headers.host, publicBaseUrl)
    ? undefined
    : `Refused: the request comes from ${origin}, not from this service's own origin`;
}

function isOwnOrigin(origin: string, host: string | undefined, publicBaseUrl: string | undefined): boolean {
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false; // `null` (an opaque origin) and anything else that is no origin
  }
  if (publicBaseUrl !== undefined && sent.origin === new URL(publicBaseUrl).origin) return true;
  if (host === undefined) return false;
  try {
    // Read in the origin's scheme, so that `localhost:80` and `http://localhost` compare equal.
    return sent.host === new URL(`${sent.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function refuseRestricted(resolved: ResolvedSession, gate: SecondFactorGate): void {
  if (resolved.state === 'enrolment_required') {
    if (gate === 'enrolment') return;
    throw new AppError(
      'second_factor_enrolment_required',
      'Your roles need a second factor: enrol one with POST /api/v1/staff/me/totp and /me/totp/confirmation first',
    );
  }
  throw new AppError('session_required', 'This session was opened without the second factor your roles need; log in again with your code');
}

/** The staff user of a request behind requireStaffSession. */
export function staffOf(request: FastifyRequest): StaffActor {
  if (request.staff === null) throw new Error('route is missing requireStaffSession');
  return request.staff;
}

export function staffSessionOf(request: FastifyRequest): ResolvedSession {
  if (request.staffSession === null) throw new Error('route is missing requireStaffSession');
  return request.staffSession;
}
