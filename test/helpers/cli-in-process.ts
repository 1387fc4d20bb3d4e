import { Console } from 'node:console';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main } from '../../src/cli/main.js';
import { type CliRun, cliOutcomes } from './cli-outcome.js';

export type { CliRun } from './cli-outcome.js';

/**
 * The operator's command run in this process: `main` of src/cli/main.ts, the function
 * bin/biopermit.js calls, with the same commander program and argv parsing, while the run owns the
 * process's environment, standard streams (not terminals, as in a child whose output is piped),
 * console, exit code and `process.exit`. What it wrote, and its exit code, are what a child process
 * would have given: nothing written after `process.exit` is kept (a process ends there).
 *
 * A child costs a Node start and the bundle's load (half a second of CPU and more); this costs what the
 * command does. Each test file still runs a few commands as operators do (`cli-run.ts`: the real
 * `bin/biopermit.js`, its exit, its signals), and `serve` is never run here.
 *
 * Runs are one at a time (they swap process-wide state). Like the real command, a run seals audit
 * subject keys with its SIGNING_KEY_ENCRYPTION_KEY from then on (src/audit/subject-keys.ts): a test
 * app of the same file should be configured with the same key (every app built afterwards sets its own).
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'biopermit.js');

/** Settings the service reads: none may leak in from the outer environment. */
const SETTING =
  /^(PORT|HOST|DATABASE_URL|DATA_DIR|LOG_LEVEL|PUBLIC_BASE_URL|TRUST_PROXY|BODY_LIMIT_BYTES|ALLOW_NON_DURABLE_WRITES|DATABASE_\w+|SQLITE_\w+|SHUTDOWN_TIMEOUT_MS|REGISTRATION_PREFIX|SIGNING_KEY_ENCRYPTION_KEY|BLOB_STORE_URL|UPLOAD_LIMIT_BYTES|CLAMAV_SOCKET|AWS_\w+|STAFF_\w+|TOKEN_\w+|AUTH_\w+|SCHEDULER_\w+)$/;

export interface RunOptions {
  /** Settings of the run, over the outer environment without the service's settings. */
  readonly env?: Record<string, string>;
  /** What the command reads on standard input (nothing by default: an empty, ended input). */
  readonly stdin?: string;
}

class ProcessExit extends Error {
  constructor(readonly code: number) {
    super(`process.exit(${code})`);
  }
}

let previous: Promise<unknown> = Promise.resolve();

/** `biopermit args…` with `options.env` (LOG_LEVEL silent unless it says otherwise). */
export function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  const run = previous.then(() => runNow(args, options));
  previous = run.catch(() => undefined);
  return run;
}

/** `biopermit args…` on the database DATABASE_URL names. */
export function biopermit(databaseUrl: string, ...args: string[]): Promise<CliRun> {
  return runCli(args, { env: { DATABASE_URL: databaseUrl } });
}

export const { succeed, fail } = cliOutcomes(biopermit);

async function runNow(args: readonly string[], options: RunOptions): Promise<CliRun> {
  let exited: number | undefined;
  const output = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
  const sink = (into: Buffer[]) =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (exited === undefined) into.push(chunk);
        done();
      },
    });
  const stdout = sink(output.stdout);
  const stderr = sink(output.stderr);
  const stdin = Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]);

  const saved = {
    env: process.env,
    exitCode: process.exitCode,
    exit: process.exit,
    console: globalThis.console,
    streams: (['stdin', 'stdout', 'stderr'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(process, name)] as const),
  };
  const outer = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING.test(name)));
  process.env = { ...outer, LOG_LEVEL: 'silent', ...options.env };
  process.exitCode = undefined;
  process.exit = ((code?: number | string | null) => {
    exited ??= Number(code ?? process.exitCode ?? 0);
    throw new ProcessExit(exited);
  }) as typeof process.exit;
  for (const [name, stream] of [
    ['stdin', stdin],
    ['stdout', stdout],
    ['stderr', stderr],
  ] as const) {
    Object.defineProperty(process, name, { configurable: true, enumerable: true, get: () => stream });
  }
  globalThis.console = new Console({ stdout, stderr });
  let code: number;
  try {
    await main([process.execPath, BIN, ...args]);
  } catch (error) {
    if (!(error instanceof ProcessExit)) throw error;
  } finally {
    code = exited ?? Number(process.exitCode ?? 0);
    process.env = saved.env;
    process.exitCode = saved.exitCode;
    process.exit = saved.exit;
    globalThis.console = saved.console;
    for (const [name, descriptor] of saved.streams) {
      if (descriptor !== undefined) Object.defineProperty(process, name, descriptor);
    }
  }
  const text = (chunks: Buffer[]) => Buffer.concat(chunks).toString('utf8');
  return { code, stdout: text(output.stdout), stderr: text(output.stderr) };
}
