import type { Command } from 'commander';
import { publishSpecimenDataset } from '../exports/specimen-dataset.service.js';
import { withBlobStore } from './blobs.commands.js';
import { printJson } from './context.js';

/**
 * `biopermit dataset publish`: the daily `publish-specimen-dataset` job, now (docs/DARWIN-CORE.md): a new
 * version of the public specimen dataset if the data changed since the latest, nothing otherwise. Two
 * runs at once cannot both publish a number: the version is the table's primary key.
 */
export function addDatasetCommands(program: Command): void {
  program
    .command('dataset')
    .description('the public specimen dataset (docs/DARWIN-CORE.md)')
    .command('publish')
    .description('publish a new version of the specimen dataset now, if the accepted collection reports changed')
    .action(() =>
      withBlobStore(async ({ db }, store, config) => {
        printJson(await publishSpecimenDataset({ db, store, publicBaseUrl: config.publicBaseUrl, absch: config.absch }));
      }),
    );
}
