/**
 * Processing times against the legal clock (RA 11032) for the national report: how many working
 * days decisions took (the median, the 90th percentile) and how many came by their due date.
 */

export interface Decision {
  readonly applicationType: string;
  readonly workingDays: number;
  /** Decided after its due date (the clock's state stayed `overdue`, as the dashboard counts it). */
  readonly overLimit: boolean;
}

/** The median; for an even count the mean of the two middle values. Null for none. */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The nearest-rank percentile: the smallest value with at least `percent` % of the values at or below it. */
export function percentile(sorted: readonly number[], percent: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] as number;
}

function timesOf(decisions: readonly Decision[]) {
  const days = decisions.map((decision) => decision.workingDays).sort((a, b) => a - b);
  const overLimit = decisions.filter((decision) => decision.overLimit).length;
  return {
    decided: decisions.length,
    medianWorkingDays: median(days),
    p90WorkingDays: percentile(days, 90),
    withinLimit: decisions.length - overLimit,
    overLimit,
  };
}

export function decisionTimesOf(decisions: readonly Decision[], limitOf: (applicationType: string) => number) {
  const types = [...new Set(decisions.map((decision) => decision.applicationType))].sort((a, b) => a.localeCompare(b));
  return {
    ...timesOf(decisions),
    byApplicationType: types.map((applicationType) => ({
      applicationType,
      limitWorkingDays: limitOf(applicationType),
      ...timesOf(decisions.filter((decision) => decision.applicationType === applicationType)),
    })),
  };
}
