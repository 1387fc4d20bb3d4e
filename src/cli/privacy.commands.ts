import type { Command } from 'commander';
import { ACTION_REGISTRY } from '../actions.js';
import { systemActor } from '../auth/actor.js';
import { openBlobStore } from '../blobs/open-blob-store.js';
import { manilaDate } from '../clock/manila-time.js';
import { AppError } from '../http/errors.js';
import { runRetention } from '../privacy/retention/retention.job.js';
import { printJson, withDatabase } from './context.js';

/** `biopermit privacy run-retention`: the retention job run now, on any day (docs/PRIVACY.md). */
export function addPrivacyCommands(program: Command): void {
  const privacy = program.command('privacy').description('personal data (Data Privacy Act): retention and erasure');
  privacy
    .command('run-retention')
    .description(
      'anonymise every application whose retention period (setting privacy.retention) has passed on the day given, as the privacy-retention job does daily',
    )
    .option('--as-of <date>', 'the day to check on, YYYY-MM-DD (Asia/Manila); today by default')
    .option('--json', 'print the summary as JSON')
    .action((options: { asOf?: string; json?: boolean }) =>
      withDatabase(async ({ db }, config) => {
        const asOf = options.asOf ?? manilaDate(new Date());
        if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
          throw new AppError('validation_failed', '--as-of must be a date, YYYY-MM-DD (2031-12-31)');
        }
        const store = openBlobStore(config.files);
        try {
          const summary = await runRetention({ db, store, actions: ACTION_REGISTRY }, systemActor('privacy-retention'), asOf);
          if (options.json) printJson(summary);
          else {
            process.stdout.write(
              `Checked ${summary.checked} ended applications on ${asOf}: ${summary.anonymised.length} anonymised` +
                `${summary.anonymised.length === 0 ? '' : ` (${summary.anonymised.join(', ')})`}, ${summary.failed} failed.\n`,
            );
          }
          if (summary.failed > 0) process.exitCode = 1;
        } finally {
          await store.close();
        }
      }),
    );
}
