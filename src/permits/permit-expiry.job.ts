import type { Kysely } from 'kysely';
import type { SystemActor } from '../auth/actor.js';
import type { DB } from '../db/schema.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { nowIso } from '../shared/time.js';
import type { ActionRegistry } from '../workflow/action-registry.js';
import { takeAction } from '../workflow/workflow.engine.js';
import { findPermitsToExpire } from './permit.repository.js';
import { expirePermit as expirePermitAction } from './permit-upkeep.actions.js';

/** Permits expired per run at most: the next run (an hour later) takes the rest. */
const BATCH = 200;

/**
 * Marks one permit expired, as the workflow's action `expire_permit` (journal `permit_expired`, the
 * notice to the agency, audit), if it is still issued and past its date `now` when its application is
 * locked: a suspension, revocation or renewal that won the race is never overwritten. True when it expired.
 */
export async function expirePermit(
  db: Kysely<DB>,
  actions: ActionRegistry,
  actor: SystemActor,
  permitId: string,
  applicationId: string,
  now: string,
): Promise<boolean> {
  const result = await takeAction(
    { db, actions },
    { applicationId, action: expirePermitAction.name, fields: { permitId, asOf: now }, actor },
  );
  return result.changed;
}

/** The scheduler's job (docs/JOBS.md): issued permits past their date of expiry become `expired`. */
export const expirePermitsJob = (actions: ActionRegistry): JobDefinition => ({
  name: 'expire-permits',
  intervalMs: 60 * 60 * 1000,
  async run({ db, actor, signal }) {
    const now = nowIso();
    const expired: string[] = [];
    for (const permit of await findPermitsToExpire(db, now, BATCH)) {
      if (signal.aborted) break;
      if (await expirePermit(db, actions, actor, permit.id, permit.application_id, now)) expired.push(permit.id);
    }
    return { expired };
  },
});
