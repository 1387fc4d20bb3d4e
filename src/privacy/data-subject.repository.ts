import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.js';
import { matchesWords } from '../db/full-text.js';
import type { DB } from '../db/schema.js';
import { foldText, MAX_QUERY_WORDS, searchWords } from '../search/search-text.js';

/** The SQL of issue 21 §1: a person's applications and what hangs off them. */

/** At most this many applications are one person's; more means the query names no one person. */
export const MAX_SUBJECT_APPLICATIONS = 500;

export interface SubjectQuery {
  readonly email?: string | undefined;
  readonly name?: string | undefined;
}

export interface SubjectApplicationRow {
  readonly id: string;
  readonly registration_no: string;
  readonly agency_code: string;
  readonly status: string;
  readonly permittee_first_name: string;
  readonly permittee_middle_name: string | null;
  readonly permittee_last_name: string;
  readonly permittee_email: string;
  readonly created_at: string;
}

/** The permittee's full name, as staff see it. */
export function permitteeName(
  row: Pick<SubjectApplicationRow, 'permittee_first_name' | 'permittee_middle_name' | 'permittee_last_name'>,
): string {
  return [row.permittee_first_name, row.permittee_middle_name, row.permittee_last_name]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}

/**
 * The applications whose permittee is the person: found through the search index (its words are
 * folded: accent- and case-blind), then kept only when the email is the permittee's whole email and
 * every word of the name is a word of the permittee's name (a place or species of the same word is no match).
 */
export async function findSubjectApplications(
  db: Kysely<DB>,
  query: SubjectQuery,
  agencies: readonly string[] | null,
): Promise<SubjectApplicationRow[]> {
  const email = query.email?.trim().toLowerCase();
  const nameWords = query.name === undefined ? [] : searchWords(query.name).slice(0, MAX_QUERY_WORDS);
  const words = [...(email === undefined ? [] : searchWords(email).slice(0, MAX_QUERY_WORDS)), ...nameWords];
  if (words.length === 0) return [];
  // Every word whole: the index's last-word prefix would find `cruzado` for `cruz`; the check below drops it.
  let select = db
    .selectFrom('applications')
    .select([
      'id',
      'registration_no',
      'agency_code',
      'status',
      'permittee_first_name',
      'permittee_middle_name',
      'permittee_last_name',
      'permittee_email',
      'created_at',
    ])
    .where(matchesWords(dialectOf(db), words));
  if (agencies !== null) select = select.where('agency_code', 'in', agencies.length === 0 ? [''] : agencies);
  const rows = await select
    .orderBy('created_at')
    .orderBy('id')
    .limit(MAX_SUBJECT_APPLICATIONS * 4)
    .execute();
  return rows
    .filter((row) => {
      if (email !== undefined && row.permittee_email.trim().toLowerCase() !== email) return false;
      if (nameWords.length === 0) return true;
      const held = new Set(searchWords(foldText(permitteeName(row))));
      return nameWords.every((word) => held.has(word));
    })
    .slice(0, MAX_SUBJECT_APPLICATIONS);
}

export function noticesOf(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db
    .selectFrom('application_notices')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function documentsOf(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db
    .selectFrom('application_attachments')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function auditRowsOf(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db.selectFrom('audit_events').selectAll().where('application_id', 'in', applicationIds).orderBy('sequence').execute();
}

export function readsOf(db: Kysely<DB>, applicationIds: readonly string[], limit: number) {
  return db
    .selectFrom('personal_data_reads')
    .innerJoin('applications', 'applications.id', 'personal_data_reads.application_id')
    .leftJoin('staff_users', 'staff_users.id', 'personal_data_reads.staff_id')
    .select([
      'personal_data_reads.read_at',
      'personal_data_reads.staff_id',
      'staff_users.name as staff_name',
      'personal_data_reads.application_id',
      'applications.registration_no',
      'personal_data_reads.what',
      'personal_data_reads.detail',
    ])
    .where('personal_data_reads.application_id', 'in', applicationIds)
    .orderBy('personal_data_reads.id', 'desc')
    .limit(limit)
    .execute();
}
