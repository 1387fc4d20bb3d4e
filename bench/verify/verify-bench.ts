import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { createAgency } from '../../src/agencies/agency.service.js';
import { buildApp } from '../../src/app.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { OPERATOR_ACTOR, type StaffActor } from '../../src/auth/actor.js';
import { ALL_SCOPES } from '../../src/auth/scopes.js';
import { issueAccessToken } from '../../src/auth/token.service.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { signPermitLink } from '../../src/permits/verify-link.js';
import { createSettingsReader } from '../../src/settings/settings.cache.js';
import { newId } from '../../src/shared/ids.js';
import { takeAction } from '../../src/workflow/workflow.engine.js';
import { startBareServer } from '../bare/bare-server.js';
import { aSubmission, SEED_SHAPE } from '../data/submissions.js';
import { captureResponse } from '../load/capture.js';
import { type LoadResult, type RequestSpec, runLoadInTurn } from '../load/load-test.js';
import { type ServerProcess, startServerProcess } from '../processes/server-process.js';
import { machineDescription } from '../report.js';

/**
 * `npm run bench:verify`: the public verification link of a permit (`GET /verify/{permitNo}?s=…`),
 * as JSON and as the HTML page, beside the bare route (a Fastify route in its own process that sends
 * the very bytes the service answered, and does nothing else), loaded in turn in the same run. Each
 * request checks the Ed25519 signature, reads the permit and its application, and renders the answer.
 * The service runs as `biopermit serve` on SQLite, its verify rate limit off (the load comes from one
 * address far past any sane limit).
 */

const USAGE = `npm run bench:verify -- [--connections C] [--duration S] [--repeat N]
  --connections C   concurrent connections (default 20)
  --duration S      measured seconds per run, after a 3 s warm-up of each server (default 10)
  --repeat N        measured runs per server, in turn; the median is reported (default 3)`;

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '10' },
    repeat: { type: 'string', default: '3' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const PUBLIC_BASE_URL = 'https://permits.bench.example.ph';
const AGENCY = 'BENCHVERIFY';

/** One issued permit, made in process as the workflow makes it; returns the path and query of its verification link. */
async function issuedPermitLink(env: Record<string, string>): Promise<string> {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url: config.databaseUrl, requireDurableWrites: true });
  try {
    await migrateToLatest(database.db);
    const { app, keyRing, permits } = await buildApp(config, database);
    try {
      await createAgency(database.db, AGENCY, 'Benchmark agency', OPERATOR_ACTOR);
      const token = await issueAccessToken(keyRing, config.tokens, {
        subject: 'operator',
        agencyCode: AGENCY,
        scopes: ALL_SCOPES,
        ttlSeconds: 600,
      });
      const submitted = await app.inject({
        method: 'POST',
        url: '/api/v1/external/application',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        payload: aSubmission(0, AGENCY, 'BENCH-VERIFY-1', SEED_SHAPE),
      });
      if (submitted.statusCode !== 201) throw new Error(`submission answered ${submitted.statusCode}: ${submitted.body}`);
      const { id } = submitted.json() as { id: string };
      const approver: StaffActor = {
        kind: 'staff',
        id: newId(),
        email: 'approver@bench.example.ph',
        name: 'Bench Approver',
        roles: new Set(['approver']),
        agencyCodes: null,
        sessionId: newId(),
      };
      // Approved through the one write path, with the journal entry the workflow derives the status from.
      await changeApplication(database.db, {
        observers: ACTION_REGISTRY.observers,
        applicationId: id,
        actor: approver,
        role: 'approver',
        decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved', decided_at: new Date().toISOString() } }),
      });
      await takeAction(
        { db: database.db, actions: ACTION_REGISTRY, settings: createSettingsReader(database.db), permits },
        { applicationId: id, action: 'issue', fields: {}, actor: approver },
      );
      const permit = await database.db
        .selectFrom('permits')
        .select(['id', 'permit_no'])
        .where('application_id', '=', id)
        .executeTakeFirstOrThrow();
      const link = new URL(await signPermitLink(keyRing, PUBLIC_BASE_URL, { permitNo: permit.permit_no, permitId: permit.id }));
      return `${link.pathname}${link.search}`;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

interface Row {
  readonly name: string;
  readonly service: LoadResult;
  readonly bare: LoadResult;
  readonly bytes: number;
}

async function measure(server: ServerProcess, name: string, spec: RequestSpec): Promise<Row> {
  const sample = await captureResponse(server.baseUrl, spec, '/bare/verify');
  const bare = await startBareServer(sample);
  try {
    const [service, bareResult] = await runLoadInTurn(
      [
        { baseUrl: server.baseUrl, pid: server.pid, next: () => spec },
        { baseUrl: bare.baseUrl, pid: bare.pid, next: () => ({ method: 'GET', path: '/bare/verify', headers: spec.headers }) },
      ],
      {
        connections: Number(values.connections),
        warmupSeconds: 3,
        durationSeconds: Number(values.duration),
        repeat: Number(values.repeat),
      },
    );
    if (service === undefined || bareResult === undefined) throw new Error('no result');
    return { name, service, bare: bareResult, bytes: Buffer.byteLength(sample.body) };
  } finally {
    await bare.stop();
  }
}

function table(rows: readonly Row[]): string {
  const lines = [
    '| answer | server | req/s | p50 ms | p99 ms | failures | service / bare (req/s) | bytes |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { name, service, bare, bytes } of rows) {
    const ratio = `${((service.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`;
    lines.push(
      `| ${name} | service | ${service.requestsPerSecond.toFixed(0)} | ${service.p50Ms.toFixed(2)} | ${service.p99Ms.toFixed(2)} | ${service.failures} | ${ratio} | ${bytes} |`,
      `| ${name} | bare route, same bytes | ${bare.requestsPerSecond.toFixed(0)} | ${bare.p50Ms.toFixed(2)} | ${bare.p99Ms.toFixed(2)} | ${bare.failures} | | |`,
    );
  }
  return lines.join('\n');
}

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-bench-verify-'));
try {
  const env = { DATABASE_URL: `sqlite:${path.join(dir, 'verify.db')}`, DATA_DIR: path.join(dir, 'data'), PUBLIC_BASE_URL };
  const link = await issuedPermitLink(env);
  const server = await startServerProcess(
    ['bin/biopermit.js', 'serve'],
    { ...env, LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '0', VERIFY_RATE_LIMIT_PER_MINUTE: '0', METRICS_PORT: 'off' },
    '/readyz',
  );
  const rows: Row[] = [];
  try {
    rows.push(await measure(server, 'JSON', { method: 'GET', path: link, headers: { accept: 'application/json' } }));
    rows.push(await measure(server, 'HTML page', { method: 'GET', path: link, headers: { accept: 'text/html' } }));
  } finally {
    await server.stop();
  }
  process.stdout.write(
    [
      `Run ${new Date().toISOString()} on ${machineDescription()}`,
      `Command: npm run bench:verify -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
      `${values.connections} connections; ${values.repeat} × ${values.duration} s per server, in turn; other CPU load during the runs: ${rows.map((r) => `${r.name} ${r.service.othersCpuPercent.toFixed(0)} %`).join(', ')}.`,
      '',
      table(rows),
      '',
    ].join('\n'),
  );
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
