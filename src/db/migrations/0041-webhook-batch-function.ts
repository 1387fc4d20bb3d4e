import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Issue 30 §3, delivery rate (PostgreSQL): a claiming dispatcher's batch in one round trip. A batch
 * writes the outcomes of the tries that succeeded, then claims the next deliveries for the slots they
 * freed (src/webhooks/webhook-claims.repository.ts): one transaction of five round trips (begin, the
 * successes with the commit's setting, the lock of the endpoints, the pick, commit), each 0.2 to
 * 0.4 ms on a 2-core machine, while every slot of the endpoint waited for the batch. The claim needs
 * two statements: the pick must read a snapshot taken after the endpoints are locked, or it misses
 * claims committed in between (READ COMMITTED takes a statement's snapshot when it starts). A
 * VOLATILE function takes a new snapshot for each of its statements, so the batch is this function,
 * called as one statement outside any transaction block: its own transaction, committed when it ends.
 *
 * `biopermit_webhook_batch(succeeded, attempted_at, statuses, latencies, relax_commit, claimer,
 * claim_now, claimed_until, claim_limit, endpoints_per_claim, due_read, endpoints_first)` returns
 * `{"claimed": [...], "more": boolean}`:
 * - with `relax_commit`, its transaction's commit does not wait for the disk (a lost outcome means one
 *   more try, a lost claim nothing: the delivery is due and unclaimed again);
 * - the deliveries `succeeded` (ids, with each try's start, status and latency) end as succeeded, their
 *   claims cleared, their endpoints' runs of failures ended (written only where there was one);
 * - with `claim_limit` above 0, the claim: (1) up to `endpoints_per_claim` endpoints with a due,
 *   unclaimed delivery are locked `SKIP LOCKED`, those of `endpoints_first` first (the endpoints whose
 *   slots the batch's tries free: locked at random among more endpoints than a claim takes, a batch
 *   often locked endpoints full of other tries and left its freed slots to wait, while another
 *   process's batch found those endpoints locked; bench/README.md), the others at random; each is
 *   probed in its index's order (without the order, on a table without statistics, the probe read the
 *   table from its start per endpoint, and never marked the index entries of sent deliveries dead);
 *   (2) in a new snapshot, per locked endpoint, the first `due_read` due deliveries in the order they
 *   are tried, of those the first of each lane with no try under way, as many as the endpoint has room
 *   for (its `max_in_flight` less its claims under way, read from the small index of claimed
 *   deliveries), at most `claim_limit` in all; (3) marked claimed by `claimer` until `claimed_until`
 *   (the claim still free in the UPDATE's own WHERE), each joined by its primary key. `claimed` holds
 *   what their tries need, first due first; `more` says endpoints with claimable work were left (locked
 *   by other processes, or beyond this claim's few).
 *
 * Each endpoint's deliveries are read by its own ordered index scan with a limit (a LATERAL per
 * endpoint), never by a sort of every pending delivery, whatever the table's statistics say: with one
 * endpoint's backlog of 5,000 and no statistics yet (a new table), a claim sorted the whole backlog
 * every time (25 ms; 1 to 3 ms this way). A LATERAL with a limit is also what the planner cannot turn
 * into a scan of every pending delivery (as it did an EXISTS, by a hash semi-join).
 *
 * Its statements are planned for their values at each call (`plan_cache_mode`): a generic plan, made
 * with the table's statistics, read every endpoint's pending deliveries through the index of all
 * pending ones (5.2 ms against 0.9). Frozen in time: never imports application code; a change to the
 * function is a new migration that replaces it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    create or replace function biopermit_webhook_batch(
      p_succeeded uuid[], p_attempted_at text[], p_statuses integer[], p_latencies integer[], p_relax_commit boolean,
      p_claimer text, p_claim_now text, p_claimed_until text, p_claim_limit integer,
      p_endpoints_per_claim integer, p_due_read integer, p_endpoints_first uuid[])
    returns json
    language plpgsql volatile
    set plan_cache_mode = force_custom_plan
    as $$
    declare
      locked_ids uuid[];
      locked_enabled boolean[];
      locked_max_in_flight integer[];
      due_endpoints integer;
      claimed json;
    begin
      if p_relax_commit then
        perform set_config('synchronous_commit', 'off', true);
      end if;

      if cardinality(p_succeeded) > 0 then
        with tried as (
          select * from unnest(p_succeeded, p_attempted_at, p_statuses, p_latencies) as t(id, attempted_at, status, latency_ms)
        ), succeeded as (
          update webhook_deliveries d
             set status = 'succeeded', next_attempt_at = null, attempts = d.attempts + 1,
                 last_attempt_at = t.attempted_at, last_response_status = t.status, last_latency_ms = t.latency_ms,
                 last_error = null, claimed_by = null, claimed_until = null
            from tried t
           where d.id = t.id
          returning d.endpoint_id
        )
        update webhook_endpoints set failing_since = null
         where id in (select endpoint_id from succeeded) and failing_since is not null;
      end if;

      if coalesce(p_claim_limit, 0) <= 0 then
        return json_build_object('claimed', json_build_array(), 'more', false);
      end if;

      with due as (
        select e.id from webhook_endpoints e
         cross join lateral (
           select 1 from webhook_deliveries d
            where d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= p_claim_now
              and (d.claimed_until is null or d.claimed_until <= p_claim_now)
              and (e.status = 'enabled' or d.event_type = 'webhook.test')
            order by d.next_attempt_at, d.id
            limit 1) d
      ), locked as (
        select e.id, e.status, e.max_in_flight from webhook_endpoints e where e.id in (select id from due)
         order by e.id = any(p_endpoints_first) desc, random() limit p_endpoints_per_claim
         for no key update of e skip locked
      )
      select array_agg(l.id), array_agg(l.status = 'enabled'), array_agg(l.max_in_flight), (select count(*)::int from due)
        into locked_ids, locked_enabled, locked_max_in_flight, due_endpoints
        from locked l;
      -- The pick reads its own snapshot, taken now that the endpoints are locked.
      if locked_ids is null then
        return json_build_object('claimed', json_build_array(), 'more', due_endpoints > 0);
      end if;

      with endpoint as (
        select * from unnest(locked_ids, locked_enabled, locked_max_in_flight) as e(id, enabled, max_in_flight)
      ), busy as (
        -- From the small index of claimed deliveries alone: a claim is cleared whenever its delivery
        -- leaves 'pending' (outcomes, disabling), so no status test (which the planner answered by
        -- AND-ing a bitmap of every pending delivery, dead index entries included: half the claim's time).
        select endpoint_id, coalesce(lane, id::text) as lane from webhook_deliveries
         where endpoint_id = any(locked_ids) and claimed_by is not null and claimed_until > p_claim_now
      ), room as materialized (
        -- Each endpoint's free slots, counted once (not once per row read); a full endpoint reads nothing.
        select e.id, e.enabled, e.max_in_flight - (select count(*) from busy b where b.endpoint_id = e.id) as free
          from endpoint e
      ), due as (
        select d.id, d.endpoint_id, d.next_attempt_at, coalesce(d.lane, d.id::text) as lane
          from room e cross join lateral (
            select d.id, d.endpoint_id, d.next_attempt_at, d.lane from webhook_deliveries d
             where e.free > 0 and d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= p_claim_now
               and (d.claimed_until is null or d.claimed_until <= p_claim_now)
               and (e.enabled or d.event_type = 'webhook.test')
             order by d.next_attempt_at, d.id
             limit p_due_read) d
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
         limit p_claim_limit
      ), marked as (
        update webhook_deliveries d set claimed_by = p_claimer, claimed_until = p_claimed_until
          from unnest(array(select id from picked)) as p(id), webhook_endpoints e
         -- Each by its id (the primary key), whatever the planner guesses of the picked rows: AND-ing a
         -- bitmap of every pending delivery with the primary key's, it cost a claim as much as the rest.
         where d.id = p.id and e.id = d.endpoint_id and d.status = 'pending'
           and (d.claimed_until is null or d.claimed_until <= p_claim_now)
        returning d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.attempts, d.lane, d.next_attempt_at, e.url,
                  e.secret, e.previous_secret, e.previous_secret_expires_at, e.status as endpoint_status,
                  e.max_in_flight as endpoint_max_in_flight
      )
      select json_agg(marked order by marked.next_attempt_at, marked.id) into claimed from marked;

      return json_build_object('claimed', coalesce(claimed, json_build_array()),
                               'more', due_endpoints > cardinality(locked_ids));
    end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`drop function if exists biopermit_webhook_batch`.execute(db);
}
