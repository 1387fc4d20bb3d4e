import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CliRun, cliOutcomes } from './cli-outcome.js';

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

export function biopermit(databaseUrl: string, ...args: string[]): Promise<CliRun> {
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

export const { succeed } = cliOutcomes(biopermit);
