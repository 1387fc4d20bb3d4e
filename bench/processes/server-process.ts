import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.js';

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** A server under test in its own process, so the load generator never shares its event loop. */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** Peak resident set size of the process so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  stop(): Promise<void>;
}

/** VmHWM of a process: the kernel's own high-water mark of its resident memory. */
export function peakRssMiB(pid: number | 'self'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmHWM for process ${pid}`);
  return Number(kib) / 1024;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Starts `node <args>` with PORT set to a free port, and waits until `readyPath` answers 200.
 * HOST is always 127.0.0.1: the benchmark never listens beyond this machine.
 */
export async function startServerProcess(args: readonly string[], env: Record<string, string>, readyPath: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...args], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start node ${args.join(' ')}`);
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node ${args.join(' ')} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}${readyPath}`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node ${args.join(' ')} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await sleep(100);
  }

  return {
    baseUrl,
    pid,
    peakRssMiB: () => peakRssMiB(pid),
    async stop() {
      const done = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await done;
      clearTimeout(timer);
    },
  };
}
