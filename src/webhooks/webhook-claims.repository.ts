import { type Kysely, sql } from 'kysely';
import { byString } from '../db/batches.js';
import type { DB } from '../db/schema.js';
import type { deliveriesById } from './webhook.repository.js';
import { relaxedCommit } from './webhook-dispatch.repository.js';

/** A claimed delivery: what a try needs (the columns of deliveriesToSend), and when it was due. */
export type ClaimedDelivery = Awaited<ReturnType<typeof deliveriesById>>[number] & { next_attempt_at: string | null };

/**
 * Deliveries claimed row by row (PostgreSQL; issue 30 §3): every process that runs the work sends
 * webhooks, each claiming what it sends. A claim keeps, across processes, what one dispatcher keeps in
 * its memory on SQLite (webhook.delivery-slots.ts): one try at a time per lane (an application's
 * deliveries to an endpoint, in order) and at most the endpoint's `max_in_flight` tries under way at once.
 *
 * A claim is one transaction of two statements. (1) Up to ENDPOINTS_PER_CLAIM endpoints with a due
 * unclaimed delivery are locked, `SKIP LOCKED`: two processes never claim for one endpoint at once,
 * and neither waits for the other. (2) A second statement — a fresh snapshot, taken after the locks
 * are held, so it sees every claim committed before — picks, per locked endpoint, the first due
 * delivery of each lane with no try under way, as many as the endpoint has room for, and (3) marks
 * them claimed, the claim still free in the UPDATE's own WHERE, returning what their tries need. One
 * statement doing the locking too would read its snapshot before waiting for the locks, and send some
 * deliveries twice and out of order (/work/shared/OPERATIONS-NOTES.md §4). A claim lasts until `claimed_until` (a try's timeout and a
 * margin): the outcome write clears it; a process that stops clears its own; a dead process's claims
 * return when they lapse, or at once when a process of its host sees it has ended (releaseClaimsOf).
 */

/** Due deliveries one claim reads, first due first. */
const DUE_READ_PER_CLAIM = 256;

/** Endpoints locked by one claim: a few, so that several processes share the endpoints with work. */
export const ENDPOINTS_PER_CLAIM = 4;

export interface ClaimRequest {
  readonly claimer: string;
  readonly now: string;
  readonly claimedUntil: string;
  readonly limit: number;
}

/** What a claim took, first due first, with what a try needs of their endpoint. */
export interface Claim {
  readonly claimed: ClaimedDelivery[];
  /** Endpoints with claimable work were left: locked by other processes, or beyond this claim's few. */
  readonly more: boolean;
}

/** A claim of its own transaction. */
export async function claimDueDeliveries(db: Kysely<DB>, request: ClaimRequest): Promise<Claim> {
  return db.transaction().execute(async (trx) => {
    // A claim lost in a crash costs nothing (the delivery is due and unclaimed again): its commit need
    // not wait for the disk, which made claiming cost as much as the sending (bench/README.md).
    await relaxedCommit(trx);
    return claimInTransaction(trx, request);
  });
}

/**
 * The claim inside a transaction the caller commits: its own (claimDueDeliveries), or the one that
 * writes a batch of outcomes (webhook.outcomes.ts), so that the slots they free are taken again in the
 * same commit. The endpoints stay locked until that commit.
 */
