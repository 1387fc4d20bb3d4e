import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import { matchesWords } from '../../db/full-text.js';
import type { DB } from '../../db/schema.js';
import { foldText, MAX_QUERY_WORDS, searchWords } from '../../search/search-text.js';

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

/** How many candidate rows one query reads at a time, on the way to every match. */
const PAGE = 2000;

/**
 * The applications whose permittee is the person, oldest first, every one of them (up to
 * MAX_SUBJECT_APPLICATIONS). By email: an exact, case-blind match of the permittee's whole email,
 * through the index on its lower-cased value (migration 0024), however many other applications share
 * its words. By name alone: through the search index (its words are folded: accent- and case-blind),
 * read page by page until every candidate was checked, and kept only when every word of the name is a
 * word of the permittee's name (a place or species of the same word, or a longer word it begins, is no
 * match). Both: the email's applications whose permittee's name holds the name's words.
 */
export async function findSubjectApplications(
  db: Kysely<DB>,
  query: SubjectQuery,
  agencies: readonly string[] | null,
): Promise<SubjectApplicationRow[]> {
  const email = query.email?.trim().toLowerCase();
  const nameWords = query.name === undefined ? [] : searchWords(query.name).slice(0, MAX_QUERY_WORDS);
  if ((email === undefined || email === '') && nameWords.length === 0) return [];
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
    ]);
  select =
    email !== undefined && email !== ''
      ? select.where(sql`lower(permittee_email)`, '=', email)
      : select.where(matchesWords(dialectOf(db), nameWords));
  if (agencies !== null) select = select.where('agency_code', 'in', agencies.length === 0 ? [''] : agencies);
  const isTheirs = (row: SubjectApplicationRow) => {
    if (nameWords.length === 0) return true;
    const held = new Set(searchWords(foldText(permitteeName(row))));
    return nameWords.every((word) => held.has(word));
  };
  const found: SubjectApplicationRow[] = [];
  let after: SubjectApplicationRow | undefined;
  for (;;) {
    const last = after;
    const page = await (last === undefined
      ? select
      : select.where((eb) =>
          eb.or([eb('created_at', '>', last.created_at), eb.and([eb('created_at', '=', last.created_at), eb('id', '>', last.id)])]),
        )
    )
      .orderBy('created_at')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const row of page) {
      if (!isTheirs(row)) continue;
      found.push(row);
      if (found.length === MAX_SUBJECT_APPLICATIONS) return found;
    }
    after = page[page.length - 1];
    if (page.length < PAGE) return found;
  }
}

/** The applications' rows, oldest first. */
export function applicationRowsOf(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db.selectFrom('applications').selectAll().where('id', 'in', applicationIds).orderBy('created_at').execute();
}

/** Which of these applications' permittees were erased already: their data subject keys are destroyed. */
export async function applicationsWithDestroyedKeys(db: Kysely<DB>, applicationIds: readonly string[]): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const keys = await db
    .selectFrom('data_subject_keys')
    .select('application_id')
    .where('destroyed_at', 'is not', null)
    .where('application_id', 'in', applicationIds)
    .execute();
  return new Set(keys.map((key) => key.application_id));
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
