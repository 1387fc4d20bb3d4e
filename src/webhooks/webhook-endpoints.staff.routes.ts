import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AgencyParams } from '../agencies/agency.schemas.js';
import { staffRoute } from '../http/route-audience.js';
import { json } from '../http/standard-responses.js';
import { badRequest, conflict, notFound } from '../staff/staff.openapi.js';
import {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointSummaryList,
  WebhookEndpointWithSecret,
} from './webhook.schemas.js';
import {
  changeEndpoint,
  createEndpoint,
  getEndpoint,
  listEndpointsWithLastDelivery,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
  toEndpointView,
} from './webhook.service.js';
import { STAFF_WEBHOOKS_BASE as BASE, EndpointParams, noEndpoint, type StaffWebhookKit, staffDoc } from './webhooks.staff.route-kit.js';

const noAgency = notFound('no agency with this code');

/** An agency's webhook endpoints, for administrators: list, register, read, change, remove, rotate the secret, test. */
export function staffWebhookEndpointRoutes(kit: StaffWebhookKit): void {
  const app = kit.fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, context, adminFor } = kit;
  const idOf = (request: { params: { id: string } }) => request.params.id;

  app.get(
    BASE,
    staffRoute(
      { write: false },
      {
        schema: {
          ...staffDoc(
            'listAgencyWebhookEndpoints',
            "An agency's webhook endpoints, each with its newest delivery",
            'Oldest first; never their secrets. The same endpoints the agency manages with its token.',
          ),
          params: AgencyParams,
          response: { 200: json('The endpoints.', WebhookEndpointSummaryList), 400: badRequest, 404: noAgency },
        },
      },
    ),
    async (request) => {
      const { code } = await adminFor(request);
      return { items: await listEndpointsWithLastDelivery(db, code) };
    },
  );

  app.post(
    BASE,
    staffRoute(
      { write: true },
      {
        schema: {
          ...staffDoc(
            'createAgencyWebhookEndpoint',
            'Register a webhook endpoint for an agency; its secret is shown once',
            "As the agency would with its token: `https:` on a public address. Give the secret to the agency's system now.",
          ),
          params: AgencyParams,
          body: CreateWebhookEndpoint,
          response: {
            201: json('The endpoint, with its signing secret: it is not shown again.', WebhookEndpointWithSecret),
            400: badRequest,
            404: noAgency,
            409: conflict('the agency has the most endpoints it may have (50)'),
          },
        },
      },
    ),
    async (request, reply) => {
      const { code, acting } = await adminFor(request);
      return reply.code(201).send(await createEndpoint(context, code, request.body, acting));
    },
  );

  app.get(
    `${BASE}/:id`,
    staffRoute(
      { write: false },
      {
        schema: {
          ...staffDoc('getAgencyWebhookEndpoint', "Read an agency's webhook endpoint", 'Never its secret.'),
          params: EndpointParams,
          response: { 200: json('The endpoint.', WebhookEndpoint), 400: badRequest, 404: noEndpoint },
        },
      },
    ),
    async (request) => {
      const { code } = await adminFor(request);
      return toEndpointView(await getEndpoint(db, code, idOf(request)));
    },
  );

  app.patch(
    `${BASE}/:id`,
    staffRoute(
      { write: true },
      {
        schema: {
          ...staffDoc(
            'updateAgencyWebhookEndpoint',
            "Change an agency's webhook endpoint; disable or enable it",
            'Any of `url`, `eventTypes` (null: every type), `description` and `status`: `disabled` stops sending to it, ' +
              '`enabled` starts it again (its failures count from zero).',
          ),
          params: EndpointParams,
          body: UpdateWebhookEndpoint,
          response: { 200: json('The endpoint as it now is.', WebhookEndpoint), 400: badRequest, 404: noEndpoint },
        },
      },
    ),
    async (request) => {
      const { code, acting } = await adminFor(request);
      return changeEndpoint(context, code, idOf(request), request.body, acting);
    },
  );

  app.delete(
    `${BASE}/:id`,
    staffRoute(
      { write: true },
      {
        schema: {
          ...staffDoc(
            'deleteAgencyWebhookEndpoint',
            "Remove an agency's webhook endpoint",
            'Nothing more is sent to it; its deliveries go with it.',
          ),
          params: EndpointParams,
          response: { 204: { description: 'Removed.' }, 400: badRequest, 404: noEndpoint },
        },
      },
    ),
    async (request, reply) => {
      const { code, acting } = await adminFor(request);
      await removeEndpoint(db, code, idOf(request), acting);
      return reply.code(204).send();
    },
  );

  app.post(
    `${BASE}/:id/secret`,
    staffRoute(
      { write: true },
      {
        schema: {
          ...staffDoc(
            'rotateAgencyWebhookSecret',
            "Rotate an agency's webhook signing secret; the new one is shown once",
            'For 24 hours deliveries carry the new and the old signature, so the agency can switch without losing one.',
          ),
          params: EndpointParams,
          response: { 200: json('The endpoint with its new secret.', WebhookEndpointWithSecret), 400: badRequest, 404: noEndpoint },
        },
      },
    ),
    async (request) => {
      const { code, acting } = await adminFor(request);
      return rotateSecret(context, code, idOf(request), acting);
    },
  );

  app.post(
    `${BASE}/:id/test`,
    staffRoute(
      { write: true },
      {
        schema: {
          ...staffDoc(
            'testAgencyWebhookEndpoint',
            "Send a test event to an agency's webhook endpoint",
            'A signed `webhook.test` event, to it only.',
          ),
          params: EndpointParams,
          response: { 202: json('The delivery, pending.', WebhookDelivery), 400: badRequest, 404: noEndpoint },
        },
      },
    ),
    async (request, reply) => {
      const { code } = await adminFor(request);
      return reply.code(202).send(await sendTestEvent(db, code, idOf(request)));
    },
  );
}
