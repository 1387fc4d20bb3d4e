import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../http/route-audience.js';
import { HEADERS, problemResponse } from '../http/standard-responses.js';
import { readLogOf } from '../privacy/read-log/read-log.js';
import type { SettingsReader } from '../settings/settings.cache.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { STAFF_TAG, sessionProblems } from '../staff/staff.openapi.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { sendStaffApplication } from './application-etag.js';
import { ApplicationIdParams, staffApplicationResponse } from './staff-application.schemas.js';
import { staffView, visibleApplicationId } from './staff-application.view.js';

/**
 * One application as staff see it, with its version as `ETag` (optimistic locking: an action needs it
 * back as `If-Match`, application-action.staff.routes.ts).
 */
export async function staffApplicationRoutes(
  fastify: FastifyInstance,
  options: {
    readonly auth: StaffAuthentication;
    readonly settings: SettingsReader;
    /** The registry of actions (src/actions.ts): the view lists those allowed now. */
    readonly actions: ActionRegistry;
    /** PUBLIC_BASE_URL, for the documents' links in the staff view. */
    readonly publicBaseUrl?: string | undefined;
  },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { auth, settings } = options;
  const deps = { db: auth.deps.db, actions: options.actions, settings, publicBaseUrl: options.publicBaseUrl };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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
            200: staffApplicationResponse('The application.'),
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
      return sendStaffApplication(reply, view);
    },
  );
}
