import type { BlobStore } from '../blobs/blob-store.js';
import type { AbschConfig } from '../config.js';
import type { JobDefinition, JobLogger } from '../jobs/job.types.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { AbschClient } from './absch.client.js';
import { runPublications } from './absch-publish.service.js';
import { findCheckpointCommuniques, reconcile } from './absch-watch.service.js';

/**
 * The Clearing-House's scheduled jobs (docs/ABSCH.md, docs/JOBS.md), registered only when its account
 * is configured (ABSCH_EMAIL, ABSCH_PASSWORD): without it, publication stays manual.
 *
 * - `absch-publish` (every minute): advances each open publication one step (publish-service).
 * - `absch-reconcile` (nightly): compares what biopermit believes with what the Clearing-House holds.
 * - `absch-checkpoints` (daily): links the checkpoint communiqués that name our IRCCs to their permits.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface AbschJobOptions {
  readonly config: AbschConfig;
  readonly store: BlobStore;
  readonly log: JobLogger;
  /** The registry of actions (src/actions.ts): publication steps and communiqués are actions. */
  readonly actions: ActionRegistry;
  /** For tests: the client to use (one is made from the config otherwise). */
  readonly client?: AbschClient;
}

export function abschJobs(options: AbschJobOptions): JobDefinition[] {
  const client = options.client ?? new AbschClient(options.config);
  return [
    {
      name: 'absch-publish',
      intervalMs: MINUTE,
      // A step may wait on the Clearing-House for a while (30 s per call at most).
      leaseMs: 5 * MINUTE,
      run: ({ db, actor, startedAt, signal }) =>
        runPublications({ db, actions: options.actions, client, store: options.store, log: options.log }, actor, startedAt, signal).then(
          (s) => ({ ...s }),
        ),
    },
    {
      name: 'absch-reconcile',
      intervalMs: DAY,
      leaseMs: 5 * MINUTE,
      run: ({ db, startedAt, signal }) => reconcile(db, client, startedAt, signal),
    },
    {
      name: 'absch-checkpoints',
      intervalMs: DAY,
      leaseMs: 5 * MINUTE,
      run: ({ db, actor, signal }) => findCheckpointCommuniques(db, options.actions, client, actor, signal),
    },
  ];
}
