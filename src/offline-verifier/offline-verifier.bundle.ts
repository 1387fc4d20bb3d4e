import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';

/**
 * The page's script and its service worker, bundled from page/ by esbuild (a dependency: the
 * `biopermit` command runs from sources, with no build step, and so does this page). Bundled once per
 * process, on the first request for either, and held in memory: some 150 kB, a fraction of a second.
 * The page bundles the very codec the service signs with (src/credentials/), so there is no second copy.
 */
export interface OfflineBundle {
  readonly script: string;
  readonly serviceWorker: string;
  /** A hash of both, for ETags: a new build is a new tag. */
  readonly version: string;
}

const PAGE_DIR = path.join(import.meta.dirname, 'page');
let building: Promise<OfflineBundle> | undefined;

async function build(): Promise<OfflineBundle> {
  // Imported on need: most processes never serve this page.
  const esbuild = await import('esbuild');
  const common: BuildOptions & { write: false } = {
    bundle: true,
    write: false,
    minify: true,
    platform: 'browser',
    // What the page needs anyway: WebCrypto Ed25519, DecompressionStream, module scripts.
    target: ['chrome120', 'firefox130', 'safari17'],
    legalComments: 'none',
    logLevel: 'silent',
  };
  const [script, worker] = await Promise.all([
    esbuild.build({ ...common, entryPoints: [path.join(PAGE_DIR, 'main.ts')], format: 'esm' }),
    esbuild.build({ ...common, entryPoints: [path.join(PAGE_DIR, 'service-worker.ts')], format: 'iife' }),
  ]);
  const text = (result: { outputFiles?: { text: string }[] }) => {
    const file = result.outputFiles?.[0];
    if (file === undefined) throw new Error('esbuild wrote no file for the offline verifier');
    return file.text;
  };
  const bundle = { script: text(script), serviceWorker: text(worker) };
  const version = createHash('sha256').update(bundle.script).update('\0').update(bundle.serviceWorker).digest('hex').slice(0, 16);
  return { ...bundle, version };
}

export function offlineBundle(): Promise<OfflineBundle> {
  building ??= build().catch((error: unknown) => {
    // A failed build is not kept: the next request tries again (and logs again).
    building = undefined;
    throw error;
  });
  return building;
}
