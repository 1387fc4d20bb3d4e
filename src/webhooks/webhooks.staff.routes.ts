import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { findAgency } from '../agencies/agency.repository.js';
import type { KeyEncryption } from '../auth/key-encryption.js';
import { AppError } from '../http/errors.js';
import { staffRoute } from '../http/route-audience.js';
import { Uuid } from '../http/schema-helpers.js';
import { assertMayManageWebhooks, assertMayReadOutboxHealth } from '../policy/staff.policy.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { badRequest, conflict, notFound, STAFF_TAG } from '../staff/staff.openapi.js';
import { AgencyParams } from '../staff/staff.schemas.js';
import { outboxHealth } from './outbox-health.service.js';
import {
  CreateWebhookEndpoint,
  DeliveryQuery,
  OutboxHealth,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointSummaryList,
  WebhookEndpointWithSecret,
} from './webhook.schemas.js';
import {
  type Acting,
  changeEndpoint,
  createEndpoint,
  endpointDeliveries,
  getEndpoint,
  listEndpointsWithLastDelivery,
  redeliver,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
  toEndpointView,
} from './webhook.service.js';

const BASE = '/api/v1/staff/agencies/:code/webhooks';
const EndpointParams = Type.Object({ ...AgencyParams.properties, id: Uuid });
const DeliveryParams = Type.Object({ ...AgencyParams.properties, id: Uuid, deliveryId: Uuid });
const json = (description: string, schema: object) => ({ description, content: { 'application/json': { schema } } });
const noAgency = notFound('no agency with this code');
const noEndpoint = notFound('no agency with this code, or the agency has no webhook endpoint with this id');
const ADMIN_NOTE = ' (admin)';

interface Options {
  readonly auth: StaffAuthentication;
  readonly allowPrivateNetworks: boolean;
  readonly sealer: KeyEncryption;
}

/**
 * Every agency's webhook endpoints and their deliveries for administrators (issue 19 §5), through
 * the same service as the agencies' own routes (webhook.service.ts): the agency is the path's, so an
 * endpoint of another agency is not found under it. Plus the outbox's health for the dashboard.
 */
export async function staffWebhookRoutes(fastify: FastifyInstance, options: Options): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options.auth.deps;
  const context = { db, allowPrivateNetworks: options.allowPrivateNetworks, sealer: options.sealer };
  // A secret is answered once: no cache keeps it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The policy first (a non-admin learns nothing of agencies), then the agency: its code, checked to exist. */
  async function adminFor(request: FastifyRequest & { params: Static<typeof AgencyParams> }): Promise<{ code: string; acting: Acting }> {
    const actor = staffOf(request);
    assertMayManageWebhooks(actor);
    const { code } = request.params;
    if ((await findAgency(db, code)) === undefined) throw new AppError('not_found', `No agency with code ${code}`);
    return { code, acting: { actor, requestId: request.id, clientAddress: request.ip } };
  }
  const idOf = (request: { params: Static<typeof EndpointParams> }) => request.params.id;
  const doc = (operationId: string, summary: string, description: string) => ({
    tags: [STAFF_TAG],
    operationId,
    summary: summary + ADMIN_NOTE,
    description,
  });

  app.get(
    BASE,
    staffRoute(
      { write: false },
      {
        schema: {
          ...doc(
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
          ...doc(
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
          ...doc('getAgencyWebhookEndpoint', "Read an agency's webhook endpoint", 'Never its secret.'),
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
          ...doc(
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
          ...doc(
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
          ...doc(
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
          ...doc(
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

  app.get(
    `${BASE}/:id/deliveries`,
    staffRoute(
      { write: false },
      {
        schema: {
          ...doc(
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
      return { items: await endpointDeliveries(db, code, idOf(request), request.query) };
    },
  );

  app.post(
    `${BASE}/:id/deliveries/:deliveryId/redeliver`,
    staffRoute(
      { write: true },
      {
        schema: {
          ...doc(
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

  app.get(
    '/api/v1/staff/outbox',
    staffRoute(
      { write: false },
      {
        schema: {
          ...doc(
            'getOutboxHealth',
            "The outbox's health: events waiting for dispatch, the oldest one's age, failing webhook endpoints",
            'Across every agency. Events wait when no dispatcher runs (SCHEDULER_ENABLED=false everywhere, or a stuck process); ' +
              'failing endpoints are disabled, failing every try now, or gave up deliveries in the last day.',
          ),
          response: { 200: json("The outbox's figures.", OutboxHealth) },
        },
      },
    ),
    async (request) => {
      assertMayReadOutboxHealth(staffOf(request));
      return outboxHealth(db);
    },
  );
}
