import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Uuid } from '../http/schema-helpers.js';
import { json, problemResponse, standardResponses } from '../http/standard-responses.js';
import {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from './webhook.schemas.js';
import {
  changeEndpoint,
  createEndpoint,
  getEndpoint,
  listAgencyEndpoints,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
  toEndpointView,
} from './webhook.service.js';
import { EXTERNAL_WEBHOOKS_BASE as BASE, type ExternalWebhookKit } from './webhooks.external.route-kit.js';

export const EndpointParams = Type.Object({ id: Uuid });
export const NO_ENDPOINT = 'The agency has no webhook endpoint with this id.';

/** An agency's webhook endpoints: register, list, read, change, remove, rotate the secret, test. */
export function externalWebhookEndpointRoutes(kit: ExternalWebhookKit): void {
  const app = kit.fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, context, route, doc, agencyOf, acting } = kit;
  const idOf = (request: { params: { id: string } }) => request.params.id;

  app.post(
    BASE,
    route({
      schema: {
        ...doc(
          'createWebhookEndpoint',
          'Register a webhook endpoint',
          'Events of the agency (those of `eventTypes`, or all) are POSTed to `url`, signed per Standard Webhooks with the ' +
            '`secret` answered here, and only here. `https:` only, on a public address.',
        ),
        body: CreateWebhookEndpoint,
        response: {
          201: json('The endpoint, with its signing secret: store it now, it is not shown again.', WebhookEndpointWithSecret),
          ...standardResponses({ authenticated: true, rateLimited: true, jsonBody: true }),
          409: problemResponse(409, '`conflict`: the agency has the most endpoints it may have (50); delete one first.'),
        },
      },
    }),
    async (request, reply) => {
      const created = await createEndpoint(context, agencyOf(request), request.body, acting(request));
      return reply.code(201).header('location', `${BASE}/${created.id}`).send(created);
    },
  );

  app.get(
    BASE,
    route({
      schema: {
        ...doc('listWebhookEndpoints', 'List the agency’s webhook endpoints', 'Oldest first; never their secrets.'),
        response: {
          200: json('The endpoints.', WebhookEndpointList),
          ...standardResponses({ authenticated: true, rateLimited: true }),
        },
      },
    }),
    async (request) => ({ items: await listAgencyEndpoints(db, agencyOf(request)) }),
  );

  app.get(
    `${BASE}/:id`,
    route({
      schema: {
        ...doc('getWebhookEndpoint', 'Read a webhook endpoint', 'Never its secret.'),
        params: EndpointParams,
        response: {
          200: json('The endpoint.', WebhookEndpoint),
          ...standardResponses({ authenticated: true, rateLimited: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request) => toEndpointView(await getEndpoint(db, agencyOf(request), idOf(request))),
  );

  app.patch(
    `${BASE}/:id`,
    route({
      schema: {
        ...doc(
          'updateWebhookEndpoint',
          'Change a webhook endpoint',
          'Any of `url`, `eventTypes` (null: every type), `description` and `status`: `enabled` starts a disabled endpoint again ' +
            '(its failures count from zero), `disabled` stops sending to it.',
        ),
        params: EndpointParams,
        body: UpdateWebhookEndpoint,
        response: {
          200: json('The endpoint as it now is.', WebhookEndpoint),
          ...standardResponses({ authenticated: true, rateLimited: true, jsonBody: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request) => changeEndpoint(context, agencyOf(request), idOf(request), request.body, acting(request)),
  );

  app.delete(
    `${BASE}/:id`,
    route({
      schema: {
        ...doc('deleteWebhookEndpoint', 'Remove a webhook endpoint', 'Nothing more is sent to it; its deliveries are deleted with it.'),
        params: EndpointParams,
        response: {
          204: { description: 'Removed.' },
          ...standardResponses({ authenticated: true, rateLimited: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request, reply) => {
      await removeEndpoint(db, agencyOf(request), idOf(request), acting(request));
      return reply.code(204).send();
    },
  );

  app.post(
    `${BASE}/:id/secret`,
    route({
      schema: {
        ...doc(
          'rotateWebhookSecret',
          'Rotate the signing secret of a webhook endpoint',
          'A new secret, answered once. For 24 hours deliveries carry two signatures, the new secret’s and the old one’s, so the ' +
            'receiver can switch without losing a delivery.',
        ),
        params: EndpointParams,
        response: {
          200: json('The endpoint with its new secret: store it now.', WebhookEndpointWithSecret),
          ...standardResponses({ authenticated: true, rateLimited: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request) => rotateSecret(context, agencyOf(request), idOf(request), acting(request)),
  );

  app.post(
    `${BASE}/:id/test`,
    route({
      schema: {
        ...doc(
          'testWebhookEndpoint',
          'Send a test event to a webhook endpoint',
          'A `webhook.test` event, signed like any other, to this endpoint only.',
        ),
        params: EndpointParams,
        response: {
          202: json('The delivery, pending: follow it in the endpoint’s deliveries.', WebhookDelivery),
          ...standardResponses({ authenticated: true, rateLimited: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request, reply) => reply.code(202).send(await sendTestEvent(db, agencyOf(request), idOf(request))),
  );
}
