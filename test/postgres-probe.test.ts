import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresUrl } from './helpers/databases.js';
import { probePostgres } from './helpers/postgres-probe.js';
import { freePort } from './helpers/processes.js';

const root = path.resolve(import.meta.dirname, '..');
/** The test server (TEST_POSTGRES_URL), as the suite reaches it. */
const server = new URL(postgresUrl('postgres'));

/** PostgreSQL's answer to a connection while it starts up or recovers: an ErrorResponse with SQLSTATE 57P03. */
function startingUpError(): Buffer {
  const fields = Buffer.from('SFATAL\0VFATAL\0C57P03\0Mthe database system is starting up\0\0', 'latin1');
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  return Buffer.concat([Buffer.from('E'), length, fields]);
}

/**
 * A stand-in on `port` for a PostgreSQL that comes back: the first `startingUp` connections get 57P03,
 * later ones are passed through to the test server.
 */
async function recoveringServer(port: number, startingUp: number): Promise<net.Server> {
  let connections = 0;
  const stand = net.createServer((socket) => {
    socket.on('error', () => {});
    connections += 1;
    if (connections <= startingUp) {
      socket.once('data', () => socket.end(startingUpError()));
      return;
    }
    const upstream = net.connect(Number(server.port || 5432), server.hostname);
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => stand.listen(port, '127.0.0.1', resolve));
  return stand;
}

function urlOnPort(port: number): string {
  const url = new URL(server);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

describe('the PostgreSQL probe of the test suite', () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    for (const stand of servers.splice(0)) await new Promise((resolve) => stand.close(resolve));
  });

  it('keeps asking a port where nothing listens until its limit, then says why it gave up', async () => {
    const waits: string[] = [];
    const probe = await probePostgres(urlOnPort(await freePort()), { deadlineMs: 1500, pauseMs: 100, onWait: (why) => waits.push(why) });
    expect(probe.available).toBe(false);
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(waits[0]).toContain('ECONNREFUSED');
    expect(probe).toMatchObject({ reason: expect.stringMatching(/did not answer within 1\.5 s \(ECONNREFUSED/) });
  });

  it.skipIf(!postgresAvailable)('waits for a server that refuses connections (a restart), and finds it once it listens', async () => {
    const port = await freePort();
    const waits: string[] = [];
    const probe = await probePostgres(urlOnPort(port), {
      deadlineMs: 30_000,
      pauseMs: 100,
      onWait: (why) => {
        waits.push(why);
        // Refused twice: now the server is back.
        if (waits.length === 2) void recoveringServer(port, 0).then((stand) => servers.push(stand));
      },
    });
    expect(waits.slice(0, 2).every((why) => why.startsWith('ECONNREFUSED'))).toBe(true);
    expect(probe).toEqual({ available: true });
  });

  it.skipIf(!postgresAvailable)('waits through 57P03 "the database system is starting up" (crash recovery), then finds it', async () => {
    const port = await freePort();
    servers.push(await recoveringServer(port, 3));
    const waits: string[] = [];
    const probe = await probePostgres(urlOnPort(port), { deadlineMs: 30_000, pauseMs: 100, onWait: (why) => waits.push(why) });
    expect(probe).toEqual({ available: true });
    expect(waits).toHaveLength(3);
    for (const why of waits) expect(why).toContain('57P03');
  });

  it('gives up at once on a host that does not exist: waiting would not mend it', async () => {
    const waits: string[] = [];
    const probe = await probePostgres('postgres://postgres@no-such-host.invalid:5432/postgres', {
      deadlineMs: 60_000,
      onWait: (why) => waits.push(why),
    });
    expect(probe).toMatchObject({ available: false, reason: expect.stringMatching(/ENOTFOUND|EAI_AGAIN/) });
    expect(waits).toEqual([]);
  });
});

/** A vitest of its own on test/fixtures/postgres-skip: the suite's probe, runner and reporter around one two-dialect test. */
function runFixtureSuite(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  const { CI: _ci, TEST_POSTGRES_URL: _url, TEST_POSTGRES_WAIT_MS: _wait, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'test/fixtures/postgres-skip/vitest.config.ts'],
    { cwd: root, env: { ...inherited, NO_COLOR: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output: output.join('') })));
}

describe('a run without PostgreSQL', () => {
  it('passes outside CI with the PostgreSQL variants reported skipped, and ends saying PostgreSQL was not tested', async () => {
    const port = await freePort();
    const { code, output } = await runFixtureSuite({ TEST_POSTGRES_URL: urlOnPort(port), TEST_POSTGRES_WAIT_MS: '1000' });
    expect(code, output).toBe(0);
    expect(output).toMatch(/Tests\s+1 passed \| 1 skipped \(2\)/);
    const lines = output.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      new RegExp(`^PostgreSQL was not tested: 127\\.0\\.0\\.1:${port} did not answer within 1 s \\(ECONNREFUSED`),
    );
  });

  it('fails under CI=true', async () => {
    const { code, output } = await runFixtureSuite({
      CI: 'true',
      TEST_POSTGRES_URL: urlOnPort(await freePort()),
      TEST_POSTGRES_WAIT_MS: '1000',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('CI=true but PostgreSQL does not answer');
  });
});
