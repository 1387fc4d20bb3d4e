import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `condition` every 50 ms until it holds; fails naming `what` after `limitMs`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly baseUrl: string;
  /** Everything the process wrote so far, stdout and stderr. */
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGTERM, and the exit code once it has exited. */
  stop(): Promise<number | null>;
  /** kill -9 (SIGKILL: no handler runs, nothing is flushed or released), resolved once it has exited. */
  crash(): Promise<void>;
}

/** Resolves once `pattern` appears in what the process wrote; rejects if it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, output: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(output.join(''))) resolve();
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output.join('')}`)));
    check();
  });
}

/**
 * `biopermit serve` (or `serve --no-work`: `args`), as an operator starts it, on a free port; resolves
 * once it serves. The metrics listener is off unless `env` asks for it (its fixed default port would
 * collide between tests). `port`: the one it listens on, for a restart behind a load balancer that knows it.
 */
export async function startServerProcess(
  env: Record<string, string>,
  args: readonly string[] = ['serve'],
  port?: number,
): Promise<ServerProcess> {
  port ??= await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['bin/biopermit.js', ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', METRICS_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForOutput(child, /biopermit is serving/, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return processHandle(child, port, output, exited);
}

function processHandle(child: ChildProcess, port: number, output: string[], exited: Promise<number | null>): ServerProcess {
  return {
    child,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output.join(''),
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * `biopermit work` (the jobs, deliveries and mail without the API), resolved once it works. `port` and
 * `baseUrl` are its metrics listener's, which also answers /healthz and /readyz.
 */
export async function startWorkProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['bin/biopermit.js', 'work'], {
    cwd: root,
    env: { ...process.env, METRICS_HOST: '127.0.0.1', METRICS_PORT: String(port), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForOutput(child, /biopermit is working/, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return processHandle(child, port, output, exited);
}
