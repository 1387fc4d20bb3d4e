import { type Static, Type } from 'typebox';
import { EventTypeSchema } from '../events/event.types.js';
import { named } from '../http/openapi-components.js';
import { DateTime, NullableString, nullable, Uuid } from '../http/schema-helpers.js';

/** The request and response shapes of the webhook routes (issue 19 §2); types, validation and OpenAPI at once. */

export const MAX_ENDPOINTS_PER_AGENCY = 50;

const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'Where events are POSTed: an `https:` URL on a public address (no private, loopback, link-local or metadata address; ' +
    'redirects are not followed).',
  examples: ['https://agency.example/biopermit/webhooks'],
});
const EventTypes = Type.Array(EventTypeSchema, {
  minItems: 1,
  maxItems: 20,
  uniqueItems: true,
  description: 'The event types sent to the endpoint; every type when absent or null.',
});
const Description = Type.String({ maxLength: 500, description: 'A label of yours.' });
/** Tries under way at once to one endpoint, by default (migration 0036). */
export const DEFAULT_MAX_IN_FLIGHT = 16;
/** One endpoint's `maxInFlight` at most: a quarter of what one process sends at once (MAX_IN_FLIGHT, webhook.delivery-slots.ts). */
export const MAX_MAX_IN_FLIGHT = 64;
const MaxInFlight = Type.Integer({
  minimum: 1,
  maximum: MAX_MAX_IN_FLIGHT,
  examples: [8],
  description:
    `How many deliveries to this endpoint may be under way at once, across every process (default ${DEFAULT_MAX_IN_FLIGHT}). ` +
    'One application’s deliveries are still sent one at a time, in the order of its events, whatever the number. Lower it if ' +
    'your receiver cannot take that many requests at once.',
});
const EndpointStatus = Type.Union([Type.Literal('enabled'), Type.Literal('disabled')], {
  description: '`disabled` after 5 days of failed tries (or by you): nothing is sent until it is enabled again.',
});

export const WebhookEndpoint = Type.Object(
  {
    id: Uuid,
    agencyCode: Type.String(),
    url: Type.String(),
    description: NullableString,
    eventTypes: nullable(Type.Array(EventTypeSchema)),
    status: EndpointStatus,
    disabledReason: NullableString,
    failingSince: nullable(DateTime, { description: 'Since when every try has failed; null after a success.' }),
    maxInFlight: MaxInFlight,
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { ...named('WebhookEndpoint'), description: 'An agency’s webhook endpoint (never its secret, except once).' },
);
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEndpointWithSecret = Type.Object(
  {
    ...WebhookEndpoint.properties,
    secret: Type.String({
      description: 'The signing secret (`whsec_…`), shown only now: verify each delivery’s `webhook-signature` with it.',
    }),
  },
  { ...named('WebhookEndpointWithSecret') },
);

export const WebhookEndpointList = Type.Object({ items: Type.Array(WebhookEndpoint) }, { ...named('WebhookEndpointList') });

export const CreateWebhookEndpoint = Type.Object(
  { url: Url, eventTypes: Type.Optional(EventTypes), description: Type.Optional(Description), maxInFlight: Type.Optional(MaxInFlight) },
  { additionalProperties: false, ...named('CreateWebhookEndpoint') },
);
export type CreateWebhookEndpoint = Static<typeof CreateWebhookEndpoint>;

export const UpdateWebhookEndpoint = Type.Object(
  {
    url: Type.Optional(Url),
    eventTypes: Type.Optional(nullable(EventTypes)),
    description: Type.Optional(nullable(Description)),
    status: Type.Optional(EndpointStatus),
    maxInFlight: Type.Optional(MaxInFlight),
  },
  { additionalProperties: false, minProperties: 1, ...named('UpdateWebhookEndpoint') },
);
export type UpdateWebhookEndpoint = Static<typeof UpdateWebhookEndpoint>;

export const WebhookDelivery = Type.Object(
  {
    id: Uuid,
    endpointId: Uuid,
    eventId: { ...Uuid, description: 'The event’s id: the `webhook-id` header.' },
    eventType: EventTypeSchema,
    registrationNo: nullable(Type.String(), {
      description:
        'The registration number of the application the event concerns (its `data.cnaApplicationUniqueNo`); null for a test event.',
    }),
    status: Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')], {
      description: '`pending` until a 2xx answer (`succeeded`) or the last try of the retry schedule (`failed`).',
    }),
    attempts: Type.Integer({ minimum: 0 }),
    lastResponseStatus: nullable(Type.Integer(), { description: 'The status code of the last answer, if there was one.' }),
    lastLatencyMs: nullable(Type.Integer(), { description: 'How long the last try took, in milliseconds.' }),
    lastError: NullableString,
    lastAttemptAt: nullable(DateTime),
    nextAttemptAt: nullable(DateTime, { description: 'When the next try is due, while pending.' }),
    createdAt: DateTime,
  },
  { ...named('WebhookDelivery'), description: 'One event on its way to one endpoint.' },
);
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryList = Type.Object({ items: Type.Array(WebhookDelivery) }, { ...named('WebhookDeliveryList') });

