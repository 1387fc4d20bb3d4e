import { setTimeout as sleep } from 'node:timers/promises';
import { CLAIM_MARGIN_MS, type DispatchContext, isoTime } from './webhook.dispatch-context.js';
import { deliveriesById, dueDeliveryHeads } from './webhook.repository.js';
import { DEFAULT_MAX_IN_FLIGHT } from './webhook.schemas.js';
import { type Claim, type ClaimRequest, claimDueDeliveries } from './webhook-claims.repository.js';

/**
 * The dispatcher's second step, delivery slots: due pending deliveries are started, at most
 * MAX_IN_FLIGHT at once and the endpoint's `maxInFlight` per endpoint, without awaiting one before starting
 * the next: a slow or hanging receiver holds only its own slots (each try ends within the timeout),
 * never the loop or another endpoint. One application's deliveries to one endpoint are tried one at a
 * time, in the order of its events (a failed one's retry may still come after a later event: the
 * event's `version` tells the receiver which is newer).
 */

/**
 * Tries one process has under way at once, every endpoint together: a bound on its sockets and on the
 * payloads it holds, far above one endpoint's `maxInFlight` (at most 64) so that endpoints that hang
 * take only their own slots. At 64, four hanging endpoints at their default 16 took all of a process's
 * and every other endpoint waited for their timeouts (test/webhooks/webhook-sender.test.ts).
 */
export const MAX_IN_FLIGHT = 256;
/**
 * Outcomes waiting to be written (webhook.outcome-batches.ts) beyond which no try starts: when the
 * database falls behind, the tries wait for it rather than piling up outcomes in memory.
 */
export const MAX_OUTCOMES_WAITING = 512;
/** The default of an endpoint's `maxInFlight` (its `max_in_flight`, migration 0036). */
export const PER_ENDPOINT_IN_FLIGHT = DEFAULT_MAX_IN_FLIGHT;

export type DueDelivery = Awaited<ReturnType<typeof deliveriesById>>[number];
type DueHead = Awaited<ReturnType<typeof dueDeliveryHeads>>[number];

export interface DeliverySlots {
  /** The tries under way, by delivery. */
  readonly inFlight: Map<string, Promise<void>>;
  readonly perEndpoint: Map<string, number>;
  /** Tries that have ended, until their outcome is written, by delivery (their rows still say pending). */
  readonly recording: Map<string, Promise<void>>;
  /** PostgreSQL: slots held for claims under way (withClaim), and whether a claim found none left meanwhile. */
  readonly reserved: { count: number; missed: boolean };
  /** Endpoint and application pairs with a try under way (applicationLane). */
  readonly lanesBusy: Set<string>;
  /** Deliveries whose try ended while the due ones were being read: the rows read may predate its outcome. */
  readonly endedWhileReading: Set<string>;
}

export function emptyDeliverySlots(): DeliverySlots {
  return {
    inFlight: new Map(),
    recording: new Map(),
    reserved: { count: 0, missed: false },
    perEndpoint: new Map(),
    lanesBusy: new Set(),
    endedWhileReading: new Set(),
  };
}

/** The test message is sent even to a disabled endpoint (the agency checks its receiver before enabling it). */
export const isTestDelivery = (delivery: { readonly event_type: string }): boolean => delivery.event_type === 'webhook.test';

/**
 * The endpoint and application a delivery is ordered within (its `lane`, written with it: webhook.lanes.ts);
 * one of its own when the event names no application.
 */
function applicationLane(delivery: Pick<DueHead, 'id' | 'endpoint_id' | 'lane'>): string {
  return delivery.lane !== null ? `${delivery.endpoint_id} ${delivery.lane}` : `${delivery.id}`;
}

/** A try that has ended: its outcome's write, queued (recordOutcome), or nothing when it was abandoned. */
export type Deliver = (delivery: DueDelivery) => Promise<{ readonly written: Promise<void> } | undefined>;

