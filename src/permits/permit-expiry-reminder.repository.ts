import type { Insertable, Kysely } from 'kysely';
import type { DB, PermitExpiryReminderTable } from '../db/schema.js';
import type { PermitStatus } from '../vocabulary/permit.vocabulary.js';

/** The SQL of permits' expiry reminders (issue 28 §2, migration 0032). Every function takes the executor. */

/** Records a reminder as sent; the key (permit, days before) makes a second one fail rather than repeat. */
export function insertExpiryReminder(db: Kysely<DB>, row: Insertable<PermitExpiryReminderTable>): Promise<unknown> {
  return db.insertInto('permit_expiry_reminders').values(row).execute();
}

/** The days-before of the reminders a permit was sent. */
export async function expiryRemindersSent(db: Kysely<DB>, permitId: string): Promise<number[]> {
  const rows = await db.selectFrom('permit_expiry_reminders').select('days_before').where('permit_id', '=', permitId).execute();
  return rows.map((row) => Number(row.days_before));
}

/** An application's permits' reminders, for the change observer. */
export function expiryRemindersOf(db: Kysely<DB>, applicationId: string) {
  return db
    .selectFrom('permit_expiry_reminders')
    .innerJoin('permits', 'permits.id', 'permit_expiry_reminders.permit_id')
    .select([
      'permit_expiry_reminders.permit_id as permitId',
      'permits.permit_no as permitNo',
      'permits.date_expired as dateExpired',
      'permit_expiry_reminders.days_before as daysBefore',
      'permit_expiry_reminders.days_left as daysLeft',
    ])
    .where('permit_expiry_reminders.application_id', '=', applicationId)
    .execute();
}

export interface PermitNearingExpiry {
  readonly id: string;
  readonly application_id: string;
  readonly date_issued: string | null;
  readonly date_expired: string | null;
  /** The days-before of the reminders already sent. */
  readonly sent: number[];
}

/**
 * Permits in force expiring before `before` (an instant), after the permit id `after` (keyset), with the
 * reminders each was sent: the job's scan, which calls the action only for a permit with one due.
 */
export async function findPermitsNearingExpiry(
  db: Kysely<DB>,
  before: string,
  after: string | undefined,
  limit: number,
): Promise<PermitNearingExpiry[]> {
  let query = db
    .selectFrom('permits')
    .select(['id', 'application_id', 'date_issued', 'date_expired'])
    .where('status', '=', 'issued' satisfies PermitStatus)
    .where('date_expired', '<', before);
  if (after !== undefined) query = query.where('id', '>', after);
  const permits = await query.orderBy('id').limit(limit).execute();
  if (permits.length === 0) return [];
  const sent = await db
    .selectFrom('permit_expiry_reminders')
    .select(['permit_id', 'days_before'])
    .where(
      'permit_id',
      'in',
      permits.map((p) => p.id),
    )
    .execute();
  return permits.map((p) => ({ ...p, sent: sent.filter((s) => s.permit_id === p.id).map((s) => Number(s.days_before)) }));
}
