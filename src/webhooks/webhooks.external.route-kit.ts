import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Acting, WebhookContext } from './webhook.service.js';

/** What the agency's webhook route files share (webhooks.external.routes.ts builds it). */

export const EXTERNAL_WEBHOOKS_BASE = '/api/v1/external/webhooks';

/** The operation's tags, id, summary and description in the OpenAPI document. */
export interface OperationDoc {
  readonly tags: string[];
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
}

/** The plugin's instance, the service's context, the routes' audience and the helpers every route uses. */
export interface ExternalWebhookKit {
  /** The plugin's instance: each file takes it with the TypeBox type provider. */
  readonly fastify: FastifyInstance;
  readonly db: Kysely<DB>;
  readonly context: WebhookContext;
  /** Every route here needs a token with scope webhooks:manage (the hook, OpenAPI security and problems come with it). */
  route<T extends object>(routeOptions: T): T;
  doc(operationId: string, summary: string, description: string): OperationDoc;
  agencyOf(request: FastifyRequest): string;
  acting(request: FastifyRequest): Acting;
}
