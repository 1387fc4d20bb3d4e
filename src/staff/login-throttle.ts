import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { clearThrottle, countFailure, deleteOldThrottles, findThrottles, lockThrottle } from './staff-session.repository.js';

/**
 * Failed log-ins slow down, then lock, as OWASP's authentication guidance describes, so that the lock
 * cannot be used to keep a user out:
 * - per account **at** an address (the email tried, whether or not a user has it, so the answer says
 *   nothing about which emails exist, with the client address): 4 failures free, then each failure
 *   locks that pair for 30 s, doubling up to 15 minutes. Failures from one address never lock the
 *   user out at another.
 * - per account from anywhere, slower: 49 failures a day free, then each failure locks the account for
 *   5 s, doubling up to 5 minutes: a guesser spread over many addresses is slowed to a few guesses an
 *   hour, and the user waits minutes at worst.
 * - per client address (password spraying over many accounts): 19 free, then 30 s doubling to 15 min.
 * Counted in the database, so every process sees the same counts. Counts are forgotten a day after the
 * last failure; a successful log-in clears the account's counts (not the address's).
 */

export const ACCOUNT_AT_ADDRESS_FREE_FAILURES = 4;
export const ACCOUNT_FREE_FAILURES = 49;
export const ADDRESS_FREE_FAILURES = 19;
const FIRST_LOCK_MS = 30_000;
const LONGEST_LOCK_MS = 15 * 60_000;
const ACCOUNT_FIRST_LOCK_MS = 5_000;
const ACCOUNT_LONGEST_LOCK_MS = 5 * 60_000;
const MEMORY_MS = 24 * 3_600_000;

export interface ThrottleKeys {
  readonly accountAtAddress: string;
  readonly account: string;
  readonly address: string;
}

export function throttleKeys(emailNormalized: string, clientAddress: string): ThrottleKeys {
  return {
    accountAtAddress: `account-at:${emailNormalized} ${clientAddress}`,
    account: `account:${emailNormalized}`,
    address: `address:${clientAddress}`,
  };
}

export function lockDurationMs(failures: number, freeFailures: number, first = FIRST_LOCK_MS, longest = LONGEST_LOCK_MS): number {
  if (failures <= freeFailures) return 0;
  return Math.min(longest, first * 2 ** Math.min(30, failures - freeFailures - 1));
}

/** Refuses with 429 and Retry-After while the account or the address is locked. */
export async function assertNotThrottled(db: Kysely<DB>, keys: ThrottleKeys, nowMs: number): Promise<void> {
  const rows = await findThrottles(db, [keys.accountAtAddress, keys.account, keys.address]);
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
  for (const [key, free, first, longest] of [
    [keys.accountAtAddress, ACCOUNT_AT_ADDRESS_FREE_FAILURES, FIRST_LOCK_MS, LONGEST_LOCK_MS],
    [keys.account, ACCOUNT_FREE_FAILURES, ACCOUNT_FIRST_LOCK_MS, ACCOUNT_LONGEST_LOCK_MS],
    [keys.address, ADDRESS_FREE_FAILURES, FIRST_LOCK_MS, LONGEST_LOCK_MS],
  ] as const) {
    const failures = await countFailure(db, key, now, countSince);
    const lockMs = lockDurationMs(failures, free, first, longest);
    if (lockMs > 0) await lockThrottle(db, key, new Date(nowMs + lockMs).toISOString());
  }
  await deleteOldThrottles(db, countSince);
}

export async function clearAccountFailures(db: Kysely<DB>, keys: ThrottleKeys): Promise<void> {
  await clearThrottle(db, keys.accountAtAddress);
  await clearThrottle(db, keys.account);
}
