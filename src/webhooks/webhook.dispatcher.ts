import { setMaxListeners } from 'node:events';
import { dialectOf } from '../db/dialect.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { pause } from '../shared/time.js';
import { type Deliver, type DueDelivery, MAX_IN_FLIGHT, startClaimed, startDueDeliveries } from './webhook.delivery-slots.js';
import {
  createDispatchContext,
  type DeliveryClaims,
  type DispatchContext,
  type DispatcherOptions,
  type DispatchTotals,
  isoTime,
} from './webhook.dispatch-context.js';
import { type DispatcherThreadSettings, runDispatcherThread } from './webhook.dispatcher-thread.js';
import { fanOut } from './webhook.fan-out.js';
import { recordOutcome, writeOutcomes } from './webhook.outcomes.js';
import { openWebhookSecret, sealPlainWebhookSecrets } from './webhook.secrets.js';
import { attemptDelivery } from './webhook.sender.js';
import { webhookHeaders } from './webhook.signing.js';
import { activeClaimers, releaseClaimsOf } from './webhook-claims.repository.js';

/**
 * The dispatcher (issue 19 §2, issue 27 §4) turns the outbox into signed HTTP calls, at least once, in
 * three named steps over one context (webhook.dispatch-context.ts):
 *
 * 1. **Fan-out** (webhook.fan-out.ts): events after the mark become pending deliveries, one per
 *    subscribed enabled endpoint, in the transaction that moves the mark.
 * 2. **Delivery slots** (webhook.delivery-slots.ts): due deliveries start while their endpoint and the
 *    dispatcher have room, one application's at a time per endpoint; none is awaited before the next.
 * 3. **Outcomes** (webhook.outcomes.ts): queued when a try ends and written in batches, one
 *    transaction for those that ended meanwhile; a crash before the write leaves the delivery pending
 *    and due, so it is sent again: at worst twice, never lost. Failures are retried
 *    on the schedule with jitter, later after a timeout or a 429 (retry-schedule.ts); the endpoint
 *    failing for 5 days is disabled.
 *
 * One dispatcher runs at a time across processes: it is a scheduled job, `webhook-dispatch`, whose
 * run lasts while its process holds the lease (docs/JOBS.md); on PostgreSQL the run puts it on a
 * thread of its own (webhook.dispatcher-thread.ts, webhookDispatchJob below).
 */

export { MAX_IN_FLIGHT, PER_ENDPOINT_IN_FLIGHT } from './webhook.delivery-slots.js';
export { ATTEMPT_TIMEOUT_MS, type DispatcherOptions, OUTCOME_WRITES_AT_ONCE } from './webhook.dispatch-context.js';
export { ENDPOINT_DISABLE_AFTER_MS } from './webhook.outcomes.js';

export interface Dispatcher {
  /** Fans out and sends until the signal aborts; tries under way are then abandoned (their deliveries stay due). */
  run(signal: AbortSignal): Promise<DispatchTotals>;
  /** Fans out and sends until nothing is due now and no try is under way (tests, the bench). */
  drain(): Promise<void>;
}

export function createWebhookDispatcher(options: DispatcherOptions): Dispatcher {
  const context = createDispatchContext(options, writeOutcomes);
  return {
    run: (signal) => runUntilStopped(context, signal),
    async drain() {
      await sealOldSecrets(context);
      context.startClaimed = (claimed) => startClaimed(context, claimed, (delivery) => deliver(context, delivery, undefined));
      for (;;) {
        // A look asked for meanwhile (context.wake) is this one; one asked for during it is the next. A
        // batch of outcomes whose claim found its endpoint locked by this loop's own claim asks for one:
        // without it, drain returned with the lane's next delivery unclaimed (the running loop's idle
        // pause ends at the same wake-up).
        context.wakePending = false;
        const busy = (await dispatchStep(context, undefined)) || context.wakePending;
        const underWay = [...context.slots.inFlight.values(), ...context.slots.recording.values()];
        if (!busy && underWay.length === 0) return;
        if (!busy) await Promise.race(underWay);
      }
    },
  };
}

