import type { Insertable, Kysely } from 'kysely';
import type { ApplicationState } from '../applications/application.rendering.js';
import type { ApplicationEffect } from '../applications/application.write.js';
import { loadHolidaySet } from '../clock/holiday.service.js';
import type { DB, PermitObligationTable, PermitTable } from '../db/schema.js';
import { obligationsFor } from '../settings/setting.definitions.js';
import { readSetting } from '../settings/settings.service.js';
import { newId } from '../shared/ids.js';
import { dueDateOf } from './obligation.due.js';
import { findLastCollectionEnd, insertObligations } from './obligation.repository.js';

/**
 * The obligations a new permit owes (issue 20 §1), made in the transaction of its issue (or renewal):
 * the setting `permits.obligations` of its permit type (or application type), each with its due date
 * from the collection end of the application's last location, the date of issue or the date of
 * expiry, counted in working days on the processing clock's calendar or in calendar days.
 */

export interface PlannedObligations {
  readonly rows: readonly Insertable<PermitObligationTable>[];
  /** Written after the permit row (the rows refer to it). */
  readonly effect: ApplicationEffect;
  /** What the permit's journal entry records of them. */
  readonly journal: readonly { id: string; type: string; dueDate: string }[];
}

export async function planObligations(
  db: Kysely<DB>,
  application: Pick<ApplicationState, 'id' | 'permit_type' | 'application_type'>,
  permit: Pick<PermitTable, 'id' | 'date_issued' | 'date_expired'>,
  now: string,
): Promise<PlannedObligations> {
  const terms = obligationsFor(await readSetting(db, 'permits.obligations'), application.permit_type, application.application_type);
  const holidays = terms.some((term) => term.due.unit === 'working_days') ? await loadHolidaySet(db) : new Set<string>();
  const issuedAt = permit.date_issued ?? now;
  const anchors = {
    issuedAt,
    expiresAt: permit.date_expired ?? issuedAt,
    collectionEnd: (await findLastCollectionEnd(db, application.id)) ?? issuedAt,
  };
  const rows = terms.map(
    (term): Insertable<PermitObligationTable> => ({
      id: newId(),
      application_id: application.id,
      permit_id: permit.id,
      type: term.type,
      title: term.title,
      required: term.required ? 1 : 0,
      blocks_renewal: term.blocksRenewal ? 1 : 0,
      due_date: dueDateOf(term.due, anchors, holidays),
      status: 'pending',
      status_reason: null,
      reminders_sent: '[]',
      created_at: now,
      updated_at: now,
    }),
  );
  return {
    rows,
    effect: (trx) => insertObligations(trx, rows).then(() => undefined),
    journal: rows.map((row) => ({ id: row.id as string, type: row.type, dueDate: row.due_date })),
  };
}
