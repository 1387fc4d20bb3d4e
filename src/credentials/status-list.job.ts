import { createCredentialKeyRing } from '../auth/credential-key-ring.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { regenerateChangedStatusLists } from './status-list.service.js';

/**
 * Regenerates the status lists a permit's status change touched, within a minute of the change, and
 * every list at least daily (docs/TRUST.md, "Status lists"). The online verification page reads the
 * permit itself, so it shows a change at once; offline verifiers see it at their next sync.
 */
export function statusListsJob(options: { readonly issuer: string; readonly signingKeyEncryptionKey: string | undefined }): JobDefinition {
  return {
    name: 'credential-status-lists',
    intervalMs: 60_000,
    async run({ db }) {
      // Loaded at each run, outside the transaction: a rotation by another process is seen within a minute.
      const keys = createCredentialKeyRing(db, { signingKeyEncryptionKey: options.signingKeyEncryptionKey });
      await keys.initialize();
      const regenerated = await regenerateChangedStatusLists(db, { db, keys, issuer: options.issuer });
      return { regenerated };
    },
  };
}
