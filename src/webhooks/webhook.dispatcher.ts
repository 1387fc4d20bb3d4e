import { setMaxListeners } from 'node:events';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import { systemActor } from '../auth/actor.js';
import type { KeyEncryption } from '../auth/key-encryption.js';
import { dialectOf } from '../db/dialect.js';
import { lockingRows } from '../db/locking.js';
import type { DB } from '../db/schema.js';
import { agencyEvent, insertEvents } from '../events/event.outbox.js';
import type { Event } from '../events/event.types.js';
import type { JobDefinition, JobLogger } from '../jobs/job.types.js';
import { newId } from '../shared/ids.js';
import { type DispatcherThreadSettings, runDispatcherThread } from './webhook.dispatcher-thread.js';
import { type DeliveryRow, dueDeliveries, insertDeliveries, updateDelivery } from './webhook.repository.js';
import { openWebhookSecret, PLAIN_SECRETS, sealPlainWebhookSecrets } from './webhook.secrets.js';
import { attemptDelivery } from './webhook.sender.js';
import { webhookHeaders } from './webhook.signing.js';

/**
 * The dispatcher (issue 19 §2) turns the outbox into signed HTTP calls, at least once:
 *
 * 1. **Fan-out**: in one transaction, the events after the last one fanned out become one pending
 *    delivery per enabled endpoint of their agency that subscribes to their type, and the mark moves
 *    past them. Events are numbered in commit order (migration 0016), so none is skipped; a crash
 *    before the commit fans the same events out again, never twice.
 * 2. **Delivery**: due pending deliveries are sent, at most MAX_IN_FLIGHT at once and
 *    PER_ENDPOINT_IN_FLIGHT per endpoint, without awaiting one before starting the next: a slow or
 *    hanging receiver holds only its own slots (each try ends within the timeout), never the loop or
 *    another endpoint. The outcome is written after the try; a crash during the try leaves the
 *    delivery pending and due, so it is sent again: at worst twice, never lost.
 *
 * Failed tries are retried on the schedule (WEBHOOK_RETRY_SCHEDULE); after the last one the delivery
 * is `failed`. An endpoint whose tries have all failed for ENDPOINT_DISABLE_AFTER_MS is disabled,
 * with a `webhook_endpoint.disabled` event for its agency, an audit row and an error in the log (what
 * administrators watch). One dispatcher runs at a time across processes: it is a scheduled job,
 * `webhook-dispatch`, whose run lasts while its process holds the lease (docs/JOBS.md); on PostgreSQL
 * the run puts it on a thread of its own (webhook.dispatcher-thread.ts, webhookDispatchJob below).
 */

export const ATTEMPT_TIMEOUT_MS = 10_000;
export const MAX_IN_FLIGHT = 64;
export const PER_ENDPOINT_IN_FLIGHT = 4;
export const ENDPOINT_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
const FAN_OUT_BATCH = 500;
/**
 * Outcomes written at once. Each takes a connection from the pool the service's requests use: with up
 * to MAX_IN_FLIGHT tries ending together, unbounded writes queued every request behind them (on
 * PostgreSQL an action took 2.2 to 2.9 times as long with 20 endpoints subscribed as with none,
 * bench:events). Two leave the rest of the pool to the requests; a try's slot is held until its
 * outcome is written, so at worst delivery slows, never a change.
 */
export const OUTCOME_WRITES_AT_ONCE = 2;
const ACTOR = systemActor('webhook-dispatch');

export interface DispatcherOptions {
  readonly db: Kysely<DB>;
  readonly log: JobLogger;
  readonly retryScheduleMs: readonly number[];
  readonly allowPrivateNetworks: boolean;
  /** Opens the sealed secrets (SIGNING_KEY_ENCRYPTION_KEY), and seals plain ones when it starts (webhook.secrets.ts). */
  readonly sealer?: KeyEncryption;
  readonly timeoutMs?: number;
  /** Outcomes written at once (OUTCOME_WRITES_AT_ONCE; the bench compares others). */
  readonly outcomeWritesAtOnce?: number;
  /** How long the loop sleeps when there is nothing to do. */
  readonly idleMs?: number;
  /** The clock, for tests. */
  readonly now?: () => number;
}

