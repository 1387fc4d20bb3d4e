import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type Static, Type } from 'typebox';
import { AgencyParams } from '../agencies/agency.schemas.js';
import type { DB } from '../db/schema.js';
import { Uuid } from '../http/schema-helpers.js';
import { notFound, STAFF_TAG } from '../staff/staff.openapi.js';
import type { Acting, WebhookContext } from './webhook.service.js';

/** What the administrators' webhook route files share (webhooks.staff.routes.ts builds it). */

export const STAFF_WEBHOOKS_BASE = '/api/v1/staff/agencies/:code/webhooks';
export const EndpointParams = Type.Object({ ...AgencyParams.properties, id: Uuid });
export const noEndpoint = notFound('no agency with this code, or the agency has no webhook endpoint with this id');
const ADMIN_NOTE = ' (admin)';

export interface StaffWebhookKit {
  /** The plugin's instance: each file takes it with the TypeBox type provider. */
  readonly fastify: FastifyInstance;
  readonly db: Kysely<DB>;
  readonly context: WebhookContext;
  /** The policy first (a non-admin learns nothing of agencies), then the agency: its code, checked to exist. */
  adminFor(request: FastifyRequest & { params: Static<typeof AgencyParams> }): Promise<{ code: string; acting: Acting }>;
}

export const staffDoc = (operationId: string, summary: string, description: string) => ({
  tags: [STAFF_TAG],
  operationId,
  summary: summary + ADMIN_NOTE,
  description,
});
