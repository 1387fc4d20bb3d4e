import type { Kysely, Selectable } from 'kysely';
import type { DB, WebhookDeliveryTable, WebhookEndpointTable } from '../db/schema.js';

/** The SQL of webhook endpoints and deliveries (one query for both databases). */

export type EndpointRow = Selectable<WebhookEndpointTable>;
export type DeliveryRow = Selectable<WebhookDeliveryTable>;

export function findEndpoint(db: Kysely<DB>, id: string): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every endpoint of an agency (or of every agency), oldest first. */
export function listEndpoints(db: Kysely<DB>, agencyCode?: string): Promise<EndpointRow[]> {
  let query = db.selectFrom('webhook_endpoints').selectAll();
  if (agencyCode !== undefined) query = query.where('agency_code', '=', agencyCode);
  return query.orderBy('created_at').orderBy('id').execute();
}

export async function countEndpoints(db: Kysely<DB>, agencyCode: string): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agency_code', '=', agencyCode)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEndpoint(db: Kysely<DB>, row: EndpointRow): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export async function updateEndpoint(db: Kysely<DB>, id: string, set: Partial<EndpointRow>): Promise<void> {
  await db.updateTable('webhook_endpoints').set(set).where('id', '=', id).execute();
}

export async function deleteEndpoint(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

export async function insertDeliveries(db: Kysely<DB>, rows: readonly DeliveryRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('webhook_deliveries')
      .values([...rows])
      .execute();
}

export function findDelivery(db: Kysely<DB>, endpointId: string, id: string): Promise<DeliveryRow | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).where('endpoint_id', '=', endpointId).executeTakeFirst();
}

/** An endpoint's deliveries, newest first. */
export function listDeliveries(
  db: Kysely<DB>,
  endpointId: string,
  options: { limit: number; status?: string | undefined },
): Promise<DeliveryRow[]> {
  let query = db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId);
  if (options.status !== undefined) query = query.where('status', '=', options.status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/** The newest delivery of each endpoint of the agency (none for an endpoint never sent to). */
export function latestDeliveries(db: Kysely<DB>, agencyCode: string): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .selectAll('d')
    .where('e.agency_code', '=', agencyCode)
    .where(({ eb, selectFrom }) =>
      eb(
        'd.id',
        '=',
        selectFrom('webhook_deliveries as newest')
          .select('newest.id')
          .whereRef('newest.endpoint_id', '=', 'd.endpoint_id')
          .orderBy('newest.created_at', 'desc')
          .orderBy('newest.id', 'desc')
          .limit(1),
      ),
    )
    .execute();
}

/** Deliveries with what sending them needs (the endpoint's URL, secrets, status and concurrency): the dispatchers' one select. */
export function deliveriesToSend(db: Kysely<DB>) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.endpoint_id',
      'd.event_id',
      'd.event_type',
      'd.payload',
      'd.attempts',
      'd.lane',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_secret_expires_at',
      'e.status as endpoint_status',
      'e.max_in_flight as endpoint_max_in_flight',
    ]);
}

/**
 * Pending deliveries due by `now`, the longest waiting first: what choosing among them needs (their
 * endpoint, lane and type), not what sending them needs. The dispatcher on SQLite reads more than it
 * starts (some wait behind their lane or their endpoint's limit), and the payloads and secrets of those
 * were most of what each read cost; the chosen ones are read whole by deliveriesById.
 */
export function dueDeliveryHeads(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.endpoint_id', 'd.event_type', 'd.lane', 'e.status as endpoint_status', 'e.max_in_flight as endpoint_max_in_flight'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** These deliveries, with what sending them needs, in the order they are tried. */
export async function deliveriesById(db: Kysely<DB>, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return deliveriesToSend(db)
    .where('d.id', 'in', [...ids])
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .execute();
}

export async function updateDelivery(db: Kysely<DB>, id: string, set: Partial<DeliveryRow>): Promise<void> {
  await db.updateTable('webhook_deliveries').set(set).where('id', '=', id).execute();
}

/** Endpoints whose current or previous secret is not sealed (does not match `sealedPattern`, a LIKE pattern). */
export function endpointsWithPlainSecrets(db: Kysely<DB>, sealedPattern: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'secret', 'previous_secret'])
    .where((eb) =>
      eb.or([
        eb('secret', 'not like', sealedPattern),
        eb.and([eb('previous_secret', 'is not', null), eb('previous_secret', 'not like', sealedPattern)]),
      ]),
    )
    .execute();
}

/** Replaces the endpoint's secrets, unless its current secret is no longer `readSecret` (a rotation in between wins). */
export async function replaceSecretsIfUnchanged(
  db: Kysely<DB>,
  id: string,
  readSecret: string,
  set: Pick<EndpointRow, 'secret' | 'previous_secret'>,
): Promise<void> {
  await db.updateTable('webhook_endpoints').set(set).where('id', '=', id).where('secret', '=', readSecret).execute();
}
