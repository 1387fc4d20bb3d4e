import type { KeyEncryption } from '../auth/key-encryption.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { integratePendingEntries, publishCheckpoint } from './transparency-log.service.js';

/**
 * The public log's job (docs/TRUST.md): numbers the entries changes wrote, then signs a checkpoint when
 * entries were added or the last one is an hour old. Its interval is the debounce: a burst of issues
 * makes one checkpoint, at most ten seconds after it. Without an origin (TRANSPARENCY_LOG_ORIGIN or
 * PUBLIC_BASE_URL) entries are still numbered, and nothing is signed.
 */
export function transparencyLogJob(options: { origin: string | undefined; sealer: KeyEncryption }): JobDefinition {
  return {
    name: 'transparency-log',
    intervalMs: 10_000,
    async run({ db }) {
      const integrated = await integratePendingEntries(db);
      if (options.origin === undefined) return { integrated };
      const checkpoint = await publishCheckpoint(db, { origin: options.origin, sealer: options.sealer });
      return { integrated, size: checkpoint.size, signed: checkpoint.signed };
    },
  };
}
