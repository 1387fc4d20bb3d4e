/**
 * A process of its own for test/jobs/scheduler.processes.test.ts: the real scheduler on DATABASE_URL
 * with one job, `proof`, that records each run in the table scheduler_proof (made by the test):
 * who ran it, the slot it was due for, when it started and when it finished. Prints "ready" once
 * started; on SIGTERM stops the scheduler, closes the database and exits 0.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { createScheduler } from '../../src/jobs/scheduler.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

const holder = env('HOLDER');
const database = await openDatabase({ url: env('DATABASE_URL'), requireDurableWrites: true, poolSize: 2 });
const log = {
  info: (details: object, message: string) => process.stderr.write(`${JSON.stringify({ holder, message, ...details })}\n`),
  warn: (details: object, message: string) => process.stderr.write(`${JSON.stringify({ holder, level: 'warn', message, ...details })}\n`),
  error: (details: object, message: string) => process.stderr.write(`${JSON.stringify({ holder, level: 'error', message, ...details })}\n`),
};
const scheduler = createScheduler({ db: database.db, log, tickMs: Number(env('TICK_MS')), holder });
scheduler.register({
  name: 'proof',
  intervalMs: Number(env('INTERVAL_MS')),
  leaseMs: Number(env('LEASE_MS')),
  async run({ db, runId, scheduledAt, signal }) {
    const now = () => new Date().toISOString();
    await sql`insert into scheduler_proof (run_id, holder, scheduled_at, started_at) values (${runId}, ${holder}, ${scheduledAt}, ${now()})`.execute(
      db,
    );
    let completed = false;
    try {
      await sleep(Number(env('RUN_MS')), undefined, { signal });
      completed = true;
    } finally {
      await sql`update scheduler_proof set finished_at = ${now()}, completed = ${completed ? 1 : 0} where run_id = ${runId}`.execute(db);
    }
    return { holder };
  },
});
await scheduler.start();
process.stdout.write('ready\n');

process.once('SIGTERM', () => {
  void (async () => {
    await scheduler.stop();
    await database.close();
    process.exit(0);
  })();
});
