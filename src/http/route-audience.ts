import type { FastifyInstance, FastifySchema, HTTPMethods, onRequestHookHandler, RouteOptions } from 'fastify';
import { requireToken } from '../auth/auth.hook.js';
import type { Scope } from '../auth/scopes.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { SecondFactorGate, StaffAuthentication } from '../staff/staff.hook.js';
import { readSecurity, sessionProblems, writeSecurity } from '../staff/staff.openapi.js';
import { standardResponses } from './standard-responses.js';

/**
 * Who may call a route, declared by the route itself (docs/ARCHITECTURE.md, "Routes declare their
 * audience"). A route under /api/v1/staff/ or /api/v1/external/ wraps its options in one of the
 * three helpers below; the app (installRouteAudiences, in buildApp) then adds the authentication
 * hook the audience needs, and refuses to start when such a route declares none:
 *
 *   app.post('/api/v1/staff/things', staffRoute({ write: true }, { schema: { … } }), handler);
 *   app.get('/api/v1/external/things', externalRoute({ scope: SCOPES.read }, { schema: { … } }), handler);
 *   app.post('/api/v1/staff/session', publicRoute('the log-in itself', { schema: { … } }), handler);
 */

export const STAFF_API_PREFIX = '/api/v1/staff/';
/** Every route under it is an external operation: rate-limited per client. */
export const EXTERNAL_API_PREFIX = '/api/v1/external/';

export interface StaffAudience {
  readonly kind: 'staff';
  /** A route that changes something (every method but GET): it needs the CSRF token besides the session. */
  readonly write: boolean;
  /** Which sessions it accepts while the user's roles need a second factor the session lacks (staff.hook.ts). */
  readonly secondFactor: SecondFactorGate;
}

export interface ExternalAudience {
  readonly kind: 'external';
  /** The scope the agency's bearer token must carry. */
  readonly scope: Scope;
}

export interface PublicAudience {
  readonly kind: 'public';
  /** Why anyone may call it (the log-in itself, a token in the body…): said once, next to the route. */
  readonly reason: string;
}

export type RouteAudience = StaffAudience | ExternalAudience | PublicAudience;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by staffRoute, externalRoute or publicRoute (http/route-audience.ts). */
    audience?: RouteAudience;
  }
}

/** What a route's options may hold; the helpers keep its exact type, so the schema still types the handler. */
interface AudienceRouteOptions {
  readonly schema?: FastifySchema & { response?: unknown; security?: unknown };
  readonly config?: object;
}

function declare<T extends AudienceRouteOptions>(audience: RouteAudience, options: T, schema: object): T {
  return { ...options, config: { ...options.config, audience }, schema: { ...options.schema, ...schema } } as T;
}

/**
 * A route of the back-office: a live staff session (401 `session_required` otherwise), the CSRF
 * token when `write` (403 `csrf_failed`), the second-factor gate; its OpenAPI security and session
 * problems (the route's own responses win). Who may do what is still the policy's (src/policy/).
 */
export function staffRoute<T extends AudienceRouteOptions>(audience: { write: boolean; secondFactor?: SecondFactorGate }, options: T): T {
  const declared: StaffAudience = { kind: 'staff', write: audience.write, secondFactor: audience.secondFactor ?? 'required' };
  // A read that lets every session through has no 403 of the hook's (a policy's 403 is the route's to document).
  const { 403: forbidden, ...problems } = sessionProblems;
  const hookForbids = declared.write || declared.secondFactor !== 'any';
  return declare(declared, options, {
    security: audience.write ? writeSecurity : readSecurity,
    response: { ...problems, ...(hookForbids ? { 403: forbidden } : {}), ...(options.schema?.response as object | undefined) },
  });
}

/**
 * An operation for agency systems: a bearer token carrying `scope` (401, 403 `insufficient_scope`),
 * checked before the body is read; its OpenAPI security (bearer, or OAuth 2.0 with the scope when
 * this service issues tokens: installRouteAudiences drops OAuth 2.0 otherwise) and the standard problems of an authenticated, rate-limited
 * operation (the route's own responses win).
 */
export function externalRoute<T extends AudienceRouteOptions>(audience: { scope: Scope }, options: T): T {
  return declare({ kind: 'external', scope: audience.scope }, options, {
    security: [{ bearerAuth: [] }, { oauth2: [audience.scope] }],
    response: { ...standardResponses({ authenticated: true, rateLimited: true }), ...(options.schema?.response as object | undefined) },
  });
}

