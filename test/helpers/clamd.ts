import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real clamd for the malware-scan tests, started here with a configuration of its own: a unix
 * socket in a temp directory and a signature database holding one custom signature (an MD5 hash
 * signature made by `sigtool --md5` of a test file), so no virus definitions are downloaded and no
 * real malware is needed. Where ClamAV is not installed (`apt-get install clamav-daemon`) the tests
 * are skipped with a warning, except under CI, which installs it.
 */
const CLAMD = ['/usr/sbin/clamd', '/usr/bin/clamd'].find((candidate) => fs.existsSync(candidate));
const SIGTOOL = ['/usr/bin/sigtool', '/usr/local/bin/sigtool'].find((candidate) => fs.existsSync(candidate));

export const clamdAvailable = CLAMD !== undefined && SIGTOOL !== undefined;
if (!clamdAvailable && process.env.CI === 'true') {
  throw new Error('CI=true but clamd or sigtool is missing: the malware-scan tests must run under CI (apt-get install clamav-daemon)');
}
if (!clamdAvailable) console.warn('clamd not installed: the malware-scan tests are SKIPPED (apt-get install clamav-daemon).');

export interface TestClamd {
  readonly socket: string;
  /** The signature's name as clamd reports it. */
  readonly signature: string;
  stop(): Promise<void>;
}

function ping(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = net.connect({ path: socket });
    let reply = '';
    connection.on('data', (data) => {
      reply += data.toString();
    });
    connection.on('connect', () => connection.end('zPING\0'));
    connection.on('close', () => resolve(reply.startsWith('PONG')));
    connection.on('error', () => resolve(false));
  });
}

/**
 * Starts clamd, which reports `infected` the file whose bytes are `infected` (and nothing else).
 * `streamMaxLength`: clamd's own limit on a scanned stream (beyond it clamd answers with an error).
 */
export async function startClamd(infected: Buffer, options: { readonly streamMaxLength?: string } = {}): Promise<TestClamd> {
  if (CLAMD === undefined || SIGTOOL === undefined) throw new Error('clamd is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-clamd-'));
  const database = path.join(dir, 'db');
  fs.mkdirSync(database);
  const sample = path.join(dir, 'biopermit-test-malware.txt');
  fs.writeFileSync(sample, infected);
  fs.writeFileSync(path.join(database, 'biopermit-test.hdb'), execFileSync(SIGTOOL, ['--md5', sample]));
  const socket = path.join(dir, 'clamd.sock');
  const config = path.join(dir, 'clamd.conf');
  fs.writeFileSync(
    config,
    [
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${database}`,
      `LogFile ${path.join(dir, 'clamd.log')}`,
      'Foreground yes',
      `StreamMaxLength ${options.streamMaxLength ?? '25M'}`,
      `PidFile ${path.join(dir, 'clamd.pid')}`,
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD, [`--config-file=${config}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (data) => {
    stderr += data.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  while (!(await ping(socket))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = path.join(dir, 'clamd.log');
      throw new Error(`clamd did not start: ${stderr}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    socket,
    signature: 'biopermit-test-malware.txt.UNOFFICIAL',
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
