import type { Command } from 'commander';
import { rebuildCounters, rebuildRenderings } from '../applications/application.maintenance.js';
import { RENDERING_VERSION } from '../applications/application.rendering.js';
import { AppError } from '../http/errors.js';
import { withDatabase } from './context.js';

/** `renderings rebuild` and `counters rebuild`: recompute what the write path keeps as a cache. */
export function addMaintenanceCommands(program: Command): void {
  program
    .command('renderings')
    .description('the stored renderings of applications (what the list and detail reads send)')
    .command('rebuild')
    .description(
      `re-render applications from their tables: --outdated (the default) those rendered in a format older than ` +
        `${RENDERING_VERSION}, --all every one; safe while the service runs`,
    )
    .option('--all', 'every application')
    .option('--outdated', 'only applications rendered in an older format (default)')
    .action((options: { all?: boolean; outdated?: boolean }) =>
      withDatabase(async ({ db }) => {
        if (options.all && options.outdated) throw new AppError('validation_failed', 'Give --all or --outdated, not both');
        const which = options.all ? 'all' : 'outdated';
        const result = await rebuildRenderings(db, which, ({ examined }) => {
          if (examined % 10_000 === 0) process.stderr.write(`… ${examined} applications\n`);
        });
        process.stdout.write(
          `Renderings rebuilt (${which}): ${result.examined} applications examined, ${result.rewritten} rewritten ` +
            `(format ${RENDERING_VERSION}).\n`,
        );
      }),
    );

  program
    .command('counters')
    .description('the per-agency counts of applications behind X-Total-Count')
    .command('rebuild')
    .description('recount them from the applications; safe while the service runs (writers wait a moment)')
    .action(() =>
      withDatabase(async ({ db }) => {
        const { corrected, keys } = await rebuildCounters(db);
        process.stdout.write(`Counters rebuilt: ${keys} (agency, status, type) counts, ${corrected} corrected.\n`);
      }),
    );
}
