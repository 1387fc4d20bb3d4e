import { parseArgs } from 'node:util';
import type { DialectName } from '../src/db/dialect.js';

export const PARTS = ['submit', 'detail', 'list', 'workqueue', 'search'] as const;
export type Part = (typeof PARTS)[number];

export interface BenchOptions {
  readonly dialects: readonly DialectName[];
  readonly parts: readonly Part[];
  /** Database sizes, ascending: list and detail are measured at each, submit at the largest. */
  readonly sizes: readonly number[];
  readonly connections: number;
  readonly warmupSeconds: number;
  readonly durationSeconds: number;
  readonly repeat: number;
  readonly postgresUrl: string;
  readonly reseed: boolean;
  readonly clean: boolean;
  readonly maxQuietWaitSeconds: number;
}

export const USAGE = `npm run bench -- [options]

  --db sqlite|postgres|all     databases to measure (default all)
  --only submit,detail,list,workqueue,search
                               parts to run (default all); submit includes the storage floor
  --applications N[,N…]        seeded sizes (default 10000,1000000); submit runs at the largest
  --duration S                 measured seconds per run (default 10)
  --warmup S                   warm-up seconds per run (default 3)
  --repeat N                   measured runs after each warm-up; the median is reported (default 1)
  --connections N              autocannon connections (default 50)
  --postgres-url URL           server for the bench databases (default $BENCH_POSTGRES_URL or
                               postgres://postgres@127.0.0.1:5432/postgres)
  --reseed                     seed again even if a seeded database exists
  --quiet-wait S               wait up to S seconds for other load to settle before each run (default 60)
  --clean                      drop the seeded databases of these sizes and exit
  --help`;

function positive(name: string, raw: string): number {
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} expects a positive whole number, got "${raw}"`);
  return value;
}

function listOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T[] {
  const values = raw.split(',').map((v) => v.trim());
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value)) throw new Error(`--${name}: "${value}" is not one of ${allowed.join(', ')}`);
  }
  return values as T[];
}

/** Parses the command line; undefined when only help was asked for. */
export function parseOptions(argv: readonly string[]): BenchOptions | undefined {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      db: { type: 'string', default: 'all' },
      only: { type: 'string', default: PARTS.join(',') },
      applications: { type: 'string', default: '10000,1000000' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      repeat: { type: 'string', default: '1' },
      'postgres-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
      reseed: { type: 'boolean', default: false },
      'quiet-wait': { type: 'string', default: '60' },
      clean: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return undefined;
  const postgresUrl = values['postgres-url'];
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(postgresUrl).hostname)) {
    throw new Error('--postgres-url: the benchmark only targets this machine (127.0.0.1)');
  }
  return {
    dialects: values.db === 'all' ? ['sqlite', 'postgres'] : listOf('db', values.db, ['sqlite', 'postgres'] as const),
    parts: listOf('only', values.only, PARTS),
    sizes: values.applications
      .split(',')
      .map((raw) => positive('applications', raw))
      .sort((a, b) => a - b),
    connections: positive('connections', values.connections),
    warmupSeconds: Number(values.warmup),
    durationSeconds: positive('duration', values.duration),
    repeat: positive('repeat', values.repeat),
    postgresUrl,
    reseed: values.reseed,
    clean: values.clean,
    maxQuietWaitSeconds: Number(values['quiet-wait']),
  };
}
