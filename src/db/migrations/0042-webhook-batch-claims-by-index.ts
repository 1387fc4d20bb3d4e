import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import * as webhookBatchFunction from './0041-webhook-batch-function.js';

/**
 * Issue 30 §3, delivery rate (PostgreSQL): the batch function of migration 0041, its claim reading the
 * claims under way by a plain index scan, in a statement of its own, and each endpoint's due deliveries
 * a few at first.
 *
 * A claim counts the claims under way at the endpoints it locked (their free slots, their busy lanes)
 * from the partial index of claimed deliveries (`claimed_by is not null`). Each sent delivery's claim,
 * once cleared, leaves a dead entry in that index (the row's new version has none) until the table is
 * vacuumed. The planner read the index by a bitmap, which reads every matching entry, dead ones
 * included, and never marks them dead: a claim read every claim its endpoints had ever had since the
 * last vacuum. With 32 endpoints, after 96,000 deliveries, 1,100 entries a read from one process and
 * 3,100 from three; on a copy of that table, 11,620 entries and 2,894 pages for 64 claims (3.5 ms), and
 * PostgreSQL spent 0.39 ms of CPU a delivery from one process, 0.54 to 0.61 from three, more than the
 * dispatchers themselves (bench/README.md). A plain index scan marks the entries it passes dead once
 * their rows are dead to every transaction: the next read of that copy took 21 pages (0.1 ms).
 *
 * Without statistics (a new table, or autovacuum off) the planner prefers a bitmap or the whole table
 * whatever the shape of the query, so the function turns both off for that one statement (`set_config`
 * local to its transaction, put back at once: the function also runs inside a failure batch's
 * transaction). Turned off for the whole function, its other statements' plans went wrong (215
 * deliveries a second where there had been 2,000). The claims are read before the pick, in their own
 * snapshot: the endpoints are locked, so no claim is added there meanwhile, and a claim cleared
 * meanwhile only leaves its slot for the next batch.
 *
 * The pick read `due_read` (256) due deliveries of each locked endpoint, whatever its free slots: 1,024
 * rows to claim 20, 2.7 of the statement's 3.2 ms (auto_explain, 32 endpoints). It now reads twice the
 * endpoint's free slots and 8 more, and reads on to `due_read` only where those were not enough: all
 * of them of lanes under way or repeated lanes (an application's queued events behind its delivery
 * under way; new test: a free lane behind 30 of them).
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
    set plan_cache_mode = force_custom_plan
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

/** Back to migration 0041's function. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await webhookBatchFunction.up(db);
}
