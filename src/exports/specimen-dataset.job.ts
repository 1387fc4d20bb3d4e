import type { BlobStore } from '../blobs/blob-store.js';
import type { AbschConfig } from '../config.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { publishSpecimenDataset } from './specimen-dataset.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Once a day, a new version of the public specimen dataset when the accepted collection reports (or a
 * permit's status, or the generalisation) changed since the latest; nothing otherwise (docs/DARWIN-CORE.md).
 * `biopermit dataset publish` runs the same now. Registered only when PUBLIC_BASE_URL is set.
 */
export function publishSpecimenDatasetJob(deps: {
  store: BlobStore;
  publicBaseUrl: string;
  absch: AbschConfig | undefined;
}): JobDefinition {
  return {
    name: 'publish-specimen-dataset',
    intervalMs: DAY_MS,
    // The archive is built whole before it is stored: give a large dataset time.
    leaseMs: 5 * 60 * 1000,
    async run({ db }) {
      const outcome = await publishSpecimenDataset({ db, ...deps });
      return { ...outcome };
    },
  };
}
