import type { SystemActor } from '../../auth/actor.js';
import type { BlobStore } from '../../blobs/blob-store.js';
import { manilaDate } from '../../clock/manila-time.js';
import { reclaimErasedSpace } from '../../db/erased-space.js';
import type { JobDefinition } from '../../jobs/job.types.js';
import type { ActionRegistry } from '../../workflow/action-registry.js';
import { anonymiseApplication, ERASED_TABLES, type ErasureDeps } from '../erasure/anonymisation.js';
import { findEndedApplicationsNotErased } from './retention.repository.js';
import { ENDED_STATUSES } from './retention.rules.js';
import { retentionVerdicts } from './retention.verdicts.js';

/**
 * Issue 21 §2: the retention job. Every application that has ended (ENDED_STATUSES) and is not yet
 * anonymised is checked against `privacy.retention` on a day (`asOf`, today in Asia/Manila for the
 * scheduler; any day for `biopermit privacy run-retention --as-of` and tests: the controllable
 * clock); those past it are anonymised (erasure/anonymisation.ts: the workflow's action
 * `anonymise_personal_data`, then their files' bytes removed from the blob store).
 */

const BATCH = 200;

export interface RetentionRunSummary {
  checked: number;
  anonymised: string[];
  failed: number;
  [key: string]: unknown;
}

/**
 * One pass: what the job runs, what `privacy run-retention` and tests call with the day they choose.
 * When it anonymised any, the old row versions are reclaimed after (reclaimErasedSpace: VACUUM on
 * PostgreSQL, outside any transaction), also when the pass was stopped midway.
 */
export async function runRetention(
  deps: ErasureDeps,
  actor: SystemActor,
  asOf: string,
  signal: AbortSignal = new AbortController().signal,
): Promise<RetentionRunSummary> {
  const summary: RetentionRunSummary = { checked: 0, anonymised: [], failed: 0 };
  try {
    await retentionPass(deps, actor, asOf, signal, summary);
  } finally {
    if (summary.anonymised.length > 0) await reclaimErasedSpace(deps.db, ERASED_TABLES);
  }
  return summary;
}

async function retentionPass(
  deps: ErasureDeps,
  actor: SystemActor,
  asOf: string,
  signal: AbortSignal,
  summary: RetentionRunSummary,
): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const rows = await findEndedApplicationsNotErased(deps.db, [...ENDED_STATUSES], after, BATCH);
    const verdicts = await retentionVerdicts(
      deps.db,
      rows.map((row) => row.id),
      asOf,
    );
    for (const row of rows) {
      if (signal.aborted) return;
      summary.checked += 1;
      if (verdicts.get(row.id)?.passed !== true) continue;
      try {
        if (await anonymiseApplication(deps, actor, row.id, asOf)) summary.anonymised.push(row.registration_no);
      } catch (error) {
        // One application that fails does not stop the others; the next run tries it again.
        summary.failed += 1;
        if (summary.failed === 1) summary.firstError = error instanceof Error ? error.message : String(error);
      }
    }
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BATCH) return;
    after = last.id;
  }
}

/** The scheduler's job (docs/JOBS.md): once a day, on today's date in Asia/Manila. */
export function privacyRetentionJob(store: BlobStore, actions: ActionRegistry): JobDefinition {
  return {
    name: 'privacy-retention',
    intervalMs: 24 * 60 * 60 * 1000,
    leaseMs: 5 * 60 * 1000,
    run: ({ db, actor, signal, startedAt }) => runRetention({ db, store, actions }, actor, manilaDate(startedAt), signal),
  };
}
