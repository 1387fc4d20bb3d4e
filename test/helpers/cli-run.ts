import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * The operator's command run as operators run it: `node bin/biopermit.js …` in a child process on the
 * database named by DATABASE_URL. A child costs a Node start and the bundle's load: most CLI tests run
 * the same program in the test's process instead (cli-in-process.ts), and keep a few runs here.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'bin', 'biopermit.js');
/** Each run starts Node and loads the commands' bundle: seconds on a busy machine. */
const RUN_TIMEOUT_MS = 120_000;
/** Settings the service reads: none may leak in from the outer environment. */
const SETTING =
  /^(PORT|HOST|DATABASE_URL|DATA_DIR|LOG_LEVEL|PUBLIC_BASE_URL|TRUST_PROXY|BODY_LIMIT_BYTES|ALLOW_NON_DURABLE_WRITES|DATABASE_\w+|SQLITE_\w+|SHUTDOWN_TIMEOUT_MS|REGISTRATION_PREFIX|TOKEN_\w+|AUTH_\w+|SCHEDULER_\w+)$/;

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function biopermit(databaseUrl: string, ...args: string[]): Promise<Run> {
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING.test(name))),
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  };
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env, timeout: RUN_TIMEOUT_MS, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error !== null && typeof error.code !== 'number') {
        reject(new Error(`biopermit ${args.join(' ')} did not finish: ${error.message}\n${stderr}`));
        return;
      }
      resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr });
    });
  });
}

/** Runs it and insists it succeeded, returning stdout. */
export async function succeed(databaseUrl: string, ...args: string[]): Promise<string> {
  const result = await biopermit(databaseUrl, ...args);
  expect(result.stderr, `biopermit ${args.join(' ')}`).toBe('');
  expect(result.code, `biopermit ${args.join(' ')}`).toBe(0);
  return result.stdout;
}

/** Runs it and insists it failed with exit 1, nothing on stdout, and this message on stderr. */
export async function fail(databaseUrl: string, message: string, ...args: string[]): Promise<void> {
  const result = await biopermit(databaseUrl, ...args);
  expect(result, `biopermit ${args.join(' ')}`).toEqual({ code: 1, stdout: '', stderr: `biopermit: ${message}\n` });
}
