/**
 * When a delivery is tried (issue 19 §2): the first entry is the first try after the event, each
 * next one the wait after a failed try; after the last, the delivery is `failed`.
 * `WEBHOOK_RETRY_SCHEDULE` overrides it: durations separated by commas, `0s,1s,2s`.
 */
export const DEFAULT_RETRY_SCHEDULE = '0s,5s,5m,30m,2h,5h,10h,10h';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** The schedule in milliseconds, or a message saying what is wrong. */
export function parseRetrySchedule(text: string): number[] | string {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.length > 20) return 'expected 1 to 20 durations separated by commas';
  const delays: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,7})(ms|s|m|h)$/.exec(part);
    if (match === null) return `"${part}" is not a duration like 0s, 500ms, 5m or 2h`;
    delays.push(Number(match[1]) * (UNITS[match[2] as string] as number));
  }
  return delays;
}

/**
 * How long to wait before the next try of a failed one (issue 27 §4), as docs/EVENTS.md states it.
 * The schedule's entry `w` for the try that failed is the longest wait of an ordinary failure, and
 * each wait is jittered ("equal jitter"): drawn from (w/2, w], so the deliveries that failed together
 * when a receiver went down do not all come back at the same instant when it comes up.
 *
 * A receiver that said it is overloaded gets more room: after a timeout, or a 429 without
 * Retry-After, the wait is drawn from (w, 2w] (SLOW_RETRY_FACTOR); after a 429 with Retry-After, it
 * is at least what the receiver asked for, up to RETRY_AFTER_CAP_MS (a receiver cannot park a
 * delivery for ever), and never shorter than the wait without it.
 */

/** How much longer the wait is after a timeout or a 429 than after another failure. */
export const SLOW_RETRY_FACTOR = 2;
/** The longest wait a Retry-After header obtains. */
export const RETRY_AFTER_CAP_MS = 24 * 60 * 60 * 1000;

/** Why a try failed, as far as the wait before the next one is concerned. */
export type FailedTry =
  | { readonly kind: 'failed' }
  | { readonly kind: 'timed_out' }
  | { readonly kind: 'throttled'; readonly retryAfterMs: number | null };

/** A source of numbers in [0, 1), like Math.random (tests give a fixed one). */
export type RandomSource = () => number;

/** A wait drawn from (ms/2, ms]: `random` 0 gives ms itself, values towards 1 approach ms/2. */
export function jitteredWait(ms: number, random: RandomSource): number {
  return ms - Math.floor((random() * ms) / 2);
}

/**
 * The wait before the try after the `attempts`-th has failed, or undefined when the schedule has no
 * entry left (the delivery is then `failed`).
 */
export function retryWaitMs(scheduleMs: readonly number[], attempts: number, failure: FailedTry, random: RandomSource): number | undefined {
  const scheduled = scheduleMs[attempts];
  if (scheduled === undefined) return undefined;
  if (failure.kind === 'failed') return jitteredWait(scheduled, random);
  const slowed = jitteredWait(SLOW_RETRY_FACTOR * scheduled, random);
  if (failure.kind === 'timed_out' || failure.retryAfterMs === null) return slowed;
  return Math.max(slowed, Math.min(failure.retryAfterMs, RETRY_AFTER_CAP_MS));
}

/**
 * A Retry-After header's wait in milliseconds (RFC 9110 §10.2.3: seconds, or an HTTP date read
 * against `nowMs`), or null when absent or unreadable. A date in the past is no wait.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date) || !/[a-z]/i.test(text)) return null;
  return Math.max(0, date - nowMs);
}