/**
 * Starts the due deliveries that have a free slot, each with `deliver` (its try, then its outcome
 * queued); returns how many it started, counting those to read again at once. A try's slot is free
 * when the try ends, before its outcome is written: the outcome joins the next batch while the slot
 * takes the next try (on PostgreSQL the claim, cleared by the outcome, still holds the lane).
 */
export async function startDueDeliveries(context: DispatchContext, deliver: Deliver): Promise<number> {
  const { slots } = context;
  const room = context.maxInFlight - slots.inFlight.size;
  if (room <= 0 || context.outcomes.pending >= MAX_OUTCOMES_WAITING) return 0;
  if (context.claims !== undefined) return startClaimedDeliveries(context, context.claims.claimer, deliver);
  slots.endedWhileReading.clear();
  // More than the room: some are under way already, or wait behind their endpoint's limit.
  const due = await dueDeliveryHeads(
    context.db,
    new Date(context.now()).toISOString(),
    room + slots.inFlight.size + slots.recording.size + 100,
  );
  /** Lanes whose earlier delivery in this read was not started: their later ones wait behind it. */
  const heldBack = new Set<string>();
  const chosen = new Map<string, string>(); // delivery → its lane
  const taking = new Map<string, number>(); // endpoint → chosen in this read
  let readAgain = 0;
  for (const delivery of due) {
    if (slots.inFlight.size + chosen.size >= context.maxInFlight) break;
    // Under way, or its try ended (and its outcome was written) after the read began, or is being
    // written: the row is stale, sending it again would repeat a try (a second message, a wrong count
    // of attempts).
    if (slots.inFlight.has(delivery.id) || slots.recording.has(delivery.id)) continue;
    const lane = applicationLane(delivery);
    if (slots.endedWhileReading.has(delivery.id)) {
      heldBack.add(lane);
      readAgain = 1; // not started, but it may be due again at once: read again rather than idle
      continue;
    }
    if (delivery.endpoint_status !== 'enabled' && !isTestDelivery(delivery)) continue;
    const underWay = (slots.perEndpoint.get(delivery.endpoint_id) ?? 0) + (taking.get(delivery.endpoint_id) ?? 0);
    if (slots.lanesBusy.has(lane) || heldBack.has(lane) || underWay >= delivery.endpoint_max_in_flight) {
      heldBack.add(lane);
      continue;
    }
    chosen.set(delivery.id, lane);
    heldBack.add(lane); // one at a time per lane: the next of this lane waits for this one
    taking.set(delivery.endpoint_id, (taking.get(delivery.endpoint_id) ?? 0) + 1);
  }
  // Read whole (payload, secrets) only what starts now; none of them can have started meanwhile.
  const toSend = await deliveriesById(context.db, [...chosen.keys()]);
  for (const delivery of toSend) occupy(context, delivery, chosen.get(delivery.id) ?? delivery.id, deliver);
  return toSend.length + readAgain;
}

/**
 * PostgreSQL, many dispatchers: the database decides what may start (webhook-claims.repository.ts: a
 * lane at a time, each endpoint's `maxInFlight` across every process); this process only bounds
 * its own tries to MAX_IN_FLIGHT.
 */
async function startClaimedDeliveries(context: DispatchContext, claimer: string, deliver: Deliver): Promise<number> {
  // A batch of outcomes is queued or being written: it claims again as it commits, and wakes the loop
  // if work is left. A claim of the loop's meanwhile found the endpoint locked by that batch (or took
  // its lock from it): 130 empty claims for 300 batches in bench:events:processes, 1 since.
  if (context.outcomes.pending > 0) return 0;
  const { reserved } = context.slots;
  reserved.missed = false;
  const { claimed, more } = await withClaim(context, claimer, async (request) =>
    request === undefined ? NO_CLAIM : claimDueDeliveries(context.db, request),
  );
  startClaimed(context, claimed, deliver);
  // Work left on endpoints other processes hold: look again in a moment, not after the idle pause
  // (one endpoint is claimed by one process at a time; its lock is held for a few statements); unless
  // this process has tries under way, whose batch of outcomes will claim again.
  const contended = claimed.length === 0 && more && context.slots.inFlight.size === 0;
  if (contended) await sleep(CONTENDED_PAUSE_MS);
  // A batch of outcomes written meanwhile could not claim the slots it freed (this claim held the
  // room, and its snapshot may predate that commit): claim again rather than idle.
  return claimed.length + (reserved.missed || contended ? 1 : 0);
}

