import { openDatabase } from '../../src/db/database.js';
import { EVENTS_CHANNEL, listenForCommits } from '../../src/db/notifications.js';
import { processIdentity } from '../../src/jobs/process-identity.js';
import { createWebhookDispatcher } from '../../src/webhooks/webhook.dispatcher.js';

/**
 * One process's claiming dispatcher for the processes bench (processes-bench.ts), as `biopermit work`
 * runs it on PostgreSQL but on its event loop (the process does nothing else): its own pool, its own
 * listener, deliveries claimed row by row. Stops at the message `stop`, then sends its totals and CPU.
 */
const url = process.env.BENCH_DATABASE_URL ?? '';
const log = { info() {}, warn() {}, error: (details: object, message: string) => console.error(message, details) };
const database = await openDatabase({ url, requireDurableWrites: true, poolSize: 4 });
const wakeups = listenForCommits(url, EVENTS_CHANNEL, log);
const identity = processIdentity();
const controller = new AbortController();
process.on('message', (message) => {
  if (message === 'stop') controller.abort();
});
process.send?.('ready');
const cpuAtStart = process.cpuUsage();
const totals = await createWebhookDispatcher({
  db: database.db,
  log,
  retryScheduleMs: [0],
  allowPrivateNetworks: true,
  claims: { claimer: identity.newHolder(), hasEnded: () => false },
  wakeups,
}).run(controller.signal);
const cpu = process.cpuUsage(cpuAtStart);
await wakeups.close();
await database.close();
process.send?.({ totals, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.disconnect());
