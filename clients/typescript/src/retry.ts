import { retryAfterSeconds } from './errors.js';

/**
 * When to send a request again. Every operation of the service may be repeated safely: reads change
 * nothing, and a submission is idempotent on (sourceAgencyCode, sourceAgencyApplicationNumber), so
 * a repeat after a lost answer returns the application the first attempt stored (200), never a second.
 */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** First wait when the service gives no Retry-After; doubled at each further attempt. */
  readonly baseDelayMs: number;
  /** No wait is longer, Retry-After included. */
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 30_000 };

/** 429 (over quota), 502/503/504 (not reachable now) and 500 (a fault that may not recur) are worth another try. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** How long to wait before attempt `attempt + 1`: the service's Retry-After, or a growing wait with jitter. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, response?: Response): number {
  const told = response === undefined ? undefined : retryAfterSeconds(response);
  const delay = told !== undefined ? told * 1000 : policy.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
  return Math.min(policy.maxDelayMs, Math.round(delay));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
