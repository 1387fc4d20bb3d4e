import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { createSettingsReader } from '../../settings/settings.cache.js';
import { findRetainedApplications, findRetainedPermits } from './retention.repository.js';
import { type RetentionVerdict, retentionVerdict } from './retention.rules.js';

/**
 * Issue 21 §2: the retention rule (retention.rules.ts, pure) applied to stored applications: what
 * the retention job and an erasure request ask before anything is erased.
 */

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
