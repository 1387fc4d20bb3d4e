import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { Actor } from '../auth/actor.js';
import type { KeyEncryption } from '../auth/key-encryption.js';
import type { DB } from '../db/schema.js';
import type { Event } from '../events/event.types.js';
import { AppError } from '../http/errors.js';
import { isUuid, newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { webhookUrlProblem } from './address.guard.js';
import { laneOf } from './webhook.lanes.js';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  latestDeliveries,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
} from './webhook.repository.js';
import {
  type CreateWebhookEndpoint,
  DEFAULT_MAX_IN_FLIGHT,
  MAX_ENDPOINTS_PER_AGENCY,
  type UpdateWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhook.schemas.js';
import { PLAIN_SECRETS, sealWebhookSecret } from './webhook.secrets.js';
import { newWebhookSecret } from './webhook.signing.js';

/**
 * An agency's webhook endpoints and their deliveries (issue 19 §2, §5). Both audiences call these
 * functions: the agency's own routes (the token's agency) and the administrators' back-office routes
 * (the agency in the path, after the policy said yes: webhook.staff.routes.ts). Every operation names
 * the agency it acts for: an endpoint of another agency is not found. Changes write an audit row in
 * their transaction. Secrets are stored sealed (webhook.secrets.ts) and answered once, in plain text.
 */

/** After a rotation, the old secret keeps signing alongside the new one for this long. */
export const PREVIOUS_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface WebhookContext {
  readonly db: Kysely<DB>;
  readonly allowPrivateNetworks: boolean;
  /** Seals secrets at rest (SIGNING_KEY_ENCRYPTION_KEY); stored as given without one. */
  readonly sealer?: KeyEncryption;
}

const sealerOf = (context: WebhookContext) => context.sealer ?? PLAIN_SECRETS;

export interface Acting {
  readonly actor: Actor;
  readonly requestId?: string | null;
  readonly clientAddress?: string | null;
}

export function toEndpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    agencyCode: row.agency_code,
    url: row.url,
    description: row.description,
    eventTypes: row.event_types === null ? null : (JSON.parse(row.event_types) as WebhookEndpoint['eventTypes']),
    status: row.status as WebhookEndpoint['status'],
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since,
    maxInFlight: row.max_in_flight,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The application an event concerns, as the body sent names it (null for a test event, or a body that names none). */
function registrationNoOf(payload: string): string | null {
  try {
    const number = (JSON.parse(payload) as { data?: { cnaApplicationUniqueNo?: unknown } }).data?.cnaApplicationUniqueNo;
    return typeof number === 'string' ? number : null;
  } catch {
    return null;
  }
}

export function toDeliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    eventType: row.event_type as WebhookDelivery['eventType'],
    registrationNo: registrationNoOf(row.payload),
    status: row.status as WebhookDelivery['status'],
    attempts: Number(row.attempts),
    lastResponseStatus: row.last_response_status === null ? null : Number(row.last_response_status),
    lastLatencyMs: row.last_latency_ms === null ? null : Number(row.last_latency_ms),
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
  };
}

function assertUrl(url: string, allowPrivateNetworks: boolean): void {
  const problem = webhookUrlProblem(url, allowPrivateNetworks);
  if (problem !== undefined) {
    throw new AppError('validation_failed', `url: ${problem}`, { errors: [{ pointer: '/url', detail: problem }] });
  }
}

/** The endpoint, if the agency owns it (any agency's when `agencyCode` is undefined: administrators). */
export async function getEndpoint(db: Kysely<DB>, agencyCode: string | undefined, id: string): Promise<EndpointRow> {
  const row = isUuid(id) ? await findEndpoint(db, id) : undefined;
  if (row === undefined || (agencyCode !== undefined && row.agency_code !== agencyCode)) {
    throw new AppError('not_found', `No webhook endpoint ${id}`);
  }
  return row;
}

