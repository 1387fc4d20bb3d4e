import type { Command } from 'commander';
import { ACTION_REGISTRY } from '../actions.js';
import { systemActor } from '../auth/actor.js';
import { watchObligations } from '../obligations/obligation.job.js';
import { printJson, withDatabase } from './context.js';

/**
 * `biopermit obligations check`: one pass of the hourly `obligations` job, now, from the command line
 * (docs/OBLIGATIONS.md): an operator need not wait for the next run after a change (the walk-through's
 * overdue report). Safe beside the running job: each obligation is read again under its application's
 * lock, and each reminder is sent once.
 */
export function addObligationCommands(program: Command): void {
  program
    .command('obligations')
    .description('the obligations of permits (docs/OBLIGATIONS.md)')
    .command('check')
    .description('one pass of the obligations job now: mark obligations past their due date overdue, send the reminders due')
    .action(() =>
      withDatabase(async ({ db }) => {
        const summary = await watchObligations(db, ACTION_REGISTRY, systemActor('obligations'));
        printJson(summary);
        if (summary.failed > 0) process.exitCode = 1;
      }),
    );
}
