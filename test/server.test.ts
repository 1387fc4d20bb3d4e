import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { nodeEndOfLife } from '../src/shared/node-release.js';
import { freePort, waitForOutput } from './helpers/processes.js';

const root = path.resolve(import.meta.dirname, '..');
const asRoot = process.getuid?.() === 0;
/**
 * Whether the tests of file modes can run: as root they run the service as `nobody` (root ignores file
 * modes), who must be able to read the project. A clone inside a folder only root may enter (one made
 * by `mktemp -d`) cannot be run by nobody: those two tests are then skipped, and say why.
 */
const fileModesTestable =
  !asRoot || spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-r', path.join(root, 'bin', 'biopermit.js')]).status === 0;
if (!fileModesTestable) {
  console.warn(
    `test/server.test.ts: the user nobody cannot read ${root}; the two tests of file modes, which run the service as nobody, are skipped`,
  );
}

/**
 * The node `nobody` runs: this process's own, or, where nobody cannot reach it (Node.js 24 unpacked under
 * root's private home by scripts/use-node-24.sh), a hard link to it (a copy across file systems) in a
 * folder anyone may enter.
 */
let nodeForNobody: { path: string; dir?: string } | undefined;
function nodeNobodyCanRun(): string {
  if (nodeForNobody === undefined) {
    if (spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-x', process.execPath]).status === 0) {
      nodeForNobody = { path: process.execPath };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-node-'));
      fs.chmodSync(dir, 0o755);
      const target = path.join(dir, 'node');
      try {
        fs.linkSync(process.execPath, target);
      } catch {
        fs.copyFileSync(process.execPath, target);
        fs.chmodSync(target, 0o755);
      }
      nodeForNobody = { path: target, dir };
    }
  }
  return nodeForNobody.path;
}
afterAll(() => {
  if (nodeForNobody?.dir !== undefined) fs.rmSync(nodeForNobody.dir, { recursive: true, force: true });
});

/** `biopermit serve` as a process; as root, optionally as the unprivileged `nobody` (root ignores file modes). */
function serve(env: Record<string, string>, options: { unprivileged?: boolean } = {}): ChildProcess {
  const environment = { ...process.env, LOG_LEVEL: 'info', METRICS_PORT: 'off', ...env };
  const unprivileged = options.unprivileged === true && asRoot;
  const argv = [unprivileged ? nodeNobodyCanRun() : process.execPath, 'bin/biopermit.js', 'serve'];
  const [file, args] = unprivileged
    ? ['runuser', ['-u', 'nobody', '--', 'env', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), 'METRICS_PORT=off', ...argv]]
    : [argv[0] as string, argv.slice(1)];
  return spawn(file, args, { cwd: root, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, output: output.join('') };
}

