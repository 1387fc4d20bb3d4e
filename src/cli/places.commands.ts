import type { Command } from 'commander';
import { backfillPlaces } from '../places/place.coding.js';
import { PSGC_RELEASE } from '../places/psgc.release.js';
import { withDatabase } from './context.js';

/** `places backfill`: PSGC codes for the locations stored before them (or, with --recode, from another release). */
export function addPlaceCommands(program: Command): void {
  program
    .command('places')
    .description('the PSGC codes kept beside each location’s names (docs/PLACES.md)')
    .command('backfill')
    .description(
      `code the locations that have no codes yet; --recode also those coded from a release other than ${PSGC_RELEASE.quarter}; ` +
        'safe while the service runs',
    )
    .option('--recode', 'also re-code locations coded from another PSGC release')
    .action((options: { recode?: boolean }) =>
      withDatabase(async ({ db }) => {
        const { coded, withWarnings } = await backfillPlaces(db, { recode: options.recode === true });
        process.stdout.write(`Places coded (PSGC ${PSGC_RELEASE.quarter}): ${coded} locations, ${withWarnings} with warnings.\n`);
      }),
    );
}
