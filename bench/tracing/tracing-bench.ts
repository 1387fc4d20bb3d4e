import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { DialectName } from '../../src/db/dialect.js';
import { type LoadResult, runLoadInTurn } from '../load/load-test.js';
import { detailRequests, submitRequests } from '../load/workloads.js';
import { checkoutBefore } from '../processes/before-checkout.js';
import { type ServerProcess, startServerProcess } from '../processes/server-process.js';
import { machineDescription } from '../report.js';
import { prepareDatabase } from '../seed/prepare.js';
import { SEEDED_AGENCIES } from '../seed/seeded-data.js';
import { mintTokens } from '../tokens.js';

/**
 * `npm run bench:tracing`: what OpenTelemetry tracing costs (issue 30 §4). Three `biopermit serve`
 * processes on one seeded database (10,000 applications), loaded in turn (bench/README.md, *In
 * turn*): the code before tracing (`--before`, by default the main line just before tracing was
 * merged, run from a copy of its own: before-checkout.ts), tracing off, tracing on
 * (OTEL_EXPORTER_OTLP_ENDPOINT at a receiver in this process that takes the spans and drops them),
 * and off again, whose difference from "off" is the noise that "off costs nothing" is read against.
 * Detail reads, then submissions.
 */

/** The main line before OpenTelemetry tracing was merged (ce6aae2's first parent). */
const BEFORE_TRACING = '6ab3785b7a162ed597d5ccecbc9f4ca05e3db112';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    repeat: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    before: { type: 'string', default: BEFORE_TRACING },
  },
});
const dialect = values.db as DialectName;
const settings = {
  connections: Number(values.connections),
  warmupSeconds: Number(values.warmup),
  durationSeconds: Number(values.duration),
  repeat: Number(values.repeat),
};
const APPLICATIONS = 10_000;

/** An OTLP/HTTP receiver that counts the spans' bytes and answers as a collector does. */
async function aDiscardingReceiver() {
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bytes: () => bytes, close: () => server.close() };
}

function serve(databaseUrl: string, env: Record<string, string>, bin = 'bin/biopermit.js'): Promise<ServerProcess> {
  return startServerProcess(
    [bin, 'serve'],
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_PER_MINUTE: '0',
      METRICS_PORT: 'off',
      SCHEDULER_ENABLED: 'false',
      ...env,
    },
    '/readyz',
  );
}

const database = await prepareDatabase(dialect, APPLICATIONS, {
  postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  reseed: false,
});
const tokens = await mintTokens(database.url, SEEDED_AGENCIES);
const receiver = await aDiscardingReceiver();
// Copied before any server opens the seeded database (PostgreSQL copies it as a template).
const before = await checkoutBefore(values.before ?? BEFORE_TRACING, dialect, database.url);
const servers = {
  before: await serve(before.databaseUrl, {}, before.bin),
  off: await serve(database.url, {}),
  on: await serve(database.url, { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }),
  'off again': await serve(database.url, {}),
};
const rows: string[] = [];
try {
  for (const [part, next] of [
    ['detail', detailRequests(tokens, APPLICATIONS)],
    ['submit', submitRequests(tokens)],
  ] as const) {
    process.stderr.write(`${dialect}: ${part}\n`);
    const targets = Object.values(servers).map((server) => ({ baseUrl: server.baseUrl, pid: server.pid, next }));
    const [beforeTracing, off, on, offAgain] = (await runLoadInTurn(targets, settings)) as [LoadResult, LoadResult, LoadResult, LoadResult];
    const cell = (r: LoadResult) =>
      `${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(1)} ms${r.failures > 0 ? `, ${r.failures} failed` : ''}`;
    rows.push(
      `| ${dialect} | ${part} | ${cell(beforeTracing)} | ${cell(off)} | ${cell(on)} | ${cell(offAgain)} | ×${(off.requestsPerSecond / beforeTracing.requestsPerSecond).toFixed(2)} | ×${(offAgain.requestsPerSecond / beforeTracing.requestsPerSecond).toFixed(2)} | ×${(on.requestsPerSecond / off.requestsPerSecond).toFixed(2)} |`,
    );
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  receiver.close();
  await before.remove();
}
process.stdout.write(
  [
    `Run ${new Date().toISOString()} on ${machineDescription()}`,
    `Command: npm run bench:tracing -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
    `Before tracing: commit ${before.commit.slice(0, 12)}`,
    `Each server: ${settings.warmupSeconds} s warm-up, then ${settings.repeat} × ${settings.durationSeconds} s measured in turn, ${settings.connections} connections; spans received: ${Math.round(receiver.bytes() / 1024)} KiB`,
    '',
    '| database | operation | before tracing | tracing off | tracing on | off again | off / before | off again / before | on / off |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