describe('the server process', () => {
  let child: ChildProcess | undefined;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-server-'));
    dirs.push(dir);
    return dir;
  };
  /** Starts `serve` (killed after the test if still running) and waits for it to exit. */
  const runToExit = (env: Record<string, string>, options: { unprivileged?: boolean } = {}) => {
    child = serve(env, options);
    return exitOf(child);
  };
  afterEach(() => {
    if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves, then on SIGTERM finishes, closes the database and exits 0', async () => {
    const dir = tempDir();
    const port = await freePort();
    const output: string[] = [];
    child = serve({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: '' });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await waitForOutput(child, /biopermit is serving/, output);
    expect(fs.existsSync(path.join(dir, 'biopermit.db'))).toBe(true);
    const health = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(health.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const log = output.join('');
    expect(log).toContain('shutting down');
    expect(log).toContain('"msg":"stopped"');
    // The end-of-life warning (src/shared/node-release.ts): once when this Node.js line has ended, never otherwise.
    const endOfLife = log.split('\n').filter((line) => /"msg":"Node\.js [^"]* (reached|is past) its end of life/.test(line));
    expect(endOfLife).toHaveLength(nodeEndOfLife(process.versions.node, new Date()) === undefined ? 0 : 1);
    // A clean close checkpoints the WAL into the database file and removes it.
    expect(fs.existsSync(path.join(dir, 'biopermit.db-wal'))).toBe(false);
  });

  it('serves /metrics on a listener of its own (METRICS_HOST:METRICS_PORT), and not on the API port', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const output: string[] = [];
    child = serve({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir(), DATABASE_URL: '', METRICS_PORT: String(metricsPort) });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await waitForOutput(child, /biopermit is serving/, output);
    await fetch(`http://127.0.0.1:${port}/healthz`);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('biopermit_http_request_duration_seconds');
    const onApiPort = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(onApiPort.status).toBe(404);
    expect(onApiPort.headers.get('content-type')).toContain('application/problem+json');
    expect(output.join('')).toContain('metrics are served at /metrics');
  });

  it('serves without /metrics when the default metrics port (9464, METRICS_PORT unset) is taken, with one warning naming METRICS_PORT', async () => {
    // 9464 held here; if another process on this machine holds it already, it is just as taken.
    const taken = net.createServer();
    await new Promise<void>((resolve) => {
      taken.once('error', () => resolve());
      taken.listen(9464, '127.0.0.1', resolve);
    });
    try {
      const port = await freePort();
      const { METRICS_PORT: _unset, ...environment } = process.env;
      const output: string[] = [];
      child = spawn(process.execPath, ['bin/biopermit.js', 'serve'], {
        cwd: root,
        env: { ...environment, LOG_LEVEL: 'info', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir(), DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      await waitForOutput(child, /biopermit is serving/, output);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const warnings = output
        .join('')
        .split('\n')
        .filter((line) => line.includes('"level":40') && line.includes('metrics'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('METRICS_PORT');
      expect(warnings[0]).toContain('9464');
    } finally {
      taken.close();
    }
  });

  it('answers requests on kept-alive connections during a SIGTERM drain with 503 and Connection: close, never a reset', async () => {
    const port = await freePort();
    const output: string[] = [];
    child = serve({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir(), DATABASE_URL: '', SHUTDOWN_DRAIN_MS: '10000' });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await waitForOutput(child, /biopermit is serving/, output);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined; code: string }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
          const body: Buffer[] = [];
          response.on('data', (chunk: Buffer) => body.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(body).toString();
            const code = response.statusCode === 503 ? (JSON.parse(text) as { code: string }).code : '';
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, code });
          });
        });
        request.on('error', reject);
      });
    try {
      // Six connections, each kept alive and idle after its first answer.
      expect((await Promise.all(Array.from({ length: 6 }, get))).map((r) => r.status)).toEqual(Array(6).fill(200));
      const exited = new Promise<number | null>((resolve) => child?.once('exit', (c) => resolve(c)));
      child.kill('SIGTERM');
      await waitForOutput(child, /shutting down/, output);
      const during = await Promise.allSettled(Array.from({ length: 6 }, get));
      for (const answer of during) {
        expect(answer.status, String((answer as PromiseRejectedResult).reason)).toBe('fulfilled');
        expect((answer as PromiseFulfilledResult<{ status: number }>).value).toEqual({
          status: 503,
          connection: 'close',
          code: 'service_unavailable',
        });
      }
      expect(await exited).toBe(0);
      const log = output.join('');
      expect(log).toContain('request refused: the service is shutting down');
      // A planned shutdown is no error: nothing logged at error level (50) or above.
      expect(log.split('\n').filter((line) => /"level":(5|6)0/.test(line))).toEqual([]);
    } finally {
      agent.destroy();
    }
  });

  it('listens on 127.0.0.1 only when HOST is unset, and says so where it logs its address', async () => {
    const port = await freePort();
    const output: string[] = [];
    child = serve({ PORT: String(port), HOST: '', DATA_DIR: tempDir(), DATABASE_URL: '' });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await waitForOutput(child, /biopermit is serving/, output);
    const serving =
      output
        .join('')
        .split('\n')
        .find((line) => line.includes('biopermit is serving')) ?? '';
    expect(JSON.parse(serving)).toMatchObject({
      host: '127.0.0.1',
      port,
      msg: `biopermit is serving at http://127.0.0.1:${port}: only this machine can reach it (set HOST, e.g. HOST=0.0.0.0, to serve other machines)`,
    });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // This machine's other addresses (if it has any) are not served.
    const otherAddresses = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address !== undefined && address.family === 'IPv4' && !address.internal)
      .map((address) => address?.address as string);
    for (const address of otherAddresses) {
      const refused = await new Promise<string>((resolve) => {
        const socket = net.connect(port, address);
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      expect(refused, address).toBe('ECONNREFUSED');
    }
  });

  it('refuses to start when the metrics port it was given (METRICS_PORT) is taken, naming the setting and the address', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const metricsPort = (taken.address() as net.AddressInfo).port;
    try {
      child = serve({
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir(),
        DATABASE_URL: '',
        METRICS_PORT: String(metricsPort),
      });
      const { code, output } = await exitOf(child);
      expect(code).not.toBe(0);
      expect(output).toContain(`EADDRINUSE`);
      expect(output).toContain(`METRICS_PORT=${metricsPort}`);
      expect(output).toContain(String(metricsPort));
    } finally {
      taken.close();
    }
  });

  it('refuses to start on a bad setting, naming it', async () => {
    child = serve({ PORT: 'eighty' });
    const { code, output } = await exitOf(child);
    expect(code).not.toBe(0);
    expect(output).toContain('PORT');
  });

  describe('refuses to start on a database file it cannot open, naming the path and the reason', () => {
    it('when a part of the path is a file, not a directory', async () => {
      const file = path.join(tempDir(), 'not-a-directory');
      fs.writeFileSync(file, '');
      const target = path.join(file, 'data', 'biopermit.db');
      const { code, output } = await runToExit({ PORT: '0', DATABASE_URL: `sqlite:${target}` });
      expect(code).toBe(1);
      expect(output).toContain(`Cannot open the SQLite database at ${target}`);
      expect(output).toContain('a part of the path is a file, not a directory');
      expect(output.trim().split('\n')).toHaveLength(1);
    });

    it('when its directory cannot be created', async () => {
      const target = '/proc/biopermit-test/data/biopermit.db';
      const { code, output } = await runToExit({ PORT: '0', DATABASE_URL: `sqlite:${target}` });
      expect(code).toBe(1);
      expect(output).toContain(`Cannot open the SQLite database at ${target}: cannot create the directory /proc/biopermit-test`);
    });

    it('when the path is a directory', async () => {
      const dir = tempDir();
      const { code, output } = await runToExit({ PORT: '0', DATABASE_URL: `sqlite:${dir}` });
      expect(code).toBe(1);
      expect(output).toContain(`Cannot open the SQLite database at ${dir}: the file cannot be opened or created`);
    });

    it.skipIf(!fileModesTestable)('when its directory is not writable (the database cannot be created)', async () => {
      const dir = tempDir();
      const locked = path.join(dir, 'locked');
      fs.mkdirSync(locked, { mode: 0o555 });
      fs.chmodSync(dir, 0o755);
      const target = path.join(locked, 'biopermit.db');
      const { code, output } = await runToExit({ PORT: '0', DATABASE_URL: `sqlite:${target}` }, { unprivileged: true });
      expect(code).toBe(1);
      expect(output).toContain(`Cannot open the SQLite database at ${target}: the file cannot be opened or created`);
    });

    it.skipIf(!fileModesTestable)('when the file and its directory are read-only', async () => {
      const dir = tempDir();
      const target = path.join(dir, 'biopermit.db');
      const database = new BetterSqlite3(target);
      database.exec('create table t (x)');
      database.close();
      fs.chmodSync(target, 0o444);
      fs.chmodSync(dir, 0o555);
      const { code, output } = await runToExit({ PORT: '0', DATABASE_URL: `sqlite:${target}` }, { unprivileged: true });
      fs.chmodSync(dir, 0o755);
      expect(code).toBe(1);
      expect(output).toContain(`Cannot open the SQLite database at ${target}: the file or its directory is read-only`);
    });
  });

  it('refuses to start when PostgreSQL cannot be reached, naming the server without its password', async () => {
    const url = `postgres://someone:s3cret@127.0.0.1:${await freePort()}/biopermit`;
    const { code, output } = await runToExit({ PORT: '0', DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toContain('Cannot connect to PostgreSQL at postgres://someone:***@127.0.0.1:');
    expect(output).toContain('ECONNREFUSED');
    expect(output).not.toContain('s3cret');
  });
});
