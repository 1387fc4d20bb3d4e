import type { Kysely } from 'kysely';
import { changeApplication } from '../applications/application.write.js';
import type { SystemActor } from '../auth/actor.js';
import { manilaDate } from '../clock/manila-time.js';
import type { DB } from '../db/schema.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { readSetting } from '../settings/settings.service.js';
import { nowIso } from '../shared/time.js';
import { effectiveTemplates, renderNoticeText } from '../workflow/notice-templates.js';
import { DEFAULT_NOTICE_VISIBILITY } from '../workflow/vocabulary.js';
import { findPermit, findPermitsToExpire, updatePermit } from './permit.repository.js';

/** Permits expired per run at most: the next run (an hour later) takes the rest. */
const BATCH = 200;

/**
 * Marks one permit expired through the application's write path (journal `permit_expired`, the
 * notice to the agency, audit), if it is still issued and past its date when its application is
 * locked: a suspension, revocation or renewal that won the race is never overwritten.
 */
export async function expirePermit(
  db: Kysely<DB>,
  actor: SystemActor,
  permitId: string,
  applicationId: string,
  now: string,
): Promise<boolean> {
  let expired = false;
  await changeApplication(db, {
    applicationId,
    actor,
    async decide(current, trx) {
      const permit = await findPermit(trx, permitId);
      if (permit === undefined || permit.status !== 'issued' || permit.date_expired === null || permit.date_expired > now) return undefined;
      expired = true;
      const templates = effectiveTemplates(await readSetting(trx, 'notices.templates'));
      const dateExpired = manilaDate(permit.date_expired);
      return {
        journal: [{ action: 'permit_expired', payload: { permitId, permitNo: permit.permit_no, dateExpired: permit.date_expired } }],
        notices: [
          {
            type: 'permit_expired',
            message: renderNoticeText(templates.permit_expired, {
              permitNo: permit.permit_no,
              dateExpired,
              registrationNo: current.application.registration_no,
            }),
            visibility: DEFAULT_NOTICE_VISIBILITY.permit_expired,
          },
        ],
        effects: [
          async (effectTrx, context) => {
            await updatePermit(effectTrx, permitId, { status: 'expired', status_changed_at: context.now, updated_at: context.now });
          },
        ],
      };
    },
  });
  return expired;
}

/** The scheduler's job (docs/JOBS.md): issued permits past their date of expiry become `expired`. */
export const expirePermitsJob: JobDefinition = {
  name: 'expire-permits',
  intervalMs: 60 * 60 * 1000,
  async run({ db, actor, signal }) {
    const now = nowIso();
    const expired: string[] = [];
    for (const permit of await findPermitsToExpire(db, now, BATCH)) {
      if (signal.aborted) break;
      if (await expirePermit(db, actor, permit.id, permit.application_id, now)) expired.push(permit.id);
    }
    return { expired };
  },
};
