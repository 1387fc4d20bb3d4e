import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import { systemActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import { agencyEvent, insertEvents } from '../events/event.outbox.js';
import { type FailedTry, parseRetryAfter, retryWaitMs } from './retry-schedule.js';
import { type DueDelivery, isTestDelivery, NO_CLAIM, withClaim } from './webhook.delivery-slots.js';
import { type DispatchContext, isoTime } from './webhook.dispatch-context.js';
import { updateDelivery } from './webhook.repository.js';
import type { AttemptOutcome } from './webhook.sender.js';
import { claimInTransaction, markSucceededAndClaim, type SucceededTry } from './webhook-claims.repository.js';
import {
  disableEndpointAndFailPending,
  durableCommit,
  lockEndpoint,
  markEndpointFailingSince,
  relaxCommitAndMarkSucceeded,
} from './webhook-dispatch.repository.js';

/**
 * The dispatcher's third step, outcomes: what a try's result writes, after the try. A success ends
 * the delivery and the endpoint's run of failures; a failure schedules the next try (retry-schedule.ts:
 * jittered, slower after a timeout or a 429) or, with none left, fails the delivery; an endpoint whose
 * tries have all failed for ENDPOINT_DISABLE_AFTER_MS is disabled, with a `webhook_endpoint.disabled`
 * event for its agency, an audit row and an error in the log (what administrators watch).
 *
 * Outcomes are written in batches, one transaction for those that ended meanwhile
 * (webhook.outcome-batches.ts), successes by one statement. On PostgreSQL their commit does not wait
 * for the disk (relaxedCommit: a lost outcome means one more try, never a lost event), except the one
 * that disables an endpoint, which writes an audit row and an event.
 */

export const ENDPOINT_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
const ACTOR = systemActor('webhook-dispatch');

/** A try that has ended, waiting for its outcome to be written. */
export interface EndedTry {
  readonly delivery: DueDelivery;
  readonly startedAt: number;
  readonly finishedAt: number;
  readonly outcome: AttemptOutcome;
}

/** Queues the outcome of the try of `delivery` that started at `startedAt`; settles once it is written. */
export function recordOutcome(context: DispatchContext, delivery: DueDelivery, startedAt: number, outcome: AttemptOutcome): Promise<void> {
  return context.outcomes.write({ delivery, startedAt, finishedAt: context.now(), outcome });
}

/**
 * Writes a batch of outcomes in one transaction (the batches' writer, webhook.dispatch-context.ts).
 * Claiming (PostgreSQL), the same transaction claims the next deliveries for the slots this process
 * has (webhook-claims.repository.ts), so that what the outcomes free is taken again in the same commit,
 * and starts them; when it claimed none, or left work on endpoints it did not lock, the loop is woken
 * to look again with a fresh view (the loop does not claim while a batch is on its way).
 */
export async function writeOutcomes(
  context: DispatchContext,
  tries: readonly EndedTry[],
  joinLate: () => readonly EndedTry[],
): Promise<void> {
  const { claims, startClaimed } = context;
  if (claims === undefined || startClaimed === undefined) {
    await context.db.transaction().execute((trx) => writeOutcomesIn(context, trx, tries));
    return;
  }
  // The tries started together end together: the batch waits a moment for those still under way, and
  // takes in every outcome queued by then, so that one commit frees (and claims again) all their slots.
  // Written as they came, the tries fell into two groups taking turns (15 ending during one batch, 1
  // during the next), each try holding its slot for two batches (bench/README.md).
  await triesEndedOrPause(context, JOIN_WAIT_MS);
  const { claimed, more } = await withClaim(context, claims.claimer, async (request) => {
    const ended = [...tries, ...joinLate()];
    // Successes alone (the usual batch): one statement, its own transaction. A failure writes more
    // (its next try, the endpoint's run of failures, perhaps its disabling): a transaction of several.
    const claim = ended.every((one) => one.outcome.ok)
      ? await markSucceededAndClaim(context.db, ended.map(succeededTry), request)
      : await context.db.transaction().execute(async (trx) => {
          await writeOutcomesIn(context, trx, ended);
          if (request === undefined) return NO_CLAIM;
          return claimInTransaction(
            trx,
            request,
            ended.map((one) => one.delivery.endpoint_id),
          );
        });
    startClaimed(claim.claimed);
    return claim;
  });
  if (claimed.length === 0 || more) context.wake();
}

/** How long a batch that claims waits, at most, for this process's tries still under way. */
export const JOIN_WAIT_MS = 2;

/** Settles when every try under way has ended, or after `ms`. */
async function triesEndedOrPause(context: DispatchContext, ms: number): Promise<void> {
  if (context.slots.inFlight.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(context.slots.inFlight.values()),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The outcomes, in a transaction whose commit does not wait for the disk: set first, with the successes,
 * so that a failure that disables an endpoint (an audit row and an event) turns the durable commit back on
 * after it (durableCommit).
 */
async function writeOutcomesIn(context: DispatchContext, trx: Kysely<DB>, tries: readonly EndedTry[]): Promise<void> {
  await relaxCommitAndMarkSucceeded(trx, tries.filter((ended) => ended.outcome.ok).map(succeededTry));
  for (const ended of tries) if (!ended.outcome.ok) await writeFailure(context, trx, ended);
}

/** What a succeeded try writes. */
function succeededTry({ delivery, startedAt, outcome }: EndedTry): SucceededTry {
  return {
    id: delivery.id,
    endpointId: delivery.endpoint_id,
    attemptedAt: isoTime(startedAt),
    status: outcome.status ?? 0,
    latencyMs: outcome.latencyMs,
  };
}

/** A failed try: the next one scheduled, or the delivery failed; the endpoint's run of failures noted. */
async function writeFailure(context: DispatchContext, trx: Kysely<DB>, ended: EndedTry): Promise<void> {
  const { delivery, startedAt, finishedAt, outcome } = ended;
  const attempts = Number(delivery.attempts) + 1;
  const wait = retryWaitMs(context.retryScheduleMs, attempts, failedTry(outcome, finishedAt), context.random);
  await updateDelivery(trx, delivery.id, {
    attempts,
    last_attempt_at: isoTime(startedAt),
    last_response_status: outcome.status,
    last_latency_ms: outcome.latencyMs,
    last_error: outcome.error,
    claimed_by: null,
    claimed_until: null,
    status: wait === undefined ? 'failed' : 'pending',
    next_attempt_at: wait === undefined ? null : isoTime(finishedAt + wait),
  });
  if (!isTestDelivery(delivery)) await noteEndpointFailure(context, trx, delivery.endpoint_id, isoTime(finishedAt));
}

/** What kind of failure the try was, for the wait before the next one. */
function failedTry(outcome: AttemptOutcome, nowMs: number): FailedTry {
  if (outcome.timedOut) return { kind: 'timed_out' };
  if (outcome.status === 429) return { kind: 'throttled', retryAfterMs: parseRetryAfter(outcome.retryAfter, nowMs) };
  return { kind: 'failed' };
}

/** Remembers since when the endpoint fails; past ENDPOINT_DISABLE_AFTER_MS, disables it and says so. */
async function noteEndpointFailure(context: DispatchContext, trx: Kysely<DB>, endpointId: string, at: string): Promise<void> {
  const endpoint = await lockEndpoint(trx, endpointId);
  if (endpoint === undefined || endpoint.status !== 'enabled') return;
  if (endpoint.failing_since === null) {
    await markEndpointFailingSince(trx, endpointId, at);
    return;
  }
  if (Date.parse(at) - Date.parse(endpoint.failing_since) < ENDPOINT_DISABLE_AFTER_MS) return;
  // An audit row and an event: this commit waits for the disk, like every change's.
  await durableCommit(trx);
  const reason = `Every delivery failed from ${endpoint.failing_since} to ${at}: disabled after 5 days. Fix the receiver, then enable it again.`;
  await disableEndpointAndFailPending(trx, endpointId, reason, at);
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
  context.log.error(
    { endpoint: endpointId, agency: endpoint.agency_code, url: endpoint.url },
    'webhook endpoint disabled after 5 days of failures',
  );
}
