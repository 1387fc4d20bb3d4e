import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../db/dialect.js';
import { lockingRows, lockingRowsNotHeld } from '../db/locking.js';
import type { DB } from '../db/schema.js';
import type { EndpointRow } from './webhook.repository.js';
import { runWebhookBatch, type SucceededTry } from './webhook-claims.repository.js';

/**
 * The SQL of the webhook dispatcher (webhook.dispatcher.ts): its mark in the outbox (`webhook_dispatch`,
 * the last event fanned out), the events after it, and what an outcome changes on the endpoint.
 * Deliveries themselves are read and written through webhook.repository.ts.
 */

/** Whether an event was committed after the mark, by one plain read (no lock, no transaction). */
export async function hasEventAfterMark(db: Kysely<DB>): Promise<boolean> {
  return (await eventAfterMark(db).executeTakeFirst()) !== undefined;
}

/**
 * The first published event after the mark, read from the mark on by the events' primary key. In
 * that order: without it, PostgreSQL (not knowing the mark when it plans) chose to read the table from
 * its start for the first row past the mark, and read every event already sent, at every turn of
 * every dispatcher's loop (20,000 events: 2.6 ms against 0.03; a loop turns hundreds of times a second).
 */
export function eventAfterMark(db: Kysely<DB>) {
  return db
    .selectFrom('events')
    .select('id')
    .where('id', '>', db.selectFrom('webhook_dispatch').select('last_event').where('id', '=', 1))
    .where('audience', 'is', null)
    .orderBy('id')
    .limit(1);
}

/**
 * The mark, locked until the transaction ends: one fan-out at a time moves it. Undefined when another
 * transaction holds it (PostgreSQL: another process fanning out): rather than wait for it, the caller
 * goes on with its other work. (SQLite's transactions hold the writer lock: never undefined there.)
 */
export async function lockDispatchMarkUnlessHeld(trx: Kysely<DB>): Promise<number | undefined> {
  const mark = await lockingRowsNotHeld(
    trx,
    trx.selectFrom('webhook_dispatch').select('last_event').where('id', '=', 1),
  ).executeTakeFirst();
  return mark === undefined ? undefined : Number(mark.last_event);
}

export async function moveDispatchMark(trx: Kysely<DB>, lastEvent: number): Promise<void> {
  await trx.updateTable('webhook_dispatch').set({ last_event: lastEvent }).where('id', '=', 1).execute();
}

/** Up to `limit` published events numbered after `after`, in their (commit) order. */
export function eventsAfter(trx: Kysely<DB>, after: number, limit: number) {
  return (
    trx
      .selectFrom('events')
      .select(['id', 'event_id', 'type', 'agency_code', 'occurred_at', 'data'])
      .where('id', '>', after)
      // Internal events (src/events/internal-events.ts) are never published.
      .where('audience', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** The enabled endpoints of these agencies, with the event types they subscribe to. */
export function enabledEndpointsOf(trx: Kysely<DB>, agencyCodes: readonly string[]) {
  return trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'agency_code', 'event_types'])
    .where('agency_code', 'in', [...agencyCodes])
    .where('status', '=', 'enabled')
    .execute();
}

/**
 * relaxedCommit for this transaction, and these deliveries ended as succeeded, each with its try's time,
 * status and latency, their endpoints' runs of failures ended (written only where there was one). A
 * batch (webhook.outcome-batches.ts) is one statement, rather than a round trip each: every round trip
 * is a claiming batch's time, and the slots wait for it. On PostgreSQL it is the batch function
 * (runWebhookBatch, migration 0041: the tries' values as arrays, the endpoints' update and the
 * commit's setting in it), which a claiming batch with no failure also claims with. (Built by the query
 * builder with a `case` per value, a batch of 16 had cost the dispatcher more CPU than its 16 requests'
 * signing, and PostgreSQL a parse and a plan of a new text each time: bench/README.md.)
 */
export async function relaxCommitAndMarkSucceeded(trx: Kysely<DB>, tries: readonly SucceededTry[]): Promise<void> {
  if (tries.length === 0) {
    await relaxedCommit(trx);
    return;
  }
  if (dialectOf(trx) === 'postgres') {
    await runWebhookBatch(trx, { succeeded: tries, relaxCommit: true, claim: undefined });
    return;
  }
  const byId = <T>(value: (t: SucceededTry) => T, type: 'varchar(32)' | 'integer') =>
    sql<never>`case ${sql.ref('id')} ${sql.join(
      tries.map((t) => sql`when ${t.id} then cast(${value(t)} as ${sql.raw(type)})`),
      sql` `,
    )} end`;
  await trx
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: 'succeeded',
      next_attempt_at: null,
      attempts: eb('attempts', '+', 1),
      last_attempt_at: byId((t) => t.attemptedAt, 'varchar(32)'),
      last_response_status: byId((t) => t.status, 'integer'),
      last_latency_ms: byId((t) => t.latencyMs, 'integer'),
      last_error: null,
      // The try is over: the lane and the endpoint's slot are free for the next claim (PostgreSQL).
      claimed_by: null,
      claimed_until: null,
    }))
    .where(
      'id',
      'in',
      tries.map((t) => t.id),
    )
    .execute();
  await clearEndpointsFailing(trx, [...new Set(tries.map((t) => t.endpointId))]);
}

/** A success ends its endpoint's run of failures (written only where there was one). */
async function clearEndpointsFailing(trx: Kysely<DB>, endpointIds: readonly string[]): Promise<void> {
  await trx
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('id', 'in', [...endpointIds])
    .where('failing_since', 'is not', null)
    .execute();
}

/**
 * PostgreSQL: this transaction's commit does not wait for the disk. For the outcomes of tries: one
 * lost in a crash of the database leaves its delivery pending, sent once more (at least once, as
 * promised), never lost; durableCommit turns it back where an outcome writes more than that.
 */
export async function relaxedCommit(trx: Kysely<DB>): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`set local synchronous_commit = off`.execute(trx);
}

/** PostgreSQL: this transaction's commit waits for the disk again (after relaxedCommit). */
export async function durableCommit(trx: Kysely<DB>): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`set local synchronous_commit = on`.execute(trx);
}

/** The endpoint, locked until the transaction ends (two failures noted at once count once). */
export function lockEndpoint(trx: Kysely<DB>, endpointId: string): Promise<EndpointRow | undefined> {
  return lockingRows(trx, trx.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId)).executeTakeFirst();
}

export async function markEndpointFailingSince(trx: Kysely<DB>, endpointId: string, at: string): Promise<void> {
  await trx.updateTable('webhook_endpoints').set({ failing_since: at }).where('id', '=', endpointId).execute();
}

/** Disables the endpoint and fails its pending deliveries, saying why. */
export async function disableEndpointAndFailPending(trx: Kysely<DB>, endpointId: string, reason: string, at: string): Promise<void> {
  await trx
    .updateTable('webhook_endpoints')
    .set({ status: 'disabled', disabled_reason: reason, updated_at: at })
    .where('id', '=', endpointId)
    .execute();
  await trx
    .updateTable('webhook_deliveries')
    // Their claims too: a claim is held only by a pending delivery (webhook-claims.repository.ts counts on it).
    .set({ status: 'failed', next_attempt_at: null, last_error: 'The endpoint was disabled', claimed_by: null, claimed_until: null })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}
