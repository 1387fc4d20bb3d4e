import type { Kysely } from 'kysely';
import type { SystemActor } from '../../auth/actor.js';
import { removeErasedBlobs } from '../../blobs/blob-gc.service.js';
import type { BlobStore } from '../../blobs/blob-store.js';
import { manilaDate } from '../../clock/manila-time.js';
import { reclaimErasedSpace } from '../../db/erased-space.js';
import type { DB } from '../../db/schema.js';
import type { JobDefinition } from '../../jobs/job.types.js';
import { createSettingsReader } from '../../settings/settings.cache.js';
import type { ActionRegistry } from '../../workflow/action-registry.js';
import { takeAction } from '../../workflow/workflow.engine.js';
import { anonymisePersonalData } from '../erasure/anonymise-personal-data.action.js';
import {
  findEndedApplicationsNotErased,
  findFileBlobsOfApplication,
  findRetainedApplications,
  findRetainedPermits,
} from './retention.repository.js';
import { ENDED_STATUSES, type RetentionVerdict, retentionVerdict } from './retention.rules.js';

/**
 * Issue 21 §2: the retention job. Every application that has ended (ENDED_STATUSES) and is not yet
 * anonymised is checked against `privacy.retention` on a day (`asOf`, today in Asia/Manila for the
 * scheduler; any day for `biopermit privacy run-retention --as-of` and tests: the controllable
 * clock); those past it are anonymised through the workflow's action `anonymise_personal_data`,
 * then their files' bytes (documents, certificates, agreements' signed files) removed from the blob store.
 */

const BATCH = 200;

/**
 * The tables an anonymisation updates or deletes rows of (the action's columns and effects, the
 * stored answers, the request it answers): where old row versions may still hold the person until
 * reclaimErasedSpace (PostgreSQL's VACUUM) has run on them.
 */
export const ERASED_TABLES = [
  'applications',
  'application_search',
  'application_attachments',
  'application_notices',
  'mail_messages',
  'agreements',
  'permit_certificates',
  'obligation_submissions',
  'applicants',
  'data_subject_keys',
  'idempotency_keys',
  'data_subject_requests',
] as const satisfies readonly (keyof DB)[];

export interface RetentionDeps {
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  /** The registry of actions (src/actions.ts): anonymisation is the action `anonymise_personal_data`. */
  readonly actions: ActionRegistry;
}

/** The applications' verdicts on `asOf`, read from their rows, their permits and the setting. */
export async function retentionVerdicts(
  db: Kysely<DB>,
  applicationIds: readonly string[],
  asOf: string,
): Promise<Map<string, RetentionVerdict>> {
  if (applicationIds.length === 0) return new Map();
  const [applications, permits, retention] = await Promise.all([
    findRetainedApplications(db, applicationIds),
    findRetainedPermits(db, applicationIds),
    createSettingsReader(db).get('privacy.retention'),
  ]);
  return new Map(
    applications.map((application) => [
      application.id,
      retentionVerdict(
        application,
        permits.filter((permit) => permit.application_id === application.id),
        retention,
        asOf,
      ),
    ]),
  );
}

/**
 * The blobs an application's files point at: its documents, its permits' certificates (generated and
 * signed scans), its agreements' signed files. Read before the anonymisation, which clears the rows;
 * a file added in between is erased with the others, and its bytes, then referenced by nothing, go
 * with the next gc.
 */
export async function blobsOfApplication(db: Kysely<DB>, applicationId: string): Promise<string[]> {
  const [documents, certificates, agreements] = await findFileBlobsOfApplication(db, applicationId);
  const hashes = [...documents, ...certificates, ...agreements].map((row) => row.blob_sha256);
  return [...new Set(hashes.filter((sha256): sha256 is string => sha256 !== null))];
}

/**
 * Anonymises one application (refused with `retention_not_passed` when its time is not up), then
 * deletes its files' bytes from the blob store, each unless another row still references the same
 * bytes (a document attached to another application too).
 */
export async function anonymiseApplication(
  deps: RetentionDeps,
  actor: SystemActor,
  applicationId: string,
  asOf: string,
  erasureRequestId?: string,
): Promise<boolean> {
  const files = await blobsOfApplication(deps.db, applicationId);
  const result = await takeAction(
    { db: deps.db, actions: deps.actions },
    {
      applicationId,
      action: anonymisePersonalData.name,
      fields: erasureRequestId === undefined ? { asOf } : { asOf, erasureRequestId },
      actor,
    },
  );
  if (!result.changed) return false;
  await removeErasedBlobs(deps.db, deps.store, files);
  return true;
}

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
  deps: RetentionDeps,
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
  deps: RetentionDeps,
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
