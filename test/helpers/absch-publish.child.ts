/**
 * A process of its own for test/absch/absch-publication.crash.test.ts: the service's `absch-publish`
 * job, as `serve` registers it (abschJobs, the real scheduler and job lease, the blob store and the
 * Clearing-House account from the environment: DATABASE_URL, DATA_DIR, ABSCH_*), run once with the
 * scheduler's clock at NOW (an ISO time; the test moves it on between runs, as the job's lease and
 * backoff count in that clock). Prints one line of JSON with the run's outcome, then exits 0; a test
 * may kill it with SIGKILL at any point before.
 */

import { abschJobs } from '../../src/absch/absch.jobs.js';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { openBlobStore } from '../../src/blobs/open-blob-store.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createScheduler } from '../../src/jobs/scheduler.js';

const now = Date.parse(process.env.NOW ?? '');
if (Number.isNaN(now)) throw new Error('NOW is not an ISO time');
const config = loadConfig(process.env);
if (config.absch === undefined) throw new Error('ABSCH_EMAIL and ABSCH_PASSWORD are not set');
const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: config.requireDurableWrites, poolSize: 2 });
const store = openBlobStore(config.files);
const log = {
  info: (details: object, message: string) => process.stderr.write(`${JSON.stringify({ message, ...details })}\n`),
  warn: (details: object, message: string) => process.stderr.write(`${JSON.stringify({ level: 'warn', message, ...details })}\n`),
  error: (details: object, message: string) => process.stderr.write(`${JSON.stringify({ level: 'error', message, ...details })}\n`),
};
const publish = abschJobs({ config: config.absch, store, log, actions: ACTION_REGISTRY }).find((job) => job.name === 'absch-publish');
if (publish === undefined) throw new Error('no absch-publish job');
const scheduler = createScheduler({ db: database.db, log, tickMs: 1000, now: () => now, holder: `absch-publish-child-${process.pid}` });
scheduler.register(publish);
await scheduler.runDueJobs();
const run = await database.db
  .selectFrom('job_runs')
  .select(['holder', 'outcome', 'error', 'details'])
  .where('job', '=', 'absch-publish')
  .where('holder', '=', scheduler.holder)
  .executeTakeFirst();
process.stdout.write(`${JSON.stringify(run ?? null)}\n`);
await store.close();
await database.close();
process.exit(0);
