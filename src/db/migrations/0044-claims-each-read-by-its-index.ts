import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import * as webhookClaimsMarkedById from './0043-webhook-claims-marked-by-id.js';

/**
 * Issue 30 §3, delivery rate (PostgreSQL): each of a claim's reads left one index to take.
 *
 * **Due work.**
 * A claim finds each endpoint's first due deliveries by the index of pending deliveries by endpoint
 * (`endpoint_id, next_attempt_at, id` where pending: migration 0029). The index of all deliveries in
 * the order they are tried (`status, next_attempt_at, id`: migration 0040, for the dispatcher on SQLite,
 * which reads every endpoint's due deliveries at once) served the same reads, filtered by endpoint. With
 * statistics taken while few deliveries were pending — a service's usual state: autovacuum analyses a
 * table of sent deliveries, then a burst is fanned out — the planner counted one pending row either way,
 * took that index, and each probe read every endpoint's pending deliveries (those under way first) to
 * find its own: 408 index entries a delivery against 17, PostgreSQL's CPU a delivery 0.23 ms against 0.13
 * (bench:events:processes, 8 endpoints; the claims test now checks the plans on such statistics).
 *
 * On PostgreSQL that index goes: nothing there reads every endpoint's due deliveries in order (the
 * dispatchers claim per endpoint). What else it served, the deliveries that failed since a moment
 * (outbox health, webhooks/outbox-health.repository.ts), gets an index of its own, on the failed ones
 * alone. SQLite keeps it: its one dispatcher reads that way, and no probe per endpoint runs there.
 *
 * **The mark** (migration 0043: each claimed row by its primary key) joined the endpoints in its
 * UPDATE, for what a try needs of them, which left the planner another way to the rows: from their
 * endpoint, through the index of its deliveries by creation (`endpoint_id, created_at, id`), filtered
 * by id, every delivery the endpoint ever had. It took it in the bench with one endpoint, on statistics
 * taken while the table was empty (663 index entries a delivery: 1,831 deliveries a second against
 * 3,589). The UPDATE now names the deliveries alone, joined to the picked ids by a nested loop (hash and
 * merge joins off for that statement, as the table read and bitmaps already were), and the endpoints
 * are joined to the rows it returns. The successes' update is planned the same way (a bitmap of their
 * ids at times, with those statistics). Statistics of an empty table that has filled since are wrong
 * about every index (each looks one page long), and autovacuum replaces them at its next pass: the
 * claims test checks the plans with none and analysed (with deliveries pending, and without).
 *
 * Frozen in time: never imports application code.
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
      hashjoin_setting text;
      mergejoin_setting text;
      plan_mode_setting text;
      picked_ids uuid[];
      claimed json;
    begin
      if p_relax_commit then
        perform set_config('synchronous_commit', 'off', true);
      end if;

      seqscan_setting := current_setting('enable_seqscan');
      bitmapscan_setting := current_setting('enable_bitmapscan');
      hashjoin_setting := current_setting('enable_hashjoin');
      mergejoin_setting := current_setting('enable_mergejoin');
      if cardinality(p_succeeded) > 0 then
        -- Each row by its primary key, like the mark (see the migration's comment).
        perform set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
                set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true);
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
        perform set_config('enable_seqscan', seqscan_setting, true), set_config('enable_bitmapscan', bitmapscan_setting, true),
                set_config('enable_hashjoin', hashjoin_setting, true), set_config('enable_mergejoin', mergejoin_setting, true);
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
      -- the whole index of pending ones (migration 0043), nor the table, nor any other index whole (see
      -- the migration's comment). The claim is still free, and the delivery still pending, in the
      -- update's own WHERE.
      perform set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true),
              set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true);
      with marked as (
        -- The deliveries alone, each found from its id, their endpoints joined after: the status by a
        -- test no index serves (migration 0043), the primary key the one index left.
        update webhook_deliveries d set claimed_by = p_claimer, claimed_until = p_claimed_until
          from unnest(picked_ids) as p(id)
         where d.id = p.id and d.status is not distinct from 'pending'
           and (d.claimed_until is null or d.claimed_until <= p_claim_now)
        returning d.id, d.endpoint_id, d.event_id, d.event_type, d.payload, d.attempts, d.lane, d.next_attempt_at
      ), sent as (
        select m.*, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at, e.status as endpoint_status,
               e.max_in_flight as endpoint_max_in_flight
          from marked m join webhook_endpoints e on e.id = m.endpoint_id
      )
      select json_agg(sent order by sent.next_attempt_at, sent.id) into claimed from sent;
      perform set_config('enable_seqscan', seqscan_setting, true), set_config('enable_bitmapscan', bitmapscan_setting, true),
              set_config('enable_hashjoin', hashjoin_setting, true), set_config('enable_mergejoin', mergejoin_setting, true);

      return json_build_object('claimed', coalesce(claimed, json_build_array()),
                               'more', due_endpoints > cardinality(locked_ids));
    end $$`.execute(db);
  await db.schema.dropIndex('webhook_deliveries_due_in_order').execute();
  await db.schema
    .createIndex('webhook_deliveries_failed')
    .on('webhook_deliveries')
    .column('last_attempt_at')
    .where(sql.ref('status'), '=', 'failed')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.schema.dropIndex('webhook_deliveries_failed').execute();
  await db.schema
    .createIndex('webhook_deliveries_due_in_order')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
  await webhookClaimsMarkedById.up(db);
}