function audit(trx: Kysely<DB>, acting: Acting, action: string, endpoint: EndpointRow, details?: Record<string, unknown>) {
  return recordAuditEvent(trx, {
    actor: acting.actor,
    action,
    subjectType: 'webhook_endpoint',
    subjectId: endpoint.id,
    agencyCode: endpoint.agency_code,
    requestId: acting.requestId ?? null,
    clientAddress: acting.clientAddress ?? null,
    ...(details === undefined ? {} : { details }),
  });
}

export async function createEndpoint(
  context: WebhookContext,
  agencyCode: string,
  body: CreateWebhookEndpoint,
  acting: Acting,
): Promise<WebhookEndpoint & { secret: string }> {
  assertUrl(body.url, context.allowPrivateNetworks);
  const now = nowIso();
  const secret = newWebhookSecret();
  const row: EndpointRow = {
    id: newId(),
    agency_code: agencyCode,
    url: body.url,
    description: body.description ?? null,
    event_types: body.eventTypes === undefined ? null : JSON.stringify(body.eventTypes),
    secret: sealWebhookSecret(sealerOf(context), secret),
    previous_secret: null,
    previous_secret_expires_at: null,
    status: 'enabled',
    disabled_reason: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
    max_in_flight: body.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT,
  };
  await context.db.transaction().execute(async (trx) => {
    if ((await countEndpoints(trx, agencyCode)) >= MAX_ENDPOINTS_PER_AGENCY) {
      throw new AppError('conflict', `An agency has at most ${MAX_ENDPOINTS_PER_AGENCY} webhook endpoints; delete one first`);
    }
    await insertEndpoint(trx, row);
    await audit(trx, acting, 'webhook_endpoint.created', row, { url: row.url, eventTypes: body.eventTypes ?? null });
  });
  return { ...toEndpointView(row), secret };
}

export async function listAgencyEndpoints(db: Kysely<DB>, agencyCode: string | undefined): Promise<WebhookEndpoint[]> {
  return (await listEndpoints(db, agencyCode)).map(toEndpointView);
}

/** The agency's endpoints, each with its latest delivery (the back-office's list). */
export async function listEndpointsWithLastDelivery(
  db: Kysely<DB>,
  agencyCode: string,
): Promise<(WebhookEndpoint & { lastDelivery: WebhookDelivery | null })[]> {
  const endpoints = await listEndpoints(db, agencyCode);
  const latest = new Map((await latestDeliveries(db, agencyCode)).map((row) => [row.endpoint_id, toDeliveryView(row)]));
  return endpoints.map((row) => ({ ...toEndpointView(row), lastDelivery: latest.get(row.id) ?? null }));
}

export async function changeEndpoint(
  context: WebhookContext,
  agencyCode: string | undefined,
  id: string,
  body: UpdateWebhookEndpoint,
  acting: Acting,
): Promise<WebhookEndpoint> {
  if (body.url !== undefined) assertUrl(body.url, context.allowPrivateNetworks);
  return context.db.transaction().execute(async (trx) => {
    const row = await getEndpoint(trx, agencyCode, id);
    const set: Partial<EndpointRow> = { updated_at: nowIso() };
    if (body.url !== undefined) set.url = body.url;
    if (body.eventTypes !== undefined) set.event_types = body.eventTypes === null ? null : JSON.stringify(body.eventTypes);
    if (body.description !== undefined) set.description = body.description;
    if (body.maxInFlight !== undefined) set.max_in_flight = body.maxInFlight;
    if (body.status !== undefined && body.status !== row.status) {
      set.status = body.status;
      // Enabled again: its failures start over; disabled by hand: say so.
      set.disabled_reason = body.status === 'disabled' ? 'Disabled by the agency or an administrator.' : null;
      if (body.status === 'enabled') set.failing_since = null;
    }
    await updateEndpoint(trx, row.id, set);
    const next = { ...row, ...set };
    await audit(trx, acting, 'webhook_endpoint.updated', next, { changed: Object.keys(body) });
    return toEndpointView(next);
  });
}