/** A route anyone may call, though it is under a prefix whose routes need authentication: say why. */
export function publicRoute<T extends AudienceRouteOptions>(reason: string, options: T): T {
  return { ...options, config: { ...options.config, audience: { kind: 'public', reason } } } as T;
}

/** A route as registered, with the audience it declared (none outside the two prefixes). */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly audience: RouteAudience | undefined;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every route of the app (HEAD routes Fastify adds for GET left out), with its audience: what the security tests walk. */
export function routesOf(app: FastifyInstance): readonly DeclaredRoute[] {
  const routes = declaredRoutes.get(app);
  if (routes === undefined) throw new Error('installRouteAudiences was not called on this app');
  return routes;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why a route cannot be served as declared, or undefined when it can. */
function misdeclared(method: string, url: string, audience: RouteAudience | undefined): string | undefined {
  const staff = url.startsWith(STAFF_API_PREFIX);
  const external = url.startsWith(EXTERNAL_API_PREFIX);
  const write = !SAFE_METHODS.has(method);
  const helper = staff
    ? `staffRoute({ write: ${write} }, { …its options })`
    : `externalRoute({ scope: SCOPES.${write ? 'write' : 'read'} }, { …its options })`;
  if (audience === undefined) {
    if (!staff && !external) return undefined;
    return (
      `declares no audience: wrap its options in ${helper} from src/http/route-audience.ts, ` +
      `or in publicRoute('why anyone may call it', { … }) if it needs no ${staff ? 'session' : 'token'}`
    );
  }
  if (audience.kind === 'staff' && !staff) return `is a staffRoute outside ${STAFF_API_PREFIX}: staff routes live under it`;
  if (audience.kind === 'external' && !external)
    return `is an externalRoute outside ${EXTERNAL_API_PREFIX}: agency operations live under it`;
  if (audience.kind === 'staff' && audience.write !== write) {
    return `declares staffRoute({ write: ${audience.write} }) but ${method} ${write ? 'changes something' : 'only reads'}: write staffRoute({ write: ${write} }, …)`;
  }
  return undefined;
}

/**
 * Installed on the root app before the first route: every route declaring an audience gets its
 * authentication hook first among its onRequest hooks, and a route under /api/v1/staff/ or
 * /api/v1/external/ declaring none (or a wrong one) stops the start with a message naming it.
 */
export function installRouteAudiences(
  app: FastifyInstance,
  authentication: { verifier: TokenVerifier; staff: StaffAuthentication; issuesTokens: boolean },
): void {
  const routes: DeclaredRoute[] = [];
  declaredRoutes.set(app, routes);
  const tokenHooks = new Map<Scope, onRequestHookHandler>();
  const sessionHooks = new Map<SecondFactorGate, onRequestHookHandler>();
  const hookFor = (audience: StaffAudience | ExternalAudience): onRequestHookHandler => {
    if (audience.kind === 'external') {
      const hook = tokenHooks.get(audience.scope) ?? requireToken(authentication.verifier, audience.scope);
      tokenHooks.set(audience.scope, hook);
      return hook;
    }
    const hook =
      sessionHooks.get(audience.secondFactor) ?? authentication.staff.requireStaffSession({ secondFactor: audience.secondFactor });
    sessionHooks.set(audience.secondFactor, hook);
    return hook;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const audience = route.config?.audience;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of methods) {
      const problem = misdeclared(method, route.url, audience);
      if (problem !== undefined) throw new Error(`The route ${method} ${route.url} ${problem}`);
    }
    if (audience !== undefined && audience.kind !== 'public') {
      const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      // A new array: Fastify builds the HEAD route of a GET from the options as they were before this hook.
      route.onRequest = [hookFor(audience), ...own] as typeof route.onRequest;
      // OAuth 2.0 is offered only when this service issues tokens (the document has no such scheme otherwise).
      if (audience.kind === 'external' && !authentication.issuesTokens && route.schema !== undefined) {
        route.schema = { ...route.schema, security: [{ bearerAuth: [] }] } as typeof route.schema;
      }
    }
    // HEAD routes Fastify adds for GET routes are the GET routes again.
    const listed = methods.filter((method) => method !== 'HEAD' || !methods.includes('GET'));
    for (const method of listed) {
      if (method === 'HEAD' && routes.some((known) => known.method === 'GET' && known.url === route.url)) continue;
      routes.push({ method, url: route.url, audience });
    }
  });
}
