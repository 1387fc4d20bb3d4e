import fs from 'node:fs';
import path from 'node:path';

const WEB_DIR = path.resolve(import.meta.dirname, '..');
export const DIST_DIR = path.join(WEB_DIR, 'dist');

/** What the build reads, under a web folder: its sources, its Vite config and plugins, and the locked dependencies. */
function buildInputs(webDir: string): string[] {
  return [
    ...['src', 'vite', 'index.html', 'public', 'vite.config.ts'].map((entry) => path.join(webDir, entry)),
    path.resolve(webDir, '../package-lock.json'),
  ];
}

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Whether web/dist (of `webDir`, the back-office's by default) is missing or older than any source of the back-office. */
export function webBuildIsStale(webDir: string = WEB_DIR): boolean {
  const index = path.join(webDir, 'dist', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return buildInputs(webDir).some((input) => newestMtime(input) > built);
}

/**
 * Builds the back-office into web/dist, as `npm run web:build` does. Always the production build:
 * Vite follows NODE_ENV, which vitest sets to `test` (that would bundle React's development build).
 */
export async function buildWeb(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // Imported here, not above: `npm start` asks webBuildIsStale first and, most often, needs no Vite at all.
    const { build } = await import('vite');
    await build({ configFile: path.join(WEB_DIR, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function ensureWebBuilt(): Promise<void> {
  if (webBuildIsStale()) await buildWeb();
}
