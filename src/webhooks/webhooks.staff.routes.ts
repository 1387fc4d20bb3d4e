import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { findAgency } from '../agencies/agency.repository.js';
import type { AgencyParams } from '../agencies/agency.schemas.js';
import type { KeyEncryption } from '../auth/key-encryption.js';
import { AppError } from '../http/errors.js';
import { assertMayManageWebhooks } from '../policy/staff.policy.js';
import { type StaffAuthentication, staffOf } from '../staff/staff.hook.js';
import { outboxHealthRoutes } from './outbox-health.staff.routes.js';
import { staffWebhookDeliveryRoutes } from './webhook-deliveries.staff.routes.js';
import { staffWebhookEndpointRoutes } from './webhook-endpoints.staff.routes.js';
import type { StaffWebhookKit } from './webhooks.staff.route-kit.js';

interface Options {
  readonly auth: StaffAuthentication;
  readonly allowPrivateNetworks: boolean;
  readonly sealer: KeyEncryption;
}

/**
 * Every agency's webhook endpoints and their deliveries for administrators (issue 19 §5), through
 * the same service as the agencies' own routes (webhook.service.ts): the agency is the path's, so an
 * endpoint of another agency is not found under it. Plus the outbox's health for the dashboard. One
 * file per resource, registered in this order (the OpenAPI document's), under one `no-store` hook.
 */
export async function staffWebhookRoutes(fastify: FastifyInstance, options: Options): Promise<void> {
  const { db } = options.auth.deps;
  // A secret is answered once: no cache keeps it.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  async function adminFor(request: FastifyRequest & { params: Static<typeof AgencyParams> }) {
    const actor = staffOf(request);
    assertMayManageWebhooks(actor);
    const { code } = request.params;
    if ((await findAgency(db, code)) === undefined) throw new AppError('not_found', `No agency with code ${code}`);
    return { code, acting: { actor, requestId: request.id, clientAddress: request.ip } };
  }
  const kit: StaffWebhookKit = {
    fastify,
    db,
    context: { db, allowPrivateNetworks: options.allowPrivateNetworks, sealer: options.sealer },
    adminFor,
  };
  staffWebhookEndpointRoutes(kit);
  staffWebhookDeliveryRoutes(kit);
  outboxHealthRoutes(kit);
}
