import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { KeyEncryption } from '../auth/key-encryption.js';
import { openDatabase } from '../db/database.js';
import { DELIVERIES_CHANNEL, EVENTS_CHANNEL, listenForCommits } from '../db/notifications.js';
import type { JobLogger } from '../jobs/job.types.js';
import { processIdentity } from '../jobs/process-identity.js';
import { traceDeliveriesOnThisThread } from './webhook.delivery-tracing.js';
import type { DeliveryClaims } from './webhook.dispatch-context.js';
import { createWebhookDispatcher } from './webhook.dispatcher.js';
import {
  DISPATCHER_APPLICATION_NAME,
  DISPATCHER_THREAD_POOL_SIZE,
  type DispatcherThreadMessage,
  type DispatcherThreadSettings,
} from './webhook.dispatcher-thread.js';

/**
 * The dispatcher's thread (started by runDispatcherThread, webhook.dispatcher-thread.ts): opens its
 * own pool, dispatches until the process's job posts `stop`, closes the pool, posts its totals and
 * ends. Its log lines go to the process's logger.
 */

const port = parentPort;
if (port === null) throw new Error('webhook.dispatcher-thread.main.ts runs as a worker thread (runDispatcherThread)');
const { settings } = workerData as { settings: DispatcherThreadSettings };
const controller = new AbortController();
port.on('message', (message: unknown) => {
  if (message === 'stop') controller.abort();
});

function send(message: DispatcherThreadMessage): void {
  try {
    port?.postMessage(message);
  } catch {
    // A detail that cannot be copied to the main thread: the line still goes, with the details as text.
    if ('log' in message) port?.postMessage({ ...message, details: { details: String(message.details) } });
  }
}
const log: JobLogger = {
  info: (details, message) => send({ log: 'info', details, message }),
  warn: (details, message) => send({ log: 'warn', details, message }),
  error: (details, message) => send({ log: 'error', details, message }),
};

// Requests first: on Linux a thread has a nice value of its own, and this one's JavaScript (tries,
// signatures, the answers to its queries) yields the cores to the request's thread when both want one
// (an action's p99 with 20 endpoints subscribed x1.0 of its p99 with none, against x1.6 at the
// default priority; bench/README.md). Elsewhere the call would lower the whole process: not made.
if (process.platform === 'linux' && settings.lowerPriority !== false) {
  try {
    os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch (error) {
    log.warn({ err: error }, "webhook dispatcher: could not lower its thread's priority; it runs at the process's");
  }
}

/** This thread's name on the deliveries it claims: its process's, as in the job leases. */
function claimsOf(threadSettings: DispatcherThreadSettings): DeliveryClaims | undefined {
  if (threadSettings.claims === undefined) return undefined;
  const identity = processIdentity({ workerId: threadSettings.claims.workerId });
  return { claimer: identity.newHolder(), hasEnded: (claimer) => identity.hasEnded(claimer) };
}

const database = await openDatabase({
  url: settings.databaseUrl,
  requireDurableWrites: settings.requireDurableWrites,
  preparedStatements: settings.preparedStatements,
  poolSize: settings.poolSize ?? DISPATCHER_THREAD_POOL_SIZE,
  applicationName: DISPATCHER_APPLICATION_NAME,
  onConnectionError: (error) => log.warn({ err: error }, 'webhook dispatcher: a database connection failed; the pool opens another'),
});
// With claims (PostgreSQL, a dispatcher in every process), a commit of new events wakes it at once, and
// so does another process's fan-out (its own found the mark held and did not wait: webhook.fan-out.ts).
const wakeups =
  settings.claims === undefined ? undefined : listenForCommits(settings.databaseUrl, [EVENTS_CHANNEL, DELIVERIES_CHANNEL], log);
let totals: { fannedOut: number; attempts: number };
const stopTracing = await traceDeliveriesOnThisThread(database.db);
try {
  log.info(
    { pool: settings.poolSize ?? DISPATCHER_THREAD_POOL_SIZE, nice: os.getPriority() },
    'webhook dispatcher started on a thread of its own',
  );
  totals = await createWebhookDispatcher({
    db: database.db,
    log,
    retryScheduleMs: settings.retryScheduleMs,
    allowPrivateNetworks: settings.allowPrivateNetworks,
    sealer: new KeyEncryption(settings.signingKeyEncryptionKey),
    idleMs: settings.idleMs,
    outcomeWritesAtOnce: settings.outcomeWritesAtOnce,
    claims: claimsOf(settings),
    wakeups,
  }).run(controller.signal);
} finally {
  await wakeups?.close();
  await stopTracing();
  await database.close();
}
send({ done: totals });
port.close();
