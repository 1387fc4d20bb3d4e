/** The one timestamp format stored and returned: ISO 8601, UTC, milliseconds. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function toUtcIso(value: string): string {
  return new Date(value).toISOString();
}

/**
 * Waits `ms`, or less: until `signal` aborts, or until the caller calls the `wake` it is handed (a worker
 * idling between polls that new work can cut short). Never rejects: an abort just ends the wait.
 */
export function pause(ms: number, signal: AbortSignal, onWake?: (wake: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener('abort', done, { once: true });
    onWake?.(done);
  });
}
