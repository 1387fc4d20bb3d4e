import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../src/db/database.js';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';

/**
 * `--dispatcher-thread`: the events bench's dispatcher on an event loop of its own (a worker thread,
 * with its own connection pool of `poolSize`), so that none of its callbacks run between the awaited
 * queries of the action measured on the main thread. Started with tsx's loader; stops when the main
 * thread posts `stop`, then posts its totals.
 */
const options = workerData as { url: string; poolSize: number; outcomeWritesAtOnce?: number };
const silent = { info() {}, warn() {}, error() {} };
const database = await openDatabase({ url: options.url, requireDurableWrites: true, poolSize: options.poolSize });
const controller = new AbortController();
parentPort?.on('message', (message: string) => {
  if (message === 'stop') controller.abort();
});
const totals = await createWebhookDispatcher({
  db: database.db,
  log: silent,
  retryScheduleMs: [0, 1000],
  allowPrivateNetworks: true,
  idleMs: 10,
  ...(options.outcomeWritesAtOnce === undefined ? {} : { outcomeWritesAtOnce: options.outcomeWritesAtOnce }),
}).run(controller.signal);
await database.close();
parentPort?.postMessage({ totals });
parentPort?.close();
