import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../db/prepared-query.js';
import type { DB } from '../db/schema.js';
import type { deliveriesById } from './webhook.repository.js';

/** A claimed delivery: what a try needs (the columns of deliveriesToSend), and when it was due. */
export type ClaimedDelivery = Awaited<ReturnType<typeof deliveriesById>>[number] & { next_attempt_at: string | null };

/**
 * Deliveries claimed row by row (PostgreSQL; issue 30 §3): every process that runs the work sends
 * webhooks, each claiming what it sends. A claim keeps, across processes, what one dispatcher keeps in
 * its memory on SQLite (webhook.delivery-slots.ts): one try at a time per lane (an application's
 * deliveries to an endpoint, in order) and at most the endpoint's `max_in_flight` tries under way at once.
 *
 * A claim is two statements of one transaction. (1) Up to ENDPOINTS_PER_CLAIM endpoints with a due
 * unclaimed delivery are locked, `SKIP LOCKED`: two processes never claim for one endpoint at once,
 * and neither waits for the other. (2) A second statement — a fresh snapshot, taken after the locks
 * are held, so it sees every claim committed before — picks, per locked endpoint, the first due
 * delivery of each lane with no try under way, as many as the endpoint has room for, and (3) marks
 * them claimed, the claim still free in the UPDATE's own WHERE, returning what their tries need. One
 * statement doing the locking too would read its snapshot before waiting for the locks, and send some
 * deliveries twice and out of order (PostgreSQL's READ COMMITTED: a statement's snapshot is taken when
 * it starts). Both run inside the function `biopermit_webhook_batch` (migration 0041, replaced by 0042
 * and 0043: where their SQL is), with the successes of a batch of outcomes before them: a VOLATILE function's statements each
 * take a new snapshot, and the whole batch is one round trip. A claim lasts until `claimed_until` (a
 * try's timeout and a margin): the outcome write clears it; a process that stops clears its own; a dead
 * process's claims return when they lapse, or at once when a process of its host sees it has ended
 * (releaseClaimsOf).
 */

/**
 * Due deliveries a claim reads per endpoint at most, first due first (enough to find its free lanes behind
 * busy ones); it reads twice the endpoint's free slots and 8 first, and on only where those were all of
 * lanes under way (migration 0042).
 */
const DUE_READ_PER_CLAIM = 256;

/**
 * Endpoints locked by one claim: a few, so that several processes share the endpoints with work, and
 * one process's claims fall into groups whose batches overlap the others' tries (eight a claim made
 * batches of 80 tries in lockstep: one process, 8 endpoints, 3,221 deliveries a second against 3,486 to
 * 3,758; bench/README.md).
 */
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

/** A claim, in a transaction of its own (one statement: the batch function, migration 0041). */
export async function claimDueDeliveries(db: Kysely<DB>, request: ClaimRequest): Promise<Claim> {
  // A claim lost in a crash costs nothing (the delivery is due and unclaimed again): its commit need
  // not wait for the disk, which made claiming cost as much as the sending (bench/README.md).
  return runWebhookBatch(db, { succeeded: [], relaxCommit: true, claim: request });
}

/**
 * The claim inside a transaction the caller commits (a batch of outcomes with failures among them:
 * webhook.outcomes.ts), so that the slots they free are taken again in the same commit, on their
 * endpoints first. The endpoints stay locked until that commit, whose setting the caller has made.
 */
export function claimInTransaction(trx: Kysely<DB>, request: ClaimRequest, endpointsFirst: readonly string[]): Promise<Claim> {
  return runWebhookBatch(trx, { succeeded: [], relaxCommit: false, claim: request, endpointsFirst });
}

/**
 * Tries that succeeded ended as such, and the claim of the slots they free (on their endpoints first),
 * in one statement: outside a transaction, its own, whose commit does not wait for the disk (a lost
 * outcome means one more try).
 */
export function markSucceededAndClaim(db: Kysely<DB>, succeeded: readonly SucceededTry[], claim: ClaimRequest | undefined): Promise<Claim> {
  return runWebhookBatch(db, { succeeded, relaxCommit: true, claim, endpointsFirst: succeeded.map((t) => t.endpointId) });
}

/** A try that succeeded, as its batch writes it. */
export interface SucceededTry {
  readonly id: string;
  readonly endpointId: string;
  readonly attemptedAt: string;
  readonly status: number;
  readonly latencyMs: number;
}

export interface WebhookBatch {
  /** Tries that succeeded: their deliveries end as succeeded, their claims cleared. */
  readonly succeeded: readonly SucceededTry[];
  /** Whether the transaction's commit may skip waiting for the disk. */
  readonly relaxCommit: boolean;
  /** The claim that follows, if any (none when this process has no room). */
  readonly claim: ClaimRequest | undefined;
  /** Endpoints the claim locks first, if they have due work: those whose slots the batch's tries free. */
  readonly endpointsFirst?: readonly string[];
}

/**
 * A batch on PostgreSQL: the function `biopermit_webhook_batch` (migration 0041, which says what it
 * does and why it is a function: a claim needs two snapshots, and a batch of five round trips made
 * every slot of the endpoint wait; replaced by 0042, which says how its claim reads, and by 0043,
 * which marks the claimed rows by their ids), called as one prepared statement.
 */
export async function runWebhookBatch(db: Kysely<DB>, batch: WebhookBatch): Promise<Claim> {
  const { succeeded, relaxCommit, claim } = batch;
  const [row] = await webhookBatch(db, {
    succeeded: succeeded.map((t) => t.id),
    attemptedAt: succeeded.map((t) => t.attemptedAt),
    statuses: succeeded.map((t) => t.status),
    latencies: succeeded.map((t) => t.latencyMs),
    relaxCommit,
    claimer: claim?.claimer ?? null,
    now: claim?.now ?? null,
    claimedUntil: claim?.claimedUntil ?? null,
    limit: claim?.limit ?? 0,
    endpoints: ENDPOINTS_PER_CLAIM,
    dueRead: DUE_READ_PER_CLAIM,
    endpointsFirst: [...new Set(batch.endpointsFirst ?? [])],
  });
  return row?.batch ?? { claimed: [], more: false };
}

const webhookBatch = preparedQuery<
  DB,
  { batch: Claim },
  | 'succeeded'
  | 'attemptedAt'
  | 'statuses'
  | 'latencies'
  | 'relaxCommit'
  | 'claimer'
  | 'now'
  | 'claimedUntil'
  | 'limit'
  | 'endpoints'
  | 'dueRead'
  | 'endpointsFirst'
>(
  [
    'succeeded',
    'attemptedAt',
    'statuses',
    'latencies',
    'relaxCommit',
    'claimer',
    'now',
    'claimedUntil',
    'limit',
    'endpoints',
    'dueRead',
    'endpointsFirst',
  ],
  (db, v) => ({
    compile: () =>
      sql<{ batch: Claim }>`
        select biopermit_webhook_batch(
          cast(${v.succeeded} as uuid[]), cast(${v.attemptedAt} as text[]), cast(${v.statuses} as integer[]),
          cast(${v.latencies} as integer[]), cast(${v.relaxCommit} as boolean), cast(${v.claimer} as text),
          cast(${v.now} as text), cast(${v.claimedUntil} as text), cast(${v.limit} as integer),
          cast(${v.endpoints} as integer), cast(${v.dueRead} as integer), cast(${v.endpointsFirst} as uuid[])) as batch`.compile(db),
  }),
);

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
