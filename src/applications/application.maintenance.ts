import type { Kysely } from 'kysely';
import { lockTableAgainstWriters } from '../db/locking.js';
import type { AgencyApplicationCountTable, DB } from '../db/schema.js';
import { RENDERING_VERSION } from './application.rendering.js';
import { rerenderApplications } from './application.write.js';
import {
  countApplicationsByKey,
  findApplicationIdsToRender,
  findKeptApplicationCounts,
  replaceApplicationCounts,
} from './application-maintenance.repository.js';

/**
 * Rebuilds of what the write path keeps as a cache: the stored renderings and the per-agency counts.
 * Both are derived from the tables alone, so a rebuild after any sequence of changes gives the same
 * bytes and numbers that were kept (test/applications/rebuild.test.ts); run them after a format change
 * (RENDERING_VERSION), a restore, or a repair by hand. Both run while the service serves.
 */

/** Applications re-rendered per transaction: short transactions, so changes and submissions wait little. */
const RENDER_BATCH = 200;

export interface RenderingsRebuild {
  /** Applications looked at. */
  readonly examined: number;
  /** Of those, the ones whose stored renderings (or their format version) differed and were rewritten. */
  readonly rewritten: number;
}

/**
 * Re-renders every application (`all`), or only those rendered in an older format than
 * RENDERING_VERSION, in id order, a batch per transaction; `onBatch` hears the running totals.
 */
export async function rebuildRenderings(
  db: Kysely<DB>,
  which: 'all' | 'outdated',
  onBatch?: (progress: RenderingsRebuild) => void,
): Promise<RenderingsRebuild> {
  let examined = 0;
  let rewritten = 0;
  let after: string | undefined;
  for (;;) {
    const olderThan = which === 'outdated' ? RENDERING_VERSION : undefined;
    const ids = await findApplicationIdsToRender(db, { after, olderThan, limit: RENDER_BATCH });
    if (ids.length === 0) return { examined, rewritten };
    rewritten += await db.transaction().execute((trx) => rerenderApplications(trx, ids));
    examined += ids.length;
    after = ids[ids.length - 1];
    onBatch?.({ examined, rewritten });
  }
}

export interface CountersRebuild {
  /** (agency, status, type) keys whose count was not what the applications say. */
  readonly corrected: number;
  /** Keys with at least one application. */
  readonly keys: number;
}

const countKey = (c: Pick<AgencyApplicationCountTable, 'agency_code' | 'status' | 'application_type'>) =>
  `${c.agency_code}\u0000${c.status}\u0000${c.application_type}`;

/**
 * Recounts `agency_application_counts` from the applications, in one transaction that keeps other
 * writers of the counts waiting (reads go on), so no change slips between the count and the write.
 * A key whose count is 0 means the same as no row; the rebuild leaves none.
 */
export async function rebuildCounters(db: Kysely<DB>): Promise<CountersRebuild> {
  return db.transaction().execute(async (trx) => {
    await lockTableAgainstWriters(trx, 'agency_application_counts');
    const kept = await findKeptApplicationCounts(trx);
    const fresh = await countApplicationsByKey(trx);
    const keptCounts = new Map(kept.map((row) => [countKey(row), Number(row.application_count)]));
    const freshCounts = new Map(fresh.map((row) => [countKey(row), row.application_count]));
    let corrected = 0;
    for (const key of new Set([...keptCounts.keys(), ...freshCounts.keys()])) if (keptCounts.get(key) !== freshCounts.get(key)) corrected++;
    await replaceApplicationCounts(trx, fresh);
    return { corrected, keys: fresh.length };
  });
}
