import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { KeyEncryption } from '../../src/auth/key-encryption.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { transparencyLogJob } from '../../src/transparency-log/transparency-log.job.js';
import { integratePendingEntries, publishCheckpoint } from '../../src/transparency-log/transparency-log.service.js';
import { biopermit } from './cli-in-process.js';
import type { TestApp } from './test-app.js';

/** What the `transparency-log` job does, now: number the pending entries, sign a checkpoint (even a fresh one). */
export async function runLogJob(t: TestApp): Promise<{ size: number; note: string }> {
  await integratePendingEntries(t.database.db);
  const origin = t.config.transparencyLog.origin;
  if (origin === undefined) throw new Error('the test app has no log origin: give it PUBLIC_BASE_URL');
  return publishCheckpoint(t.database.db, { origin, sealer: new KeyEncryption(t.config.tokens.signingKeyEncryptionKey), maxAgeMs: 0 });
}

/** `fetch` answered by the app itself (inject), for the verifier without a listening socket. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL) => {
    const url = new URL(String(input));
    const response = await app.inject({ url: `${url.pathname}${url.search}` });
    return new Response(response.statusCode === 304 ? null : new Uint8Array(response.rawPayload), { status: response.statusCode });
  }) as typeof fetch;
}

/** The log's entries as stored, by index. */
export async function logEntries(t: TestApp): Promise<{ idx: number; entry: Record<string, unknown> }[]> {
  const rows = await t.database.db.selectFrom('transparency_log_entries').select(['idx', 'entry']).orderBy('idx').execute();
  return rows.map((row) => ({ idx: Number(row.idx), entry: JSON.parse(row.entry) as Record<string, unknown> }));
}

let schedulerClock = Date.now();

/**
 * One run of the `transparency-log` job as the service registers it (the app's origin and witnesses), by a
 * scheduler whose clock moved on past its interval; returns the summary the run recorded.
 */
export async function runScheduledLogJob(t: TestApp): Promise<Record<string, unknown>> {
  schedulerClock += 60_000;
  const at = schedulerClock;
  const silent = { info() {}, warn() {}, error() {} };
  const scheduler = createScheduler({ db: t.database.db, log: silent, tickMs: 1000, now: () => at });
  scheduler.register(
    transparencyLogJob({
      origin: t.config.transparencyLog.origin,
      sealer: new KeyEncryption(t.config.tokens.signingKeyEncryptionKey),
      witnesses: t.config.transparencyLog.witnesses,
    }),
  );
  await scheduler.runDueJobs();
  const run = await t.database.db
    .selectFrom('job_runs')
    .select(['outcome', 'details', 'error'])
    .where('job', '=', 'transparency-log')
    .orderBy('started_at', 'desc')
    .executeTakeFirstOrThrow();
  if (run.outcome !== 'succeeded') throw new Error(`the transparency-log job ${run.outcome}: ${run.error}`);
  return JSON.parse(run.details ?? '{}') as Record<string, unknown>;
}

/** What a verifier of the log said: its exit code and everything it printed. */
export interface VerifierOutcome {
  readonly code: number;
  readonly output: string;
}

const VERIFY_SCRIPT = path.resolve(import.meta.dirname, '..', '..', 'scripts', 'verify-permit-log.mjs');
const run = promisify(execFile);

/** The standalone verifier (scripts/verify-permit-log.mjs, nothing of the service's code) on the log at `url`. */
export async function verifyLogWithScript(url: string, state: string, ...extra: string[]): Promise<VerifierOutcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [VERIFY_SCRIPT, url, '--state', state, ...extra]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** `biopermit log verify` on the log at `url`. */
export async function verifyLogWithCli(t: TestApp, url: string, state: string, ...extra: string[]): Promise<VerifierOutcome> {
  const result = await biopermit(t.config.databaseUrl, 'log', 'verify', url, '--state', state, ...extra);
  return { code: result.code, output: result.stdout + result.stderr };
}