export async function claimInTransaction(trx: Kysely<DB>, request: ClaimRequest): Promise<Claim> {
  const { claimer, now, claimedUntil, limit } = request;
  {
    // The endpoints with claimable work are counted as well as locked: more of them than this claim
    // locked means other processes hold some (or there are more than ENDPOINTS_PER_CLAIM), and the
    // caller looks again soon rather than idling (Claim.more).
    const locking = await sql<{ ids: string[] | null; due: number }>`
      with due as (
        select e.id from webhook_endpoints e
         where exists (
           select 1 from webhook_deliveries d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= ${now}
              and (d.claimed_until is null or d.claimed_until <= ${now})
              and (e.status = 'enabled' or d.event_type = 'webhook.test'))
      ), locked as (
        select e.id from webhook_endpoints e where e.id in (select id from due)
         order by random() limit ${ENDPOINTS_PER_CLAIM}
         for no key update of e skip locked
      )
      select (select array_agg(id::text) from locked) as ids, (select count(*)::int from due) as due`.execute(trx);
    const ids = locking.rows[0]?.ids ?? [];
    const more = Number(locking.rows[0]?.due ?? 0) > ids.length;
    if (ids.length === 0) return { claimed: [], more };
    // (2) and (3) in one statement: the picking CTE reads a snapshot taken after the locks are held, and
    // the UPDATE checks the claim is still free; RETURNING gives what a try needs (as deliveriesToSend).
    const claimed = await sql<ClaimedDelivery>`
      with busy as (
        select endpoint_id, coalesce(lane, id::text) as lane from webhook_deliveries
         where endpoint_id = any(${ids}::uuid[]) and claimed_by is not null and status = 'pending' and claimed_until > ${now}
      ), due as (
        -- The first due deliveries, in the order they are tried: a claim reads a bounded number, not
        -- every pending one of the endpoint (a backlog of thousands made each claim sort them all).
        select d.id, d.endpoint_id, d.next_attempt_at, coalesce(d.lane, d.id::text) as lane
          from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
         where d.endpoint_id = any(${ids}::uuid[]) and d.status = 'pending' and d.next_attempt_at <= ${now}
           and (d.claimed_until is null or d.claimed_until <= ${now})
           and (e.status = 'enabled' or d.event_type = 'webhook.test')
         order by d.next_attempt_at, d.id
         limit ${DUE_READ_PER_CLAIM}
      ), ready as (
        select distinct on (d.endpoint_id, d.lane) d.id, d.endpoint_id, d.next_attempt_at
          from due d
         where not exists (select 1 from busy b where b.endpoint_id = d.endpoint_id and b.lane = d.lane)
         order by d.endpoint_id, d.lane, d.next_attempt_at, d.id
      ), ranked as (
        select id, endpoint_id, next_attempt_at,
               row_number() over (partition by endpoint_id order by next_attempt_at, id) as n
          from ready
      ), picked as (
        select r.id from ranked r join webhook_endpoints e on e.id = r.endpoint_id
         where r.n <= e.max_in_flight - (select count(*) from busy b where b.endpoint_id = r.endpoint_id)
         order by r.next_attempt_at, r.id
         limit ${limit}
      )
      update webhook_deliveries d set claimed_by = ${claimer}, claimed_until = ${claimedUntil}
        from picked, webhook_endpoints e
       where d.id = picked.id and e.id = d.endpoint_id and d.status = 'pending'
         and (d.claimed_until is null or d.claimed_until <= ${now})
      returning d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.attempts, d.lane, d.next_attempt_at, e.url, e.secret,
                e.previous_secret, e.previous_secret_expires_at, e.status as endpoint_status,
                e.max_in_flight as endpoint_max_in_flight`.execute(trx);
    // First due first, as they are tried (RETURNING keeps no order).
    return {
      claimed: claimed.rows.sort((a, b) => byString(a.next_attempt_at ?? '', b.next_attempt_at ?? '') || byString(a.id, b.id)),
      more,
    };
  }
}

/** Gives back the pending deliveries `claimer` holds (it stops, or has ended); how many. */
export async function releaseClaimsOf(db: Kysely<DB>, claimer: string): Promise<number> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ claimed_by: null, claimed_until: null })
    .where('claimed_by', '=', claimer)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Who holds claims that have not lapsed. */
export async function activeClaimers(db: Kysely<DB>, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('claimed_by')
    .distinct()
    .where('status', '=', 'pending')
    .where('claimed_until', '>', now)
    .execute();
  return rows.flatMap((row) => (row.claimed_by === null ? [] : [row.claimed_by]));
}
