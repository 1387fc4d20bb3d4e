import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { problemResponse } from '../http/problem.schema.js';
import { staffRoute } from '../http/route-audience.js';
import { refTo } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { confirmTotpEnrolment, regenerateRecoveryCodes, startTotpEnrolment } from './account.service.js';
import { auditContextOf } from './audit-context.js';
import { type StaffAuthentication, staffOf } from './staff.hook.js';
import { conflict, STAFF_TAG, sessionProblems } from './staff.openapi.js';
import {
  RecoveryCodesRequest as RecoveryCodesRequestSchema,
  TotpConfirmation as TotpConfirmationSchema,
  TotpEnrolmentStart as TotpEnrolmentStartSchema,
} from './staff.schemas.js';

/** A user's own second factor: enrol a TOTP authenticator (start, confirm), and new recovery codes. */
export async function secondFactorRoutes(fastify: FastifyInstance, options: { auth: StaffAuthentication }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth } = options;
  const { deps } = auth;

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
}
