import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The operator's command run as operators run it: a child process (`node bin/biopermit.js`) on a
 * database named by DATABASE_URL. (test/cli/cli.test.ts has its own copy, with more around it.)
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'bin', 'biopermit.js');
/** Each run starts Node and compiles the sources through tsx: seconds, not milliseconds. */
export const CLI_TIMEOUT_MS = 30_000;

/** Settings the service reads: none may leak in from the outer environment. */
const SETTING =
  /^(PORT|HOST|DATABASE_URL|DATA_DIR|LOG_LEVEL|PUBLIC_BASE_URL|TRUST_PROXY|BODY_LIMIT_BYTES|ALLOW_NON_DURABLE_WRITES|DATABASE_POOL_SIZE|DATABASE_PREPARED_STATEMENTS|SQLITE_CACHE_SIZE_MIB|SHUTDOWN_TIMEOUT_MS|REGISTRATION_PREFIX|TOKEN_\w+|AUTH_\w+)$/;

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `biopermit args…` on the given database. */
export function biopermit(databaseUrl: string, ...args: string[]): Promise<CliRun> {
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING.test(name))),
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: ROOT, env, timeout: CLI_TIMEOUT_MS, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') {
          reject(new Error(`biopermit ${args.join(' ')} did not finish: ${error.message}\n${stderr}`));
          return;
        }
        resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr });
      },
    );
  });
}
