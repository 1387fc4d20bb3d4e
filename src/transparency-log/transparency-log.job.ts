import type { KeyEncryption } from '../auth/key-encryption.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { type LogWitness, submitToWitnesses } from './log-witnesses.js';
import { integratePendingEntries, publishCheckpoint } from './transparency-log.service.js';

/**
 * The public log's job (docs/TRUST.md): numbers the entries changes wrote, then signs a checkpoint when
 * entries were added or the last one is an hour old, and submits each checkpoint it signs to the
 * configured witnesses (LOG_WITNESSES, log-witnesses.ts; a witness that fails is counted, never fatal).
 * Its interval is the debounce: a burst of issues makes one checkpoint, at most ten seconds after it.
 * Without an origin (TRANSPARENCY_LOG_ORIGIN or PUBLIC_BASE_URL) entries are still numbered, and nothing
 * is signed.
 */
export function transparencyLogJob(options: {
  origin: string | undefined;
  sealer: KeyEncryption;
  witnesses?: readonly LogWitness[];
}): JobDefinition {
  const witnesses = options.witnesses ?? [];
  return {
    name: 'transparency-log',
    intervalMs: 10_000,
    async run({ db, signal }) {
      const integrated = await integratePendingEntries(db);
      if (options.origin === undefined) return { integrated };
      const checkpoint = await publishCheckpoint(db, { origin: options.origin, sealer: options.sealer });
      const summary = { integrated, size: checkpoint.size, signed: checkpoint.signed };
      if (!checkpoint.signed || witnesses.length === 0) return summary;
      const round = await submitToWitnesses(db, checkpoint, witnesses, { signal });
      return { ...summary, witnessesCosigned: round.cosigned, witnessesFailed: round.failed, witnessFailures: round.failures };
    },
  };
}
