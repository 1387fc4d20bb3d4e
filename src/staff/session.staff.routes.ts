import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { problemResponse } from '../http/problem.schema.js';
import { publicRoute, staffRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { auditContextOf } from './audit-context.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';
import { type StaffAuthentication, staffOf, staffSessionOf } from './staff.hook.js';
import { badRequest, noContent, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import { StaffLogin as StaffLoginSchema } from './staff.schemas.js';
import { buildSessionView, logIn, logOut, resolveSession } from './staff-session.service.js';

/**
 * The session: log in (it opens), read it, probe for it, log out (it ends). What users do to their own
 * account: password-change.staff.routes.ts, second-factor.staff.routes.ts; a set-up code's use: password-setup.staff.routes.ts.
 */
export async function staffSessionRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

  app.post(
    '/api/v1/staff/session',
    publicRoute('the log-in itself: it opens the session', {
      schema: {
        tags: [STAFF_TAG],
        operationId: 'logIn',
        summary: 'Log in',
        description:
          'Checks the email, the password and, for users with a second factor, `totp` or one `recoveryCode`; then sets the ' +
          'session cookie (HttpOnly, SameSite=Lax) and returns the session, with the CSRF token to send on every later POST, PATCH and ' +
          'DELETE. A wrong email, password or code get the same 401; failures slow down, then lock, the account and the client ' +
          'address (429 with Retry-After).',
        security: [],
        body: refTo(StaffLoginSchema),
        response: {
          200: {
            ...json('Logged in. `Set-Cookie` carries the session.', Type.Ref('StaffSession')),
            headers: { 'Set-Cookie': { type: 'string', description: 'The session cookie.' } },
          },
          400: badRequest,
          401: problemResponse(
            '`login_failed`: the email, password or code is not right (the same answer whether or not the email exists). ' +
              '`second_factor_required`: the password is right; send it again with `totp` or `recoveryCode`.',
          ),
          429: problemResponse('`login_throttled`: too many failed log-ins for this account or from this address; see Retry-After.'),
          500: problemResponse('Unexpected error; quote requestId.'),
        },
      },
    }),
    async (request, reply) => {
      const { token, view } = await logIn(deps, request.body, {
        ...auditContextOf(request),
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, deps.settings, token);
      return view;
    },
  );

  app.get(
    '/api/v1/staff/session',
    staffRoute(
      { write: false, secondFactor: 'any' },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getSession',
          summary: 'The current session: me, my roles and agencies, the CSRF token, the second factor, the expiry',
          description:
            'Answers 401 when the cookie is missing, expired or ended. The back-office calls it on start and keeps the CSRF token it returns for every later write.',
          response: { 200: json('The session.', Type.Ref('StaffSession')), 401: sessionProblems[401], 500: sessionProblems[500] },
        },
      },
    ),
    async (request) => buildSessionView(deps, staffSessionOf(request)),
  );

  app.get(
    '/api/v1/staff/session/current',
    publicRoute('asks whether there is a session: the answer without one is that there is none', {
      schema: {
        tags: [STAFF_TAG],
        operationId: 'findSession',
        summary: 'The current session, or null when there is none: the back-office’s probe at start',
        description:
          'Like GET /api/v1/staff/session, but a missing, expired or ended session is a 200 with `session: null` ' +
          '(and the stale cookie cleared), not a 401: the back-office asks it before anyone has logged in, and a browser ' +
          'logs every 401 to its console as a failed request.',
        security: [{ staffSession: [] }, {}],
        response: {
          200: {
            description: 'The session, or null.',
            content: {
              'application/json': {
                schema: Type.Object({ session: Type.Union([Type.Ref('StaffSession'), Type.Null()]) }, { additionalProperties: false }),
              },
            },
          },
          // The request guards of every route: a query string that is not text (a NUL, a lone surrogate).
          400: badRequest,
          500: sessionProblems[500],
        },
      },
    }),
    async (request, reply) => {
      const token = readSessionCookie(request, deps.settings);
      if (token === undefined) return { session: null };
      const resolved = await resolveSession(deps, token);
      if ('refused' in resolved) {
        clearSessionCookie(reply, deps.settings);
        return { session: null };
      }
      return { session: await buildSessionView(deps, resolved) };
    },
  );

  app.delete(
    '/api/v1/staff/session',
    staffRoute(
      { write: true, secondFactor: 'any' },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'logOut',
          summary: 'Log out: the session ends and its cookie is cleared',
          description:
            'Ends the session on the server, not only the cookie: a copy of the cookie stops working at once. Needs the CSRF token.',
          response: { 204: noContent('Logged out.'), 400: badRequest, ...sessionProblems },
        },
      },
    ),
    async (request, reply) => {
      await logOut(deps, staffOf(request), auditContextOf(request));
      clearSessionCookie(reply, deps.settings);
      return reply.code(204).send();
    },
  );
}
