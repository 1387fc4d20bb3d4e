import type { Kysely } from 'kysely';
import { manilaDate } from '../clock/manila-time.js';
import type { DB } from '../db/schema.js';
import type { JobDefinition } from '../jobs/job.types.js';
import { authorityName, messageRow } from './mail.compose.js';
import { composeLetter } from './mail.letter.js';
import { findApplicationsAtRiskByAssignee, insertMessages, type MessageRow } from './mail.repository.js';

/**
 * The staff's daily digest (issue 19 §4): each staff user with assigned applications whose processing
 * clock is at risk or overdue (and not yet decided) gets one message listing them, overdue first. A
 * user with none gets nothing. The message is keyed by the user and the Manila date, so a second run
 * on the same day (after a lost lease, a restart) composes nothing new.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Composes the digests of `now`'s Manila date; returns how many were written. */
export async function composeDigests(db: Kysely<DB>, now: string): Promise<number> {
  const rows = await findApplicationsAtRiskByAssignee(db);
  if (rows.length === 0) return 0;
  const date = manilaDate(now);
  const authority = await authorityName(db);
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const messages: MessageRow[] = [];
  for (const [userId, applications] of byUser) {
    const first = applications[0] as (typeof rows)[number];
    const overdue = applications.filter((a) => a.clock_state === 'overdue');
    const atRisk = applications.filter((a) => a.clock_state === 'at_risk');
    const line = (a: (typeof rows)[number]) => `- ${a.registration_no} (${a.agency_code}), ${a.status}, due ${a.due_date ?? 'not known'}`;
    const sections = [
      ...(overdue.length > 0 ? [`Overdue (${overdue.length}):\n${overdue.map(line).join('\n')}`] : []),
      ...(atRisk.length > 0 ? [`At risk, 80 % of the processing time used (${atRisk.length}):\n${atRisk.map(line).join('\n')}`] : []),
    ];
    const letter = composeLetter({
      subject: `Your applications on ${date}: ${overdue.length} overdue, ${atRisk.length} at risk`,
      greeting: `Dear ${first.name},`,
      body: [`These applications assigned to you need attention:`, ...sections].join('\n\n'),
      authority,
      reason: 'You receive this daily digest as a member of staff with applications assigned to you.',
    });
    messages.push(
      messageRow(
        {
          applicationId: null,
          agencyCode: null,
          kind: 'staff',
          recipient: first.email,
          staffUserId: userId,
          template: 'digest',
          dedupeKey: `digest:${userId}:${date}`,
        },
        letter,
        now,
      ),
    );
  }
  await db.transaction().execute((trx) => insertMessages(trx, messages));
  return messages.length;
}

export const mailDigestJob: JobDefinition = {
  name: 'mail-digest',
  intervalMs: DAY_MS,
  async run({ db, startedAt }) {
    return { digests: await composeDigests(db, startedAt) };
  },
};
