import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createAgency } from '../../src/agencies/agency.service.js';
import { buildApp } from '../../src/app.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { ALL_SCOPES } from '../../src/auth/scopes.js';
import { issueAccessToken } from '../../src/auth/token.service.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { readLogOf } from '../../src/privacy/read-log/read-log.js';
import { aSubmission, SEED_SHAPE } from '../data/submissions.js';
import { machineDescription } from '../report.js';
import { openStaffSession } from '../staff-session.js';

/**
 * `npm run bench:privacy`: what logging staff reads of personal data (issue 21 §1) costs a read. The
 * staff view (`GET /api/v1/staff/applications/{id}`) is read in process (`app.inject`, no sockets: the
 * difference is what is measured), `--concurrency` at a time, with the read log on and with it
 * replaced by a no-op, in turn, `--repeat` rounds each; the medians of each round are reported. SQLite.
 */

const { values } = parseArgs({
  options: {
    reads: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    repeat: { type: 'string', default: '3' },
  },
});
const READS = Number(values.reads);
const CONCURRENCY = Number(values.concurrency);
const REPEAT = Number(values.repeat);
const AGENCY = 'BENCHPRIVACY';

const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-privacy-bench-'));
const databaseUrl = `sqlite://${path.join(directory, 'bench.sqlite')}`;
const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: directory, LOG_LEVEL: 'silent', API_RATE_LIMIT_PER_MINUTE: '0' });
const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: true });
await migrateToLatest(database.db);
const { app, keyRing } = await buildApp(config, database);

try {
  await createAgency(database.db, AGENCY, 'Benchmark agency', OPERATOR_ACTOR);
  const token = await issueAccessToken(keyRing, config.tokens, {
    subject: 'operator',
    agencyCode: AGENCY,
    scopes: ALL_SCOPES,
    ttlSeconds: 600,
  });
  const ids: string[] = [];
  for (let i = 0; i < 50; i++) {
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      payload: aSubmission(i, AGENCY, `BENCH-PRIVACY-${i}`, SEED_SHAPE),
    });
    if (submitted.statusCode !== 201) throw new Error(`submission answered ${submitted.statusCode}: ${submitted.body}`);
    ids.push((submitted.json() as { id: string }).id);
  }
  const cookie = await openStaffSession(databaseUrl);
  const log = readLogOf(database.db);
  const record = log.record.bind(log);

  async function round(logging: boolean): Promise<{ median: number; p99: number; perSecond: number }> {
    log.record = logging ? record : () => {};
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < READS) {
          const id = ids[next++ % ids.length] as string;
          const t0 = performance.now();
          const response = await app.inject({ url: `/api/v1/staff/applications/${id}`, headers: { cookie } });
          latencies.push(performance.now() - t0);
          if (response.statusCode !== 200) throw new Error(`the staff view answered ${response.statusCode}: ${response.body}`);
        }
      }),
    );
    const elapsed = performance.now() - started;
    await log.flush();
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number;
    return { median: at(0.5), p99: at(0.99), perSecond: (READS / elapsed) * 1000 };
  }

  await round(true); // warm-up
  const results: Record<'on' | 'off', { median: number; p99: number; perSecond: number }[]> = { on: [], off: [] };
  for (let i = 0; i < REPEAT; i++) {
    results.off.push(await round(false));
    results.on.push(await round(true));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  const rows = await database.db
    .selectFrom('personal_data_reads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  process.stdout.write(
    `${machineDescription()}\n${READS} staff views per round, ${CONCURRENCY} at a time, ${REPEAT} rounds each, SQLite\n\n`,
  );
  process.stdout.write('| read log | reads/s | median ms | p99 ms |\n|---|---|---|---|\n');
  for (const key of ['off', 'on'] as const) {
    const r = results[key];
    process.stdout.write(
      `| ${key} | ${median(r.map((x) => x.perSecond)).toFixed(0)} | ${median(r.map((x) => x.median)).toFixed(2)} | ${median(r.map((x) => x.p99)).toFixed(2)} |\n`,
    );
  }
  process.stdout.write(`\n${Number(rows.n)} rows in personal_data_reads\n`);
} finally {
  await app.close();
  await database.close();
  await fs.rm(directory, { recursive: true, force: true });
}
