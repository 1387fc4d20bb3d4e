import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip copies of the built text files (`x.js.br`, `x.js.gz` beside `x.js`), made once at
 * build time at the strongest settings, so the service sends a browser that accepts them a third to
 * a fifth of the bytes at no cost per request (src/web/web.plugin.ts serves them; the service has no
 * reverse proxy in front of it to compress for it). Fonts and images are compressed already.
 */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this, the headers weigh more than what compression would save. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function precompress(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A copy no smaller than the file would only cost the browser a decompression.
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
}

export function precompressPlugin(): Plugin {
  return {
    name: 'biopermit:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(files.map((fileName) => precompress(path.join(outDir, fileName))));
    },
  };
}