export const DeliveryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50, description: 'At most this many, newest first.' })),
    status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('succeeded'), Type.Literal('failed')])),
  },
  { additionalProperties: false },
);

// --- The back-office (issue 19 §5): administrators' views ---

export const WebhookEndpointSummary = Type.Object(
  {
    ...WebhookEndpoint.properties,
    lastDelivery: Type.Union([WebhookDelivery, Type.Null()], {
      description: 'The newest delivery to the endpoint; null when nothing was sent yet.',
    }),
  },
  { ...named('WebhookEndpointSummary'), description: 'An endpoint with its newest delivery, as the back-office lists them.' },
);

export const WebhookEndpointSummaryList = Type.Object(
  { items: Type.Array(WebhookEndpointSummary) },
  { ...named('WebhookEndpointSummaryList') },
);

export const FailingWebhookEndpoint = Type.Object(
  {
    id: Uuid,
    agencyCode: Type.String(),
    url: Type.String(),
    status: EndpointStatus,
    disabledReason: NullableString,
    failingSince: nullable(DateTime, { description: 'Since when every try has failed; null after a success.' }),
    recentFailedDeliveries: Type.Integer({
      minimum: 0,
      description: 'Deliveries given up (`failed`) whose last try was within the window (`failureWindowHours`).',
    }),
    lastFailureAt: nullable(DateTime, { description: 'The last try of the newest of those deliveries.' }),
  },
  { ...named('FailingWebhookEndpoint') },
);

export const OutboxHealth = Type.Object(
  {
    checkedAt: DateTime,
    eventsWaiting: Type.Integer({ minimum: 0, description: 'Events committed but not yet fanned out to deliveries by the dispatcher.' }),
    oldestWaitingEventAt: nullable(DateTime, { description: 'When the oldest of them happened; null when none waits.' }),
    oldestWaitingAgeSeconds: nullable(Type.Integer({ minimum: 0 }), {
      description: 'How long the oldest of them has waited, in seconds, at `checkedAt`; null when none waits.',
    }),
    deliveriesPending: Type.Integer({ minimum: 0, description: 'Deliveries not yet succeeded nor given up (due now or retrying later).' }),
    failureWindowHours: Type.Integer({ minimum: 1, description: 'How far back `recentFailedDeliveries` looks.' }),
    failingEndpoints: Type.Array(FailingWebhookEndpoint, {
      description:
        'Endpoints disabled, failing every try now, or with deliveries given up in the window: disabled first, then the longest failing.',
    }),
  },
  { ...named('OutboxHealth'), description: 'Whether events leave the service: what waits, and which receivers fail.' },
);
export type OutboxHealth = Static<typeof OutboxHealth>;
