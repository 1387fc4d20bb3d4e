import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAgency, createApiClient } from '../../src/agencies/agency.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import type { Role } from '../../src/policy/roles.js';
import { setPasswordWithCode } from '../../src/staff/password.service.js';
import { staffSettings } from '../../src/staff/staff.settings.js';
import { createStaffUser } from '../../src/staff/staff-user.service.js';
import { type BareRoute, startBareServer } from '../bare/bare-server.js';
import { aSubmission, SEED_SHAPE } from '../data/submissions.js';
import { freshDatabase } from '../fresh-database.js';
import { type LoadResult, type RequestSpec, runLoadInTurn } from '../load/load-test.js';
import { startAppServer } from '../processes/app-server.js';
import { machineDescription } from '../report.js';

/**
 * `npm run bench:actions`: a staff action's throughput and latency under load, beside the bare route
 * (the same response bytes from a Fastify route that does nothing else). The action is `claim`, then
 * `unassign`, over and over, by one evaluator on a pool of accepted applications: each goes through
 * the whole write path (session and CSRF check, the row lock, the version check (If-Match), the
 * journal derivation, the policy, journal + audit rows, both renderings re-made, the staff view
 * answered with its new ETag). Each application is in flight once at a time; its ETag comes back
 * with the answer and is sent as the next If-Match.
 */

const USAGE = `npm run bench:actions -- [--db sqlite|postgres|all] [--applications N] [--connections C] [--duration S]
  --db              databases to measure (default all)
  --applications N  accepted applications the load cycles over (default 400; more than --connections)
  --connections C   concurrent connections (default 20)
  --duration S      measured seconds per run, after a 3 s warm-up of each server (default 10)
  --repeat N        measured runs per server, in turn; the median is reported (default 3)`;

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'all' },
    applications: { type: 'string', default: '400' },
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
const APPLICATIONS = Number(values.applications);
const CONNECTIONS = Number(values.connections);
if (!(APPLICATIONS > CONNECTIONS)) throw new Error('--applications must be more than --connections');
const DIALECTS = values.db === 'all' ? (['sqlite', 'postgres'] as const) : ([values.db] as ['sqlite' | 'postgres']);
const _POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AGENCY = 'BENCHACT';

interface Staff {
  readonly email: string;
  readonly password: string;
}

/** The agency, its API client and the staff, written in process as the CLI would; returns the client's credentials. */
async function prepare(url: string): Promise<{ clientId: string; clientSecret: string; intake: Staff; evaluator: Staff }> {
  const config = loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ url, requireDurableWrites: true });
  try {
    await migrateToLatest(database.db);
    await createAgency(database.db, AGENCY, 'Benchmark agency', OPERATOR_ACTOR);
    const client = await createApiClient(database.db, { agencyCode: AGENCY, actor: OPERATOR_ACTOR });
    const deps = { db: database.db, settings: staffSettings(config) };
    const staff = async (roles: Role[], email: string): Promise<Staff> => {
      const created = await createStaffUser(deps, OPERATOR_ACTOR, { email, name: `Bench ${roles.join(' ')}`, roles, agencyCodes: null });
      const password = 'Tarsier-bench-Bohol-2026';
      await setPasswordWithCode(deps, created.setup.code, password);
      return { email, password };
    };
    return {
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      intake: await staff(['intake'], 'intake@bench.example.ph'),
      evaluator: await staff(['evaluator'], 'evaluator@bench.example.ph'),
    };
  } finally {
    await database.close();
  }
}

