import { runDispatcherThread } from '../../src/webhooks/webhook.dispatcher-thread.js';

/**
 * One process's claiming dispatcher for the processes bench (processes-bench.ts), as `biopermit work`
 * runs it on PostgreSQL: on a thread of its own (runDispatcherThread), compiled by bin/compile-cache.js
 * like the service's, with its own pool and listener, deliveries claimed row by row; the process does
 * nothing else. Run through tsx instead, the dispatcher's code paid for tsx's kept function names (a
 * property defined on every closure a try makes): more CPU than the service spends.
 * Says `ready` once the thread has started, answers the message `cpu` with the CPU of the whole process
 * (every thread) since then, stops at the message `stop`, then sends its totals and that CPU.
 */
const url = process.env.BENCH_DATABASE_URL ?? '';
const controller = new AbortController();
process.on('message', (message) => {
  if (message === 'stop') controller.abort();
  if (message === 'cpu') process.send?.({ cpuMs: cpuMsSinceReady() });
});
let cpuAtStart = process.cpuUsage();
function cpuMsSinceReady(): number {
  const cpu = process.cpuUsage(cpuAtStart);
  return (cpu.user + cpu.system) / 1000;
}
const log = {
  info(_details: object, message: string) {
    if (!message.startsWith('webhook dispatcher started')) return;
    cpuAtStart = process.cpuUsage();
    process.send?.('ready');
  },
  warn: (details: object, message: string) => console.error(message, details),
  error: (details: object, message: string) => console.error(message, details),
};
const totals = await runDispatcherThread(
  {
    databaseUrl: url,
    requireDurableWrites: true,
    preparedStatements: true,
    retryScheduleMs: [0],
    allowPrivateNetworks: true,
    signingKeyEncryptionKey: undefined,
    claims: { workerId: undefined },
  },
  log,
  controller.signal,
);
process.send?.({ totals, cpuMs: cpuMsSinceReady() }, () => process.disconnect());
