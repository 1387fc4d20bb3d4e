import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Uuid } from '../http/schema-helpers.js';
import { json, standardResponses } from '../http/standard-responses.js';
import { DeliveryQuery, WebhookDelivery, WebhookDeliveryList } from './webhook.schemas.js';
import { endpointDeliveries, redeliver } from './webhook.service.js';
import { EndpointParams, NO_ENDPOINT } from './webhook-endpoints.external.routes.js';
import { EXTERNAL_WEBHOOKS_BASE as BASE, type ExternalWebhookKit } from './webhooks.external.route-kit.js';

const DeliveryParams = Type.Object({ id: Uuid, deliveryId: Uuid });

/** The deliveries of an agency's webhook endpoint: list them, send one's event again. */
export function externalWebhookDeliveryRoutes(kit: ExternalWebhookKit): void {
  const app = kit.fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, route, doc, agencyOf } = kit;

  app.get(
    `${BASE}/:id/deliveries`,
    route({
      schema: {
        ...doc(
          'listWebhookDeliveries',
          'List the deliveries of a webhook endpoint',
          'Newest first: status, tries, the last answer’s status code and latency, and when the next try is due.',
        ),
        params: EndpointParams,
        querystring: DeliveryQuery,
        response: {
          200: json('The deliveries.', WebhookDeliveryList),
          ...standardResponses({ authenticated: true, rateLimited: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request) => ({ items: await endpointDeliveries(db, agencyOf(request), request.params.id, request.query) }),
  );

  app.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    route({
      schema: {
        ...doc(
          'redeliverWebhook',
          'Send a delivery’s event again',
          'A new delivery of the same event (the same `webhook-id`), with the whole retry schedule ahead of it.',
        ),
        params: DeliveryParams,
        response: {
          202: json('The new delivery, pending.', WebhookDelivery),
          ...standardResponses({
            authenticated: true,
            rateLimited: true,
            resource: 'The agency has no webhook endpoint with this id, or the endpoint no such delivery.',
          }),
        },
      },
    }),
    async (request, reply) => {
      const { id, deliveryId } = request.params;
      return reply.code(202).send(await redeliver(db, agencyOf(request), id, deliveryId));
    },
  );
}