async function runUntilStopped(context: DispatchContext, signal: AbortSignal): Promise<DispatchTotals> {
  // Each try under way listens for the stop on this signal: up to MAX_IN_FLIGHT at once, more than
  // Node's default of 10 before it warns of a leak. A try that has ended keeps its listener until its
  // socket has closed, a moment later, by when the next may have started: twice that
  // (MAX_IN_FLIGHT + 10 warned of 75 listeners in bench:events on SQLite, 1 Dec 2026).
  setMaxListeners(2 * MAX_IN_FLIGHT + 10, signal);
  context.totals = { fannedOut: 0, attempts: 0 };
  try {
    await sealOldSecrets(context);
  } catch (error) {
    context.log.error({ err: error }, 'could not seal the webhook secrets stored in plain text; they still sign');
  }
  let endedLookedFor = 0;
  // New events committed: out of the idle pause at once, polling stays the fallback.
  const unsubscribe = context.wakeups?.subscribe(() => context.wake());
  context.startClaimed = (claimed) => startClaimed(context, claimed, (delivery) => deliver(context, delivery, signal));
  while (!signal.aborted) {
    let busy = false;
    try {
      if (context.claims !== undefined && context.now() - endedLookedFor >= ENDED_CLAIMERS_EVERY_MS) {
        endedLookedFor = context.now();
        await releaseEndedClaimers(context, context.claims);
      }
      busy = await dispatchStep(context, signal);
    } catch (error) {
      context.log.error({ err: error }, 'webhook dispatch failed; trying again');
    }
    if (!busy) await idle(context, signal);
  }
  unsubscribe?.();
  context.startClaimed = undefined;
  // The tries under way were aborted with the signal; their deliveries stay due, and unclaimed. The
  // outcomes of the tries that ended are written first (a claim released before would send them again).
  await Promise.allSettled(context.slots.inFlight.values());
  await Promise.allSettled(context.slots.recording.values());
  if (context.claims !== undefined) await releaseClaimsOf(context.db, context.claims.claimer).catch(() => 0);
  return context.totals;
}

/** How often a claiming dispatcher looks for claims held by processes that have ended. */
const ENDED_CLAIMERS_EVERY_MS = 5_000;

/** A process of this host that died holding claims: they are given back at once rather than when they lapse. */
async function releaseEndedClaimers(context: DispatchContext, claims: DeliveryClaims): Promise<void> {
  for (const claimer of await activeClaimers(context.db, isoTime(context.now()))) {
    if (claimer === claims.claimer || !claims.hasEnded(claimer)) continue;
    const released = await releaseClaimsOf(context.db, claimer);
    if (released > 0) context.log.info({ claimer, deliveries: released }, 'webhook deliveries claimed by an ended process given back');
  }
}

/** One pass: fan out what is new, start what is due; whether there was anything to do. */
async function dispatchStep(context: DispatchContext, signal: AbortSignal | undefined): Promise<boolean> {
  const fanned = await fanOut(context);
  context.totals.fannedOut += fanned;
  const started = await startDueDeliveries(context, (delivery) => deliver(context, delivery, signal));
  return fanned > 0 || started > 0;
}

/** One try of a delivery, signed with the endpoint's secret(s), then its outcome queued. */
async function deliver(context: DispatchContext, delivery: DueDelivery, signal: AbortSignal | undefined): ReturnType<Deliver> {
  const startedAt = context.now();
  const secrets = [openWebhookSecret(context.sealer, delivery.secret)];
  if (delivery.previous_secret !== null && (delivery.previous_secret_expires_at ?? '') > isoTime(startedAt)) {
    secrets.push(openWebhookSecret(context.sealer, delivery.previous_secret));
  }
  const outcome = await attemptDelivery({
    url: delivery.url,
    headers: webhookHeaders(secrets, delivery.event_id, Math.floor(startedAt / 1000), delivery.payload),
    body: delivery.payload,
    timeoutMs: context.timeoutMs,
    allowPrivateNetworks: context.allowPrivateNetworks,
    signal,
  });
  context.totals.attempts++;
  // Stopping: record nothing, the delivery stays due and is sent again by whoever dispatches next.
  if (signal?.aborted) return undefined;
  return { written: recordOutcome(context, delivery, startedAt, outcome) };
}

/** Sleeps `idleMs`, or less: until the signal aborts or the loop is woken (context.wake), at once if it was meanwhile. */
async function idle(context: DispatchContext, signal: AbortSignal): Promise<void> {
  if (context.wakePending) {
    context.wakePending = false;
    return;
  }
  await pause(context.idleMs, signal, (end) => {
    context.endPause = end;
  });
  context.endPause = undefined;
  context.wakePending = false;
}

/** Secrets stored before sealing (or before SIGNING_KEY_ENCRYPTION_KEY was set) are sealed once, by the one dispatcher. */
async function sealOldSecrets(context: DispatchContext): Promise<void> {
  const sealed = await sealPlainWebhookSecrets(context.db, context.sealer);
  if (sealed > 0) context.log.info({ endpoints: sealed }, 'sealed webhook secrets stored in plain text');
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
