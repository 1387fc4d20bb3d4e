import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import type { KeyEncryption } from '../auth/key-encryption.js';
import { SCOPES } from '../auth/scopes.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { Uuid } from '../http/schema-helpers.js';
import { problemResponse, standardResponses } from '../http/standard-responses.js';
import {
  CreateWebhookEndpoint,
  DeliveryQuery,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from './webhook.schemas.js';
import {
  type Acting,
  changeEndpoint,
  createEndpoint,
  endpointDeliveries,
  getEndpoint,
  listAgencyEndpoints,
  redeliver,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
  toEndpointView,
} from './webhook.service.js';

const BASE = '/api/v1/external/webhooks';
const EndpointParams = Type.Object({ id: Uuid });
const DeliveryParams = Type.Object({ id: Uuid, deliveryId: Uuid });
const NO_ENDPOINT = 'The agency has no webhook endpoint with this id.';
const SCOPE_NOTE = ' Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.';

interface Options {
  readonly db: Kysely<DB>;
  readonly allowPrivateNetworks: boolean;
  readonly sealer: KeyEncryption;
}

/** An agency's webhook endpoints and their deliveries (issue 19 §2, docs/EVENTS.md). */
export async function externalWebhookRoutes(fastify: FastifyInstance, options: Options): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  const context = { db, allowPrivateNetworks: options.allowPrivateNetworks, sealer: options.sealer };
  // Every route here needs a token with scope webhooks:manage (the hook, OpenAPI security and problems come with it).
  const route = <T extends object>(routeOptions: T) => externalRoute({ scope: SCOPES.webhooks }, routeOptions);
  const doc = (operationId: string, summary: string, description: string) => ({
    tags: ['Events'],
    operationId,
    summary,
    description: description + SCOPE_NOTE,
  });
  const agencyOf = (request: FastifyRequest) => principalOf(request).agencyCode;
  const acting = (request: FastifyRequest): Acting => ({
    actor: agencyActor(principalOf(request)),
    requestId: request.id,
    clientAddress: request.ip,
  });
  const idOf = (request: { params: { id: string } }) => request.params.id;
  const json = (schema: unknown, description: string) => ({ description, content: { 'application/json': { schema } } });

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
          201: json(WebhookEndpointWithSecret, 'The endpoint, with its signing secret: store it now, it is not shown again.'),
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
          200: json(WebhookEndpointList, 'The endpoints.'),
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
          200: json(WebhookEndpoint, 'The endpoint.'),
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
          200: json(WebhookEndpoint, 'The endpoint as it now is.'),
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
          200: json(WebhookEndpointWithSecret, 'The endpoint with its new secret: store it now.'),
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
          202: json(WebhookDelivery, 'The delivery, pending: follow it in the endpoint’s deliveries.'),
          ...standardResponses({ authenticated: true, rateLimited: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request, reply) => reply.code(202).send(await sendTestEvent(db, agencyOf(request), idOf(request))),
  );

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
          200: json(WebhookDeliveryList, 'The deliveries.'),
          ...standardResponses({ authenticated: true, rateLimited: true, resource: NO_ENDPOINT }),
        },
      },
    }),
    async (request) => ({
      items: await endpointDeliveries(db, agencyOf(request), idOf(request), request.query),
    }),
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
          202: json(WebhookDelivery, 'The new delivery, pending.'),
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
