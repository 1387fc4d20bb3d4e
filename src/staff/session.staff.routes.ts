import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { problemResponse } from '../http/problem.schema.js';
import { publicRoute, staffRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { changePassword, confirmTotpEnrolment, regenerateRecoveryCodes, startTotpEnrolment } from './account.service.js';
import { auditContextOf } from './audit-context.js';
import { setPasswordWithCode } from './password.service.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.js';
import { type StaffAuthentication, staffOf, staffSessionOf } from './staff.hook.js';
import { badRequest, conflict, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import {
  PasswordChange as PasswordChangeSchema,
  PasswordSetup as PasswordSetupSchema,
  RecoveryCodesRequest as RecoveryCodesRequestSchema,
  StaffLogin as StaffLoginSchema,
  TotpConfirmation as TotpConfirmationSchema,
  TotpEnrolmentStart as TotpEnrolmentStartSchema,
} from './staff.schemas.js';
import { buildSessionView, logIn, logOut, resolveSession } from './staff-session.service.js';

const noContent = (description: string) => ({ description, type: 'null' });

/** Log-in, the session, and what users do to their own account. */
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

  app.post(
    '/api/v1/staff/me/password',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'changePassword',
          summary: 'Change my password',
          description: 'Needs the current password. Every other session of the user ends; this one goes on.',
          body: refTo(PasswordChangeSchema),
          response: {
            204: noContent('Changed.'),
            400: problemResponse('`/currentPassword` is wrong, or `/newPassword` is too short, too common, or the same.'),
            ...sessionProblems,
            429: problemResponse('`login_throttled`: too many wrong passwords; see Retry-After.'),
          },
        },
      },
    ),
    async (request, reply) => {
      await changePassword(deps, staffOf(request), request.body, auditContextOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/staff/me/totp',
    staffRoute(
      { write: true, secondFactor: 'enrolment' },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'startTotpEnrolment',
          summary: 'Start enrolling a TOTP authenticator: a new secret and its otpauth:// URI',
          description:
            'Show `otpauthUri` as a QR code (or `secret` for typing), then confirm with a code from the app within 15 minutes. Until ' +
            'confirmed, the factor enrolled before (if any) stays. Replacing an enrolled factor needs `password`.',
          body: refTo(TotpEnrolmentStartSchema),
          response: {
            200: json('The secret to enrol.', Type.Ref('TotpEnrolment')),
            400: problemResponse('`/password` is missing or wrong (when replacing an enrolled factor).'),
            ...sessionProblems,
            429: problemResponse('`login_throttled`: too many wrong passwords; see Retry-After.'),
          },
        },
      },
    ),
    async (request) => startTotpEnrolment(deps, staffOf(request), request.body, auditContextOf(request)),
  );

  app.post(
    '/api/v1/staff/me/totp/confirmation',
    staffRoute(
      { write: true, secondFactor: 'enrolment' },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'confirmTotpEnrolment',
          summary: 'Confirm TOTP enrolment with a code; returns the 10 recovery codes, once',
          description:
            'The new secret becomes the second factor, this session counts as having proved it, and every other session of the user ends.',
          body: refTo(TotpConfirmationSchema),
          response: {
            200: json('Enrolled.', Type.Ref('RecoveryCodes')),
            400: problemResponse('`/code` is not the current code of the new secret.'),
            ...sessionProblems,
            409: conflict('no enrolment in progress, or it is older than 15 minutes'),
          },
        },
      },
    ),
    async (request) => ({
      recoveryCodes: await confirmTotpEnrolment(deps, staffOf(request), request.body.code, auditContextOf(request)),
    }),
  );

  app.post(
    '/api/v1/staff/me/recovery-codes',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'regenerateRecoveryCodes',
          summary: 'Ten new recovery codes in place of the old ones',
          description: 'Needs the current password. The old codes stop working at once; the new ones are shown only in this response.',
          body: refTo(RecoveryCodesRequestSchema),
          response: {
            200: json('The new codes, shown once.', Type.Ref('RecoveryCodes')),
            400: problemResponse('`/password` is wrong.'),
            ...sessionProblems,
            409: conflict('no TOTP factor is enrolled'),
            429: problemResponse('`login_throttled`: too many wrong passwords; see Retry-After.'),
          },
        },
      },
    ),
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes(deps, staffOf(request), request.body.password, auditContextOf(request)),
    }),
  );

  app.post(
    '/api/v1/staff/password-setup',
    publicRoute('the one-time set-up code in the body is the proof', {
      schema: {
        tags: [STAFF_TAG],
        operationId: 'setUpPassword',
        summary: 'Set a password with a one-time set-up code (a new user, or a reset)',
        description:
          'No session needed: the code (from an admin or `biopermit staff create` / `reset-password`) is the proof. It works once, ' +
          'for 72 hours; every session of the user ends.',
        security: [],
        body: refTo(PasswordSetupSchema),
        response: {
          200: json('The password is set; log in with it.', Type.Ref('PasswordSetupResult')),
          400: problemResponse('`/code` is unknown, used or expired, or `/password` is too short or too common.'),
          500: problemResponse('Unexpected error; quote requestId.'),
        },
      },
    }),
    async (request) => {
      const body = request.body;
      return { email: await setPasswordWithCode(deps, body.code, body.password, auditContextOf(request)) };
    },
  );
}
