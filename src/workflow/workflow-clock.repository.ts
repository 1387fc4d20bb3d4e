import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';

/** One page of the applications the clock job watches, in id order after `after` (keyset). */
export function findWatchedApplications(
  db: Kysely<DB>,
  statuses: readonly ApplicationStatus[],
  after: string | undefined,
  limit: number,
): Promise<{ id: string; status: string; hold_reason: string | null }[]> {
  let query = db.selectFrom('applications').select(['id', 'status', 'hold_reason']).where('status', 'in', statuses);
  if (after !== undefined) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).execute();
}
