import type { Kysely } from 'kysely';
import type { ApplicationTable, DB } from '../../db/schema.js';

/** The SQL of retention: what the verdicts read (retention.verdicts.ts), the applications the job checks (retention.job.ts). */

/** The columns of the applications their retention verdict reads (retention.rules.ts). */
export function findRetainedApplications(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db
    .selectFrom('applications')
    .select(['id', 'registration_no', 'status', 'hold_reason', 'status_changed_at', 'decided_at', 'updated_at'])
    .where('id', 'in', applicationIds)
    .execute();
}

/** The columns of the applications' permits their retention verdict reads. */
export function findRetainedPermits(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db
    .selectFrom('permits')
    .select(['application_id', 'permit_no', 'status', 'date_expired', 'status_changed_at', 'created_at'])
    .where('application_id', 'in', applicationIds)
    .execute();
}

/** A page, in id order after `after`, of the applications in one of `statuses` whose permittee's key is not destroyed. */
export function findEndedApplicationsNotErased(
  db: Kysely<DB>,
  statuses: readonly ApplicationTable['status'][],
  after: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('applications')
    .leftJoin('data_subject_keys', 'data_subject_keys.application_id', 'applications.id')
    .select(['applications.id', 'applications.registration_no'])
    .where('applications.status', 'in', [...statuses])
    .where('data_subject_keys.destroyed_at', 'is', null);
  if (after !== undefined) query = query.where('applications.id', '>', after);
  return query.orderBy('applications.id').limit(limit).execute();
}
