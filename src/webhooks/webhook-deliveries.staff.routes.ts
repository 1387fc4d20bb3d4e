import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AgencyParams } from '../agencies/agency.schemas.js';
import { staffRoute } from '../http/route-audience.js';
import { Uuid } from '../http/schema-helpers.js';
import { json } from '../http/standard-responses.js';
import { badRequest, notFound } from '../staff/staff.openapi.js';
import { DeliveryQuery, WebhookDelivery, WebhookDeliveryList } from './webhook.schemas.js';
import { endpointDeliveries, redeliver } from './webhook.service.js';
import { STAFF_WEBHOOKS_BASE as BASE, EndpointParams, noEndpoint, type StaffWebhookKit, staffDoc } from './webhooks.staff.route-kit.js';

const DeliveryParams = Type.Object({ ...AgencyParams.properties, id: Uuid, deliveryId: Uuid });

/** The deliveries of an agency's webhook endpoint, for administrators: list them, send one's event again. */
export function staffWebhookDeliveryRoutes(kit: StaffWebhookKit): void {
  const app = kit.fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, adminFor } = kit;

  app.get(
    `${BASE}/:id/deliveries`,
    staffRoute(
      { write: false },
      {
        schema: {
          ...staffDoc(
            'listAgencyWebhookDeliveries',
            "The deliveries of an agency's webhook endpoint",
            'Newest first: status, tries, the last answer’s status code and latency, and when the next try is due.',
          ),
          params: EndpointParams,
          querystring: DeliveryQuery,
          response: { 200: json('The deliveries.', WebhookDeliveryList), 400: badRequest, 404: noEndpoint },
        },
      },
    ),
    async (request) => {
      const { code } = await adminFor(request);
      return { items: await endpointDeliveries(db, code, request.params.id, request.query) };
    },
  );

  app.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    staffRoute(
      { write: true },
      {
        schema: {
          ...staffDoc(
            'redeliverAgencyWebhook',
            "Send a delivery's event again to an agency's endpoint",
            'A new delivery of the same event (the same `webhook-id`), with the whole retry schedule ahead of it.',
          ),
          params: DeliveryParams,
          response: {
            202: json('The new delivery, pending.', WebhookDelivery),
            400: badRequest,
            404: notFound('no agency with this code, no such endpoint of the agency, or no such delivery of the endpoint'),
          },
        },
      },
    ),
    async (request, reply) => {
      const { code } = await adminFor(request);
      const { id, deliveryId } = request.params;
      return reply.code(202).send(await redeliver(db, code, id, deliveryId));
    },
  );
}