export interface Dispatcher {
  /** Fans out and sends until the signal aborts; tries under way are then abandoned (their deliveries stay due). */
  run(signal: AbortSignal): Promise<{ fannedOut: number; attempts: number }>;
  /** Fans out and sends until nothing is due now and no try is under way (tests, the bench). */
  drain(): Promise<void>;
}

export function createWebhookDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const iso = (ms: number) => new Date(ms).toISOString();
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const sealer = options.sealer ?? PLAIN_SECRETS;
  const inFlight = new Map<string, Promise<void>>();
  const perEndpoint = new Map<string, number>();
  /** Deliveries whose try ended while the due ones were being read: the rows read may predate its outcome. */
  const endedWhileReading = new Set<string>();
  let totals = { fannedOut: 0, attempts: 0 };
  let wake: (() => void) | undefined;
  const writing = { now: 0, waiting: [] as (() => void)[] };
  /** Runs `write` when fewer than OUTCOME_WRITES_AT_ONCE outcomes are being written. */
  async function outcomeWrite<T>(write: () => Promise<T>): Promise<T> {
    if (writing.now >= (options.outcomeWritesAtOnce ?? OUTCOME_WRITES_AT_ONCE))
      await new Promise<void>((resolve) => writing.waiting.push(resolve));
    else writing.now++;
    try {
      return await write();
    } finally {
      const next = writing.waiting.shift();
      if (next) next();
      else writing.now--;
    }
  }

  /**
   * Whether an event was committed after the mark, by one plain read: the loop runs after every try
   * that ends and every idle pause, and most of the time nothing is new. Only then is the fan-out's
   * transaction opened (its lock on the mark is a write: a transaction id and a commit each time).
   */
  async function eventsAfterMark(): Promise<boolean> {
    const next = await db
      .selectFrom('events')
      .select('id')
      .where('id', '>', db.selectFrom('webhook_dispatch').select('last_event').where('id', '=', 1))
      .where('audience', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return next !== undefined;
  }

  async function fanOut(): Promise<number> {
    if (!(await eventsAfterMark())) return 0;
    return db.transaction().execute(async (trx) => {
      const mark = await lockingRows(trx, trx.selectFrom('webhook_dispatch').select('last_event').where('id', '=', 1)).executeTakeFirst();
      const last = Number(mark?.last_event ?? 0);
      const events = await trx
        .selectFrom('events')
        .select(['id', 'event_id', 'type', 'agency_code', 'occurred_at', 'data'])
        .where('id', '>', last)
        // Internal events (src/events/internal-events.ts) are never published.
        .where('audience', 'is', null)
        .orderBy('id')
        .limit(FAN_OUT_BATCH)
        .execute();
      if (events.length === 0) return 0;
      const agencies = [...new Set(events.map((e) => e.agency_code))];
      const endpoints = await trx
        .selectFrom('webhook_endpoints')
        .select(['id', 'agency_code', 'event_types'])
        .where('agency_code', 'in', agencies)
        .where('status', '=', 'enabled')
        .execute();
      const at = iso(now());
      const deliveries: DeliveryRow[] = [];
      for (const event of events) {
        const payload = JSON.stringify({
          id: event.event_id,
          type: event.type,
          timestamp: event.occurred_at,
          data: JSON.parse(event.data),
        });
        for (const endpoint of endpoints) {
          if (endpoint.agency_code !== event.agency_code) continue;
          if (endpoint.event_types !== null && !(JSON.parse(endpoint.event_types) as string[]).includes(event.type)) continue;
          deliveries.push({
            id: newId(),
            endpoint_id: endpoint.id,
            event_id: event.event_id,
            event_type: event.type,
            payload,
            status: 'pending',
            attempts: 0,
            next_attempt_at: iso(now() + (options.retryScheduleMs[0] ?? 0)),
            last_attempt_at: null,
            last_response_status: null,
            last_latency_ms: null,
            last_error: null,
            created_at: at,
          });
        }
      }
      for (let i = 0; i < deliveries.length; i += 200) await insertDeliveries(trx, deliveries.slice(i, i + 200));
      await trx
        .updateTable('webhook_dispatch')
        .set({ last_event: Number(events[events.length - 1]?.id) })
        .where('id', '=', 1)
        .execute();
      return events.length;
    });
  }

  type Due = Awaited<ReturnType<typeof dueDeliveries>>[number];

  async function startDue(signal: AbortSignal | undefined): Promise<number> {
    const room = MAX_IN_FLIGHT - inFlight.size;
    if (room <= 0) return 0;
    // More than the room: some are under way already, or wait behind their endpoint's limit.
    endedWhileReading.clear();
    const due = await dueDeliveries(db, iso(now()), room + inFlight.size + 100);
    let started = 0;
    for (const delivery of due) {
      if (inFlight.size >= MAX_IN_FLIGHT) break;
      // Under way, or its try ended (and its outcome was written) after the read began: the row is
      // stale, sending it again would repeat a try (a second message, a wrong count of attempts).
      if (inFlight.has(delivery.id)) continue;
      if (endedWhileReading.has(delivery.id)) {
        started++; // not started, but it may be due again at once: read again rather than idle
        continue;
      }
      if (delivery.endpoint_status !== 'enabled' && !isTest(delivery)) continue;
      const busy = perEndpoint.get(delivery.endpoint_id) ?? 0;
      if (busy >= PER_ENDPOINT_IN_FLIGHT) continue;
      perEndpoint.set(delivery.endpoint_id, busy + 1);
      const attempt = send(delivery, signal)
        .catch((error: unknown) => log.error({ err: error, delivery: delivery.id }, 'webhook delivery could not be recorded; it stays due'))
        .finally(() => {
          inFlight.delete(delivery.id);
          endedWhileReading.add(delivery.id);
          perEndpoint.set(delivery.endpoint_id, (perEndpoint.get(delivery.endpoint_id) ?? 1) - 1);
          wake?.();
        });
      inFlight.set(delivery.id, attempt);
      started++;
    }
    return started;
  }

  const isTest = (delivery: Due) => JSON.parse(delivery.payload).type === 'webhook.test';

  async function send(delivery: Due, signal: AbortSignal | undefined): Promise<void> {
    const startedAt = now();
    const secrets = [openWebhookSecret(sealer, delivery.secret)];
    if (delivery.previous_secret !== null && (delivery.previous_secret_expires_at ?? '') > iso(startedAt)) {
      secrets.push(openWebhookSecret(sealer, delivery.previous_secret));
    }
    const outcome = await attemptDelivery({
      url: delivery.url,
      headers: webhookHeaders(secrets, delivery.event_id, Math.floor(startedAt / 1000), delivery.payload),
      body: delivery.payload,
      timeoutMs,
      allowPrivateNetworks: options.allowPrivateNetworks,
      signal,
    });
    totals.attempts++;
    // Stopping: record nothing, the delivery stays due and is sent again by whoever dispatches next.
    if (signal?.aborted) return;
    const attempts = Number(delivery.attempts) + 1;
    const finishedAt = iso(now());
    const result = {
      attempts,
      last_attempt_at: iso(startedAt),
      last_response_status: outcome.status,
      last_latency_ms: outcome.latencyMs,
      last_error: outcome.error,
    };
    if (outcome.ok) {
      await outcomeWrite(() =>
        db.transaction().execute(async (trx) => {
          await updateDelivery(trx, delivery.id, { ...result, status: 'succeeded', next_attempt_at: null });
          await trx
            .updateTable('webhook_endpoints')
            .set({ failing_since: null })
            .where('id', '=', delivery.endpoint_id)
            .where('failing_since', 'is not', null)
            .execute();
        }),
      );
      return;
    }
    const wait = options.retryScheduleMs[attempts];
    await outcomeWrite(() =>
      db.transaction().execute(async (trx) => {
        await updateDelivery(trx, delivery.id, {
          ...result,
          status: wait === undefined ? 'failed' : 'pending',
          next_attempt_at: wait === undefined ? null : iso(now() + wait),
        });
        if (!isTest(delivery)) await noteFailure(trx, delivery.endpoint_id, finishedAt);
      }),
    );
  }

  /** Remembers since when the endpoint fails; past ENDPOINT_DISABLE_AFTER_MS, disables it and says so. */
  async function noteFailure(trx: Kysely<DB>, endpointId: string, at: string): Promise<void> {
    const endpoint = await lockingRows(
      trx,
      trx.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId),
    ).executeTakeFirst();
    if (endpoint === undefined || endpoint.status !== 'enabled') return;
    if (endpoint.failing_since === null) {
      await trx.updateTable('webhook_endpoints').set({ failing_since: at }).where('id', '=', endpointId).execute();
      return;
    }
    if (Date.parse(at) - Date.parse(endpoint.failing_since) < ENDPOINT_DISABLE_AFTER_MS) return;
    const reason = `Every delivery failed from ${endpoint.failing_since} to ${at}: disabled after 5 days. Fix the receiver, then enable it again.`;
    await trx
      .updateTable('webhook_endpoints')
      .set({ status: 'disabled', disabled_reason: reason, updated_at: at })
      .where('id', '=', endpointId)
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'failed', next_attempt_at: null, last_error: 'The endpoint was disabled' })
      .where('endpoint_id', '=', endpointId)
      .where('status', '=', 'pending')
      .execute();
    await recordAuditEvent(trx, {
      actor: ACTOR,
      action: 'webhook_endpoint.disabled',
      subjectType: 'webhook_endpoint',
      subjectId: endpointId,
      agencyCode: endpoint.agency_code,
      details: { url: endpoint.url, failingSince: endpoint.failing_since },
    });
    // After the audit row, under the chain head's lock, like every event (event.outbox.ts).
    await insertEvents(trx, [agencyEvent(endpoint.agency_code, 'webhook_endpoint.disabled', { endpointId, url: endpoint.url }, at)]);
    log.error(
      { endpoint: endpointId, agency: endpoint.agency_code, url: endpoint.url },
      'webhook endpoint disabled after 5 days of failures',
    );
  }

  async function step(signal: AbortSignal | undefined): Promise<boolean> {
    const fanned = await fanOut();
    totals.fannedOut += fanned;
    const started = await startDue(signal);
    return fanned > 0 || started > 0;
  }

  function sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      wake = done;
    });
  }

  /** Secrets stored before sealing (or before SIGNING_KEY_ENCRYPTION_KEY was set) are sealed once, by the one dispatcher. */
  async function sealOldSecrets(): Promise<void> {
    const sealed = await sealPlainWebhookSecrets(db, sealer);
    if (sealed > 0) log.info({ endpoints: sealed }, 'sealed webhook secrets stored in plain text');
  }

  return {
    async run(signal) {
      // Each try under way listens for the stop on this signal: up to MAX_IN_FLIGHT at once, more
      // than Node's default of 10 before it warns of a leak. A try that has ended keeps its listener
      // until its socket has closed, a moment later, by when the next may have started: twice that
      // (MAX_IN_FLIGHT + 10 warned of 75 listeners in bench:events on SQLite, 1 Dec 2026).
      setMaxListeners(2 * MAX_IN_FLIGHT + 10, signal);
      totals = { fannedOut: 0, attempts: 0 };
      try {
        await sealOldSecrets();
      } catch (error) {
        log.error({ err: error }, 'could not seal the webhook secrets stored in plain text; they still sign');
      }
      while (!signal.aborted) {
        let busy = false;
        try {
          busy = await step(signal);
        } catch (error) {
          log.error({ err: error }, 'webhook dispatch failed; trying again');
        }
        if (!busy) await sleep(options.idleMs ?? 250, signal);
      }
      // The tries under way were aborted with the signal; their deliveries stay due.
      await Promise.allSettled(inFlight.values());
      return totals;
    },
    async drain() {
      await sealOldSecrets();
      for (;;) {
        const busy = await step(undefined);
        if (!busy && inFlight.size === 0) return;
        if (!busy) await Promise.race(inFlight.values());
      }
    },
  };
}

/**
 * The dispatcher as the job that holds it to one process at a time. With `thread` (what `serve`
 * gives), on PostgreSQL it runs on a thread of its own for as long as the process holds the job
 * (webhook.dispatcher-thread.ts); on SQLite, and without `thread`, on the process's event loop: there
 * the database is one connection whose statements are synchronous, nothing runs between an action's
 * queries, and a second connection from a thread would only make the writers wait for each other.
 */
export function webhookDispatchJob(options: Omit<DispatcherOptions, 'db'> & { thread?: DispatcherThreadSettings }): JobDefinition {
  const { thread, ...dispatcher } = options;
  return {
    name: 'webhook-dispatch',
    intervalMs: 1000,
    leaseMs: 30_000,
    async run({ db, signal }) {
      if (thread !== undefined && dialectOf(db) === 'postgres') return runDispatcherThread(thread, options.log, signal);
      return createWebhookDispatcher({ ...dispatcher, db }).run(signal);
    },
  };
}

export type { Event };
