import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { findRenewalBlockers } from './obligation.repository.js';

/**
 * A permit whose obligations that block renewal are overdue is not renewed (issue 20 §1): the
 * refusal (409 `action_not_allowed`) lists them in `overdueObligations`, so staff and the holder see
 * what to submit first. Read in the renewal's transaction, under the application's lock.
 */
export async function assertNoOverdueBlockers(db: Kysely<DB>, applicationId: string): Promise<void> {
  const blockers = await findRenewalBlockers(db, applicationId);
  if (blockers.length === 0) return;
  const list = blockers.map((o) => `${o.title} (due ${o.due_date})`).join('; ');
  throw new AppError('action_not_allowed', `renew_permit: obligations that block renewal are overdue: ${list}`, {
    members: {
      overdueObligations: blockers.map((o) => ({ id: o.id, type: o.type, title: o.title, dueDate: o.due_date, status: o.status })),
    },
  });
}
