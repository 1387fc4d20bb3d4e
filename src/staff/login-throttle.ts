import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { clearThrottle, countFailure, deleteOldThrottles, findThrottles, lockThrottle } from './staff-session.repository.js';

/**
 * Failed log-ins slow down, then lock, per account (the email tried, whether or not a user has it, so
 * the answer says nothing about which emails exist) and per client address. Counted in the database,
 * so every process sees the same counts.
 *
 * Each key has some failures free; each failure past them locks the key for 30 s, doubling up to
 * 15 minutes (30 s, 1 min, 2 min, 4 min, 8 min, 15 min, 15 min, …). Counts are forgotten a day after
 * the last failure; a successful log-in clears the account's count (not the address's).
 */

export const ACCOUNT_FREE_FAILURES = 4;
export const ADDRESS_FREE_FAILURES = 19;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;
const MEMORY_MS = 24 * 3_600_000;

export interface ThrottleKeys {
  readonly account: string;
  readonly address: string;
}

export function throttleKeys(emailNormalized: string, clientAddress: string): ThrottleKeys {
  return { account: `account:${emailNormalized}`, address: `address:${clientAddress}` };
}

export function lockDurationMs(failures: number, freeFailures: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - freeFailures - 1));
}

/** Refuses with 429 and Retry-After while the account or the address is locked. */
export async function assertNotThrottled(db: Kysely<DB>, keys: ThrottleKeys, nowMs: number): Promise<void> {
  const rows = await findThrottles(db, [keys.account, keys.address]);
  const until = Math.max(0, ...rows.map((row) => (row.locked_until === null ? 0 : Date.parse(row.locked_until))));
  if (until <= nowMs) return;
  const retryAfter = Math.max(1, Math.ceil((until - nowMs) / 1000));
  throw new AppError('login_throttled', `Too many failed log-ins for this account or from this address; try again in ${retryAfter} s`, {
    headers: { 'retry-after': String(retryAfter) },
  });
}

/** Counts a failure on both keys and locks each that is past its free failures. */
export async function recordFailedLogin(db: Kysely<DB>, keys: ThrottleKeys, nowMs: number): Promise<void> {
  const now = new Date(nowMs).toISOString();
  const countSince = new Date(nowMs - MEMORY_MS).toISOString();
  for (const [key, free] of [
    [keys.account, ACCOUNT_FREE_FAILURES],
    [keys.address, ADDRESS_FREE_FAILURES],
  ] as const) {
    const failures = await countFailure(db, key, now, countSince);
    const lockMs = lockDurationMs(failures, free);
    if (lockMs > 0) await lockThrottle(db, key, new Date(nowMs + lockMs).toISOString());
  }
  await deleteOldThrottles(db, countSince);
}

export async function clearAccountFailures(db: Kysely<DB>, keys: ThrottleKeys): Promise<void> {
  await clearThrottle(db, keys.account);
}
