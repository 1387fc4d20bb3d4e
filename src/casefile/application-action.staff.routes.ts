import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { staffRoute } from '../http/route-audience.js';
import { HEADERS, problemResponse } from '../http/standard-responses.js';
import type { PermitDeps } from '../permits/permit.deps.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { OptionalIdempotencyKey } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { sendStaffApplication, versionOf } from './application-etag.js';
import { takeStaffAction } from './staff-action.service.js';
import { ApplicationIdParams, actionBody, staffApplicationResponse } from './staff-application.schemas.js';

export interface ApplicationActionRouteOptions {
  readonly auth: StaffAuthentication;
  readonly settings: SettingsReader;
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  /** What the permit actions (issue, renew, amend…) need: signing keys, the blob store, PUBLIC_BASE_URL. */
  readonly permits?: PermitDeps;
  /** PUBLIC_BASE_URL, for the documents' links in the staff view. */
  readonly publicBaseUrl?: string | undefined;
}

/**
 * The one route every staff action goes through. Optimistic locking: the action needs the version of
 * the staff view (its `ETag`) back as `If-Match` (428 without it, 412 when stale).
 */
export async function applicationActionRoutes(fastify: FastifyInstance, options: ApplicationActionRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth, settings, permits } = options;
  const deps = { db: auth.deps.db, actions: options.actions, settings, permits, publicBaseUrl: options.publicBaseUrl };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/v1/staff/applications/:id/actions',
    staffRoute(
      { write: true },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'takeApplicationAction',
          summary: 'Take a workflow action on an application',
          description:
            'The body names the action (`action`) and gives its fields; each action’s fields are a schema of their own ' +
            '(`AcceptAction`, `ReturnIncompleteAction`…). `If-Match` must be the `ETag` of the application as you read it. ' +
            'The action writes its journal entry, its notice (from the template of its type, or your `message`) and its audit ' +
            'row, and answers the application as it is now, with its new `ETag`. An action your roles, the status, the flags, ' +
            'the assignment or separation of duties do not allow is a 409 `action_not_allowed` that says why and lists ' +
            '`allowedActions`; `accept` while a required document of the checklist is neither accepted nor waived is a 409 ' +
            '`requirements_missing` that lists them (`missingRequirements`); nothing is changed. The answer is read in the ' +
            'action’s transaction: its `ETag` is the version the action produced. With an `Idempotency-Key` (optional; the ' +
            'back-office sends a fresh one per submission), the answer is stored with the action, in its transaction: a retry ' +
            'with the same key, If-Match and body (after a lost answer) gets the original answer with `Idempotent-Replayed: ' +
            'true` and acts no more, even though the application’s version has moved on (no 412); the same key with another ' +
            'request is a 422 `idempotency_key_reused`. Keys are per staff user; a refused action stores no key, so the ' +
            'corrected retry may reuse it.',
          params: ApplicationIdParams,
          headers: Type.Object({
            'if-match': Type.Optional(Type.String({ description: 'The `ETag` of the application as you read it, e.g. `"7"`.' })),
            'idempotency-key': OptionalIdempotencyKey,
          }),
          body: actionBody(options.actions.staffActions),
          response: {
            200: staffApplicationResponse(
              'The action was taken: the application as it is now. A retry with the same Idempotency-Key gets this answer ' +
                'again, with `Idempotent-Replayed: true`.',
            ),
            400: problemResponse(
              400,
              'The body is not valid (`errors` names each field), If-Match is not an entity-tag, or Idempotency-Key is malformed.',
            ),
            ...sessionProblems,
            404: problemResponse(404, 'No application with this id or registration number that you may see.'),
            409: problemResponse(
              409,
              'The action is not allowed now: `detail` says why, `allowedActions` lists what is; with `requirements_missing`, ' +
                '`missingRequirements` lists the documents `accept` waits for.',
            ),
            412: problemResponse(
              412,
              'The application changed since you read it (If-Match is stale, or names no version of it): read it again.',
            ),
            413: problemResponse(413, 'The body is too large.'),
            415: problemResponse(415, 'The body is not JSON.'),
            422: problemResponse(
              422,
              'The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing changed.',
            ),
            428: problemResponse(428, 'If-Match is missing.'),
            503: problemResponse(503, 'The database is unreachable; retry after `Retry-After` seconds.', [HEADERS.retryAfter]),
          },
        },
      },
    ),
    async (request, reply) => {
      // If-Match is read first: without it (428) or malformed (400), nothing else is looked at.
      const named = versionOf(request.headers['if-match']);
      const { view, replayed } = await takeStaffAction(deps, {
        actor: staffOf(request),
        idOrNumber: request.params.id,
        named,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        audit: auditContextOf(request),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return sendStaffApplication(reply, view);
    },
  );
}
