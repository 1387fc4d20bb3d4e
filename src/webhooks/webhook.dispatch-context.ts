import type { Kysely } from 'kysely';
import type { KeyEncryption } from '../auth/key-encryption.js';
import type { CommitWakeups } from '../db/notifications.js';
import type { DB } from '../db/schema.js';
import type { JobLogger } from '../jobs/job.types.js';
import type { RandomSource } from './retry-schedule.js';
import { type DeliverySlots, type DueDelivery, emptyDeliverySlots, MAX_IN_FLIGHT } from './webhook.delivery-slots.js';
import { createOutcomeBatches, type OutcomeBatches } from './webhook.outcome-batches.js';
import type { EndedTry } from './webhook.outcomes.js';
import { PLAIN_SECRETS } from './webhook.secrets.js';

/**
 * What the dispatcher's steps share (webhook.dispatcher.ts): its settings, its clock and random source,
 * the slots of the tries under way and the bound on outcomes written at once. One context per
 * dispatcher, built when it is created and passed to each step; nothing else is shared between them.
 */

export const ATTEMPT_TIMEOUT_MS = 10_000;
/**
 * Batches of outcomes written at once (webhook.outcome-batches.ts) by a dispatcher that does not claim
 * (SQLite; outcomeWritesFor). Each takes a connection from the pool the service's requests use:
 * unbounded writes queued every request behind them (on PostgreSQL an action took 2.2 to 2.9 times as
 * long with 20 endpoints subscribed as with none, bench:events). Two leave the rest of the pool to the
 * requests; the tries that end meanwhile join the next batch.
 */
export const OUTCOME_WRITES_AT_ONCE = 2;

export interface DispatcherOptions {
  readonly db: Kysely<DB>;
  readonly log: JobLogger;
  readonly retryScheduleMs: readonly number[];
  readonly allowPrivateNetworks: boolean;
  /** Opens the sealed secrets (SIGNING_KEY_ENCRYPTION_KEY), and seals plain ones when it starts (webhook.secrets.ts). */
  readonly sealer?: KeyEncryption;
  readonly timeoutMs?: number;
  /** Batches of outcomes written at once (OUTCOME_WRITES_AT_ONCE; the bench compares others). */
  readonly outcomeWritesAtOnce?: number;
  /** How long the loop sleeps when there is nothing to do. */
  readonly idleMs?: number;
  /**
   * Tries under way at once, every endpoint together (MAX_IN_FLIGHT, webhook.delivery-slots.ts, unless
   * given): a test gives each of its dispatchers fewer than its endpoints allow, so that they share them.
   */
  readonly maxInFlight?: number;
  /** The clock, for tests. */
  readonly now?: () => number;
  /** The retries' jitter (retry-schedule.ts), Math.random unless a test fixes it: 0 waits the schedule as written. */
  readonly random?: RandomSource;
  /**
   * PostgreSQL, any number of dispatchers at once: due deliveries are claimed row by row
   * (webhook-claims.repository.ts) under this claimer's name, instead of one dispatcher holding them all.
   */
  readonly claims?: DeliveryClaims;
  /** PostgreSQL: ends the idle pause when a commit appends events (db/notifications.ts). */
  readonly wakeups?: CommitWakeups;
}

export interface DeliveryClaims {
  /** This dispatcher's name on the rows it claims (a lease holder's, src/jobs/process-identity.ts). */
  readonly claimer: string;
  /** Whether another claimer's process has ended (its claims are given back at once). */
  hasEnded(claimer: string): boolean;
}

/** A claim lasts a try's timeout and this much more: the outcome's write, the process's pauses. */
export const CLAIM_MARGIN_MS = 20_000;

/** What a run did, for the job's record (a type, not an interface: job summaries are plain records). */
export type DispatchTotals = { fannedOut: number; attempts: number };

export interface DispatchContext {
  readonly db: Kysely<DB>;
  readonly log: JobLogger;
  readonly now: () => number;
  readonly random: RandomSource;
  readonly retryScheduleMs: readonly number[];
  readonly timeoutMs: number;
  readonly allowPrivateNetworks: boolean;
  readonly sealer: KeyEncryption;
  readonly idleMs: number;
  readonly maxInFlight: number;
  readonly slots: DeliverySlots;
  readonly claims: DeliveryClaims | undefined;
  readonly wakeups: CommitWakeups | undefined;
  /** The tries' outcomes, queued and written in batches (webhook.outcomes.ts, webhook.outcome-batches.ts). */
  readonly outcomes: OutcomeBatches<EndedTry>;
  totals: DispatchTotals;
  /**
   * Claiming (PostgreSQL), while the dispatcher runs: starts the tries of deliveries claimed with a
   * batch of outcomes (webhook.outcomes.ts); unset, the batches claim nothing.
   */
  startClaimed: ((claimed: readonly DueDelivery[]) => void) | undefined;
  /**
   * Ends the idle pause early (a try has ended, its slot is free; events were committed), or, called
   * while the loop is busy, keeps its next pause from starting: a wake is never lost between two pauses.
   */
  wake(): void;
  /** Set by the idle pause while it waits (webhook.dispatcher.ts). */
  endPause: (() => void) | undefined;
  /** A wake came while the loop was not paused. */
  wakePending: boolean;
}

/** `writeOutcomes`: how a batch of outcomes is written (webhook.outcomes.ts), given the context. */
export function createDispatchContext(
  options: DispatcherOptions,
  writeOutcomes: (context: DispatchContext, tries: readonly EndedTry[], joinLate: () => readonly EndedTry[]) => Promise<void>,
): DispatchContext {
  const context: DispatchContext = {
    db: options.db,
    log: options.log,
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    retryScheduleMs: options.retryScheduleMs,
    timeoutMs: options.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
    allowPrivateNetworks: options.allowPrivateNetworks,
    sealer: options.sealer ?? PLAIN_SECRETS,
    idleMs: options.idleMs ?? 250,
    maxInFlight: options.maxInFlight ?? MAX_IN_FLIGHT,
    slots: emptyDeliverySlots(),
    claims: options.claims,
    wakeups: options.wakeups,
    outcomes: createOutcomeBatches(
      (tries, joinLate) => writeOutcomes(context, tries, joinLate),
      options.outcomeWritesAtOnce ?? outcomeWritesFor(options),
    ),
    totals: { fannedOut: 0, attempts: 0 },
    startClaimed: undefined,
    wake() {
      if (context.endPause !== undefined) context.endPause();
      else context.wakePending = true;
    },
    endPause: undefined,
    wakePending: false,
  };
  return context;
}

/**
 * Claiming, one batch at a time: each batch also claims for the slots it frees, and two at once took
 * turns locking the endpoint (SKIP LOCKED), the second claiming nothing and its slots waiting for the
 * loop (bench:events:processes, 3 Dec 2026: 606 deliveries a second with two, 926 with one).
 */
const outcomeWritesFor = (options: DispatcherOptions): number => (options.claims === undefined ? OUTCOME_WRITES_AT_ONCE : 1);

export const isoTime = (ms: number): string => new Date(ms).toISOString();
