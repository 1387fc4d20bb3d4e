export interface FloorResult {
  readonly applicationsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly applications: number;
  readonly peakRssMiB: number;
  /** CPU time the floor used (its process and, on PostgreSQL, its server processes), for the parent's accounting of other load. */
  readonly cpuSeconds: number;
}

/**
 * Warm-up, then a measured window: transactions count (and their latencies are kept) only when
 * they both start and finish inside the window.
 */
export class MeasuredWindow {
  private readonly start: number;
  private readonly end: number;
  private readonly latencies: number[] = [];
  /** Every transaction committed, warm-up included. */
  committed = 0;

  constructor(
    warmupSeconds: number,
    private readonly durationSeconds: number,
  ) {
    this.start = performance.now() + warmupSeconds * 1000;
    this.end = this.start + durationSeconds * 1000;
  }

  get open(): boolean {
    return performance.now() < this.end;
  }

  record(startedAt: number, finishedAt: number): void {
    this.committed += 1;
    if (startedAt >= this.start && finishedAt <= this.end) this.latencies.push(finishedAt - startedAt);
  }

  result(peakRssMiB: number, cpuSeconds: number): FloorResult {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
    return {
      applicationsPerSecond: sorted.length / this.durationSeconds,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      applications: sorted.length,
      peakRssMiB,
      cpuSeconds,
    };
  }
}
