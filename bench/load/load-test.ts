import autocannon from 'autocannon';
import { percentile } from '../percentile.js';
import { CpuAccounting } from './cpu-accounting.js';

export interface RequestSpec {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Told each response to this request (e.g. to keep the ETag a later request sends as If-Match). */
  readonly onResponse?: (status: number, headers: Readonly<Record<string, string>>) => void;
}

export interface LoadSettings {
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  /** Measured runs after the one warm-up; the median run (by req/s) is reported. */
  readonly repeat: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Responses that were not 2xx, and connection errors or timeouts: any of these voids the run. */
  readonly failures: number;
  readonly statusCodes: Readonly<Record<string, number>>;
  /** CPU (% of all cores) taken by processes other than the benchmark's during the measured runs. */
  readonly othersCpuPercent: number;
}

/** autocannon calls a request's `onResponse` with the response's headers; its type declarations omit it. */
type RequestWithResponseHook = autocannon.Request & {
  onResponse(status: number, body: string, context: Record<string, unknown>, headers?: Record<string, string>): void;
};

function requestsOf(next: () => RequestSpec): autocannon.Request[] {
  const request: RequestWithResponseHook = {
    setupRequest: (request, context) => {
      const spec = next();
      // autocannon resets the context before each request of a one-request cycle: it holds this request's spec only.
      (context as { spec?: RequestSpec }).spec = spec;
      return {
        ...request,
        method: spec.method,
        path: spec.path,
        headers: { ...request.headers, ...spec.headers },
        body: spec.body ?? '',
      };
    },
    onResponse: (status, _body, context, headers) => {
      (context as { spec?: RequestSpec }).spec?.onResponse?.(status, headers ?? {});
    },
  };
  return [request];
}

/** One measured autocannon run. */
async function measure(
  baseUrl: string,
  next: () => RequestSpec,
  connections: number,
  seconds: number,
): Promise<Omit<LoadResult, 'othersCpuPercent'>> {
  const latencies: number[] = [];
  const run = autocannon({ url: baseUrl, connections, timeout: 10, duration: seconds, requests: requestsOf(next) });
  run.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTimeMs: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await run;
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]));
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    statusCodes,
  };
}

/** A server under load: where it listens, its process, and what to ask it. */
export interface LoadTarget {
  readonly baseUrl: string;
  readonly pid: number;
  readonly next: () => RequestSpec;
}

/**
 * Warm-up, then `repeat` measured autocannon runs against each target; every request comes from
 * the target's `next`. Several targets are loaded in turn — a warm-up each, then rounds of one
 * measured run each — so that a change in the machine's speed during the runs (this VM's has moved
 * by half within minutes) weighs on all of them alike: the aims compare the service with the bare
 * route. Latencies are recorded per response in full precision (autocannon's own histogram rounds
 * to whole milliseconds, too coarse for sub-millisecond medians). Returns each target's median run,
 * with the failures of all its runs.
 */
export async function runLoadInTurn(targets: readonly LoadTarget[], settings: LoadSettings): Promise<LoadResult[]> {
  if (settings.warmupSeconds > 0) {
    for (const target of targets) await measure(target.baseUrl, target.next, settings.connections, settings.warmupSeconds);
  }
  const accounting = new CpuAccounting(targets.map((target) => target.pid));
  const runs = targets.map((): Omit<LoadResult, 'othersCpuPercent'>[] => []);
  for (let i = 0; i < settings.repeat; i++) {
    for (const [t, target] of targets.entries()) {
      runs[t]?.push(await measure(target.baseUrl, target.next, settings.connections, settings.durationSeconds));
    }
  }
  const othersCpuPercent = accounting.othersPercent();
  return runs.map((targetRuns) => {
    const median = [...targetRuns].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(targetRuns.length / 2)];
    if (median === undefined) throw new Error('no measured run');
    return { ...median, failures: targetRuns.reduce((sum, run) => sum + run.failures, 0), othersCpuPercent };
  });
}
