import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { philippinesOutlinePlugin } from './vite/philippines-outline.js';
import { precompressPlugin } from './vite/precompress.js';

/**
 * The back-office: built into web/dist and served by the service under /app/ (src/web/web.plugin.ts).
 * `npm run web:dev` serves it with hot reload on :5173 and passes API calls to the service on :8080.
 * The `test` block is the vitest project of its component tests (happy-dom).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  plugins: [react(), philippinesOutlinePlugin(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every asset stays a file under /app/assets/: the Content-Security-Policy allows nothing inline.
    assetsInlineLimit: 0,
    // No source maps in the served build: staff never see a stack, and the sources are not published.
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: false,
    // The dashboard's lazy chunk (recharts) is about 460 kB before compression; what staff download first
    // is held to its own, stricter budget by a test (bench/README.md, the back-office's first screen).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Rolldown's "significant time in plugins" notice measures this machine's load, not a fault in the
      // build (the outline and compression plugins are slow by design and run once); real warnings stay.
      checks: { bundlerTimings: false },
      output: {
        // Screens are named after themselves; chunks shared between screens get a neutral name.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/openapi.json': 'http://127.0.0.1:8080',
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The API client's tests need the real service: they are the `web-api` project (vitest.config.ts),
    // so the service starts only in a run that includes them, not for every component test.
    exclude: ['src/api/client.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 15_000,
    // One happy-dom window and one load of React, Mantine and the screens per worker, not per file
    // (a fresh environment per file was three quarters of the project's time). Tests therefore leave no
    // global state behind: src/testing/setup.ts clears the page and the storages after each test.
    isolate: false,
    // A larger young generation, as for the service's tests (vitest.config.ts).
    execArgv: ['--max-semi-space-size=64'],
  },
});
