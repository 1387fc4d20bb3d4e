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
