import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three workers on two cores: a test worker often waits (on PostgreSQL, a child process, Chromium),
    // and a third keeps both cores busy; a fourth only fights over them (measured in CONTRIBUTING.md).
    maxWorkers: 3,
    // A larger young generation: the workers allocate fast (apps, requests, PDFs), and with V8's default
    // 16 MiB semi-spaces garbage collection took 8% of their CPU; with 64 MiB, test/workflow and
    // test/staff took 10 to 20% less CPU (CONTRIBUTING.md).
    execArgv: ['--max-semi-space-size=64'],
    // Without PostgreSQL (outside CI), the summary's last line says it was not tested, and why.
    reporters: ['default', './test/helpers/postgres-not-tested.reporter.ts'],
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
          // commands' bundle is built once before any test spawns one; the database templates are
          // migrated once. All three side by side (test/helpers/suite.global-setup.ts).
          globalSetup: ['test/helpers/suite.global-setup.ts'],
          // Registers the PostgreSQL variants as skipped, with the reason, when it did not answer.
          runner: './test/helpers/postgres-skip.runner.ts',
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
