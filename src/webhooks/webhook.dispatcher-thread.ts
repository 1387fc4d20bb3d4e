import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobLogger } from '../jobs/job.types.js';
import { pause } from '../shared/time.js';

/**
 * The webhook dispatcher on a thread of its own (PostgreSQL; docs/EVENTS.md), so that its callbacks
 * — tries ending, signatures, its queries' answers — never run between the awaited queries of a
 * request. On the request's event loop, an action on PostgreSQL took about twice as long while the
 * dispatcher delivered its event to 20 endpoints (bench/README.md, *Events and webhooks*); each of the
 * action's queries resumed behind the dispatcher's work. The thread has its own event loop and its own
 * small connection pool; the process's scheduler still holds the `webhook-dispatch` lease, so one
 * dispatcher runs at a time across processes as before, and the thread ends with the job's run (the
 * process stopping, the lease lost) or with the process (kill -9 takes every thread with it).
 */

/** What the thread needs to open the database and dispatch; plain data, copied to the thread. */
export interface DispatcherThreadSettings {
  readonly databaseUrl: string;
  readonly requireDurableWrites: boolean;
  readonly preparedStatements: boolean;
  readonly retryScheduleMs: readonly number[];
  readonly allowPrivateNetworks: boolean;
  /** SIGNING_KEY_ENCRYPTION_KEY: the thread opens the sealed secrets with it. */
  readonly signingKeyEncryptionKey: string | undefined;
  /** The bench's settings (DispatcherOptions); the service leaves them to their defaults. */
  readonly idleMs?: number;
  readonly outcomeWritesAtOnce?: number;
  readonly poolSize?: number;
  /** false: the thread keeps the process's priority (the bench compares); on Linux it is lowered by default. */
  readonly lowerPriority?: boolean;
  /**
   * Claim deliveries row by row, beside other processes' dispatchers (PostgreSQL: every process that
   * runs the work sends webhooks; webhook-claims.repository.ts), named after WORKER_ID when set.
   */
  readonly claims?: { readonly workerId: string | undefined };
}

/** What the thread sends back: its log lines, then, once stopped, its totals. */
export type DispatcherThreadMessage =
  | { readonly log: 'info' | 'warn' | 'error'; readonly details: object; readonly message: string }
  | { readonly done: { fannedOut: number; attempts: number } };

/** The thread's connections: the fan-out or the due deliveries, and the outcomes written at once (OUTCOME_WRITES_AT_ONCE). */
export const DISPATCHER_THREAD_POOL_SIZE = 3;
/** How the thread's connections are named in pg_stat_activity. */
export const DISPATCHER_APPLICATION_NAME = 'biopermit webhook-dispatch';

const root = path.resolve(import.meta.dirname, '..', '..');
const ENTRY = 'src/webhooks/webhook.dispatcher-thread.main.ts';

/**
 * The thread's first code. The service runs from a bundle (bin/compile-cache.js), whose modules all
 * live in one file: the thread's entry gets a bundle of its own from the same cache (compiled once
 * per version of the sources, kept beside the service's), or runs through tsx where build/ cannot be
 * written, like the service itself.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.compileCache)
  .then(({ compiledModule }) => compiledModule(workerData.root, workerData.entry))
  .then((url) => import(url));
`;

/**
 * Runs the dispatcher in a new thread until `signal` aborts; resolves with its totals once it has
 * stopped (its tries under way abandoned, their deliveries still due) and closed its connections.
 * Rejects when the thread fails (it cannot reach the database, say): the job's run fails, and the
 * scheduler runs it again.
 */
export function runDispatcherThread(
  settings: DispatcherThreadSettings,
  log: JobLogger,
  signal: AbortSignal,
): Promise<{ fannedOut: number; attempts: number }> {
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    name: 'webhook-dispatch',
    workerData: { compileCache: pathToFileURL(path.join(root, 'bin', 'compile-cache.js')).href, root, entry: ENTRY, settings },
  });
  return new Promise((resolve, reject) => {
    let totals: { fannedOut: number; attempts: number } | undefined;
    let failure: unknown;
    const stop = () => worker.postMessage('stop');
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    worker.on('message', (message: DispatcherThreadMessage) => {
      if ('done' in message) totals = message.done;
      else log[message.log](message.details, message.message);
    });
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) => {
      signal.removeEventListener('abort', stop);
      if (totals !== undefined) resolve(totals);
      else reject(failure ?? new Error(`the webhook dispatcher's thread ended (exit code ${code}) before it was stopped`));
    });
  });
}

/** Seconds before a dispatcher thread that failed (the database away, say) is started again. */
const RESTART_AFTER_MS = 5_000;

/**
 * The claiming dispatcher (PostgreSQL): held by no lease, it runs in every process that runs the work,
 * from the start of the work to its stop, on a thread of its own started again if it fails.
 */
export function keepClaimingDispatcherRunning(settings: DispatcherThreadSettings, log: JobLogger): { stop(): Promise<void> } {
  const controller = new AbortController();
  const running = (async () => {
    while (!controller.signal.aborted) {
      try {
        const totals = await runDispatcherThread(settings, log, controller.signal);
        log.info(totals, 'webhook dispatcher stopped');
      } catch (error) {
        log.error({ err: error }, `webhook dispatcher failed; starting it again in ${RESTART_AFTER_MS / 1000} s`);
        await pause(RESTART_AFTER_MS, controller.signal);
      }
    }
  })();
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
