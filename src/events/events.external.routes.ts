import type { SwaggerTransform } from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { principalOf } from '../auth/auth.hook.js';
import { SCOPES } from '../auth/scopes.js';
import { commitWakeups, EVENTS_CHANNEL } from '../db/notifications.js';
import type { DB } from '../db/schema.js';
import { named } from '../http/openapi-components.js';
import { externalRoute } from '../http/route-audience.js';
import { nullable } from '../http/schema-helpers.js';
import { standardResponses } from '../http/standard-responses.js';
import { FEED_MAX_WAIT_SECONDS, readFeed } from './event.feed.js';
import { asEvent, Event } from './event.types.js';
import { eventWebhooks } from './event.webhooks.js';

const FeedQuery = Type.Object(
  {
    after: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 300,
        description: 'The `nextCursor` of the previous read; from the oldest event kept when absent.',
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'At most this many events.' })),
    wait: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: FEED_MAX_WAIT_SECONDS,
        default: 0,
        description: 'Long poll: when no event is there yet, wait up to this many seconds for the next one.',
      }),
    ),
  },
  { additionalProperties: false },
);

const EventFeed = Type.Object(
  {
    items: Type.Array(Event),
    nextCursor: nullable(Type.String(), {
      description:
        'Send it as `after` for what follows (the same as `after` when nothing new came). Null only for an empty feed read from its start.',
    }),
  },
  { ...named('EventFeed') },
);

/** Adds the events' webhooks to the document being built, and leaves the feed's own operation as it is. */
const withEventWebhooks: SwaggerTransform = ({ schema, url, ...document }) => {
  if ('openapiObject' in document) Object.assign(document.openapiObject, { webhooks: eventWebhooks() });
  return { schema, url };
};

/** The event feed (issue 19 §3): for agencies that cannot receive webhooks. */
export async function externalEventRoutes(fastify: FastifyInstance, options: { db: Kysely<DB>; databaseUrl: string }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // PostgreSQL: a long poll wakes at the commit of new events (a listener connection opened at the first).
  const wakeups = commitWakeups(options.db, options.databaseUrl, EVENTS_CHANNEL, app.log);
  app.addHook('onClose', async () => wakeups.close());
  // Long polls end when the server begins to close, so that shutdown does not wait for them.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  app.get(
    '/api/v1/external/events',
    externalRoute(
      { scope: SCOPES.read },
      {
        // The webhooks deliver the feed's events: the document describes them beside it (its `webhooks`
        // object), the one place a plugin can add to the document @fastify/swagger builds.
        config: { swaggerTransform: withEventWebhooks },
        schema: {
          tags: ['Events'],
          operationId: 'listEvents',
          summary: 'Read the agency’s events, oldest first, after a cursor (long poll with `wait`)',
          description:
            'The same event objects the webhooks deliver, only the agency’s own, oldest first. Keep `nextCursor` and send it as `after` ' +
            'next time; with `wait`, an empty read waits up to that many seconds for the next event. Another agency’s cursor, or one ' +
            'this service did not issue, is a 400. Events are kept at least 30 days (setting `events.retention_days`). Needs scope ' +
            '`applications:read`.',
          querystring: FeedQuery,
          response: {
            200: {
              description: 'The events after the cursor (none when nothing came within `wait`).',
              content: { 'application/json': { schema: EventFeed } },
            },
            ...standardResponses({ authenticated: true, rateLimited: true }),
          },
        },
      },
    ),
    async (request, reply) => {
      const query = request.query;
      const gone = new AbortController();
      const abort = () => gone.abort();
      // The client went away: stop waiting for it.
      reply.raw.once('close', abort);
      closing.signal.addEventListener('abort', abort, { once: true });
      try {
        const page = await readFeed(
          options.db,
          principalOf(request).agencyCode,
          { after: query.after, limit: query.limit ?? 100, waitSeconds: query.wait ?? 0 },
          gone.signal,
          wakeups,
        );
        return { items: page.items.map(asEvent), nextCursor: page.nextCursor };
      } finally {
        reply.raw.off('close', abort);
        closing.signal.removeEventListener('abort', abort);
      }
    },
  );
}
