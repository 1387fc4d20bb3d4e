import { Worker } from 'node:worker_threads';
import type { DialectName } from '../../src/db/dialect.js';
import type { BatchRequest, BatchResult } from './row-worker.js';
import type { ChainEnd } from './schema.js';

const BATCH = 1_000;

/**
 * Worker threads run TypeScript only if tsx registers itself inside them: a worker does not
 * inherit the parent's loader on Node 20.
 */
function tsWorker(file: URL): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}

/**
 * The insert statements of `total` seeded applications, batch by batch and in order, generated
 * by `workers` threads that keep a few batches ahead of the consumer. Their audit rows chain on from
 * `chain`: one audit row per application, so with one worker only (it carries the chain along).
 */
export async function* seedBatches(dialect: DialectName, total: number, workers: number, chain: ChainEnd): AsyncGenerator<BatchResult> {
  const pool = Array.from({ length: workers }, () => tsWorker(new URL('./row-worker.ts', import.meta.url)));
  // Each worker answers its requests in order, so a queue of callbacks per worker pairs them up.
  type Waiter = { resolve: (result: BatchResult) => void; reject: (error: unknown) => void };
  const waiting = pool.map(() => [] as Waiter[]);
  pool.forEach((worker, w) => {
    worker.on('message', (result: BatchResult) => waiting[w]?.shift()?.resolve(result));
    worker.once('error', (error) => {
      for (const waiter of waiting[w]?.splice(0) ?? []) waiter.reject(error);
    });
  });

  const request = (from: number): Promise<BatchResult> => {
    const w = (from / BATCH) % workers;
    const worker = pool[w];
    if (worker === undefined) throw new Error(`no worker ${w}`);
    const result = new Promise<BatchResult>((resolve, reject) => waiting[w]?.push({ resolve, reject }));
    const message: BatchRequest = { dialect, from, to: Math.min(from + BATCH, total), total, chain };
    worker.postMessage(message);
    return result;
  };

  try {
    const ahead = 2 * workers;
    const pending: Promise<BatchResult>[] = [];
    let nextFrom = 0;
    while (nextFrom < total || pending.length > 0) {
      while (nextFrom < total && pending.length < ahead) {
        pending.push(request(nextFrom));
        nextFrom += BATCH;
      }
      const next = pending.shift();
      if (next !== undefined) yield await next;
    }
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
