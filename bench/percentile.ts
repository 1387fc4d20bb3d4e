/**
 * The nearest-rank percentile of sorted samples (`p` in percent, 0-100): the smallest sample with at
 * least p% of the samples at or below it. NaN when there are none. One definition for every bench, so
 * their p50 and p99 columns compare.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
