import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../http/errors.js';
import { staffRoute } from '../http/route-audience.js';
import { HEADERS, problemResponse, responseHeaders } from '../http/standard-responses.js';
import type { PermitDeps } from '../permits/permit.deps.js';
import { readLogOf } from '../privacy/read-log/read-log.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { auditContextOf } from '../staff/audit-context.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import { actionIdempotency, OptionalIdempotencyKey } from '../workflow/action-idempotency.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import { ApplicationIdParams, actionBody, StaffApplication } from './staff-application.schemas.js';
import { staffView, staffViewWith, visibleApplicationId } from './staff-application.view.js';

/**
 * The staff side of the workflow: one application as staff see it, and the one route every staff
 * action goes through. Optimistic locking: the view carries its version as `ETag`; an action needs it
 * back as `If-Match` (428 without it, 412 when stale).
 */

export interface WorkflowRouteOptions {
  readonly auth: StaffAuthentication;
  readonly settings: SettingsReader;
  /** The registry of actions (src/actions.ts). */
  readonly actions: ActionRegistry;
  /** What the permit actions (issue, renew, amend…) need: signing keys, the blob store, PUBLIC_BASE_URL. */
  readonly permits?: PermitDeps;
  /** PUBLIC_BASE_URL, for the documents' links in the staff view. */
  readonly publicBaseUrl?: string | undefined;
}

const etagOf = (version: number) => `"${version}"`;

/** One entity-tag (RFC 9110 §8.8.3): an optional weakness prefix and a quoted opaque tag. */
const ENTITY_TAG = /\s*((?:W\/)?"([\x21\x23-\x7E\x80-\xFF]*)")\s*(?:,|$)/y;

/**
 * The version an If-Match header names: `"7"` (or `W/"7"`, or an unquoted 7, accepted as before).
 * A list of entity-tags names its newest version. A well-formed header that names no version of an
 * application (`"abc"`, `"0"`) is `none`: the condition is false, a 412 (RFC 9110 §13.1.1); only a
 * header that is not an entity-tag list is a 400. `*` names no version either: staff must send the
 * one they read (428).
 */
export function versionOf(ifMatch: string | undefined): number | 'none' {
  const header = ifMatch?.trim() ?? '';
  if (header === '' || header === '*') {
    throw new AppError('precondition_required', 'Send the ETag of the application you read as the If-Match header');
  }
  if (/^\d{1,9}$/.test(header)) return Number(header);
  const versions = entityTagsOf(header);
  if (versions === undefined) {
    throw new AppError('validation_failed', 'If-Match: must be the ETag of the application, e.g. "7"', {
      errors: [{ parameter: 'If-Match', detail: 'must be the ETag of the application, e.g. "7"' }],
    });
  }
  const named = versions.filter((tag) => /^[1-9]\d{0,8}$/.test(tag)).map(Number);
  return named.length === 0 ? 'none' : Math.max(...named);
}

/** The opaque tags of a comma-separated list of entity-tags; undefined when the header is not one. */
function entityTagsOf(header: string): string[] | undefined {
  const tags: string[] = [];
  ENTITY_TAG.lastIndex = 0;
  while (ENTITY_TAG.lastIndex < header.length) {
    const match = ENTITY_TAG.exec(header);
    if (match === null) return undefined;
    tags.push(match[2] ?? '');
  }
  return tags;
}

const viewResponse = (description: string) => ({
  description,
  headers: responseHeaders(HEADERS.etag),
  content: { 'application/json': { schema: StaffApplication } },
});

export async function workflowRoutes(fastify: FastifyInstance, options: WorkflowRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth, settings, permits } = options;
  const deps = { db: auth.deps.db, actions: options.actions, settings, permits, publicBaseUrl: options.publicBaseUrl };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const send = (reply: FastifyReply, view: StaffApplication) => reply.header('etag', etagOf(view.version)).send(view);

  app.get(
    '/api/v1/staff/applications/:id',
    staffRoute(
      { write: false },
      {
        schema: {
          tags: [STAFF_TAG],
          operationId: 'getStaffApplication',
          summary: 'One application as staff see it, with the actions you may take now',
          description:
            'Everything stored about the application: the workflow state (status, hold, referral, assignee, extension, the ' +
            'decision chain’s signatures), the processing clock, the actions you may take now, the agency’s record, what the ' +
            'agency records leave out (gender, occupation, employer, coordinates, absLinkCode, additional notes), the journal as ' +
            'a timeline and every notice, internal ones too. `ETag` is the version to send back as `If-Match` with an action. ' +
            'An application of an agency you are not limited to is a 404.',
          params: ApplicationIdParams,
          response: {
            200: viewResponse('The application.'),
            400: problemResponse(400, 'The id is not valid.'),
            ...sessionProblems,
            404: problemResponse(404, 'No application with this id or registration number that you may see.'),
            503: problemResponse(503, 'The database is unreachable; retry after `Retry-After` seconds.', [HEADERS.retryAfter]),
          },
        },
      },
    ),
    async (request, reply) => {
      const actor = staffOf(request);
      const id = await visibleApplicationId(deps.db, actor, request.params.id);
      const view = await staffView(deps, actor, id);
      readLogOf(deps.db).record({ staffId: actor.id, applicationId: id, what: 'staff_view', requestId: request.id });
      return send(reply, view);
    },
  );

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
            200: viewResponse(
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
      const actor = staffOf(request);
      const named = versionOf(request.headers['if-match']);
      const id = await visibleApplicationId(deps.db, actor, request.params.id);
      if (named === 'none') {
        throw new AppError('precondition_failed', 'If-Match names no version of this application: read it again and send its ETag');
      }
      const expectedVersion = named;
      const { action, ...fields } = request.body;
      const key = request.headers['idempotency-key'];
      // Keys are per staff user; the request is its method, its path (with the application's id), the version If-Match names and its body.
      const path = `/api/v1/staff/applications/${id}/actions`;
      const idempotency =
        key === undefined
          ? undefined
          : actionIdempotency(
              { scope: `staff:${actor.id}`, key, operation: 'staff_action', status: 200 },
              { method: 'POST', path, ifMatch: expectedVersion, body: request.body },
            );
      // The answer is read in the action's transaction: its ETag is the version this action produced, whatever follows.
      const { answer: view, replayed } = await takeAction(deps, {
        applicationId: id,
        action,
        fields,
        actor,
        expectedVersion,
        answer: (trx, { settings }) => staffViewWith({ ...deps, db: trx, settings }, actor, id),
        idempotency,
        ...auditContextOf(request),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return send(reply, view);
    },
  );
}
