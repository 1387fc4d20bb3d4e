import { type Kysely, sql } from 'kysely';
import { byString } from '../db/batches.js';
import { preparedQuery } from '../db/prepared-query.js';
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
 * deliveries twice and out of order (PostgreSQL's READ COMMITTED: a statement's snapshot is taken when
 * it starts). A claim lasts until `claimed_until` (a try's timeout and a margin): the outcome write
 * clears it; a process that stops clears its own; a dead process's claims return when they lapse, or
 * at once when a process of its host sees it has ended (releaseClaimsOf).
 */

/** Due deliveries a claim reads per endpoint, first due first (enough to find its free lanes behind busy ones). */
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
  const [locking] = await lockEndpointsWithDueWork(trx, { now, endpoints: ENDPOINTS_PER_CLAIM });
  const endpoints = locking?.endpoints ?? [];
  const more = Number(locking?.due ?? 0) > endpoints.length;
  if (endpoints.length === 0) return { claimed: [], more };
  const claimed = await pickAndMarkDue(trx, {
    ids: endpoints.map((e) => e.id),
    enabled: endpoints.map((e) => e.status === 'enabled'),
    maxInFlight: endpoints.map((e) => e.max_in_flight),
    claimer,
    now,
    claimedUntil,
    dueRead: DUE_READ_PER_CLAIM,
    limit,
  });
  // First due first, as they are tried (RETURNING keeps no order).
  return {
    claimed: claimed.sort((a, b) => byString(a.next_attempt_at ?? '', b.next_attempt_at ?? '') || byString(a.id, b.id)),
    more,
  };
}

/*
 * Both statements read each endpoint's deliveries by its own ordered index scan with a limit (a LATERAL
 * per endpoint), never a sort of every pending delivery, whatever the table's statistics say: with one
 * endpoint's backlog of 5,000 and no statistics yet (a new table), the claim sorted the whole backlog at
 * every claim (25 ms; now 1 to 3 ms). They are prepared (parsed once per connection), and planned for
 * their values at each run: a generic plan, made once (plan_cache_mode), was slower here, made before
 * the table had statistics (it joined the claimed rows by scanning every pending one).
 */

/**
 * (1) Up to `endpoints` endpoints with a due, unclaimed delivery, locked `SKIP LOCKED`, with what the
 * pick needs of them (their status and `max_in_flight`, stable while they are locked); and how many
 * endpoints had claimable work (more than were locked: other processes hold some, Claim.more). Each
 * endpoint is probed by a LATERAL with a limit, which the planner cannot turn into a scan of every
 * pending delivery (as it did for an EXISTS, by a hash semi-join); in the index's order, so that it is
 * read by the index: without the order, on a table without statistics yet, it read the table from its
 * start for each endpoint (2.9 ms for 8 endpoints, against 0.2), and a read of the table does not mark
 * the index entries of the deliveries already sent as dead, which every claim then visited again in
 * the table (1,975 visits to find 10 due deliveries after 7,680 were sent; 10 once marked).
 */
const lockEndpointsWithDueWork = preparedQuery<
  DB,
  { endpoints: { id: string; status: string; max_in_flight: number }[] | null; due: number },
  'now' | 'endpoints'
>(['now', 'endpoints'], (db, v) => ({
  compile: () =>
    sql<{ endpoints: { id: string; status: string; max_in_flight: number }[] | null; due: number }>`
      with due as (
        select e.id from webhook_endpoints e
         cross join lateral (
           select 1 from webhook_deliveries d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= ${v.now}
              and (d.claimed_until is null or d.claimed_until <= ${v.now})
              and (e.status = 'enabled' or d.event_type = 'webhook.test')
            order by d.next_attempt_at, d.id
            limit 1) d
      ), locked as (
        select e.id, e.status, e.max_in_flight from webhook_endpoints e where e.id in (select id from due)
         order by random() limit cast(${v.endpoints} as integer)
         for no key update of e skip locked
      )
      select (select json_agg(locked) from locked) as endpoints, (select count(*)::int from due) as due`.compile(db),
}));

/**
 * (2) and (3) in one statement, a fresh snapshot taken after the endpoints are locked: per endpoint, the
 * first `dueRead` due deliveries in the order they are tried; of those, the first of each lane with no
 * try under way, as many as the endpoint has room for; marked claimed, the claim still free in the
 * UPDATE's own WHERE; RETURNING what a try needs (the columns of deliveriesToSend).
 */
const pickAndMarkDue = preparedQuery<
  DB,
  ClaimedDelivery,
  'ids' | 'enabled' | 'maxInFlight' | 'claimer' | 'now' | 'claimedUntil' | 'dueRead' | 'limit'
>(['ids', 'enabled', 'maxInFlight', 'claimer', 'now', 'claimedUntil', 'dueRead', 'limit'], (db, v) => ({
  compile: () =>
    sql<ClaimedDelivery>`
      with endpoint as (
        select * from unnest(cast(${v.ids} as uuid[]), cast(${v.enabled} as boolean[]), cast(${v.maxInFlight} as integer[]))
          as e(id, enabled, max_in_flight)
      ), busy as (
        -- From the small index of claimed deliveries alone: a claim is cleared whenever its delivery
        -- leaves 'pending' (outcomes, disabling), so no status test (which the planner answered by
        -- AND-ing a bitmap of every pending delivery, dead index entries included: half the claim's time).
        select endpoint_id, coalesce(lane, id::text) as lane from webhook_deliveries
         where endpoint_id = any(cast(${v.ids} as uuid[])) and claimed_by is not null and claimed_until > ${v.now}
      ), room as materialized (
        -- Each endpoint's free slots, counted once (not once per row read); a full endpoint reads nothing.
        select e.id, e.enabled, e.max_in_flight - (select count(*) from busy b where b.endpoint_id = e.id) as free
          from endpoint e
      ), due as (
        select d.id, d.endpoint_id, d.next_attempt_at, coalesce(d.lane, d.id::text) as lane
          from room e cross join lateral (
            select d.id, d.endpoint_id, d.next_attempt_at, d.lane from webhook_deliveries d
             where e.free > 0 and d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= ${v.now}
               and (d.claimed_until is null or d.claimed_until <= ${v.now})
               and (e.enabled or d.event_type = 'webhook.test')
             order by d.next_attempt_at, d.id
             limit cast(${v.dueRead} as integer)) d
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
        select r.id from ranked r join room m on m.id = r.endpoint_id
         where r.n <= m.free
         order by r.next_attempt_at, r.id
         limit cast(${v.limit} as integer)
      )
      update webhook_deliveries d set claimed_by = ${v.claimer}, claimed_until = ${v.claimedUntil}
        from unnest(array(select id from picked)) as p(id), webhook_endpoints e
       -- Each by its id (the primary key), whatever the planner guesses of the picked rows: AND-ing a
       -- bitmap of every pending delivery with the primary key's, it cost a claim as much as the rest.
       where d.id = p.id and e.id = d.endpoint_id and d.status = 'pending'
         and (d.claimed_until is null or d.claimed_until <= ${v.now})
      returning d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.attempts, d.lane, d.next_attempt_at, e.url, e.secret,
                e.previous_secret, e.previous_secret_expires_at, e.status as endpoint_status,
                e.max_in_flight as endpoint_max_in_flight`.compile(db),
}));

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
    // By the small index of claimed deliveries (without it, a read of the whole table).
    .where('claimed_by', 'is not', null)
    .where('status', '=', 'pending')
    .where('claimed_until', '>', now)
    .execute();
  return rows.flatMap((row) => (row.claimed_by === null ? [] : [row.claimed_by]));
}
