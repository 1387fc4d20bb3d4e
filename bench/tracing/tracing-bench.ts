import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { DialectName } from '../../src/db/dialect.js';
import { type LoadResult, runLoadInTurn } from '../load/load-test.js';
import { detailRequests, submitRequests } from '../load/workloads.js';
import { type ServerProcess, startServerProcess } from '../processes/server-process.js';
import { machineDescription } from '../report.js';
import { prepareDatabase } from '../seed/prepare.js';
import { SEEDED_AGENCIES } from '../seed/seeded-data.js';
import { mintTokens } from '../tokens.js';

/**
 * `npm run bench:tracing`: what OpenTelemetry tracing costs (issue 30 §4). Three `biopermit serve`
 * processes on one seeded database (10,000 applications), loaded in turn (bench/README.md, *In
 * turn*): tracing off, tracing on (OTEL_EXPORTER_OTLP_ENDPOINT at a receiver in this process that
 * takes the spans and drops them), and off again, whose difference from the first is the noise
 * that "off costs nothing" is read against. Detail reads, then submissions.
 */

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    repeat: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
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

function serve(databaseUrl: string, env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(
    ['bin/biopermit.js', 'serve'],
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
const servers = {
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
    const [off, on, offAgain] = (await runLoadInTurn(targets, settings)) as [LoadResult, LoadResult, LoadResult];
    const cell = (r: LoadResult) =>
      `${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(1)} ms${r.failures > 0 ? `, ${r.failures} failed` : ''}`;
    rows.push(
      `| ${dialect} | ${part} | ${cell(off)} | ${cell(on)} | ${cell(offAgain)} | ×${(offAgain.requestsPerSecond / off.requestsPerSecond).toFixed(2)} | ×${(on.requestsPerSecond / off.requestsPerSecond).toFixed(2)} |`,
    );
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  receiver.close();
}
process.stdout.write(
  [
    `Run ${new Date().toISOString()} on ${machineDescription()}`,
    `Command: npm run bench:tracing -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
    `Each server: ${settings.warmupSeconds} s warm-up, then ${settings.repeat} × ${settings.durationSeconds} s measured in turn, ${settings.connections} connections; spans received: ${Math.round(receiver.bytes() / 1024)} KiB`,
    '',
    '| database | operation | tracing off | tracing on | off again | off again / off | on / off |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
