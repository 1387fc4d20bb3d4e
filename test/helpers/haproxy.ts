import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.js';

/**
 * HAProxy (Debian's package, /usr/sbin/haproxy) in front of `biopermit serve` processes, as
 * docs/OPERATIONS.md sets it: round robin, health checks on /readyz, refused connections retried
 * on another server. Each answer names the server that gave it (`x-served-by`), so a test can tell
 * which process answered. Started daemonised with a pidfile and stopped by that PID.
 */

const run = promisify(execFile);
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export interface Backend {
  readonly name: string;
  readonly port: number;
}

export interface Haproxy {
  readonly baseUrl: string;
  /** SIGTERM to HAProxy's PID, resolved once it has exited; its folder removed. */
  stop(): Promise<void>;
}

/** The configuration docs/OPERATIONS.md describes, for backends on 127.0.0.1. */
export function haproxyConfig(options: { port: number; backends: readonly Backend[]; pidfile: string }): string {
  return `global
  pidfile ${options.pidfile}
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 75s
  timeout server 65s
  timeout http-request 10s
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  http-reuse safe

frontend api
  bind 127.0.0.1:${options.port}
  default_backend biopermit

backend biopermit
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
  timeout check 2s
  http-response set-header x-served-by %s
${options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`).join('\n')}
`;
}

export function haproxyInstalled(): boolean {
  return fs.existsSync(HAPROXY);
}

/** Writes the configuration to a folder of its own, checks it (`haproxy -c`), and starts HAProxy. */
export async function startHaproxy(backends: readonly Backend[]): Promise<Haproxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-haproxy-'));
  const port = await freePort();
  const pidfile = path.join(dir, 'haproxy.pid');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig({ port, backends, pidfile }));
  await run(HAPROXY, ['-c', '-q', '-f', file]);
  await run(HAPROXY, ['-D', '-f', file]);
  const pid = Number(fs.readFileSync(pidfile, 'utf8').trim());
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      try {
        process.kill(pid, 'SIGTERM');
        while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