/**
 * How long a claim that found its endpoints held by other processes waits before looking again: each
 * look is a transaction, and at 5 ms three processes spent more on looking than on sending (8 endpoints,
 * 3 processes: 1,298 deliveries a second at 5 ms, 1,559 at 25; bench/README.md).
 */
const CONTENDED_PAUSE_MS = 25;
export const NO_CLAIM: Claim = { claimed: [], more: false };

/**
 * Runs `claim` with a request for the room this process has now, or with none when it has none left
 * (noted in `reserved.missed` when another claim holds it); the room stays reserved until `claim` has
 * settled, so that two claims under way at once (the loop's, and one made with a batch of outcomes)
 * do not both take it.
 */
export async function withClaim<T>(
  context: DispatchContext,
  claimer: string,
  claim: (request: ClaimRequest | undefined) => Promise<T>,
): Promise<T> {
  const { slots } = context;
  const room = context.maxInFlight - slots.inFlight.size - slots.reserved.count;
  if (room <= 0 || context.outcomes.pending >= MAX_OUTCOMES_WAITING) {
    if (slots.reserved.count > 0) slots.reserved.missed = true;
    return claim(undefined);
  }
  const now = context.now();
  slots.reserved.count += room;
  try {
    return await claim({ claimer, now: isoTime(now), claimedUntil: isoTime(now + context.timeoutMs + CLAIM_MARGIN_MS), limit: room });
  } finally {
    slots.reserved.count -= room;
  }
}

/** Starts the tries of claimed deliveries (each is a lane of its own here: the claim kept the order). */
export function startClaimed(context: DispatchContext, claimed: readonly DueDelivery[], deliver: Deliver): void {
  for (const delivery of claimed) occupy(context, delivery, delivery.id, deliver);
}

/** Takes the delivery's slots for its try, and frees them (waking the loop) when the try has ended. */
function occupy(context: DispatchContext, delivery: DueDelivery, lane: string, deliver: Deliver): void {
  const { slots } = context;
  slots.perEndpoint.set(delivery.endpoint_id, (slots.perEndpoint.get(delivery.endpoint_id) ?? 0) + 1);
  slots.lanesBusy.add(lane);
  const attempt = deliver(delivery)
    .then(
      (ended) => {
        if (ended !== undefined) awaitOutcome(context, delivery.id, ended.written);
      },
      (error: unknown) => context.log.error({ err: error, delivery: delivery.id }, 'webhook delivery could not be tried; it stays due'),
    )
    .finally(() => {
      slots.inFlight.delete(delivery.id);
      slots.perEndpoint.set(delivery.endpoint_id, (slots.perEndpoint.get(delivery.endpoint_id) ?? 1) - 1);
      slots.lanesBusy.delete(lane);
      // Claiming (PostgreSQL), the slot is taken again when the outcome is written (webhook.outcomes.ts).
      if (context.claims === undefined) context.wake();
    });
  slots.inFlight.set(delivery.id, attempt);
}

/** Keeps the ended try's delivery from being read as due until its outcome is written. */
function awaitOutcome(context: DispatchContext, deliveryId: string, written: Promise<void>): void {
  const { slots } = context;
  const recorded = written
    .catch((error: unknown) =>
      context.log.error({ err: error, delivery: deliveryId }, 'webhook delivery could not be recorded; it stays due'),
    )
    .finally(() => {
      slots.recording.delete(deliveryId);
      slots.endedWhileReading.add(deliveryId);
      // Claiming (PostgreSQL), the batch that wrote it claimed again (webhook.outcomes.ts).
      if (context.claims === undefined) context.wake();
    });
  slots.recording.set(deliveryId, recorded);
}
