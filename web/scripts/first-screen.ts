import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the browser downloads before the first screen shows, from the built files: the entry script
 * and what index.html preloads, plus, for a signed-in user, the shell's and the workqueues' chunks
 * and everything they import statically. Dynamic imports (other screens) are not counted.
 */
export const FIRST_SCREEN_BUDGET_GZIP_BYTES = {
  /** The log-in page: what a user who is not signed in waits for. */
  logIn: 160 * 1024,
  /**
   * The workqueues in the shell: what a signed-in user waits for. 200 KiB until 27 Nov 2026, when five
   * capabilities merged at once (obligations, Clearing-House, places, privacy, email) took it to 204 KiB:
   * 208 KiB while the shell's share is looked into (docs/BACK-OFFICE.md). 212 KiB since 2 Dec 2026: the
   * reviewer's fixes of issue 31 took it from 205.9 to 210.2 KiB, most of it the bundler moving TanStack
   * Query's infinite query and Mantine's modal out of the entry into shared chunks (bench/README.md).
   */
  workqueues: 212 * 1024,
} as const;

export interface ScreenSize {
  readonly files: readonly { file: string; bytes: number; gzipBytes: number }[];
  readonly gzipBytes: number;
}

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g;

function staticImports(assetsDir: string, file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  const source = fs.readFileSync(path.join(assetsDir, file), 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) if (match[1]) staticImports(assetsDir, match[1], seen);
}

function measure(assetsDir: string, files: Iterable<string>): ScreenSize {
  const measured = [...files].sort().map((file) => {
    const content = fs.readFileSync(path.join(assetsDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return { files: measured, gzipBytes: measured.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function firstScreenSizes(distDir: string): { logIn: ScreenSize; workqueues: ScreenSize } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assetsDir = path.join(distDir, 'assets');
  const entry = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/app\/assets\/([^"]+\.js)"/g)) {
    if (match[1]) staticImports(assetsDir, match[1], entry);
  }
  const signedIn = new Set(entry);
  for (const chunk of fs.readdirSync(assetsDir)) {
    if (/^(StaffShell|WorkqueuesPage)-[\w-]+\.js$/.test(chunk)) staticImports(assetsDir, chunk, signedIn);
  }
  return { logIn: measure(assetsDir, entry), workqueues: measure(assetsDir, signedIn) };
}
