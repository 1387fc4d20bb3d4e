import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(WEB_DIR, 'dist');
const INPUTS = [path.join(WEB_DIR, 'src'), path.join(WEB_DIR, 'vite'), path.join(WEB_DIR, 'index.html'), path.join(WEB_DIR, 'public')];
const CONFIG_FILES = [path.join(WEB_DIR, 'vite.config.ts'), path.resolve(WEB_DIR, '../package-lock.json')];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Whether web/dist is missing or older than any source of the back-office. */
export function webBuildIsStale(): boolean {
  const index = path.join(DIST_DIR, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return [...INPUTS, ...CONFIG_FILES].some((input) => newestMtime(input) > built);
}

/**
 * Builds the back-office into web/dist, as `npm run web:build` does. Always the production build:
 * Vite follows NODE_ENV, which vitest sets to `test` (that would bundle React's development build).
 */
export async function buildWeb(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(WEB_DIR, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function ensureWebBuilt(): Promise<void> {
  if (webBuildIsStale()) await buildWeb();
}
