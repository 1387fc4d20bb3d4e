import type { Reporter, TestModule, Vitest } from 'vitest/node';
import type { PostgresProbe } from './postgres-probe.js';

/**
 * Ends the run's output with "PostgreSQL was not tested: <reason>" when the probe found no
 * PostgreSQL (outside CI): a green summary must not hide that half of the variants were skipped.
 * Listed after the default reporter, so its line is the last.
 */
export default class PostgresNotTestedReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    const probes = (this.vitest?.projects ?? []).map((project) => project.getProvidedContext().postgresProbe as PostgresProbe | undefined);
    const missed = probes.find((probe) => probe !== undefined && !probe.available);
    if (missed !== undefined && !missed.available) {
      process.stdout.write(
        `\nPostgreSQL was not tested: ${missed.reason}. Its tests are reported skipped; start it (or set TEST_POSTGRES_URL) and run again.\n`,
      );
    }
  }
}
