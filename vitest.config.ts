import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: more workers only fight over them (and over PostgreSQL).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'service',
          include: ['test/**/*.test.ts', 'clients/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The serving and browser tests need web/dist; it is rebuilt when a web source is newer. The
          // commands' bundle is built once before any test spawns one.
          globalSetup: [
            'test/web/web-build.global-setup.ts',
            'test/helpers/server-bundle.global-setup.ts',
            'test/helpers/database-templates.global-setup.ts',
          ],
        },
      },
      // The back-office's component tests, in happy-dom (web/vite.config.ts): no service is started for them.
      'web/vite.config.ts',
      // The back-office's API-client tests, against the real service, started for this project only
      // (test/web/service.global-setup.ts): a run of component tests alone does not build it.
      {
        extends: true,
        test: {
          name: 'web-api',
          root: 'web',
          include: ['src/api/client.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/setup.ts'],
          globalSetup: ['../test/web/service.global-setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
