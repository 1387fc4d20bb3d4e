import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.js';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, for the tests that stop and restart one: the shared server
 * at 127.0.0.1:5432 serves the other suites and is never restarted. Needs the server binaries
 * (Debian's postgresql package: /usr/lib/postgresql/<version>/bin); as root it runs them as the
 * `postgres` user, since initdb refuses root.
 */
export interface PrivatePostgres {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

/** The newest installed server binaries, or undefined where there are none. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')) && fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

function command(bin: string, tool: string, args: string[]): [string, string[]] {
  const executable = path.join(bin, tool);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', executable, ...args]] : [executable, args];
}

async function tool(bin: string, name: string, args: string[]): Promise<void> {
  const [file, argv] = command(bin, name, args);
  await run(file, argv, { timeout: 60_000 });
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) await run('chown', ['postgres', dir]);
  await tool(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  return runCluster(bin, dir, data, { extraOptions: '-c fsync=on', stopMode: 'fast' });
}

/** Starts the cluster in `data` on a free port and hands back how to stop, restart and remove it. */
async function runCluster(
  bin: string,
  dir: string,
  data: string,
  how: { extraOptions: string; stopMode: 'fast' | 'immediate' },
): Promise<PrivatePostgres> {
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} ${how.extraOptions} -c shared_buffers=16MB`;
  const start = () => tool(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = () => tool(bin, 'pg_ctl', ['-D', data, '-m', how.stopMode, '-w', '-t', '60', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A streaming replica of a private primary (`pg_basebackup -R`: a standby that follows the primary's
 * WAL), on a port of its own; `destroy` stops it (immediate) and removes its files. Read-only, like the
 * replicas DATABASE_REPLICA_URLS names in production.
 */
export async function startStreamingReplica(bin: string, primary: PrivatePostgres): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-pg-replica-'));
  const data = path.join(dir, 'data');
  if (asRoot) await run('chown', ['postgres', dir]);
  await tool(bin, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  return runCluster(bin, dir, data, { extraOptions: '', stopMode: 'immediate' });
}