export async function removeEndpoint(db: Kysely<DB>, agencyCode: string | undefined, id: string, acting: Acting): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await getEndpoint(trx, agencyCode, id);
    await deleteEndpoint(trx, row.id);
    await audit(trx, acting, 'webhook_endpoint.deleted', row, { url: row.url });
  });
}

/** A new secret; the current one keeps signing alongside it for 24 hours (PREVIOUS_SECRET_OVERLAP_MS). */
export async function rotateSecret(
  context: WebhookContext,
  agencyCode: string | undefined,
  id: string,
  acting: Acting,
): Promise<WebhookEndpoint & { secret: string }> {
  const secret = newWebhookSecret();
  return context.db.transaction().execute(async (trx) => {
    const row = await getEndpoint(trx, agencyCode, id);
    const now = nowIso();
    const set: Partial<EndpointRow> = {
      secret: sealWebhookSecret(sealerOf(context), secret),
      // As stored (sealed, or plain from before sealing): the dispatcher opens either.
      previous_secret: row.secret,
      previous_secret_expires_at: new Date(Date.parse(now) + PREVIOUS_SECRET_OVERLAP_MS).toISOString(),
      updated_at: now,
    };
    await updateEndpoint(trx, row.id, set);
    const next = { ...row, ...set };
    await audit(trx, acting, 'webhook_endpoint.secret_rotated', next);
    return { ...toEndpointView(next), secret };
  });
}

function newDelivery(endpointId: string, event: Pick<Event, 'id' | 'type'>, payload: string, now: string): DeliveryRow {
  return {
    id: newId(),
    endpoint_id: endpointId,
    event_id: event.id,
    event_type: event.type,
    payload,
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    last_attempt_at: null,
    last_response_status: null,
    last_latency_ms: null,
    last_error: null,
    created_at: now,
    lane: laneOf(payload),
    claimed_by: null,
    claimed_until: null,
  };
}

/** A `webhook.test` event, to this endpoint only (even a disabled one: testing it is how it is fixed). */
export async function sendTestEvent(db: Kysely<DB>, agencyCode: string | undefined, id: string): Promise<WebhookDelivery> {
  const row = await getEndpoint(db, agencyCode, id);
  const now = nowIso();
  const event: Event = {
    id: newId(),
    type: 'webhook.test',
    timestamp: now,
    data: { sourceAgencyCode: row.agency_code, ...{ endpointId: row.id } },
  };
  const delivery = newDelivery(row.id, event, JSON.stringify(event), now);
  await insertDeliveries(db, [delivery]);
  return toDeliveryView(delivery);
}

export async function endpointDeliveries(
  db: Kysely<DB>,
  agencyCode: string | undefined,
  id: string,
  query: { limit?: number | undefined; status?: string | undefined },
): Promise<WebhookDelivery[]> {
  const row = await getEndpoint(db, agencyCode, id);
  return (await listDeliveries(db, row.id, { limit: query.limit ?? 50, status: query.status })).map(toDeliveryView);
}

/** The delivery's event again, as a new delivery with the whole schedule ahead (the same `webhook-id`). */
export async function redeliver(db: Kysely<DB>, agencyCode: string | undefined, id: string, deliveryId: string): Promise<WebhookDelivery> {
  const row = await getEndpoint(db, agencyCode, id);
  const original = isUuid(deliveryId) ? await findDelivery(db, row.id, deliveryId) : undefined;
  if (original === undefined) throw new AppError('not_found', `No delivery ${deliveryId} of webhook endpoint ${id}`);
  const delivery = newDelivery(row.id, { id: original.event_id, type: original.event_type as Event['type'] }, original.payload, nowIso());
  await insertDeliveries(db, [delivery]);
  return toDeliveryView(delivery);
}

export { newDelivery };