async function request(baseUrl: string, pathname: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${baseUrl}${pathname}`, init);
  if (response.status >= 300) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function logIn(baseUrl: string, staff: Staff): Promise<Record<string, string>> {
  const response = await request(baseUrl, '/api/v1/staff/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, 'x-csrf-token': csrfToken };
}

function act(baseUrl: string, session: Record<string, string>, id: string, etag: string, body: object): Promise<Response> {
  return request(baseUrl, `/api/v1/staff/applications/${id}/actions`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json', 'if-match': etag },
    body: JSON.stringify(body),
  });
}

/**
 * `accept` needs every required document accepted or waived (issue 11 §2): the bench's applications
 * come without documents, so intake waives each, as for an application that needs none. Returns the ETag after.
 */
async function completeByWaivers(baseUrl: string, session: Record<string, string>, id: string): Promise<string> {
  const view = await request(baseUrl, `/api/v1/staff/applications/${id}`, { headers: session });
  let etag = view.headers.get('etag') ?? '';
  const { documents } = (await view.json()) as { documents: { missingRequirements: string[] } };
  for (const type of documents.missingRequirements) {
    const waived = await act(baseUrl, session, id, etag, { action: 'waive_requirement', type, reasons: 'Not needed for the bench.' });
    etag = waived.headers.get('etag') ?? '';
  }
  return etag;
}

/** Submits the pool through the external API, has intake waive its documents and accept each; returns each application's id and ETag. */
async function acceptedPool(baseUrl: string, credentials: { clientId: string; clientSecret: string }, intake: Staff) {
  const tokenResponse = await request(baseUrl, '/api/v1/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    }),
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const session = await logIn(baseUrl, intake);
  const pool: { id: string; etag: string; assigned: boolean }[] = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < APPLICATIONS; i += 1) {
    const submitted = await request(baseUrl, '/api/v1/external/application', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(aSubmission(i, AGENCY, `ACT-${run}-${i}`, SEED_SHAPE)),
    });
    const { id } = (await submitted.json()) as { id: string };
    const etag = await completeByWaivers(baseUrl, session, id);
    const accepted = await act(baseUrl, session, id, etag, { action: 'accept' });
    pool.push({ id, etag: accepted.headers.get('etag') ?? '', assigned: false });
  }
  return pool;
}

interface Result {
  readonly dialect: string;
  readonly service: LoadResult;
  readonly bare: LoadResult;
  readonly peakRssMiB: number;
}

async function measureOn(dialect: 'sqlite' | 'postgres'): Promise<Result> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'biopermit-bench-actions-'));
  const database = await freshDatabase(dialect, dir, 'actions');
  try {
    const prepared = await prepare(database.url);
    const server = await startAppServer(database.url);
    try {
      process.stderr.write(`${dialect}: submitting and accepting ${APPLICATIONS} applications\n`);
      const pool = await acceptedPool(server.baseUrl, prepared, prepared.intake);
      const session = await logIn(server.baseUrl, prepared.evaluator);
      const free = [...pool];
      let failures = 0;
      const next = (): RequestSpec => {
        const application = free.shift();
        if (application === undefined) throw new Error('more connections than applications');
        return {
          method: 'POST',
          path: `/api/v1/staff/applications/${application.id}/actions`,
          headers: { ...session, 'content-type': 'application/json', 'if-match': application.etag },
          body: JSON.stringify({ action: application.assigned ? 'unassign' : 'claim' }),
          onResponse: (status, headers) => {
            if (status === 200) free.push({ ...application, etag: headers.etag ?? application.etag, assigned: !application.assigned });
            else {
              failures += 1;
              free.push(application);
            }
          },
        };
      };
      // The bare route answers with a real answer of the service: one claim, captured.
      const sample = next();
      const captured = await fetch(`${server.baseUrl}${sample.path}`, { method: 'POST', headers: sample.headers, body: sample.body });
      const capturedBody = await captured.text();
      sample.onResponse?.(captured.status, Object.fromEntries(captured.headers));
      const route: BareRoute = {
        method: 'POST',
        path: '/bare/actions',
        status: captured.status,
        headers: { 'content-type': captured.headers.get('content-type') ?? 'application/json', etag: captured.headers.get('etag') ?? '' },
        body: capturedBody,
      };
      const bare = await startBareServer(route);
      try {
        const bareNext = (): RequestSpec => ({
          method: 'POST',
          path: '/bare/actions',
          headers: { 'content-type': 'application/json' },
          body: '{"action":"claim"}',
        });
        const [service, bareResult] = await runLoadInTurn(
          [
            { baseUrl: server.baseUrl, pid: server.pid, next },
            { baseUrl: bare.baseUrl, pid: bare.pid, next: bareNext },
          ],
          { connections: CONNECTIONS, warmupSeconds: 3, durationSeconds: Number(values.duration), repeat: Number(values.repeat) },
        );
        if (service === undefined || bareResult === undefined) throw new Error('no result');
        if (failures > 0) process.stderr.write(`${dialect}: ${failures} actions did not answer 200\n`);
        return { dialect, service, bare: bareResult, peakRssMiB: server.peakRssMiB() };
      } finally {
        await bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function table(results: readonly Result[]): string {
  const lines = [
    '| database | server | req/s | p50 ms | p99 ms | failures | service / bare (req/s) | peak RSS MiB |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { dialect, service, bare, peakRssMiB } of results) {
    const ratio = `${((service.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`;
    lines.push(
      `| ${dialect} | service: claim / unassign | ${service.requestsPerSecond.toFixed(0)} | ${service.p50Ms.toFixed(2)} | ${service.p99Ms.toFixed(2)} | ${service.failures} | ${ratio} | ${peakRssMiB.toFixed(0)} |`,
      `| ${dialect} | bare route, same bytes | ${bare.requestsPerSecond.toFixed(0)} | ${bare.p50Ms.toFixed(2)} | ${bare.p99Ms.toFixed(2)} | ${bare.failures} | | |`,
    );
  }
  return lines.join('\n');
}

const results: Result[] = [];
for (const dialect of DIALECTS) results.push(await measureOn(dialect));
process.stdout.write(
  [
    `Run ${new Date().toISOString()} on ${machineDescription()}`,
    `Command: npm run bench:actions -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
    `${CONNECTIONS} connections over ${APPLICATIONS} accepted applications; ${values.repeat} × ${values.duration} s per server, in turn; other CPU load during the runs: ${results.map((r) => `${r.dialect} ${r.service.othersCpuPercent.toFixed(0)} %`).join(', ')}.`,
    '',
    table(results),
    '',
  ].join('\n'),
);
