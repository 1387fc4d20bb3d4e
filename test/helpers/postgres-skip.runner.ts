import { type Suite, updateTask } from '@vitest/runner';
import { TestRunner } from 'vitest';
import type { PostgresProbe } from './postgres-probe.js';

/** A suite of the PostgreSQL variant: `describe.each(testDialects)('… (%s)')` names it with the dialect. */
const POSTGRES_VARIANT = /\bpostgres\b/;

/** Marks every test and suite under `suite` skipped, with the reason, as vitest does for a skipped suite. */
function skipAll(suite: Suite, note: string, runner: TestRunner): void {
  for (const task of suite.tasks) {
    task.mode = 'skip';
    // `note` is what `context.skip(note)` leaves; reporters show it beside the skipped test.
    task.result = { ...task.result, state: 'skip', note } as typeof task.result;
    updateTask('test-finished', task, runner);
    if (task.type === 'suite') skipAll(task, note, runner);
  }
}

/**
 * The service project's runner: when PostgreSQL did not answer (outside CI; under CI the run stops
 * at the probe), the PostgreSQL variant of each suite is skipped before its hooks run, and reported
 * skipped with the reason, rather than left out of the run unsaid (test/helpers/databases.ts).
 */
export default class PostgresSkippingRunner extends TestRunner {
  override async onBeforeRunSuite(suite: Suite): Promise<void> {
    const probe = this.probe();
    if (probe !== undefined && !probe.available && suite.mode === 'run' && POSTGRES_VARIANT.test(suite.name)) {
      const note = `PostgreSQL was not tested: ${probe.reason}`;
      skipAll(suite, note, this);
      // runSuite reads the mode after this hook: the suite is finished as skipped, its hooks never run.
      suite.mode = 'skip';
    }
    await super.onBeforeRunSuite(suite);
  }

  private probe(): PostgresProbe | undefined {
    try {
      return this.injectValue('postgresProbe') as PostgresProbe | undefined;
    } catch {
      return undefined;
    }
  }
}
