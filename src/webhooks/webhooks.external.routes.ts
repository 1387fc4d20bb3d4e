import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { agencyActor } from '../auth/actor.js';
import { principalOf } from '../auth/auth.hook.js';
import type { KeyEncryption } from '../auth/key-encryption.js';
import { SCOPES } from '../auth/scopes.js';
import type { DB } from '../db/schema.js';
import { externalRoute } from '../http/route-audience.js';
import { externalWebhookDeliveryRoutes } from './webhook-deliveries.external.routes.js';
import { externalWebhookEndpointRoutes } from './webhook-endpoints.external.routes.js';
import type { ExternalWebhookKit } from './webhooks.external.route-kit.js';

const SCOPE_NOTE = ' Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.';

interface Options {
  readonly db: Kysely<DB>;
  readonly allowPrivateNetworks: boolean;
  readonly sealer: KeyEncryption;
}

/**
 * An agency's webhook endpoints and their deliveries (issue 19 §2, docs/EVENTS.md), one file per
 * resource; registered in this order, which is the OpenAPI document's.
 */
export async function externalWebhookRoutes(fastify: FastifyInstance, options: Options): Promise<void> {
  const kit: ExternalWebhookKit = {
    fastify,
    db: options.db,
    context: { db: options.db, allowPrivateNetworks: options.allowPrivateNetworks, sealer: options.sealer },
    route: (routeOptions) => externalRoute({ scope: SCOPES.webhooks }, routeOptions),
    doc: (operationId, summary, description) => ({ tags: ['Events'], operationId, summary, description: description + SCOPE_NOTE }),
    agencyOf: (request) => principalOf(request).agencyCode,
    acting: (request) => ({ actor: agencyActor(principalOf(request)), requestId: request.id, clientAddress: request.ip }),
  };
  externalWebhookEndpointRoutes(kit);
  externalWebhookDeliveryRoutes(kit);
}
