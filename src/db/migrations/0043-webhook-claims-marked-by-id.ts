import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import * as webhookBatchClaimsByIndex from './0042-webhook-batch-claims-by-index.js';

/**
 * Issue 30 §3, delivery rate (PostgreSQL): the batch function of migration 0042, the claimed deliveries
 * marked by their primary key in a statement of their own.
 *
 * 0042's pick marked what it picked in the same statement (`update … from unnest(array(select id from
 * picked))`), meant to find each row by its id. Without statistics (a new table, or autovacuum off) the
 * planner found them by a bitmap of every pending delivery, through the index of pending deliveries,
 * hash-joined to the ids: each claim read every pending delivery's entry, the dead ones too (a bitmap
 * never marks them), whatever it claimed. Seen in auto_explain's plans of a claim of one delivery behind
 * 2,000 sent ones: 4,046 index entries for 30 rows, for one row marked (test/webhooks/webhook-claims.test.ts
 * now fails on any read of the table that is not by an index, row by row).
 *
 * The pick now hands its ids to the function, and the mark is a statement of its own, `where id =
 * any(ids)`, with bitmaps and whole-table reads off for that one statement, as for the read of the
 * claims under way: each row by the primary key. Not by those settings alone: with `status = 'pending'`
 * in its WHERE and bitmaps off, the planner read the whole index of pending deliveries (that status is
 * its predicate) and filtered it by the ids: 10.2 of a claim's 11.5 ms, 64 claimed among 32,000 pending;
 * planned generically, it read every pending delivery through the index of due ones (status,
 * next_attempt_at, id) instead. The status is tested by `is not distinct from`, the same for a column
 * that is never null, which no index serves and from which no partial index's predicate follows: the
 * primary key is the only index left with a condition.
 *
 * The function's statements are planned once, generically (`plan_cache_mode`), except the pick, still
 * planned for the values at hand at each call (for that statement only): its generic plan, made with
 * the table's statistics, read every endpoint's pending deliveries through the index of all pending
 * ones (migration 0041). The others' shapes leave the planner one sensible way (an index probe per
 * endpoint, the claims' partial index, rows by their ids), with or without statistics (the claims test
 * checks the plans of both), and planning them at every call was about a tenth of a claim: a claim of 64
 * among 32,000 pending, one process calling the function alone, 3.94 ms against 4.25 to 4.41.
 *
 * Frozen in time: never imports application code; a change to the function is a new migration that
 * replaces it.
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
    set plan_cache_mode = force_generic_plan
    as $$
    declare
      locked_ids uuid[];
      locked_enabled boolean[];
      locked_max_in_flight integer[];
      due_endpoints integer;
      busy_endpoints uuid[];
      busy_lanes text[];
      seqscan_setting text;
      bitmapscan_setting text;
      plan_mode_setting text;
      picked_ids uuid[];
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

      -- The claims under way at the locked endpoints (which no other claim can add to while they are
      -- locked): by a plain scan of the partial index of claimed deliveries, never a bitmap nor the
      -- table, whatever the table's statistics say; see the migration's comment.
      seqscan_setting := current_setting('enable_seqscan');
      bitmapscan_setting := current_setting('enable_bitmapscan');
      perform set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true);
      select coalesce(array_agg(d.endpoint_id), '{}'), coalesce(array_agg(coalesce(d.lane, d.id::text)), '{}')
        into busy_endpoints, busy_lanes
        from webhook_deliveries d
       where d.endpoint_id = any(locked_ids) and d.claimed_by is not null and d.claimed_until > p_claim_now;
      perform set_config('enable_seqscan', seqscan_setting, true), set_config('enable_bitmapscan', bitmapscan_setting, true);

      -- The pick, alone planned for the values at hand (see the migration's comment).
      plan_mode_setting := current_setting('plan_cache_mode');
      perform set_config('plan_cache_mode', 'force_custom_plan', true);
      with endpoint as (
        select * from unnest(locked_ids, locked_enabled, locked_max_in_flight) as e(id, enabled, max_in_flight)
      ), busy as (
        select * from unnest(busy_endpoints, busy_lanes) as b(endpoint_id, lane)
      ), room as materialized (
        -- Each endpoint's free slots, counted once (not once per row read); a full endpoint reads nothing.
        select e.id, e.enabled, e.max_in_flight - (select count(*) from busy b where b.endpoint_id = e.id) as free
          from endpoint e
      ), first_read as (
        -- Each endpoint's first few due deliveries: twice its free slots and a few more (the rest of
        -- p_due_read only where these are not enough, below).
        select d.id, d.endpoint_id, d.next_attempt_at, coalesce(d.lane, d.id::text) as lane
          from room e cross join lateral (
            select d.id, d.endpoint_id, d.next_attempt_at, d.lane from webhook_deliveries d
             where e.free > 0 and d.endpoint_id = e.id and d.status = 'pending' and d.next_attempt_at <= p_claim_now
               and (d.claimed_until is null or d.claimed_until <= p_claim_now)
               and (e.enabled or d.event_type = 'webhook.test')
             order by d.next_attempt_at, d.id
             limit least(p_due_read, 2 * e.free + 8)) d
      ), enough as (
        -- Read enough: every due delivery there is, or at least one of a free lane per free slot.
        select e.id, (select count(*) from first_read f where f.endpoint_id = e.id) < least(p_due_read, 2 * e.free + 8)
                  or (select count(distinct f.lane) from first_read f
                       where f.endpoint_id = e.id
                         and not exists (select 1 from busy b where b.endpoint_id = f.endpoint_id and b.lane = f.lane)) >= e.free
                  as done
          from room e
      ), due as (
        select f.* from first_read f join enough n on n.id = f.endpoint_id and n.done
        union all
        -- Where lanes under way or lanes repeated filled the first read: p_due_read due deliveries.
        select d.id, d.endpoint_id, d.next_attempt_at, coalesce(d.lane, d.id::text) as lane
          from room e join enough n on n.id = e.id cross join lateral (
            select d.id, d.endpoint_id, d.next_attempt_at, d.lane from webhook_deliveries d
             where not n.done and e.free > 0 and d.endpoint_id = e.id and d.status = 'pending'
               and d.next_attempt_at <= p_claim_now and (d.claimed_until is null or d.claimed_until <= p_claim_now)
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
      )
      select coalesce(array_agg(picked.id), '{}') into picked_ids from picked;
      perform set_config('plan_cache_mode', plan_mode_setting, true);
      if cardinality(picked_ids) = 0 then
        return json_build_object('claimed', json_build_array(), 'more', due_endpoints > cardinality(locked_ids));
      end if;

      -- Marked by their primary key, row by row: never a bitmap of every pending delivery nor a read of
      -- the whole index of pending ones (see the migration's comment), nor the table. The claim is
      -- still free, and the delivery still pending, in the update's own WHERE.
      perform set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true);
      with marked as (
        update webhook_deliveries d set claimed_by = p_claimer, claimed_until = p_claimed_until
          from webhook_endpoints e
         -- The status by a test no index serves (see the migration's comment): the primary key is left.
         where d.id = any(picked_ids) and e.id = d.endpoint_id and d.status is not distinct from 'pending'
           and (d.claimed_until is null or d.claimed_until <= p_claim_now)
        returning d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.attempts, d.lane, d.next_attempt_at, e.url,
                  e.secret, e.previous_secret, e.previous_secret_expires_at, e.status as endpoint_status,
                  e.max_in_flight as endpoint_max_in_flight
      )
      select json_agg(marked order by marked.next_attempt_at, marked.id) into claimed from marked;
      perform set_config('enable_seqscan', seqscan_setting, true), set_config('enable_bitmapscan', bitmapscan_setting, true);

      return json_build_object('claimed', coalesce(claimed, json_build_array()),
                               'more', due_endpoints > cardinality(locked_ids));
    end $$`.execute(db);
}

/** Back to migration 0042's function. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await webhookBatchClaimsByIndex.up(db);
}
