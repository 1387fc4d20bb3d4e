import type { DialectName } from '../src/db/dialect.js';
import type { Part } from './options.js';

export type Target = 'service' | 'bare Fastify route' | 'storage floor (in-process)';

/** One row of the results table. */
export interface Measurement {
  readonly dialect: DialectName;
  readonly part: Part;
  readonly target: Target;
  /** Seeded applications in the database; undefined for the bare route, which has none. */
  readonly applications: number | undefined;
  /** Requests per second, or applications stored per second for the storage floor. */
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly peakRssMiB: number;
  /** Non-2xx responses and connection errors: must be 0 for the row to mean anything. */
  readonly failures: number;
  /** Response body size (service and bare route send the same bytes). */
  readonly responseBytes: number | undefined;
  /** CPU (% of all cores) that processes other than the benchmark's took during the run: it skews a 2-core result. */
  readonly othersCpuPercent: number;
}
