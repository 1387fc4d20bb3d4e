import { EVENT_TYPE_MEANINGS, EVENT_TYPES, type EventType, eventSchemaName } from './event.types.js';

/**
 * The webhooks an agency's endpoint receives, as the OpenAPI document's `webhooks` object (OpenAPI
 * 3.1): one entry per event type, whose body is that type's event (`PermitIssuedEvent`), so a generated
 * client types the body of each (`webhooks['permit.issued']['post']`); the union of them all is the
 * `Event` the feed lists, and names each type's event as a component (events.external.routes.ts adds
 * both to the document). The headers are Standard Webhooks' (docs/EVENTS.md, "The message").
 */

/** An OpenAPI object, plain JSON (openapi-types' unions of 3.0 and 3.1 do not take a TypeBox schema). */
type OpenApiObject = Record<string, unknown>;

/** Where the receiver's answer is explained; they are the same for every type. */
const DELIVERY =
  'POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the ' +
  'endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may ' +
  'arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).';

const headers: OpenApiObject[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key.',
    schema: { type: 'string', format: 'uuid' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after ' +
      '`whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
  },
];

const responses: OpenApiObject = {
  '200': { description: 'Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read.' },
  '400': {
    description:
      'Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or ' +
      'no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md).',
  },
};

function webhookOf(type: EventType): OpenApiObject {
  const name = eventSchemaName(type);
  return {
    post: {
      operationId: `${name.charAt(0).toLowerCase()}${name.slice(1)}Webhook`,
      summary: `The \`${type}\` event`,
      description: `${EVENT_TYPE_MEANINGS[type]}\n\n${DELIVERY}`,
      tags: ['Events'],
      parameters: headers,
      // The type's event is a component already, an alternative of the `Event` the feed lists.
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } },
      responses,
      // The receiver's endpoint is the agency's own: biopermit authenticates itself by the signature.
      security: [],
    },
  };
}

/** Every event type's webhook, by type. */
export function eventWebhooks(): Record<string, OpenApiObject> {
  return Object.fromEntries(EVENT_TYPES.map((type) => [type, webhookOf(type)]));
}
